// Finds a Chromium for the browser tests and server rendering: CHROMIUM_PATH, then /usr/bin/chromium; when
// none is found and we run as root with apt, installs Debian's `chromium` package. Playwright's own browser
// download does not work on these machines.
import { findSystemTool } from './system-tool.mjs';

export function findChromium({ install = true } = {}) {
  return findSystemTool({
    what: 'Chromium',
    envVar: 'CHROMIUM_PATH',
    paths: ['/usr/bin/chromium'],
    aptPackage: 'chromium',
    install,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findChromium());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
