/** Identifies the speech engine build; cached measurements are keyed by it. */
export const ENGINE_VERSION = 'espeak-ng-emscripten-0.3.5';
