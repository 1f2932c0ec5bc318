import { describe, expect, it } from 'vitest';
import { AnimationError } from '../errors.ts';
import { randomAt } from '../random.ts';
import { identityState } from '../state.ts';
import type { AnimatedState } from '../state.ts';
import { context } from '../test-helpers.ts';
import type { AnimationContext, PresetAnimationInput } from '../types.ts';
import { PRESET_NAMES } from '../types.ts';
import { evaluatePreset, normalizePresetParams, PRESETS } from './index.ts';

// Defaults: speed 0.5 → phase 700 ms; intensity 0.5; scale 0.5; T = 5000 ms; box 100,50 400×300; 1920×1080.
const ctx = context();
function at(input: PresetAnimationInput, t: number, c: AnimationContext = ctx): AnimatedState {
  return evaluatePreset(normalizePresetParams(input), t, c);
}
const ID = identityState();

describe('parameters', () => {
  it('defaults and clamps', () => {
    expect(normalizePresetParams({ name: 'rise' })).toEqual({
      name: 'rise',
      trigger: 'both',
      direction: 'up',
      speed: 0.5,
      intensity: 0.5,
      scale: 0.5,
      rea: false,
      seed: 0,
    });
    const p = normalizePresetParams({ name: 'wiggle', speed: 3, intensity: -1, scale: NaN, seed: -1 });
    expect(p).toMatchObject({ speed: 1, intensity: 0, scale: 0.5, seed: 4294967295 });
  });
  it('a direction the preset does not support falls back to its default', () => {
    expect(normalizePresetParams({ name: 'rise', direction: 'in' }).direction).toBe('up');
    expect(normalizePresetParams({ name: 'photozoom', direction: 'left' }).direction).toBe('left');
    expect(normalizePresetParams({ name: 'breathe' }).direction).toBe('in');
  });
  it('rejects unknown names, triggers and directions, naming the value', () => {
    expect(() => normalizePresetParams({ name: 'zoom' })).toThrow(AnimationError);
    expect(() => normalizePresetParams({ name: 'zoom' })).toThrow('"zoom"');
    expect(() => normalizePresetParams({ name: 'rise', trigger: 'middle' })).toThrow('"middle"');
    expect(() => normalizePresetParams({ name: 'rise', direction: 'diagonal' })).toThrow('"diagonal"');
  });
  it('every preset name has a function', () => {
    expect(Object.keys(PRESETS).sort()).toEqual([...PRESET_NAMES].sort());
  });
});

describe('rise / pan / drift (70 px, 70..200 px; smooth; 700 ms)', () => {
  it('rise up: starts 70 px below, transparent; smooth at mid phase', () => {
    expect(at({ name: 'rise' }, 0)).toMatchObject({ translateX: 0, translateY: 70, opacity: 0 });
    expect(at({ name: 'rise' }, 350)).toMatchObject({ translateY: 8.75, opacity: 0.875 });
    expect(at({ name: 'rise' }, 700)).toEqual(ID);
    expect(at({ name: 'rise' }, 2500)).toEqual(ID);
  });
  it('rise exit retraces; rea carries on; triggers', () => {
    expect(at({ name: 'rise' }, 4650)).toMatchObject({ translateY: 8.75, opacity: 0.875 });
    expect(at({ name: 'rise', rea: true }, 4650)).toMatchObject({ translateY: -8.75, opacity: 0.875 });
    expect(at({ name: 'rise', trigger: 'enter' }, 4650)).toEqual(ID);
    expect(at({ name: 'rise', trigger: 'exit' }, 0)).toEqual(ID);
    expect(at({ name: 'rise', trigger: 'exit' }, 4650).translateY).toBe(8.75);
  });
  it('directions and speeds', () => {
    expect(at({ name: 'rise', direction: 'left' }, 0)).toMatchObject({ translateX: 70, translateY: 0 });
    expect(at({ name: 'rise', direction: 'down' }, 0).translateY).toBe(-70);
    expect(at({ name: 'rise', speed: 1 }, 100).translateY).toBe(8.75); // 200 ms phase
    // speed 0: 4000 ms → capped to T/2 = 2500: halfway at 1250; at 2000 p = 0.8, a = 0.2³ = 0.008
    expect(at({ name: 'rise', speed: 0 }, 1250).translateY).toBe(8.75);
    expect(at({ name: 'rise', speed: 0 }, 2000).translateY).toBeCloseTo(0.56, 12);
    expect(at({ name: 'rise', speed: 0 }, 2500)).toEqual(ID);
  });
  it('pan: same 70 px move, default direction right', () => {
    expect(at({ name: 'pan' }, 0)).toMatchObject({ translateX: -70, opacity: 0 });
    expect(at({ name: 'pan' }, 350)).toMatchObject({ translateX: -8.75, opacity: 0.875 });
  });
  it('drift: 70 + 130 × intensity', () => {
    expect(at({ name: 'drift' }, 0)).toMatchObject({ translateX: -135, opacity: 0 });
    expect(at({ name: 'drift', intensity: 0 }, 0).translateX).toBe(-70);
    expect(at({ name: 'drift', intensity: 1, direction: 'up' }, 0).translateY).toBe(200);
    expect(at({ name: 'drift', intensity: 1 }, 350).translateX).toBe(-25);
  });
});

