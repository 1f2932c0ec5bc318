// Finds redis-server for the scale-out tests and benchmarks (REDIS_SERVER_PATH, then Debian's path); when none
// is found and we run as root with apt, installs Debian's `redis-server` package.
import { findSystemTool } from './system-tool.mjs';

export function findRedisServer({ install = true } = {}) {
  return findSystemTool({
    what: 'redis-server',
    envVar: 'REDIS_SERVER_PATH',
    paths: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
    aptPackage: 'redis-server',
    install,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findRedisServer());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
