/** The real-time preview for the editor page. */
export { Preview } from './preview.ts';
export type { PreviewOptions } from './preview.ts';
export type { PreviewListener } from './events.ts';
export type { ScheduledSound } from './audio.ts';
export { startRendererWorker } from './renderer-worker.ts';
export type { RendererWorker } from './renderer-worker.ts';
