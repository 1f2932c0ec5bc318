/**
 * Video clip: the decoded frame for the layer's local time, honouring the trim (_start/_end),
 * speed and loop (src/shared/timeline/video-time.ts); the cover image until a frame is decoded, and when the
 * video cannot be decoded (a failed media source shows its cover or a placeholder).
 */
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';
import { mediaIdentity } from '../../shared/media/source.ts';
import { videoSourceTime } from '../../shared/timeline/video-time.ts';
import type { VideoProperty } from '../../shared/model/layer.ts';
import type { VideoInfo, VideoSource } from '../media/video.ts';
import type { SourceSize } from '../../canvas/fit.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { drawMedia, videoBox } from '../../canvas/media.ts';
import { paintLocal } from './local.ts';
import type { ReusableCanvases } from '../render/placement.ts';
import type { LayerPainter, MediaServices, PaintRequest } from './types.ts';

/**
 * Output pixels per video pixel where the frame is shown at `scale` (output pixels per canvas pixel): the
 * box shows the source region 1:1 in the object plane when it fits (Fabric image semantics, fit.ts), else the
 * whole source fitted (cover) into the box.
 */
function shownPixelScale(p: VideoProperty, size: SourceSize, scale: number): number {
  const s = Math.max(Math.abs(p.scaleX), Math.abs(p.scaleY)) * scale;
  const box = videoBox(p);
  const fits = box.cropX + box.width <= size.width + 0.5 && box.cropY + box.height <= size.height + 0.5;
  return fits ? s : s * Math.max(box.width / size.width, box.height / size.height);
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class VideoPainter implements LayerPainter {
  private source: VideoSource | undefined;
  private info: VideoInfo | undefined;
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
    const ref = { ...p, _staticUrl: p._videoSrc ?? p._staticUrl };
    const videoUrl = await this.media.sources.urlOf(ref, what);
    this.source = this.media.videos.get(videoUrl, mediaIdentity(ref, videoUrl));
    try {
      this.info = await this.source.info;
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
    let shown: { image: CanvasImageSource; size: SourceSize } | undefined;
    if (this.source !== undefined && this.info !== undefined && this.failure === undefined) {
      const frame = await this.source.frameAt(
        videoSourceTime(p, request.layerTime),
        shownPixelScale(p, this.info, request.scale),
      );
      if (frame !== null) shown = { image: frame.canvas, size: frame };
    }
    if (shown === undefined && this.cover !== undefined) {
      shown = { image: this.cover, size: this.cover };
      if (this.failure !== undefined)
        request.onFallback?.(
          `the video cannot be decoded (${errorText(this.failure)}); its cover image is shown`,
        );
    }
    if (shown === undefined) {
      if (this.failure !== undefined) throw this.failure;
      return null;
    }
    const { image, size } = shown;
    return paintLocal(
      p,
      request.scale,
      (ctx) => drawMedia(ctx, image, size, videoBox(p), 'cover', { clip: p.clipPath, type: p._cropType }),
      0,
      this.canvases,
    );
  }

  dispose(): void {
    this.source = undefined;
    this.cover = undefined;
  }
}
