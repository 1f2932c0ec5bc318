/** Site languages, for the server and the editor UI (pure). */
export * from './languages.ts';