describe('tectonic (edge move ≤ 500 ms, bounce)', () => {
  it('comes in from just below the canvas', () => {
    expect(at({ name: 'tectonic' }, 0)).toMatchObject({ translateY: 1030, opacity: 1 });
    // phase min(700, 500) = 500; bounce(0.5) = 0.765625 → a = 0.234375
    expect(at({ name: 'tectonic' }, 250).translateY).toBeCloseTo(1030 * 0.234375, 9);
    expect(at({ name: 'tectonic' }, 500)).toEqual(ID);
    expect(at({ name: 'tectonic', speed: 1 }, 100).translateY).toBeCloseTo(1030 * 0.234375, 9);
    expect(at({ name: 'tectonic', speed: 0 }, 250).translateY).toBeCloseTo(1030 * 0.234375, 9);
  });
  it('exit retraces to the same edge; rea leaves by the far edge', () => {
    expect(at({ name: 'tectonic' }, 4750).translateY).toBeCloseTo(1030 * 0.234375, 9);
    expect(at({ name: 'tectonic', rea: true }, 4750).translateY).toBeCloseTo(-350 * 0.234375, 9);
    expect(at({ name: 'tectonic', direction: 'right' }, 0).translateX).toBe(-500);
  });
});

describe('fade / blur / neon', () => {
  it('fade', () => {
    expect(at({ name: 'fade' }, 0).opacity).toBe(0);
    expect(at({ name: 'fade' }, 350).opacity).toBe(0.875);
    expect(at({ name: 'fade' }, 4650).opacity).toBe(0.875);
    expect(at({ name: 'fade' }, 1000)).toEqual(ID);
  });
  it('blur: 10 + 20 × intensity px, capture enlarged 1.5×', () => {
    expect(at({ name: 'blur' }, 0)).toMatchObject({ blur: 20, opacity: 0, captureScale: 1.5 });
    expect(at({ name: 'blur' }, 350)).toMatchObject({ blur: 2.5, opacity: 0.875, captureScale: 1.5 });
    expect(at({ name: 'blur' }, 2500)).toEqual({ ...ID, captureScale: 1.5 });
    expect(at({ name: 'blur', intensity: 1 }, 0).blur).toBe(30);
  });
  it('neon: 6-slot switch-on pattern, glow 0.3 + 0.7 × intensity', () => {
    const slotOpacity = [0, 150, 250, 350, 500, 650, 700].map((t) => at({ name: 'neon' }, t).opacity);
    expect(slotOpacity).toEqual([0, 1, 0, 0.5, 0, 1, 1]);
    const rest = at({ name: 'neon' }, 2500);
    expect({ ...rest, glow: 0 }).toEqual({ ...ID, captureScale: 1.5 });
    expect(rest.glow).toBeCloseTo(0.65, 12);
    expect(at({ name: 'neon' }, 4850).opacity).toBe(1); // exit: pattern backwards
    expect(at({ name: 'neon' }, 4750).opacity).toBe(0);
    expect(at({ name: 'neon', intensity: 1 }, 2500).glow).toBe(1);
  });
});

describe('wipe / succession / baseline', () => {
  it('wipe right reveals from the left', () => {
    expect(at({ name: 'wipe' }, 0).clip).toEqual({ top: 0, right: 1, bottom: 0, left: 0 });
    expect(at({ name: 'wipe' }, 350).clip.right).toBe(0.125);
    expect(at({ name: 'wipe' }, 350).opacity).toBe(1);
    expect(at({ name: 'wipe' }, 4650).clip.right).toBe(0.125);
    expect(at({ name: 'wipe', rea: true }, 4650).clip).toEqual({ top: 0, right: 0, bottom: 0, left: 0.125 });
    expect(at({ name: 'wipe', direction: 'up' }, 0).clip.top).toBe(1);
    expect(at({ name: 'wipe', direction: 'down' }, 0).clip.bottom).toBe(1);
  });
  it('succession: wipe with fade', () => {
    expect(at({ name: 'succession' }, 350)).toMatchObject({ opacity: 0.875, clip: { right: 0.125 } });
  });
  it('baseline: rises out of its own bottom edge', () => {
    expect(at({ name: 'baseline' }, 0)).toMatchObject({ translateY: 300, clip: { bottom: 1 } });
    expect(at({ name: 'baseline' }, 350)).toMatchObject({ translateY: 37.5, clip: { bottom: 0.125 } });
    expect(at({ name: 'baseline', rea: true }, 4650)).toMatchObject({
      translateY: -37.5,
      clip: { top: 0.125 },
    });
    expect(at({ name: 'baseline', direction: 'right' }, 0)).toMatchObject({
      translateX: -400,
      clip: { left: 1 },
    });
  });
});

