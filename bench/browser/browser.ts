/** Debian's Chromium, launched with the browser tests' own flags (set in one place, playwright.config.ts). */
import { chromium, type Browser } from 'playwright-core';
import playwrightConfig from '../../playwright.config.ts';

const CHROMIUM_ARGS = playwrightConfig.use?.launchOptions?.args ?? [];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CLIPWRIGHT_CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}
