/**
 * How Chromium is started everywhere (browser tests, benchmarks, server rendering): headless, no sandbox
 * (containers run as root), software rendering, and none of its background network traffic (no internet).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
