/** Debian's Chromium, launched with the flags every Chromium of the project gets. */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../src/server/render/chromium-args.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CLIPWRIGHT_CHROMIUM ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
}
