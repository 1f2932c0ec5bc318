import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startResvg } from '../../../src/canvas/resvg.ts';
import { parseSvgIcon } from '../../../src/canvas/svg-icon.ts';
import type { SvgIcon } from '../../../src/canvas/svg-icon.ts';
import { renderSvgRgba } from '../../../src/canvas/svg-raster.ts';
import type { Rgba } from '../../../src/canvas/svg-raster.ts';
import { rootAttribute, withRootAttributes } from '../../../src/canvas/svg-root-attributes.ts';
import { rasterSize } from '../../../src/canvas/icon.ts';
import { RasterCache } from '../../../src/canvas/raster-cache.ts';
import { keepMarkersOfUnfilledShapes } from '../../../src/canvas/svg-markers.ts';
import { svgRootStart } from '../../../src/shared/media/svg-root.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (body: string, attrs = 'viewBox="0 0 10 10"') => `<svg ${NS} ${attrs}>${body}</svg>`;

beforeAll(() => startResvg(() => readFileSync('node_modules/@resvg/resvg-wasm/index_bg.wasm')));

const icon = (text: string): SvgIcon => parseSvgIcon(text, 'test.svg');
/** Drawn in a box of w × h units onto as many pixels. */
const draw = (i: SvgIcon, w: number, h: number, colour = '#000') =>
  renderSvgRgba(i, { width: w, height: h }, { width: w, height: h }, colour);
const at = (image: Rgba, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
];

describe('SVG document root', () => {
  it('is found after a BOM, XML declaration, comments, white space and a DOCTYPE', () => {
    expect(svgRootStart(`<svg ${NS}/>`)).toBe(0);
    const prolog =
      '\ufeff<?xml version="1.0"?>\n<!-- <svg> in a comment -->\n<!DOCTYPE svg [<!ENTITY a ">">]>\n';
    expect(svgRootStart(`${prolog}<svg ${NS}/>`)).toBe(prolog.length);
    expect(svgRootStart('<svg>')).toBe(0);
  });

  it('is not found when the first element is something else or the prolog is cut off', () => {
    expect(svgRootStart('<html><svg/></html>')).toBeUndefined();
    expect(svgRootStart('<svgx/>')).toBeUndefined();
    expect(svgRootStart('<!-- never closed <svg/>')).toBeUndefined();
    expect(svgRootStart('hello <svg/>')).toBeUndefined();
  });
});

describe('root attributes', () => {
  it('sets attributes on the root, replacing the ones it has, escaping values', () => {
    expect(
      withRootAttributes(`<?xml version="1.0"?><svg ${NS}><g color="red"/></svg>`, { color: '#00f' }),
    ).toBe(`<?xml version="1.0"?><svg ${NS} color="#00f"><g color="red"/></svg>`);
    expect(
      withRootAttributes(`<svg ${NS} color='red' width="24"/>`, { color: 'a"b', width: '10', height: '5' }),
    ).toBe(`<svg ${NS} color="a&quot;b" width="10" height="5"/>`);
  });

  it('reads an attribute of the root only', () => {
    const text = `<svg ${NS} viewBox='0 0 4 3'><svg viewBox="0 0 1 1"/></svg>`;
    expect(rootAttribute(text, 'viewBox')).toBe('0 0 4 3');
    expect(rootAttribute(text, 'width')).toBeUndefined();
  });
});

describe('loading an SVG icon', () => {
  it('measures it by its width/height, else its viewBox, and gives it a viewBox when it has none', () => {
    expect(icon(svg('', 'viewBox="0 0 640 480"'))).toMatchObject({
      width: 640,
      height: 480,
      viewBox: '0 0 640 480',
    });
    expect(icon(svg('', 'width="24" height="12" viewBox="0 0 48 24"'))).toMatchObject({
      width: 24,
      height: 12,
    });
    expect(icon(svg('', 'width="24" height="12"'))).toMatchObject({ viewBox: '0 0 24 12' });
  });

  it('gives equal texts one cache key', () => {
    const text = svg('<rect width="5" height="5"/>');
    expect(icon(text).key).toBe(icon(`${text}`).key);
    expect(icon(svg('<rect width="6" height="5"/>')).key).not.toBe(icon(text).key);
  });

  it('refuses what is not an SVG document, naming the file', () => {
    expect(() => icon('<html></html>')).toThrow(/^test\.svg: not an SVG document/);
    expect(() => icon(`<svg ${NS}><rect></svg>`)).toThrow(/^test\.svg: the SVG cannot be parsed/);
  });
});

