import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, renderFaceModule } from '../../../scripts/generate-font-faces.ts';

describe('faces.generated.ts', () => {
  it('matches what scripts/generate-font-faces.ts derives from the installed font packages', async () => {
    const expected = await renderFaceModule(resolve('node_modules'));
    const committed = readFileSync(GENERATED_PATH, 'utf8');
    // On failure: run `node --import tsx scripts/generate-font-faces.ts` and commit the result.
    expect(
      committed === expected,
      'faces.generated.ts is out of date: rerun scripts/generate-font-faces.ts',
    ).toBe(true);
  });
});