describe('pop / stomp / subtitle-popup', () => {
  it('pop: elastic scale from the minimum', () => {
    expect(at({ name: 'pop' }, 0).scaleX).toBe(0.001);
    expect(at({ name: 'pop' }, 350).scaleX).toBeCloseTo(1 - 1 / 32, 12);
    expect(at({ name: 'pop' }, 525).scaleY).toBeCloseTo(1 + 2 ** -7.5, 12);
    expect(at({ name: 'pop' }, 700)).toEqual(ID);
  });
  it('stomp: from 3 × canvas fit (fit = min(1920/400, 1080/300) = 3.6)', () => {
    expect(at({ name: 'stomp' }, 0)).toMatchObject({ scaleX: 10.8, scaleY: 10.8, opacity: 0 });
    expect(at({ name: 'stomp' }, 350).scaleX).toBeCloseTo(1 + 9.8 * 0.125, 12);
    const full = context({ box: { left: 0, top: 0, width: 1920, height: 1080 } });
    expect(at({ name: 'stomp' }, 0, full).scaleX).toBe(3);
  });
  it('subtitle-popup: 360 ms phase when T > 1080, else T/3', () => {
    expect(at({ name: 'subtitle-popup' }, 0)).toMatchObject({ scaleX: 0.001, opacity: 0 });
    expect(at({ name: 'subtitle-popup' }, 180)).toMatchObject({ scaleX: 0.875, opacity: 0.875 });
    expect(at({ name: 'subtitle-popup' }, 360)).toEqual(ID);
    expect(at({ name: 'subtitle-popup' }, 4820).scaleX).toBe(0.875);
    expect(at({ name: 'subtitle-popup', speed: 0 }, 180).scaleX).toBe(0.875); // speed unused
    const short = context({ durationMs: 900 }); // phase 300
    expect(at({ name: 'subtitle-popup' }, 150, short).scaleX).toBe(0.875);
    expect(at({ name: 'subtitle-popup' }, 750, short).scaleX).toBe(0.875);
    const edge = context({ durationMs: 1080 }); // not above 1080 → a third = 360
    expect(at({ name: 'subtitle-popup' }, 180, edge).scaleX).toBe(0.875);
  });
});

describe('tumble / rotate', () => {
  it('tumble: 30 + 150 × intensity in, 15 + 75 × intensity out', () => {
    expect(at({ name: 'tumble' }, 0)).toMatchObject({ rotation: -105, opacity: 0 });
    expect(at({ name: 'tumble' }, 350)).toMatchObject({ rotation: -13.125, opacity: 0.875 });
    expect(at({ name: 'tumble' }, 4650).rotation).toBe(-6.5625);
    expect(at({ name: 'tumble', rea: true }, 4650).rotation).toBe(6.5625);
    expect(at({ name: 'tumble', direction: 'left', intensity: 1 }, 0).rotation).toBe(180);
    expect(at({ name: 'tumble', intensity: 0 }, 0).rotation).toBe(-30);
    expect(at({ name: 'tumble', intensity: 1, trigger: 'exit' }, 4999.99999).rotation).toBeCloseTo(-90, 4);
  });
  it('rotate: 2880° × speed per 5000 ms', () => {
    expect(at({ name: 'rotate', speed: 1 }, 5000).rotation).toBe(2880);
    expect(at({ name: 'rotate', speed: 1 }, 1000).rotation).toBe(576);
    expect(at({ name: 'rotate' }, 1000).rotation).toBe(288);
    expect(at({ name: 'rotate', direction: 'left' }, 1000).rotation).toBe(-288);
    expect(at({ name: 'rotate', rea: true }, 1000).rotation).toBe(-288);
    expect(at({ name: 'rotate', speed: 0 }, 1000).rotation).toBe(0);
    expect(at({ name: 'rotate', trigger: 'enter' }, 4000).rotation).toBe(1152); // whole window
  });
});

