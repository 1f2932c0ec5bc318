/** Options that cannot be exported; the message names the option or the limit. */
export class ExportOptionError extends Error {
  override name = 'ExportOptionError';
}

/** An export that started and could not finish (a layer that cannot be drawn, an encoder or disk failure). */
export class ExportFailedError extends Error {
  override name = 'ExportFailedError';
}

/** The sound part of a split render, asked of a video that has no sound: there is nothing to join. */
export class NoSoundError extends Error {
  override name = 'NoSoundError';
  constructor() {
    super('the video has no sound');
  }
}
