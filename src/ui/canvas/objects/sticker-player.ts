/**
 * A sticker playing in place: its frames are cut from the sprite sheet on the first play or seek (one bitmap
 * per frame, never the whole sheet), and the frame shown follows the time since play as the worker's does
 * (shared stickerFrameIndex). Pausing goes back to the cover frame or holds the current one.
 */
import type { StickerSettings } from '../../../shared/model/layer.ts';
import { stickerFrameIndex, stickerFrameRect } from '../../../shared/timeline/sticker.ts';
import { loadImageRects } from '../media.ts';
import { assertSeconds, frameLoop } from './player.ts';
import type { MediaPlayer } from './player.ts';

export class StickerPlayer implements MediaPlayer {
  private frames: Promise<ImageBitmap[]> | undefined;
  private loop: { stop(): void } | undefined;
  /** Seconds into the animation that the current frame belongs to. */
  private time = 0;
  /** The frame to draw instead of the cover; undefined: the cover frame. */
  frame: ImageBitmap | undefined;

  constructor(
    private readonly url: () => Promise<string>,
    private readonly settings: StickerSettings,
    private readonly redraw: () => void,
  ) {}

  get playing(): boolean {
    return this.loop !== undefined;
  }

  private load(): Promise<ImageBitmap[]> {
    const count = Math.max(1, Math.floor(this.settings.totalFrames));
    const rects = Array.from({ length: count }, (_, i) => stickerFrameRect(this.settings, i));
    this.frames ??= this.url().then((url) => loadImageRects(url, rects));
    return this.frames;
  }

  private show(frames: ImageBitmap[], time: number): void {
    this.time = time;
    this.frame = frames[stickerFrameIndex(this.settings, time)];
    this.redraw();
  }

  async play(): Promise<void> {
    if (this.playing) return;
    const frames = await this.load();
    const startedAt = performance.now() - this.time * 1000;
    this.loop = frameLoop(() => {
      this.show(frames, (performance.now() - startedAt) / 1000);
      return true;
    });
  }

  pause(rewind: boolean): Promise<void> {
    this.loop?.stop();
    this.loop = undefined;
    if (rewind) {
      this.time = 0;
      this.frame = undefined;
    }
    this.redraw();
    return Promise.resolve();
  }

  async seek(seconds: number): Promise<void> {
    assertSeconds(seconds, 'seekMedia');
    this.show(await this.load(), seconds);
  }

  dispose(): void {
    this.loop?.stop();
    this.loop = undefined;
    void this.frames?.then((frames) => frames.forEach((f) => f.close()));
  }
}
