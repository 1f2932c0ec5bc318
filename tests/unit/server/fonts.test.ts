import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { allFontFiles, FONT_FAMILIES, isFontPackageId } from '../../../src/shared/fonts/index.ts';

// Fonts are public: the app serves them without the API context and without a token.
const app = createApp({});

describe('GET /fonts/<package>/<file>', () => {
  it('serves a catalogue woff2 file with its type and a year-long immutable cache', async () => {
    const response = await app.request('/fonts/roboto/roboto-latin-400-normal.woff2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = new Uint8Array(await response.arrayBuffer());
    const onDisk = readFileSync('node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2');
    expect(Buffer.from(body).equals(onDisk)).toBe(true);
    expect(new TextDecoder().decode(body.subarray(0, 4))).toBe('wOF2');
    expect(response.headers.get('content-length')).toBe(String(onDisk.length));
  });

  it('serves the colour emoji package under noto-color-emoji, and answers HEAD with the length only', async () => {
    const response = await app.request('/fonts/noto-color-emoji/0.woff2', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(
      String(statSync('node_modules/@infolektuell/noto-color-emoji/files/0.woff2').size),
    );
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it.each([
    '/fonts/roboto/roboto-latin-400-normal.woff',
    '/fonts/roboto/roboto-latin-200-normal.woff2', // real file, but no font name uses Roboto 200
    '/fonts/lato/roboto-latin-400-normal.woff2',
    '/fonts/unknown/unknown-latin-400-normal.woff2',
    '/fonts/roboto/..%2f..%2f..%2fpackage.json',
    '/fonts/roboto/%2e%2e/package.json',
    '/fonts/roboto/files/roboto-latin-400-normal.woff2',
    '/fonts/roboto/',
    '/fonts/noto-color-emoji/99.woff2',
  ])('answers 404 to %s', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toBe('font/woff2');
  });

  it('has every allow-listed file on disk', () => {
    let bytes = 0;
    const files = [...allFontFiles()];
    for (const entry of files) {
      const [pkg, file] = entry.split('/');
      if (pkg === undefined || file === undefined || !isFontPackageId(pkg))
        throw new Error(`bad entry ${entry}`);
      bytes += statSync(join('node_modules', FONT_FAMILIES[pkg].npm, 'files', file)).size;
    }
    expect(files.length).toBeGreaterThan(1000);
    console.log(`fonts: ${files.length} woff2 files, ${(bytes / 1024 / 1024).toFixed(1)} MiB served`);
  });
});
