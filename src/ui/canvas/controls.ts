/**
 * Selected-object controls: corner handles drawn as custom icons (24), the rotate handle (40),
 * a lock badge at the bottom-right corner (30) shown while any lock flag is set, whose click emits unlock, and a
 * replace-media badge near the top-left corner (56×48, offset 40 inwards) whose click emits replace. Border
 * colour #85A2FF, border width factor 2.
 */
import { Control, controlsUtils } from 'fabric';
import type { FabricObject, Textbox } from 'fabric';
import { EDITOR_CONTROLS } from '../../shared/constants.ts';
import { LOCK_FLAGS } from '../../shared/model/layer.ts';

export interface ControlCallbacks {
  unlock(object: FabricObject): void;
  replace(object: FabricObject): void;
  /** Whether the object shows the replace-media badge. */
  replaceable(object: FabricObject): boolean;
}

/** Any lock flag set: the lock badge shows and clicking it unlocks. */
export const isLocked = (object: FabricObject): boolean => LOCK_FLAGS.some((flag) => object[flag]);

const ACCENT = EDITOR_CONTROLS.borderColor;

/** A corner handle icon: a white disc ringed in the accent colour. */
function renderCorner(ctx: CanvasRenderingContext2D, left: number, top: number): void {
  const r = EDITOR_CONTROLS.cornerSize / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(left, top, r - 2, 0, Math.PI * 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = ACCENT;
  ctx.stroke();
  ctx.restore();
}

/** The rotate handle: an accent disc with a circular arrow. */
function renderRotate(ctx: CanvasRenderingContext2D, left: number, top: number): void {
  const r = EDITOR_CONTROLS.rotateSize / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(left, top, r - 4, 0, Math.PI * 2);
  ctx.fillStyle = ACCENT;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(left, top, r / 2.5, -Math.PI / 2, Math.PI);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.restore();
}

/** The lock badge: a padlock on an accent disc. */
function renderLock(ctx: CanvasRenderingContext2D, left: number, top: number): void {
  const r = EDITOR_CONTROLS.lockSize / 2;
  ctx.save();
  ctx.beginPath();
  ctx.arc(left, top, r, 0, Math.PI * 2);
  ctx.fillStyle = ACCENT;
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(left - r * 0.45, top - r * 0.05, r * 0.9, r * 0.6);
  ctx.beginPath();
  ctx.arc(left, top - r * 0.05, r * 0.3, Math.PI, 0);
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.restore();
}

/** The replace-media badge: a rounded accent box with two arrows. */
function renderReplace(ctx: CanvasRenderingContext2D, left: number, top: number): void {
  const { width, height } = EDITOR_CONTROLS.replace;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(left - width / 2, top - height / 2, width, height, 8);
  ctx.fillStyle = ACCENT;
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(left - 12, top - 5);
  ctx.lineTo(left + 12, top - 5);
  ctx.lineTo(left + 6, top - 11);
  ctx.moveTo(left + 12, top + 5);
  ctx.lineTo(left - 12, top + 5);
  ctx.lineTo(left - 6, top + 11);
  ctx.stroke();
  ctx.restore();
}

/** Installs the controls and border style on one object. */
export function applyControls(object: FabricObject, callbacks: ControlCallbacks, isText: boolean): void {
  const defaults = isText
    ? controlsUtils.createTextboxDefaultControls()
    : controlsUtils.createObjectDefaultControls();
  for (const key of ['tl', 'tr', 'bl', 'br'] as const) {
    defaults[key].render = renderCorner;
    defaults[key].sizeX = EDITOR_CONTROLS.cornerSize;
    defaults[key].sizeY = EDITOR_CONTROLS.cornerSize;
  }
  defaults.mtr.render = renderRotate;
  defaults.mtr.sizeX = EDITOR_CONTROLS.rotateSize;
  defaults.mtr.sizeY = EDITOR_CONTROLS.rotateSize;
  defaults.mtr.offsetY = -EDITOR_CONTROLS.rotateSize;
  const lock = new Control({
    x: 0.5,
    y: 0.5,
    sizeX: EDITOR_CONTROLS.lockSize,
    sizeY: EDITOR_CONTROLS.lockSize,
    cursorStyle: 'pointer',
    render: renderLock,
    mouseUpHandler: () => {
      callbacks.unlock(object);
      return true;
    },
  });
  lock.getVisibility = (target) => isLocked(target as FabricObject);
  const { width, height, offset } = EDITOR_CONTROLS.replace;
  const replace = new Control({
    x: -0.5,
    y: -0.5,
    offsetX: offset,
    offsetY: offset,
    sizeX: width,
    sizeY: height,
    cursorStyle: 'pointer',
    render: renderReplace,
    mouseUpHandler: () => {
      callbacks.replace(object);
      return true;
    },
  });
  replace.getVisibility = (target) => callbacks.replaceable(target as FabricObject);
  // The lock badge sits on the bottom-right corner: while it shows, it takes that corner's place.
  defaults.br.getVisibility = (target) => !isLocked(target as FabricObject);
  object.controls = { ...defaults, lock, replace };
  object.set({
    borderColor: ACCENT,
    borderScaleFactor: EDITOR_CONTROLS.borderScaleFactor,
    cornerSize: EDITOR_CONTROLS.cornerSize,
    transparentCorners: false,
  });
  if (isText) (object as Textbox).set({ lockScalingFlip: true });
}