describe('rasterising with resvg', () => {
  it('draws the document into the pixel size asked, in straight (not premultiplied) RGBA', () => {
    const image = draw(icon(svg('<rect width="10" height="10" fill="red" opacity="0.5"/>')), 40, 40, '#000');
    expect([image.width, image.height]).toEqual([40, 40]);
    const [r, g, b, a] = at(image, 20, 20);
    expect([r, g, b]).toEqual([255, 0, 0]);
    expect(a).toBeCloseTo(128, -1);
  });

  it('paints currentColor in the colour given', () => {
    const image = draw(icon(svg('<rect width="10" height="10" fill="currentColor"/>')), 10, 10, '#0000ff');
    expect(at(image, 5, 5)).toEqual([0, 0, 255, 255]);
  });

  it('draws gradients with their transform, <use> of <defs> and transformed clip paths', () => {
    const gradient = svg(
      '<defs><linearGradient id="g" gradientTransform="rotate(90 .5 .5)"><stop offset="0" stop-color="#f00"/>' +
        '<stop offset="1" stop-color="#00f"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/>',
    );
    const g = draw(icon(gradient), 100, 100, '#000');
    // Rotated by 90°, the gradient runs top (red) to bottom (blue) instead of left to right.
    expect(at(g, 50, 2)[0]).toBeGreaterThan(230);
    expect(at(g, 50, 97)[2]).toBeGreaterThan(230);
    expect(at(g, 2, 50)).toEqual(at(g, 97, 50));

    const used = svg(
      '<defs><clipPath id="c" clipPathUnits="userSpaceOnUse"><rect width="5" height="10" transform="translate(5 0)"/></clipPath>' +
        '<rect id="r" width="10" height="10" fill="#0f0"/></defs><use href="#r" clip-path="url(#c)"/>',
    );
    const u = draw(icon(used), 100, 100, '#000');
    expect(at(u, 75, 50)).toEqual([0, 255, 0, 255]); // inside the clip (x 5..10)
    expect(at(u, 25, 50)[3]).toBe(0); // clipped away
  });
});

describe('markers on unfilled shapes', () => {
  const marked = (fill: string) =>
    svg(
      `<marker id="m" markerWidth="4" markerHeight="4"><rect width="2" height="2" fill="#f00"/></marker>` +
        `<path ${fill} marker-mid="url(#m)" d="M1 1 4 4 7 7 9 9"/>`,
    );

  it('gives a marked fill="none" shape a transparent fill, and leaves other shapes alone', () => {
    expect(keepMarkersOfUnfilledShapes(marked('fill="none" fill-opacity=".5"'))).toContain(
      '<path marker-mid="url(#m)" d="M1 1 4 4 7 7 9 9" fill="#000" fill-opacity="0"/>',
    );
    const plain = svg('<path fill="none" stroke="#000" d="M0 0h9"/>');
    expect(keepMarkersOfUnfilledShapes(plain)).toBe(plain);
  });

  it('lets resvg draw the markers (the stars of the US flag) and nothing else', () => {
    const ink = (image: Rgba) => image.data.filter((_, i) => i % 4 === 3 && image.data[i] !== 0).length;
    const image = draw(icon(marked('fill="none"')), 90, 90, '#000');
    expect(at(image, 40, 40)).toEqual([255, 0, 0, 255]); // a marker at (4, 4)
    expect(ink(image)).toBeLessThan(0.2 * 90 * 90);
    const flag = icon(readFileSync('node_modules/flag-icons/flags/4x3/us.svg', 'utf8'));
    const us = draw(flag, 640, 480, '#000');
    // The canton (blue) holds white stars: the first marker sits at (16, 11), its star's centre near (30, 24).
    expect(at(us, 30, 24).slice(0, 3)).toEqual([255, 255, 255]);
    expect(at(us, 5, 40).slice(0, 3)).toEqual([0x19, 0x2f, 0x5d]);
  });
});

