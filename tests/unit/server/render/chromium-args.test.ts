import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumArgs } from '../../../../src/server/render/chromium-args.ts';

describe('chromiumArgs', () => {
  it('renders in software unless a GPU backend is named', () => {
    for (const setting of [undefined, '', 'off']) {
      expect(chromiumArgs(setting)).toEqual([...CHROMIUM_ARGS]);
      expect(chromiumArgs(setting)).toContain('--disable-gpu');
    }
  });

  it('lets ANGLE draw on the GPU through Vulkan or EGL, keeping every other flag', () => {
    const vulkan = chromiumArgs('vulkan');
    expect(vulkan).not.toContain('--disable-gpu');
    expect(vulkan).toContain('--use-angle=vulkan');
    expect(vulkan).toContain('--no-sandbox');
    expect(vulkan).toContain('--disable-background-networking');
    const egl = chromiumArgs('egl');
    expect(egl).toContain('--use-angle=gl-egl');
    expect(egl).not.toContain('--disable-gpu');
  });

  it('names the setting and the value it cannot use', () => {
    expect(() => chromiumArgs('cuda')).toThrow(
      "CLIPWRIGHT_CHROMIUM_GPU must be vulkan, egl or off, got 'cuda'",
    );
  });
});
