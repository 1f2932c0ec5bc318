// Finds a Chromium for the browser tests: CHROMIUM_PATH, then /usr/bin/chromium; when none is found and
// we run as root with apt, installs Debian's `chromium` package; otherwise stops with how to install one.
// Playwright's own browser download does not work on these machines.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const DEBIAN_PATH = '/usr/bin/chromium';

export function findChromium({ install = true } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is '${fromEnv}', but no file is there`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (install && isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    if (!run(['install', '-y', '--no-install-recommends', 'chromium'])) {
      run(['update']);
      run(['install', '-y', '--no-install-recommends', 'chromium']);
    }
    if (existsSync(DEBIAN_PATH)) return DEBIAN_PATH;
  }
  throw new Error(
    "No Chromium for the browser tests. Install Debian's package as root (apt-get install -y chromium) " +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
