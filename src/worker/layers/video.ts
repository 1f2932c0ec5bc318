/**
 * Video clip (SPEC §3, §5): the decoded frame for the layer's local time, honouring the trim (_start/_end),
 * speed and loop (src/shared/timeline/video-time.ts); the cover image until a frame is decoded, and when the
 * video cannot be decoded (SPEC §8: a failed media source shows its cover or a placeholder).
 */
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';
import { videoSourceTime } from '../../shared/timeline/video-time.ts';
import type { VideoProperty } from '../../shared/model/layer.ts';
import type { VideoSource } from '../media/video.ts';
import type { LayerImage } from '../render/composite.ts';
import { drawMedia, videoBox } from '../../canvas/media.ts';
import { paintLocal } from './local.ts';
import type { ReusableCanvases } from '../render/placement.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

export class VideoPainter implements LayerPainter {
  private source: VideoSource | undefined;
  private cover: ImageBitmap | undefined;
  private failure: unknown;
  /** Redrawn every frame: the same canvases each time (frames are drawn one at a time, renderer.ts). */
  private readonly canvases: ReusableCanvases = {};

  constructor(
    private readonly id: string,
    private readonly p: VideoProperty,
    private readonly media: MediaServices,
  ) {}

  async prepare(): Promise<void> {
    const p = this.p;
    const what = `video layer ${this.id}`;
    const coverRef = { _staticUrl: p._frontCoverStaticUrl ?? p._frontCoverUrl, _urlkey: p._frontCoverKey };
    const coverLoad =
      coverRef._staticUrl !== undefined || coverRef._urlkey !== undefined
        ? this.media.sources
            .urlOf(coverRef, what)
            .then((url) => this.media.images.get(url))
            .then((bitmap) => {
              this.cover = bitmap;
            })
            .catch((error: unknown) => {
              throw new SpecError(SPEC_MESSAGES.noFrontCover, { cause: `${what}: ${String(error)}` });
            })
        : Promise.resolve();
    const videoUrl = await this.media.sources.urlOf({ ...p, _staticUrl: p._videoSrc ?? p._staticUrl }, what);
    this.source = this.media.videos.get(videoUrl);
    try {
      await this.source.info;
    } catch (error) {
      // Playback goes on with the cover (or a placeholder); the failure is reported per frame.
      this.failure = error;
    }
    await coverLoad.catch((error: unknown) => {
      if (this.failure !== undefined) throw error;
    });
  }

  async paint(request: PaintRequest): Promise<LayerImage | null> {
    const p = this.p;
    let frame: OffscreenCanvas | ImageBitmap | null = null;
    if (this.source !== undefined && this.failure === undefined) {
      frame = await this.source.frameAt(videoSourceTime(p, request.layerTime));
    }
    frame ??= this.cover ?? null;
    if (frame === null) {
      if (this.failure !== undefined) throw this.failure;
      return null;
    }
    const shown = frame;
    return paintLocal(
      p,
      request.scale,
      (ctx) => drawMedia(ctx, shown, shown, videoBox(p), 'cover', { clip: p.clipPath, type: p._cropType }),
      0,
      this.canvases,
    );
  }

  dispose(): void {
    this.source = undefined;
    this.cover = undefined;
  }
}
