/** 16-bit mono PCM helpers. */

export function silence(seconds: number, sampleRate: number): Int16Array {
  return new Int16Array(Math.max(0, Math.round(seconds * sampleRate)));
}

export function concat(parts: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const QUIET = 200;
const WINDOW = 220;

/** Index just after the last audible sample in [from, to) (10 ms windows); `from` if none is audible. */
export function audibleEnd(samples: Int16Array, from: number, to: number): number {
  for (let end = Math.min(to, samples.length); end > from; end -= WINDOW) {
    const start = Math.max(from, end - WINDOW);
    for (let i = end - 1; i >= start; i--) {
      if (Math.abs(samples[i] ?? 0) > QUIET) return i + 1;
    }
  }
  return from;
}

/** Index of the first audible sample, or `samples.length` when all is quiet. */
export function audibleStart(samples: Int16Array): number {
  for (let i = 0; i < samples.length; i++) if (Math.abs(samples[i] ?? 0) > QUIET) return i;
  return samples.length;
}
