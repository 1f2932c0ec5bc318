/**
 * The scene background on the editing canvas (bgColor, bgMedia), drawn behind every object
 * by src/canvas/background.ts exactly as the worker draws it: a Fabric object the size of the format, set as
 * the canvas's background image (so the viewport zoom applies and it is never selectable). A background video
 * shows its frame at the scene's start, as the worker's frame at time 0 does.
 */
import type { Canvas } from 'fabric';
import { backgroundPictureKind, backgroundUrl, drawSceneBackground } from '../../canvas/background.ts';
import type { BackgroundPicture } from '../../canvas/background.ts';
import type { Scene } from '../../shared/model/scene.ts';
import type { Size } from './format.ts';
import { loadImage, loadVideo, seekVideo } from './media.ts';
import { LayerView } from './objects/layer-view.ts';

async function loadPicture(kind: 'image' | 'video', url: string): Promise<BackgroundPicture> {
  if (kind === 'image') {
    const image = await loadImage(url);
    return { source: image, width: image.naturalWidth, height: image.naturalHeight };
  }
  const video = await loadVideo(url);
  await seekVideo(video, 0);
  return { source: video, width: video.videoWidth, height: video.videoHeight };
}

export class SceneBackground {
  private readonly view: LayerView;
  private scene: Pick<Scene, 'bgColor' | 'bgMedia'> = { bgColor: '#ffffff' };
  private picture: BackgroundPicture | undefined;
  private source: string | undefined;

  constructor(
    private readonly fabric: Canvas,
    format: Size,
  ) {
    const { width, height } = format;
    this.view = new LayerView({
      left: 0,
      top: 0,
      originX: 'left',
      originY: 'top',
      width,
      height,
      fill: null,
      stroke: null,
      strokeWidth: 0,
      selectable: false,
      evented: false,
      objectCaching: false,
    });
    // The view's plane has its origin at the centre; the background is drawn from the top-left corner.
    this.view.draw = (ctx) => {
      ctx.translate(-width / 2, -height / 2);
      const { bgColor, bgMedia } = this.scene;
      drawSceneBackground(ctx, bgColor, bgMedia, this.picture, width, height, this.fabric.getZoom());
    };
    fabric.backgroundImage = this.view;
  }

  /** Shows the scene's background; resolves when its picture is loaded (rejects when it fails). */
  async show(scene: Scene): Promise<void> {
    this.scene = scene;
    const kind = backgroundPictureKind(scene.bgMedia);
    const url = kind === undefined || scene.bgMedia === undefined ? undefined : backgroundUrl(scene.bgMedia);
    const source = url === undefined ? undefined : `${kind}:${new URL(url, location.href).href}`;
    if (source === this.source) return;
    this.source = source;
    this.picture = undefined;
    if (kind === undefined || url === undefined) return;
    const picture = await loadPicture(kind, new URL(url, location.href).href);
    // A later scene may have asked for another background meanwhile.
    if (this.source === source) this.picture = picture;
    this.fabric.requestRenderAll();
  }
}
