// Finds ffmpeg (FFMPEG_PATH, then Debian's paths); when none is found and we run as root with apt, installs
// Debian's `ffmpeg` package. The server converts uploads the browser cannot decode with it, and the media
// tests make their fixture files with it. ffprobe comes in the same package, next to it.
import { findSystemTool } from './system-tool.mjs';

export function findFfmpeg({ install = true } = {}) {
  return findSystemTool({
    what: 'ffmpeg',
    envVar: 'FFMPEG_PATH',
    paths: ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'],
    aptPackage: 'ffmpeg',
    install,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(findFfmpeg());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
