/**
 * The on-canvas crop: a box with corner handles (size 40, white stroke) over the object,
 * shown uncropped while the box is up. Dragging a corner or the box goes through crop-math.ts (bounds,
 * minimum corner distance for shape crops); `commit` returns the object-relative, centred clip path;
 * `cancel` leaves the object's crop as it was. Changing the crop type starts over from the whole object.
 */
import { Control, Point, Rect, util } from 'fabric';
import type { Canvas } from 'fabric';
import { SHAPES } from '../../../shared/constants.ts';
import type { CropType } from '../../../shared/constants.ts';
import type { ClipPath } from '../../../shared/model/geometry.ts';
import type { CroppableView } from '../objects/media-view.ts';
import { cropClipPath, cropRectFromClip, dragCropCorner, moveCropRect } from './crop-math.ts';
import type { CropCorner, CropRect } from './crop-math.ts';

const CORNERS: Record<CropCorner, { x: number; y: number }> = {
  tl: { x: -0.5, y: -0.5 },
  tr: { x: 0.5, y: -0.5 },
  bl: { x: -0.5, y: 0.5 },
  br: { x: 0.5, y: 0.5 },
};

function renderHandle(ctx: CanvasRenderingContext2D, left: number, top: number): void {
  const size = SHAPES.cropHandleSize;
  ctx.save();
  ctx.strokeStyle = SHAPES.cropStroke;
  ctx.lineWidth = 3;
  ctx.strokeRect(left - size / 4, top - size / 4, size / 2, size / 2);
  ctx.restore();
}

export class CropSession {
  private readonly box: Rect;
  private rect: CropRect;
  private moveFrom: CropRect | undefined;

  constructor(
    private readonly canvas: Canvas,
    readonly view: CroppableView,
    private cropType: CropType,
  ) {
    const previous = view.crop.type === cropType ? view.crop.clip : undefined;
    this.rect = cropRectFromClip(previous, view.width, view.height);
    this.box = new Rect({
      originX: 'center',
      originY: 'center',
      fill: 'rgba(0,0,0,0)',
      stroke: SHAPES.cropStroke,
      strokeWidth: 2,
      strokeUniform: true,
      hasBorders: false,
      lockRotation: true,
      objectCaching: false,
    });
    this.box.controls = Object.fromEntries(
      (Object.keys(CORNERS) as CropCorner[]).map((corner) => [corner, this.cornerControl(corner)]),
    );
    view.cropping = true;
    view.set({ selectable: false, evented: false });
    this.place();
    canvas.add(this.box);
    canvas.setActiveObject(this.box);
    this.box.on('mousedown', () => {
      this.moveFrom = this.rect;
    });
    this.box.on('moving', () => this.onMove());
    canvas.requestRenderAll();
  }

  get type(): CropType {
    return this.cropType;
  }

  /** The crop box now, object plane (for tests and the host's UI). */
  get current(): CropRect {
    return { ...this.rect };
  }

  /** A new crop type drops the previous crop: the box starts over from the whole object. */
  setType(cropType: CropType): void {
    if (cropType === this.cropType) return;
    this.cropType = cropType;
    this.rect = { cx: 0, cy: 0, width: this.view.width, height: this.view.height };
    this.place();
  }

  commit(): { clipPath: ClipPath; _cropType: CropType } {
    const result = { clipPath: cropClipPath(this.cropType, this.rect), _cropType: this.cropType };
    this.view.crop = { clip: result.clipPath, type: this.cropType };
    this.close();
    return result;
  }

  cancel(): void {
    this.close();
  }

  private close(): void {
    this.view.cropping = false;
    this.view.set({ selectable: true, evented: true });
    this.canvas.remove(this.box);
    this.canvas.setActiveObject(this.view);
    this.canvas.requestRenderAll();
  }

  private cornerControl(corner: CropCorner): Control {
    const { x, y } = CORNERS[corner];
    return new Control({
      x,
      y,
      sizeX: SHAPES.cropHandleSize,
      sizeY: SHAPES.cropHandleSize,
      cursorStyle: 'crosshair',
      actionName: 'crop',
      render: renderHandle,
      actionHandler: (_e, _transform, px, py) => {
        const next = dragCropCorner(this.rect, corner, this.toObject(px, py), this.view, this.cropType);
        const changed = next !== this.rect;
        this.rect = next;
        this.place();
        return changed;
      },
    });
  }

  private onMove(): void {
    const from = this.moveFrom ?? this.rect;
    const centre = this.toObject(this.box.left, this.box.top);
    this.rect = moveCropRect(from, centre.x - from.cx, centre.y - from.cy, this.view);
    this.place();
  }

  /** A scene point in the object's plane (origin at its centre, units before its scale). */
  private toObject(x: number, y: number): { x: number; y: number } {
    const inverse = util.invertTransform(this.view.calcTransformMatrix());
    return util.transformPoint(new Point(x, y), inverse);
  }

  /** Puts the box where `rect` is: same rotation as the object, size in scene units. */
  private place(): void {
    const centre = util.transformPoint(
      new Point(this.rect.cx, this.rect.cy),
      this.view.calcTransformMatrix(),
    );
    this.box.set({
      left: centre.x,
      top: centre.y,
      width: this.rect.width * Math.abs(this.view.scaleX),
      height: this.rect.height * Math.abs(this.view.scaleY),
      scaleX: 1,
      scaleY: 1,
      angle: this.view.angle,
    });
    this.box.setCoords();
    this.canvas.requestRenderAll();
  }
}
