/**
 * A small least-recently-used cache of rasters, bounded by count and by pixels: the editing canvas redraws
 * an icon on every frame and the worker at every output scale, and neither should rasterise the same icon
 * at the same size twice, nor keep every size it was ever drawn at.
 */

export interface Sized {
  readonly width: number;
  readonly height: number;
}

export class RasterCache<T extends Sized> {
  private readonly entries = new Map<string, T>();
  private pixels = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxPixels: number,
  ) {}

  get(key: string, make: () => T): T {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Re-inserting moves it to the end: the Map's order is the order of use.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made = make();
    this.entries.set(key, made);
    this.pixels += made.width * made.height;
    this.evict();
    return made;
  }

  /** The entry under `key` if there is one, without making it. */
  peek(key: string): T | undefined {
    return this.entries.get(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops the least recently used entries past the bounds (never the one just added). */
  private evict(): void {
    for (const [key, value] of this.entries) {
      if (this.entries.size <= 1) return;
      if (this.entries.size <= this.maxEntries && this.pixels <= this.maxPixels) return;
      this.entries.delete(key);
      this.pixels -= value.width * value.height;
    }
  }
}
