/** The editing canvas, framework-free: the React app hosts it. */
export { createEditingCanvas } from './editing-canvas.ts';
export type { EditingCanvas, EditingCanvasOptions } from './editing-canvas.ts';
export type { EditingCanvasEvent, EditingCanvasEvents } from './events.ts';
export type { LayerPatch } from './layer-patch.ts';
export type { CropSession } from './crop/crop-session.ts';
export type { CropRect } from './crop/crop-math.ts';
export { validatePathInput } from './path-input.ts';
export type { PathInputError, PathInputResult } from './path-input.ts';
export { fitFormat, formatSize } from './format.ts';
export { replaceMedia } from './replace-media.ts';
export type { ReplacementMedia } from './replace-media.ts';
export { isTripleClick } from './text-editing.ts';
