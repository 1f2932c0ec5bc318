/** Debian's Chromium, launched with the flags every Chromium of the project gets. */
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs } from '../../src/server/render/chromium-args.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CLIPWRIGHT_CHROMIUM ?? '/usr/bin/chromium',
    args: chromiumArgs(),
  });
}

/**
 * What draws this run's pages, as WebGL names it: SwiftShader (software) on a machine without a GPU, the
 * GPU's own name when CLIPWRIGHT_CHROMIUM_GPU lets Chromium use one. The report states it beside the figures.
 */
export async function describeRenderer(): Promise<string> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    return await page.evaluate(() => {
      const gl = new OffscreenCanvas(1, 1).getContext('webgl');
      if (gl === null) return 'no WebGL';
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      return String(gl.getParameter(info === null ? gl.RENDERER : info.UNMASKED_RENDERER_WEBGL));
    });
  } finally {
    await browser.close();
  }
}
