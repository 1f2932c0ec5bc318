/**
 * The chart of bench/results/preview.png: for each figure a pair of bars (ours, baseline) scaled to the larger
 * of the two, with the values written on them. Built as SVG and rasterised with resvg.
 */
import { Resvg } from '@resvg/resvg-js';
import { FIGURES, type FigureName } from './figures.ts';

export interface ChartGroup {
  title: string;
  ours: Record<FigureName, number | null>;
  baseline: Record<FigureName, number | null>;
}

const CHARTED: FigureName[] = [
  'fps',
  'droppedShare',
  'longTaskMs',
  'lagP95Ms',
  'seekP95Ms',
  'grabP95Ms',
  'firstFrameMs',
];
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const label = (v: number | null) => (v === null ? 'n/a' : v >= 100 ? v.toFixed(0) : v.toFixed(2));

export function chartSvg(groups: ChartGroup[]): string {
  const rowHeight = 34;
  const barMax = 360;
  const labelWidth = 210;
  const groupHeight = 40 + CHARTED.length * rowHeight;
  const width = labelWidth + barMax + 120;
  const height = 60 + groups.length * groupHeight;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="13">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="12" y="24" font-size="16" font-weight="bold">Preview benchmark: ours (worker) vs baseline (main-thread Fabric)</text>`,
    `<rect x="12" y="36" width="12" height="10" fill="#2563eb"/><text x="30" y="46">ours</text>`,
    `<rect x="80" y="36" width="12" height="10" fill="#9ca3af"/><text x="98" y="46">baseline</text>`,
  ];
  groups.forEach((group, g) => {
    const top = 60 + g * groupHeight;
    parts.push(`<text x="12" y="${top + 22}" font-weight="bold">${escape(group.title)}</text>`);
    CHARTED.forEach((name, i) => {
      const y = top + 36 + i * rowHeight;
      const title = FIGURES.find(([n]) => n === name)?.[1] ?? name;
      const a = group.ours[name];
      const b = group.baseline[name];
      const max = Math.max(a ?? 0, b ?? 0) || 1;
      parts.push(`<text x="12" y="${y + 14}">${escape(title)}</text>`);
      for (const [k, value, colour] of [
        [0, a, '#2563eb'],
        [1, b, '#9ca3af'],
      ] as const) {
        const w = Math.max(1, ((value ?? 0) / max) * barMax);
        const by = y + k * 14;
        parts.push(
          `<rect x="${labelWidth}" y="${by}" width="${w.toFixed(1)}" height="12" fill="${colour}"/>`,
        );
        parts.push(`<text x="${labelWidth + w + 6}" y="${by + 11}" font-size="11">${label(value)}</text>`);
      }
    });
  });
  parts.push('</svg>');
  return parts.join('\n');
}

export function chartPng(groups: ChartGroup[]): Buffer {
  return new Resvg(chartSvg(groups), { font: { loadSystemFonts: true } }).render().asPng();
}