describe('fitting and raster size', () => {
  it('fits the file in a box of another shape, centred (xMidYMid meet), as an <img> does', () => {
    // 4:3 red in a square: 100 × 75 in the middle, transparent bands above and below.
    const image = draw(
      icon(svg('<rect width="4" height="3" fill="#f00"/>', 'viewBox="0 0 4 3"')),
      100,
      100,
      '#000',
    );
    expect([image.width, image.height]).toEqual([100, 100]);
    expect(at(image, 50, 10)[3]).toBe(0);
    expect(at(image, 50, 50)).toEqual([255, 0, 0, 255]);
    expect(at(image, 50, 90)[3]).toBe(0);
  });

  it('stretches the fitted box with the layer when pixels and box differ in shape (scaleX ≠ scaleY)', () => {
    // A 4:3 file in a 100 × 100 box, drawn on 200 × 100 pixels: the 100 × 75 band doubled in width only.
    const red = icon(svg('<rect width="4" height="3" fill="#f00"/>', 'viewBox="0 0 4 3"'));
    const image = renderSvgRgba(red, { width: 100, height: 100 }, { width: 200, height: 100 }, '#000');
    expect([image.width, image.height]).toEqual([200, 100]);
    expect(at(image, 2, 50)).toEqual([255, 0, 0, 255]);
    expect(at(image, 197, 50)).toEqual([255, 0, 0, 255]);
    expect(at(image, 100, 10)[3]).toBe(0);
  });

  it('keeps a DOCTYPE in front and ignores the root position', () => {
    const text = `<?xml version="1.0"?><!DOCTYPE svg><svg ${NS} x="5" y="5" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00f"/></svg>`;
    expect(at(draw(icon(text), 10, 10), 1, 1)).toEqual([0, 0, 255, 255]);
  });

  it('scales a file without a viewBox rather than cropping it', () => {
    const image = draw(
      icon(svg('<rect x="5" y="5" width="5" height="5" fill="#f00"/>', 'width="10" height="10"')),
      100,
      100,
      '#000',
    );
    expect(at(image, 75, 75)).toEqual([255, 0, 0, 255]);
    expect(at(image, 25, 25)[3]).toBe(0);
  });

  it('rasterises at whole device pixels, rounded up, within the pixel bound', () => {
    expect(rasterSize(200, 150)).toEqual({ width: 200, height: 150 });
    expect(rasterSize(100.5, 20.0000001)).toEqual({ width: 101, height: 20 });
    expect(rasterSize(0.2, 0.2)).toEqual({ width: 1, height: 1 });
    const huge = rasterSize(8000, 8000);
    expect(huge.width * huge.height).toBeLessThanOrEqual(16_000_000 + 8001);
    expect(huge.width).toBe(huge.height);
  });
});

describe('raster cache', () => {
  const sized = (width: number, height = 1) => ({ width, height });

  it('keeps the most recently used entries within its count', () => {
    const cache = new RasterCache(2, 1e9);
    let made = 0;
    const get = (key: string) => cache.get(key, () => (made++, sized(1)));
    get('a');
    get('b');
    get('a'); // hit: a is now the most recent
    get('c'); // evicts b
    expect(made).toBe(3);
    get('a');
    expect(made).toBe(3);
    get('b');
    expect(made).toBe(4);
    expect(cache.size).toBe(2);
  });

  it('keeps its pixels within the budget, but always the entry just made', () => {
    const cache = new RasterCache(10, 100);
    cache.get('a', () => sized(60));
    cache.get('b', () => sized(60));
    expect(cache.size).toBe(1);
    cache.get('huge', () => sized(1000));
    expect(cache.size).toBe(1);
  });
});
