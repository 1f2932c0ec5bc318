/**
 * A video layer playing in place: an HTMLVideoElement loaded on the first play or seek (until then, and if it
 * fails, the view keeps its cover), played at the layer's speed within its trim (`_start`…`_end`), looping
 * when `_loop` is on and otherwise holding the last frame.
 */
import type { VideoProperty } from '../../../shared/model/layer.ts';
import { videoSourceTime, videoSpeed } from '../../../shared/timeline/video-time.ts';
import { loadVideo, seekVideo } from '../media.ts';
import { assertSeconds, frameLoop } from './player.ts';
import type { MediaPlayer } from './player.ts';

export class VideoPlayer implements MediaPlayer {
  private element: Promise<HTMLVideoElement> | undefined;
  private loop: { stop(): void } | undefined;
  /** The element once it shows a frame of this layer (the view draws it instead of the cover). */
  shown: HTMLVideoElement | undefined;

  constructor(
    private readonly url: () => Promise<string>,
    private readonly p: VideoProperty,
    private readonly redraw: () => void,
  ) {}

  get playing(): boolean {
    return this.loop !== undefined;
  }

  private video(): Promise<HTMLVideoElement> {
    this.element ??= this.url().then(loadVideo);
    return this.element;
  }

  private get end(): number {
    return this.p._end > this.p._start ? this.p._end : Infinity;
  }

  async play(): Promise<void> {
    if (this.playing) return;
    const video = await this.video();
    if (!(video.currentTime >= this.p._start && video.currentTime < this.end)) {
      await seekVideo(video, this.p._start);
    }
    video.playbackRate = videoSpeed(this.p);
    await video.play();
    this.shown = video;
    this.loop = frameLoop(() => {
      if (video.currentTime >= this.end || video.ended) {
        if (this.p._loop) video.currentTime = this.p._start;
        else {
          video.pause();
          this.loop = undefined;
          this.redraw();
          return false;
        }
      }
      this.redraw();
      return true;
    });
  }

  async pause(rewind: boolean): Promise<void> {
    this.loop?.stop();
    this.loop = undefined;
    if (this.element === undefined) return;
    const video = await this.element;
    video.pause();
    if (rewind) await seekVideo(video, this.p._start);
    this.redraw();
  }

  async seek(seconds: number): Promise<void> {
    assertSeconds(seconds, 'seekMedia');
    const video = await this.video();
    await seekVideo(video, videoSourceTime(this.p, seconds));
    this.shown = video;
    this.redraw();
  }

  dispose(): void {
    this.loop?.stop();
    this.loop = undefined;
    void this.element?.then((video) => {
      video.pause();
      video.removeAttribute('src');
      video.load();
    });
  }
}
