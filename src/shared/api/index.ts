export * from './envelope.ts';
export * from './auth.ts';
export * from './voices.ts';
export * from './media.ts';
export * from './task.ts';
export * from './library.ts';
