/**
 * Cropping an avatar (cropping forces halfbody, then stores the crop). While the crop runs, the avatar
 * is hidden and a stand-in shows its whole presenter image exactly where the halfbody frame shows its part of
 * it (src/shared/avatar/crop-plane.ts); the usual crop box (crop-session.ts, rectangle only: the halfbody
 * frame is a rectangle) is dragged over that image, within its bounds. Nothing reaches the project until the
 * crop is confirmed: then one change holds the halfbody type, the crop and the frame that keeps every pixel
 * in place — one undo step. Cancel leaves the avatar as it was (its own display type included).
 */
import type { Canvas, FabricObject } from 'fabric';
import { avatarCropPlane, applyAvatarCropRect } from '../../../shared/avatar/crop-plane.ts';
import type { AvatarChange } from '../../../shared/avatar/change.ts';
import type { CanvasSize } from '../../../shared/avatar/placement.ts';
import type { CropType } from '../../../shared/constants.ts';
import type { AvatarProperty } from '../../../shared/model/avatar.ts';
import { fabricPlacement } from '../../../canvas/fabric-paint.ts';
import type { MediaResolver } from '../media.ts';
import { AvatarView, loadPresenter, presenterSource } from '../objects/avatar.ts';
import { CroppableView } from '../objects/media-view.ts';
import { CropSession } from './crop-session.ts';

export interface AvatarCropOptions {
  canvas: Canvas;
  layerId: string;
  property: AvatarProperty;
  /** The avatar's view on the canvas: its loaded image is reused (the editing canvas hides the view). */
  view: FabricObject;
  /** The canvas format (model units). */
  format: CanvasSize;
  resolver: MediaResolver | undefined;
  /** A presenter image that could not be loaded for the stand-in. */
  onError: (error: unknown) => void;
}

export class AvatarCrop {
  readonly session: CropSession;
  private readonly plane: CroppableView;

  constructor(
    private readonly options: AvatarCropOptions,
    cropType: CropType,
  ) {
    const { canvas, layerId, property: p, format } = options;
    if (cropType !== 'rect') {
      throw new RangeError(
        `cropType: '${cropType}' cannot crop avatar layer ${layerId}: its halfbody frame is a rectangle`,
      );
    }
    const { halfbody, image, shown } = avatarCropPlane(p, format);
    this.plane = new CroppableView({
      ...fabricPlacement({
        ...image,
        opacity: 1,
        originX: image.originX ?? 'left',
        originY: image.originY ?? 'top',
      }),
      fill: null,
      stroke: null,
      strokeWidth: 0,
    });
    // The crop box starts on the part of the image the frame shows now (a centred clip names its centre).
    this.plane.crop = {
      clip: {
        type: 'rect',
        left: shown.cx,
        top: shown.cy,
        width: shown.width,
        height: shown.height,
        originX: 'center',
        originY: 'center',
      },
      type: 'rect',
    };
    this.showImage(halfbody);
    canvas.add(this.plane);
    this.session = new CropSession(canvas, this.plane, 'rect');
  }

  get layerId(): string {
    return this.options.layerId;
  }

  /**
   * The change that stores the crop (halfbody, crop rectangle, frame) and the presenter image it may need;
   * throws, leaving the crop open, when the box has no size.
   */
  commit(): AvatarChange {
    const { property, format } = this.options;
    const change = applyAvatarCropRect(property, this.session.current, format);
    this.session.commit();
    this.close();
    return change;
  }

  cancel(): void {
    this.session.cancel();
    this.close();
  }

  /** Draws the halfbody presenter: the avatar view's image when it is that one, else loaded now. */
  private showImage(halfbody: AvatarProperty): void {
    const { width, height } = this.plane;
    const draw = (image: HTMLImageElement) => {
      this.plane.draw = (ctx) => ctx.drawImage(image, -width / 2, -height / 2, width, height);
      this.options.canvas.requestRenderAll();
    };
    const { view } = this.options;
    const loaded = view instanceof AvatarView ? view.presenter : undefined;
    if (loaded !== undefined && loaded.source === presenterSource(halfbody)) return draw(loaded.image);
    loadPresenter(this.options.layerId, halfbody, this.options.resolver).then(draw, this.options.onError);
  }

  /** Takes the stand-in away; the editing canvas shows and selects the avatar again. */
  private close(): void {
    this.options.canvas.remove(this.plane);
    this.options.canvas.requestRenderAll();
  }
}
