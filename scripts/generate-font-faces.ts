/**
 * Writes src/shared/fonts/faces.generated.ts: for every font package and every weight/style the font names use,
 * the woff2 subsets and their unicode ranges, read from the package's own stylesheets. Run after updating a font
 * package: `node --import tsx scripts/generate-font-faces.ts`. tests/unit/shared/fonts-generated.test.ts fails when
 * the committed file differs from what this would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { FONT_FAMILIES, FONT_PACKAGE_IDS, type FontPackageId } from '../src/shared/fonts/families.ts';
import type { PackageFaces } from '../src/shared/fonts/face-types.ts';
import { fileKeysInUse, type FontFileKey } from '../src/shared/fonts/names.ts';

export const GENERATED_PATH = resolve(
  fileURLToPath(import.meta.url),
  '../../src/shared/fonts/faces.generated.ts',
);

interface CssFace {
  family: string;
  style: string;
  weight: number;
  file: string;
  range: string;
}

/** The @font-face blocks of one fontsource / infolektuell stylesheet. */
export function parseFontFaceCss(css: string, where: string): CssFace[] {
  const faces: CssFace[] = [];
  for (const match of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const body = match[1] ?? '';
    const field = (name: string) => {
      const value = new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
      if (value === undefined) throw new Error(`${where}: @font-face without ${name}`);
      return value;
    };
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(field('src'))?.[1];
    if (file === undefined) throw new Error(`${where}: @font-face without a woff2 file`);
    faces.push({
      family: field('font-family').replace(/^'|'$/g, ''),
      style: field('font-style'),
      weight: Number(field('font-weight')),
      file,
      range: field('unicode-range').replace(/\s+/g, ''),
    });
  }
  if (faces.length === 0) throw new Error(`${where}: no @font-face`);
  return faces;
}

function stylesheetOf(pkg: FontPackageId, key: FontFileKey): string {
  if (FONT_FAMILIES[pkg].files === 'plain') return 'index.css';
  return key.style === 'italic' ? `${key.weight}-italic.css` : `${key.weight}.css`;
}

function subsetOf(pkg: FontPackageId, key: FontFileKey, file: string, where: string): string {
  const pattern =
    FONT_FAMILIES[pkg].files === 'plain'
      ? /^([0-9]+)\.woff2$/
      : new RegExp(`^${pkg}-([a-z0-9-]+)-${key.weight}-${key.style}\\.woff2$`);
  const subset = pattern.exec(file)?.[1];
  if (subset === undefined) throw new Error(`${where}: file '${file}' does not follow ${pattern}`);
  return subset;
}

/** Checks the hand-written catalogue against the package's metadata.json (fontsource packages only). */
function checkMetadata(pkg: FontPackageId, dir: string): void {
  const info = FONT_FAMILIES[pkg];
  if (info.files !== 'fontsource') return;
  const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
    family: string;
    weights: number[];
    styles: string[];
  };
  const same = (a: readonly number[], b: readonly number[]) =>
    a.join() === [...b].sort((x, y) => x - y).join();
  const italics = meta.styles.includes('italic') ? meta.weights : [];
  if (
    meta.family !== info.family ||
    !same(info.weights, meta.weights) ||
    !same(info.italicWeights, italics)
  ) {
    throw new Error(
      `${info.npm}: metadata says ${meta.family} ${meta.weights.join()} (${meta.styles.join()}), ` +
        `families.ts says ${info.family} ${info.weights.join()} (italic ${info.italicWeights.join() || 'none'})`,
    );
  }
}

export function collectFaces(nodeModules: string): Record<string, PackageFaces> {
  const inUse = fileKeysInUse();
  const result: Record<string, PackageFaces> = {};
  for (const pkg of FONT_PACKAGE_IDS) {
    const info = FONT_FAMILIES[pkg];
    const dir = join(nodeModules, info.npm);
    checkMetadata(pkg, dir);
    const version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
      .version;
    const ranges: Record<string, string> = {};
    const sets: Record<string, string[]> = {};
    for (const key of inUse.get(pkg) ?? []) {
      const sheet = stylesheetOf(pkg, key);
      const where = `${info.npm}/${sheet}`;
      const subsets: string[] = [];
      for (const face of parseFontFaceCss(readFileSync(join(dir, sheet), 'utf8'), where)) {
        if (face.family !== info.family || face.weight !== key.weight || face.style !== key.style) {
          throw new Error(
            `${where}: face ${face.family} ${face.weight} ${face.style} is not ${info.family} ${key.weight} ${key.style}`,
          );
        }
        const subset = subsetOf(pkg, key, face.file, where);
        const known = ranges[subset];
        if (known !== undefined && known !== face.range) {
          throw new Error(
            `${where}: subset '${subset}' has a different unicode-range than in another weight`,
          );
        }
        ranges[subset] = face.range;
        subsets.push(subset);
      }
      sets[`${key.weight}-${key.style}`] = subsets;
    }
    result[pkg] = { version, ranges, sets };
  }
  return result;
}

/** The module text, formatted with the repository's Prettier settings. */
export async function renderFaceModule(nodeModules: string): Promise<string> {
  const faces = collectFaces(nodeModules);
  const source =
    `// Generated by scripts/generate-font-faces.ts from the font packages' stylesheets. Do not edit by hand.\n` +
    `import type { FontPackageId } from './families.ts';\n` +
    `import type { PackageFaces } from './face-types.ts';\n\n` +
    `export const PACKAGE_FACES: Readonly<Record<FontPackageId, PackageFaces>> = ${JSON.stringify(faces)};\n`;
  const config = (await resolveConfig(GENERATED_PATH)) ?? {};
  return format(source, { ...config, filepath: GENERATED_PATH });
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const nodeModules = resolve(fileURLToPath(import.meta.url), '../../node_modules');
  const text = await renderFaceModule(nodeModules);
  writeFileSync(GENERATED_PATH, text);
  console.log(`wrote ${GENERATED_PATH} (${text.length} characters)`);
}
