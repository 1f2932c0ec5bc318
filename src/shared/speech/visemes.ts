/**
 * Mouth shapes for talking avatars: the ten shapes of the Preston Blair set, named as Papagayo names them, so
 * that an artist draws each avatar's mouth once per shape. `rest` is the closed mouth of silence; `MBP` lips
 * pressed together; `FV` lower lip on the upper teeth; `L` tongue up behind the teeth; `WQ` lips pushed forward,
 * small round opening; `U` rounded, nearly closed; `O` rounded and open; `E` spread, half open; `AI` wide open;
 * `etc` teeth together, lips slightly open (C D G K N R S TH Y Z).
 */
export const VISEMES = ['rest', 'MBP', 'FV', 'L', 'WQ', 'U', 'O', 'E', 'AI', 'etc'] as const;
export type Viseme = (typeof VISEMES)[number];

/** One mouth shape held from `start` to `end`, in seconds from the start of the audio. */
export interface VisemeCue {
  viseme: Viseme;
  start: number;
  end: number;
}

/** Default length of the cross-fade from one shape into the next (seconds). */
export const MOUTH_BLEND_SECONDS = 0.05;

export function isViseme(value: unknown): value is Viseme {
  return typeof value === 'string' && (VISEMES as readonly string[]).includes(value);
}

/** Index of the last cue that starts at or before `time` (cues sorted by start), or -1. */
function lastStartingBy(cues: readonly VisemeCue[], time: number): number {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((cues[middle] as VisemeCue).start <= time) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * The shape at `time` (seconds): the cue with start ≤ time < end, `rest` in gaps, before the first cue and from
 * the last cue's end on. Cues are sorted and do not overlap, as the speech task returns them.
 */
export function visemeAt(cues: readonly VisemeCue[], time: number): Viseme {
  const cue = cues[lastStartingBy(cues, time)];
  return cue !== undefined && time < cue.end ? cue.viseme : 'rest';
}

/** Two shapes to draw at once: `from` with weight 1 − mix and `to` with weight mix. */
export interface MouthBlend {
  from: Viseme;
  to: Viseme;
  /** 0..1: how far the mouth has moved from `from` to `to`. */
  mix: number;
}

/**
 * The mouth at `time` with short cross-fades: each shape (a cue, or the `rest` of a gap) fades in from the one
 * before it over its first `blendSeconds`, or over its whole length when it is shorter, so that every shape
 * is fully reached before the next begins. Before the first cue, and outside a fade, `from` = `to` with mix 1.
 */
export function mouthBlend(
  cues: readonly VisemeCue[],
  time: number,
  blendSeconds: number = MOUTH_BLEND_SECONDS,
): MouthBlend {
  if (!(Number.isFinite(blendSeconds) && blendSeconds >= 0))
    throw new RangeError(`blendSeconds ${blendSeconds}: must be a number ≥ 0`);
  const index = lastStartingBy(cues, time);
  const cue = cues[index];
  if (cue === undefined) return steady('rest');
  let shape: Viseme;
  let previous: Viseme;
  let start: number;
  let end: number;
  if (time < cue.end) {
    const before = cues[index - 1];
    shape = cue.viseme;
    previous = before !== undefined && before.end >= cue.start ? before.viseme : 'rest';
    start = cue.start;
    end = cue.end;
  } else {
    shape = 'rest';
    previous = cue.viseme;
    start = cue.end;
    end = cues[index + 1]?.start ?? Infinity;
  }
  const window = Math.min(blendSeconds, end - start);
  if (shape === previous || !(window > 0) || time - start >= window) return steady(shape);
  return { from: previous, to: shape, mix: (time - start) / window };
}

function steady(viseme: Viseme): MouthBlend {
  return { from: viseme, to: viseme, mix: 1 };
}
