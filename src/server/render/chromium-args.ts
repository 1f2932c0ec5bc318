/**
 * How Chromium is started everywhere (browser tests, benchmarks, server rendering): headless, no sandbox
 * (containers run as root), software rendering, and none of its background network traffic (no internet).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * On a machine with a GPU (a render machine, a benchmark run), `CLIPWRIGHT_CHROMIUM_GPU` lets Chromium draw
 * with it through ANGLE: `vulkan` (the driver's Vulkan ICD) or `egl` (the driver's EGL through libglvnd).
 * Canvas drawing, `VideoFrame` uploads and WebGL transitions then run on the GPU; WebCodecs' software
 * decoders and encoders are unchanged (Chromium on Linux reaches hardware codecs through VA-API only).
 */
const GPU_ARGS: Readonly<Record<string, readonly string[]>> = {
  // Headless Chromium has no window surface to present to: Vulkan draws offscreen only.
  vulkan: [
    '--use-angle=vulkan',
    '--enable-features=Vulkan',
    '--disable-vulkan-surface',
    '--ignore-gpu-blocklist',
    '--enable-gpu-rasterization',
  ],
  egl: ['--use-gl=angle', '--use-angle=gl-egl', '--ignore-gpu-blocklist', '--enable-gpu-rasterization'],
};

/** The arguments for this machine: software rendering unless `gpu` (by default CLIPWRIGHT_CHROMIUM_GPU) names a backend. */
export function chromiumArgs(gpu = process.env.CLIPWRIGHT_CHROMIUM_GPU): string[] {
  if (gpu === undefined || gpu === '' || gpu === 'off') return [...CHROMIUM_ARGS];
  const backend = GPU_ARGS[gpu];
  if (backend === undefined)
    throw new Error(
      `CLIPWRIGHT_CHROMIUM_GPU must be ${Object.keys(GPU_ARGS).join(', ')} or off, got '${gpu}'`,
    );
  return [...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'), ...backend];
}
