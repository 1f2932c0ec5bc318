// Finds a program the project needs from Debian (Chromium, redis-server): an environment variable naming it,
// then its usual paths; when none is there and we run as root with apt, installs the Debian package;
// otherwise stops with how to install it. Nothing is assumed to be on the machine already.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * @param {{ what: string, envVar: string, paths: string[], aptPackage: string, install?: boolean }} tool
 * @returns {string} the program's path
 */
export function findSystemTool({ what, envVar, paths, aptPackage, install = true }) {
  const fromEnv = process.env[envVar];
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`${envVar} is '${fromEnv}', but no file is there`);
    return fromEnv;
  }
  const found = () => paths.find((path) => existsSync(path));
  if (found()) return found();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (install && isRoot && hasApt) {
    console.log(
      `${what} not found: installing Debian's ${aptPackage} package (apt-get install -y ${aptPackage})…`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    if (!run(['install', '-y', '--no-install-recommends', aptPackage])) {
      run(['update']);
      run(['install', '-y', '--no-install-recommends', aptPackage]);
    }
    if (found()) return found();
  }
  throw new Error(
    `No ${what}. Install Debian's package as root (apt-get install -y ${aptPackage}) ` +
      `or set ${envVar} to the program's path.`,
  );
}
