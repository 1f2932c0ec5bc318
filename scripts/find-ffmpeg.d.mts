/** The path of ffmpeg (see find-ffmpeg.mjs); throws with how to install it when none is found. */
export function findFfmpeg(options?: { install?: boolean }): string;
