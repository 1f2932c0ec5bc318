/** The path of a Chromium binary (see find-chromium.mjs); throws with how to install one when none is found. */
export function findChromium(options?: { install?: boolean }): string;