describe('photo presets (content inside the box, over the whole window)', () => {
  it('photoflow: scale 1.05 + 0.10 × intensity, pans the overhang', () => {
    const start = at({ name: 'photoflow' }, 0).content;
    expect(start.scale).toBeCloseTo(1.1, 12);
    expect(start.x).toBeCloseTo(-20, 12);
    expect(start.y).toBe(0);
    expect(at({ name: 'photoflow' }, 2500).content.x).toBeCloseTo(0, 12);
    expect(at({ name: 'photoflow' }, 5000).content.x).toBeCloseTo(20, 12);
    expect(at({ name: 'photoflow', rea: true }, 0).content.x).toBeCloseTo(20, 12);
    expect(at({ name: 'photoflow', intensity: 0 }, 0).content.scale).toBeCloseTo(1.05, 12);
    expect(at({ name: 'photoflow', intensity: 1, direction: 'down' }, 0).content.y).toBeCloseTo(-22.5, 12);
    expect(at({ name: 'photoflow' }, 0)).toMatchObject({ scaleX: 1, translateX: 0 }); // the box stays
  });
  it('photorise: zooms out from 1.1 while rising', () => {
    expect(at({ name: 'photorise' }, 0).content.scale).toBeCloseTo(1.1, 12);
    expect(at({ name: 'photorise' }, 0).content.y).toBeCloseTo(15, 12);
    expect(at({ name: 'photorise' }, 2500).content.scale).toBeCloseTo(1.05, 12);
    expect(at({ name: 'photorise' }, 2500).content.y).toBeCloseTo(7.5, 12);
    expect(at({ name: 'photorise' }, 5000).content).toEqual({ scale: 1, x: 0, y: 0 });
  });
  it('photozoom: 1 → 1.03 + 0.27 × scale', () => {
    expect(at({ name: 'photozoom' }, 0).content.scale).toBe(1);
    expect(at({ name: 'photozoom' }, 2500).content.scale).toBeCloseTo(1.0825, 12);
    expect(at({ name: 'photozoom' }, 5000).content.scale).toBeCloseTo(1.165, 12);
    expect(at({ name: 'photozoom', scale: 1 }, 5000).content.scale).toBeCloseTo(1.3, 12);
    expect(at({ name: 'photozoom', scale: 0 }, 5000).content.scale).toBeCloseTo(1.03, 12);
    expect(at({ name: 'photozoom', direction: 'left' }, 0).content.scale).toBeCloseTo(1.165, 12);
    expect(at({ name: 'photozoom', rea: true }, 0).content.scale).toBeCloseTo(1.165, 12);
  });
});

describe('breathe (5000 ms fades, 10000 ms settle)', () => {
  const long = context({ durationMs: 20000 });
  it('grows 1 → 1.1 over 10 s with the smooth ease; fades over 5 s', () => {
    expect(at({ name: 'breathe' }, 0, long)).toMatchObject({ scaleX: 1, opacity: 0 });
    expect(at({ name: 'breathe' }, 2500, long)).toMatchObject({ opacity: 0.875 });
    expect(at({ name: 'breathe' }, 2500, long).scaleX).toBeCloseTo(1.0578125, 12);
    expect(at({ name: 'breathe' }, 5000, long).scaleX).toBeCloseTo(1.0875, 12);
    expect(at({ name: 'breathe' }, 5000, long).opacity).toBe(1);
    expect(at({ name: 'breathe' }, 10000, long).scaleX).toBeCloseTo(1.1, 12);
    expect(at({ name: 'breathe' }, 15000, long)).toMatchObject({ opacity: 1 });
    expect(at({ name: 'breathe' }, 17500, long).opacity).toBe(0.875);
    expect(at({ name: 'breathe' }, 17500, long).scaleX).toBeCloseTo(1.1, 12);
  });
  it('other directions shrink; rea swaps; short windows', () => {
    expect(at({ name: 'breathe', direction: 'left' }, 0, long).scaleX).toBeCloseTo(1.1, 12);
    expect(at({ name: 'breathe', direction: 'left' }, 10000, long).scaleX).toBe(1);
    expect(at({ name: 'breathe', rea: true }, 0, long).scaleX).toBeCloseTo(1.1, 12);
    // T = 5000: settle 5000, fades 2500
    expect(at({ name: 'breathe' }, 1250).opacity).toBe(0.875);
    expect(at({ name: 'breathe' }, 2500).scaleX).toBeCloseTo(1.0875, 12);
    expect(at({ name: 'breathe', trigger: 'enter' }, 4000).opacity).toBe(1);
  });
});

