/** Pure project edits: the editor store applies each as an undo step. */
export * from './errors.ts';
export * from './layers.ts';
export * from './scenes.ts';
