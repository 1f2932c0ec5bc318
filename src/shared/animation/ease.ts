/**
 * Easing functions: progress 0..1 → eased progress (0 at 0, 1 at 1; elastic and spring overshoot).
 * Unknown names are an error, never a silent linear.
 *
 * The elastic and spring eases reproduce animejs v3 (the engine whose defaults the project format uses) as pure
 * functions of t. They are written here because animejs v4 computes other curves:
 * - its outElastic(a, p) has (1 − t) where v3 has (t − 1) in the sine's phase: equal for amplitude 1, apart
 *   for any other (a = 1.5, p = .5, t = .08: 0.150 here, 1.234 in v4; up to 16.8 at a = 10);
 * - its spring() has the same oscillator for ζ < 1 but its own settle time (20 ms steps to within 0.0005:
 *   1760 ms for spring(1, 100, 10, 0) against v3's 1666.7, so t = .11 gives 0.826 instead of 0.781); it
 *   raises mass to at least 1, solves ζ > 1 as overdamped where v3 keeps the critical formula, and its ease
 *   sets a completion flag and calls onComplete as it is evaluated.
 */
import {
  ELASTIC_AMPLITUDE_MAX,
  ELASTIC_AMPLITUDE_MIN,
  ELASTIC_DEFAULT_AMPLITUDE,
  ELASTIC_DEFAULT_PERIOD,
  ELASTIC_PERIOD_MAX,
  ELASTIC_PERIOD_MIN,
  SPRING_DEFAULT_DAMPING,
  SPRING_DEFAULT_MASS,
  SPRING_DEFAULT_STIFFNESS,
  SPRING_DEFAULT_VELOCITY,
  SPRING_PARAM_MAX,
  SPRING_PARAM_MIN,
} from './constants.ts';
import { AnimationError } from './errors.ts';

export type EaseFn = (t: number) => number;

/** Clamp v into [min, max]; NaN becomes min. */
export function clamp(v: number, min: number, max: number): number {
  if (Number.isNaN(v)) return min;
  return v < min ? min : v > max ? max : v;
}

export const linear: EaseFn = (t) => t;

/** "smooth" = cubic out: 1 − (1 − t)³. smooth(0.5) = 0.875. */
export const smooth: EaseFn = (t) => 1 - (1 - t) ** 3;

/** "bounce" = Robert Penner's standard easeOutBounce. */
export const bounce: EaseFn = (t) => {
  const n = 7.5625;
  const d = 2.75;
  if (t < 1 / d) return n * t * t;
  if (t < 2 / d) {
    const u = t - 1.5 / d;
    return n * u * u + 0.75;
  }
  if (t < 2.5 / d) {
    const u = t - 2.25 / d;
    return n * u * u + 0.9375;
  }
  const u = t - 2.625 / d;
  return n * u * u + 0.984375;
};

/**
 * animejs v3 easeOutElastic(amplitude, period): amplitude clamped to 1..10, period to 0.1..2.
 * easeOut(t) = 1 − easeIn(1 − t), easeIn(t) = −a·2^(10(t−1))·sin(((t−1) − p/(2π)·asin(1/a))·2π/p).
 */
export function easeOutElastic(
  amplitude: number = ELASTIC_DEFAULT_AMPLITUDE,
  period: number = ELASTIC_DEFAULT_PERIOD,
): EaseFn {
  const a = clamp(amplitude, ELASTIC_AMPLITUDE_MIN, ELASTIC_AMPLITUDE_MAX);
  const p = clamp(period, ELASTIC_PERIOD_MIN, ELASTIC_PERIOD_MAX);
  const s = (p / (Math.PI * 2)) * Math.asin(1 / a);
  const easeIn = (t: number): number =>
    t === 0 || t === 1 ? t : -a * Math.pow(2, 10 * (t - 1)) * Math.sin(((t - 1 - s) * (Math.PI * 2)) / p);
  return (t) => 1 - easeIn(1 - t);
}

export interface SpringParams {
  mass: number;
  stiffness: number;
  damping: number;
  velocity: number;
}

/** Spring parameters with their limits (each 0.1..100) and the animejs v3 defaults (1, 100, 10, 0). */
export function clampSpringParams(p: Partial<SpringParams> = {}): SpringParams {
  const c = (v: number | undefined, d: number): number => clamp(v ?? d, SPRING_PARAM_MIN, SPRING_PARAM_MAX);
  return {
    mass: c(p.mass, SPRING_DEFAULT_MASS),
    stiffness: c(p.stiffness, SPRING_DEFAULT_STIFFNESS),
    damping: c(p.damping, SPRING_DEFAULT_DAMPING),
    velocity: c(p.velocity, SPRING_DEFAULT_VELOCITY),
  };
}

