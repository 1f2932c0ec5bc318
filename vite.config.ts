import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

// Every `harness/*.html` is its own page in the build: small pages that browser tests and benchmarks drive
// (the renderer, transitions, fonts), served by `npm start` at /harness/NAME.html.
const harnessPages = Object.fromEntries(
  readdirSync('harness')
    .filter((name) => name.endsWith('.html'))
    .map((name) => [`harness-${name.slice(0, -5)}`, resolve('harness', name)]),
);

const apiPort = Number(process.env.CLIPWRIGHT_API_PORT ?? 8787);

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    // CLIPWRIGHT_DIST lets parallel builds (several test runs on one machine) keep apart.
    outDir: process.env.CLIPWRIGHT_DIST ?? 'dist',
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        main: resolve('index.html'),
        editor: resolve('editor.html'),
        'host-demo': resolve('host-demo.html'),
        render: resolve('render.html'),
        ...harnessPages,
      },
    },
  },
  server: {
    // `npm run dev`: the page from Vite, the API from `npm run serve:api` on apiPort.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ai': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
      '/fonts': `http://127.0.0.1:${apiPort}`,
      // The language sites (/{lang}/ sign-in pages) and their assets are served by the API.
      '/sites': `http://127.0.0.1:${apiPort}`,
      '^/(fr|ar|en|jp|de|it|pt|es|tw|kr|nl)(/.*)?$': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
