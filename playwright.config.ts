import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './src/server/render/chromium-args.ts';

// The browser is Debian's Chromium (Playwright cannot download its own here); scripts/test.mjs
// finds it and passes its path in CLIPWRIGHT_CHROMIUM.
const executablePath = process.env.CLIPWRIGHT_CHROMIUM ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.CLIPWRIGHT_TEST_PORT ?? 8791);

export default defineConfig({
  testDir: 'tests/browser',
  timeout: 60_000,
  workers: 1,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.CLIPWRIGHT_PW_REPORT ?? 'test-results/playwright.json' }],
  ],
  outputDir: `test-results/playwright-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `node --import tsx src/server/cli.ts serve --port ${port} --data test-results/data-browser-${port} --fresh`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