export interface SpringEase extends EaseFn {
  /** The spring's own duration in ms as animejs v3 computes it (the tween length it would force). */
  readonly settleMs: number;
  readonly params: SpringParams;
}

/**
 * animejs v3 spring(mass, stiffness, damping, velocity) as an ease.
 * v3 solves the damped oscillator x(τ) (τ in seconds), computes a settle duration by stepping τ by 1/6 s until
 * 1 − x(τ) is exactly 1 sixteen times in a row, and reports duration = τ_end · (1/6) · 1000 ms (its quirk kept
 * here); the ease then maps t∈[0,1] to τ = t · duration / 1000. animejs forces the tween to last `settleMs`;
 * here the phase keeps its own duration and the spring curve is stretched onto it (pure function of t).
 */
export function springEase(params: Partial<SpringParams> = {}): SpringEase {
  const p = clampSpringParams(params);
  const w0 = Math.sqrt(p.stiffness / p.mass);
  const zeta = p.damping / (2 * Math.sqrt(p.stiffness * p.mass));
  const wd = zeta < 1 ? w0 * Math.sqrt(1 - zeta * zeta) : 0;
  const b = zeta < 1 ? (zeta * w0 - p.velocity) / wd : -p.velocity + w0;
  const solve = (tau: number): number => {
    const x =
      zeta < 1
        ? Math.exp(-tau * zeta * w0) * (Math.cos(wd * tau) + b * Math.sin(wd * tau))
        : (1 + b * tau) * Math.exp(-tau * w0);
    return 1 - x;
  };
  const frame = 1 / 6;
  let elapsed = 0;
  let rest = 0;
  // v3 loops until settled; the iteration cap (100 000 s of spring time) only guards against a hang.
  for (let i = 0; i < 600000; i++) {
    elapsed += frame;
    if (solve(elapsed) === 1) {
      rest++;
      if (rest >= 16) break;
    } else {
      rest = 0;
    }
  }
  const settleMs = elapsed * frame * 1000;
  const fn = (t: number): number => (t === 0 || t === 1 ? t : solve((settleMs * t) / 1000));
  return Object.assign(fn, { settleMs, params: p });
}

/** The engine's default ease: easeOutElastic(1, .5). */
export const engineDefaultEase: EaseFn = easeOutElastic(ELASTIC_DEFAULT_AMPLITUDE, ELASTIC_DEFAULT_PERIOD);

/** Names accepted by parseEase without arguments. */
export const EASE_NAMES = ['linear', 'smooth', 'bounce', 'easeOutCubic', 'easeOutBounce'] as const;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function parseArgs(name: string, inner: string, max: number): number[] {
  if (inner.trim() === '') return [];
  const parts = inner.split(',').map((s) => s.trim());
  if (parts.length > max || parts.some((s) => !NUMBER.test(s))) {
    throw new AnimationError(`unknown ease: ${JSON.stringify(name)} (bad parameters)`);
  }
  return parts.map(Number);
}

/**
 * Parse an ease name. Accepted: 'linear', 'smooth' (cubic out; alias 'easeOutCubic'), 'bounce' (alias
 * 'easeOutBounce'), 'easeOutElastic' / 'easeOutElastic(amplitude, period)', 'spring' /
 * 'spring(mass, stiffness, damping, velocity)' (parameters clamped to 0.1..100, missing ones take the animejs
 * defaults). Surrounding whitespace is ignored. Anything else throws an AnimationError naming the value.
 */
export function parseEase(name: string): EaseFn {
  if (typeof name !== 'string') throw new AnimationError(`unknown ease: ${JSON.stringify(name)}`);
  const s = name.trim();
  switch (s) {
    case 'linear':
      return linear;
    case 'smooth':
    case 'easeOutCubic':
      return smooth;
    case 'bounce':
    case 'easeOutBounce':
      return bounce;
  }
  const cached = parsedCache.get(s);
  if (cached) return cached;
  const m = /^(easeOutElastic|spring)\s*(?:\((.*)\))?$/.exec(s);
  if (!m) throw new AnimationError(`unknown ease: ${JSON.stringify(name)}`);
  const inner = m[2] ?? '';
  let fn: EaseFn;
  if (m[1] === 'easeOutElastic') {
    const [a, p] = parseArgs(name, inner, 2);
    fn = easeOutElastic(a, p);
  } else {
    const [mass, stiffness, damping, velocity] = parseArgs(name, inner, 4);
    fn = springEase({ mass, stiffness, damping, velocity });
  }
  // Parsed parametric eases are pure, so they are memoised (a spring's settle time costs a loop to compute);
  // the memo is bounded so arbitrary input cannot grow it without limit.
  if (parsedCache.size >= PARSED_CACHE_MAX) parsedCache.clear();
  parsedCache.set(s, fn);
  return fn;
}

const PARSED_CACHE_MAX = 256;
const parsedCache = new Map<string, EaseFn>();
