/** Shape of the generated face list (faces.generated.ts), kept apart so the generator and readers share it. */

export interface PackageFaces {
  /** Package version the list was generated from (the freshness test compares it). */
  version: string;
  /** Subset name → CSS unicode-range, identical for every weight of the package. */
  ranges: Readonly<Record<string, string>>;
  /** `<weight>-<style>` → subset names in stylesheet order (order matters: the last face covering a character
   * wins, CSS Fonts 4 §4.5, so overlapping subsets must be added in this order). */
  sets: Readonly<Record<string, readonly string[]>>;
}
