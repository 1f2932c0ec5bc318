/** Voice gender codes: 1 man, 2 woman. */
export const MALE = 1;
export const FEMALE = 2;
export type Gender = typeof MALE | typeof FEMALE;

/** 1 is male; anything else is female; gender 0 is treated as 2. Numeric strings are read too. */
export function normalizeGender(value: unknown): Gender {
  return value === MALE || value === '1' ? MALE : FEMALE;
}

export function isMale(value: unknown): boolean {
  return normalizeGender(value) === MALE;
}
