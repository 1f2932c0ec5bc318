/** New-layer factories: one per layer kind, each a complete, normalised layer. Pure. */
export * from './avatar.ts';
export * from './common.ts';
export * from './media.ts';
export * from './shapes.ts';
export * from './text.ts';
