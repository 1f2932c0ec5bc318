// `npm run dev`: the API on 8787 and Vite's dev server (which proxies /api, /ai and /media to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', 'src/server/cli.ts', 'serve', '--api-only'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code !== 0 && code !== null && stop());
