/** Avatar edits as pure functions: display type, background, crop and creation. */
export * from './background.ts';
export * from './change.ts';
export * from './create-avatar.ts';
export * from './crop.ts';
export * from './crop-plane.ts';
export * from './display-type.ts';
export type { CanvasSize } from './placement.ts';
export * from './face-box.ts';
export * from './mouth-track.ts';
