/** Seeded random choices (mulberry32): the same seed makes the same sequence. */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick: no items');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of `items`, each as likely as its weight (weights ≤ 0 are never picked). */
  weighted<T extends { weight: number }>(items: readonly T[]): T {
    const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
    if (total <= 0) throw new RangeError('weighted: no item has a weight');
    let left = this.next() * total;
    for (const item of items) {
      left -= Math.max(0, item.weight);
      if (left < 0) return item;
    }
    return items.findLast((item) => item.weight > 0) as T;
  }

  /** `length` characters of `alphabet`. */
  text(length: number, alphabet = 'abcdefghijklmnopqrstuvwxyz'): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }
}
