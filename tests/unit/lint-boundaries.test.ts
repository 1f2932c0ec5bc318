import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import rules between source folders, checked through the project's own ESLint config.
const eslint = new ESLint();

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  // The first lint loads the config and its typed parser (seconds on a busy machine): once, outside the tests.
  beforeAll(() => rulesHit('src/shared/x.ts', 'export {};\n'), 60_000);
  it.each([
    ['src/shared/x.ts', "import { a } from '../worker/render.ts';\nexport const b = a;\n"],
    ['src/shared/x.ts', "import { a } from '../ui/App.tsx';\nexport const b = a;\n"],
    ['src/shared/x.ts', "import { readFileSync } from 'node:fs';\nexport const b = readFileSync;\n"],
    ['src/shared/x.ts', "import { Canvas } from 'fabric';\nexport const b = Canvas;\n"],
    ['src/worker/x.ts', "import { a } from '../ui/store.ts';\nexport const b = a;\n"],
    ['src/server/x.ts', "import { a } from '../worker/render.ts';\nexport const b = a;\n"],
    ['src/ui/x.ts', "import { a } from '../server/app.ts';\nexport const b = a;\n"],
    ['src/ui/x.ts', "import { a } from '../worker/render.ts';\nexport const b = a;\n"],
    ['src/canvas/x.ts', "import { a } from '../worker/render.ts';\nexport const b = a;\n"],
    ['src/canvas/x.ts', "import { a } from '../ui/App.tsx';\nexport const b = a;\n"],
    ['src/canvas/x.ts', "import { Input } from 'mediabunny';\nexport const b = Input;\n"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await rulesHit(filePath, code)).toContain('no-restricted-imports');
  });
  it.each([
    ['src/shared/x.ts', 'export const w = window.innerWidth;\n'],
    ['src/shared/x.ts', 'export const p = process.env;\n'],
    ['src/worker/x.ts', 'export const d = document.title;\n'],
    ['src/canvas/x.ts', 'export const d = document.title;\n'],
  ])('%s may not use the global in: %s', async (filePath, code) => {
    expect(await rulesHit(filePath, code)).toContain('no-restricted-globals');
  });
  it.each([
    [
      'src/worker/x.ts',
      "import { normalizeProject } from '../shared/index.ts';\nexport const n = normalizeProject;\n",
    ],
    [
      'src/server/x.ts',
      "import { normalizeProject } from '../shared/index.ts';\nexport const n = normalizeProject;\n",
    ],
    [
      'src/ui/x.ts',
      "import { normalizeProject } from '../shared/index.ts';\nexport const n = normalizeProject;\n",
    ],
    ['src/worker/x.ts', "import { drawAvatar } from '../canvas/avatar.ts';\nexport const n = drawAvatar;\n"],
    ['src/ui/x.ts', "import { drawAvatar } from '../canvas/avatar.ts';\nexport const n = drawAvatar;\n"],
  ])('%s may import shared', async (filePath, code) => {
    expect(await rulesHit(filePath, code)).toEqual([]);
  });
});