describe('flicker / pulse', () => {
  it('flicker: interval 800 − 470 × speed, dim 0.5 × (1 − intensity)', () => {
    // speed 0.5 → 565 ms
    expect([0, 564, 565, 1129, 1130].map((t) => at({ name: 'flicker' }, t).opacity)).toEqual([
      1, 1, 0.25, 0.25, 1,
    ]);
    expect(at({ name: 'flicker', speed: 1 }, 330).opacity).toBe(0.25);
    expect(at({ name: 'flicker', speed: 1 }, 329).opacity).toBe(1);
    expect(at({ name: 'flicker', speed: 0 }, 799).opacity).toBe(1);
    expect(at({ name: 'flicker', speed: 0, intensity: 1 }, 800).opacity).toBe(0);
  });
  it('pulse: interval 800 − 600 × intensity, keys 1, 1.1, 0.9, 1.1, …', () => {
    // intensity 0.5 → 500 ms
    const s = [0, 250, 500, 750, 1000, 1250, 1500].map((t) => at({ name: 'pulse' }, t).scaleX);
    [1, 1.05, 1.1, 1.0, 0.9, 1.0, 1.1].forEach((v, i) => expect(s[i]).toBeCloseTo(v, 12));
    expect(at({ name: 'pulse', intensity: 1 }, 200).scaleY).toBeCloseTo(1.1, 12);
    expect(at({ name: 'pulse', intensity: 0 }, 800).scaleY).toBeCloseTo(1.1, 12);
    expect(at({ name: 'pulse', intensity: 0 }, 1600).scaleY).toBeCloseTo(0.9, 12);
  });
});

describe('wiggle (seeded)', () => {
  // speed 0.5 → keys every 700 ms; intensity 0.5 → amplitude 0.05 × size: 20 px, 15 px; angle ± 20°
  it('key 0 is rest; key n follows randomAt(seed, n)', () => {
    expect(at({ name: 'wiggle', seed: 9 }, 0)).toEqual(ID);
    const r = randomAt(9, 1);
    const [r1, r2, r3] = [r(), r(), r()] as [number, number, number];
    const k1 = at({ name: 'wiggle', seed: 9 }, 700);
    expect(k1.translateX).toBeCloseTo((2 * r1 - 1) * 20, 12);
    expect(k1.translateY).toBeCloseTo((2 * r2 - 1) * 15, 12);
    expect(k1.rotation).toBeCloseTo((2 * r3 - 1) * 20, 12);
    const mid = at({ name: 'wiggle', seed: 9 }, 350); // cosine halfway between key 0 and key 1
    expect(mid.translateX).toBeCloseTo(k1.translateX / 2, 9);
    expect(mid.rotation).toBeCloseTo(k1.rotation / 2, 9);
  });
  it('same seed → same path, different seed → different path, within the amplitudes', () => {
    const times = Array.from({ length: 60 }, (_, i) => i * 83);
    const path = (seed: number) => times.map((t) => at({ name: 'wiggle', seed }, t));
    const a = path(1);
    expect(path(1)).toEqual(a);
    expect(path(2)).not.toEqual(a);
    for (const s of a) {
      expect(Math.abs(s.translateX)).toBeLessThanOrEqual(20);
      expect(Math.abs(s.translateY)).toBeLessThanOrEqual(15);
      expect(Math.abs(s.rotation)).toBeLessThanOrEqual(20);
    }
  });
  it('amplitude capped by the 70..200 px offset on huge layers', () => {
    const huge = context({ box: { left: 0, top: 0, width: 10000, height: 10000 } });
    const times = Array.from({ length: 40 }, (_, i) => 700 * (i + 1));
    const xs = times.map((t) => Math.abs(at({ name: 'wiggle', seed: 5, intensity: 0 }, t, huge).translateX));
    expect(Math.max(...xs)).toBeLessThanOrEqual(70);
    expect(Math.max(...xs)).toBeGreaterThan(40); // 40 keys: some exceed 4/7 of the range
  });
});

describe('scrapbook and determinism', () => {
  it('scrapbook does nothing', () => {
    for (const t of [0, 100, 2500, 4999]) expect(at({ name: 'scrapbook' }, t)).toEqual(ID);
  });
  it('every preset: same inputs → same output, and at rest in the middle of a long window when phased', () => {
    for (const name of PRESET_NAMES) {
      for (const t of [0, 123, 2500, 4900])
        expect(at({ name, seed: 3 }, t)).toEqual(at({ name, seed: 3 }, t));
    }
  });
});
