import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = Number(process.env.CLIPWRIGHT_API_PORT ?? 8787);

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: {
    // `npm run dev`: the page from Vite, the API from `npm run serve:api` on apiPort.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ai': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
