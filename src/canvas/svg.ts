/**
 * A small SVG renderer for icons, used by the worker and the editing canvas alike so both draw (and recolour)
 * an icon the same way. Workers cannot decode SVG images (createImageBitmap rejects SVG blobs and
 * there is no DOMParser), so icon files are parsed here and drawn with Path2D: the elements icons use (svg
 * with viewBox, g, path, rect, circle, ellipse, line, polyline, polygon), presentation attributes and style
 * declarations (fill, stroke, stroke-width, linecap/linejoin, opacity, fill-rule), `transform` lists and
 * `currentColor`. Anything else (text, images, gradients, filters) is skipped and reported in `skipped`.
 */

import type { Draw2D } from './draw2d.ts';

/** What drawing an SVG needs of a 2D context (the worker's OffscreenCanvas one or the page's). */
export type SvgContext = Draw2D &
  Pick<OffscreenCanvasRenderingContext2D, 'transform' | 'globalAlpha' | 'lineCap'>;

export interface SvgNode {
  tag: string;
  attrs: Record<string, string>;
  children: SvgNode[];
}

export interface SvgDocument {
  root: SvgNode;
  viewBox: { x: number; y: number; width: number; height: number };
  /** Tags that were not drawn. */
  skipped: string[];
}

const TAG = /<\s*(\/?)\s*([a-zA-Z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)\s*>/g;
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseSvg(text: string): SvgDocument {
  const cleaned = text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '');
  const stack: SvgNode[] = [];
  let root: SvgNode | undefined;
  for (const match of cleaned.matchAll(TAG)) {
    const [, closing, tag = '', rawAttrs = '', selfClosing] = match;
    if (closing === '/') {
      stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of rawAttrs.matchAll(ATTR)) attrs[a[1] ?? ''] = a[2] ?? a[3] ?? '';
    const node: SvgNode = { tag: tag.toLowerCase(), attrs, children: [] };
    const parent = stack[stack.length - 1];
    if (parent !== undefined) parent.children.push(node);
    else if (root === undefined) root = node;
    if (selfClosing !== '/') stack.push(node);
  }
  if (root === undefined || root.tag !== 'svg') throw new Error('icon: not an SVG document (no <svg> root)');
  const vb = (root.attrs.viewBox ?? '').split(/[\s,]+/).map(Number);
  const width = parseFloat(root.attrs.width ?? '') || 24;
  const height = parseFloat(root.attrs.height ?? '') || 24;
  const viewBox =
    vb.length === 4 && vb.every(Number.isFinite) && (vb[2] ?? 0) > 0 && (vb[3] ?? 0) > 0
      ? { x: vb[0] ?? 0, y: vb[1] ?? 0, width: vb[2] ?? width, height: vb[3] ?? height }
      : { x: 0, y: 0, width, height };
  const skipped = new Set<string>();
  collectSkipped(root, skipped);
  return { root, viewBox, skipped: [...skipped] };
}

const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
const CONTAINERS = new Set(['svg', 'g']);
const IGNORED = new Set(['title', 'desc', 'metadata', 'defs']);

function collectSkipped(node: SvgNode, out: Set<string>): void {
  for (const child of node.children) {
    if (SHAPES.has(child.tag) || CONTAINERS.has(child.tag)) collectSkipped(child, out);
    else if (!IGNORED.has(child.tag)) out.add(child.tag);
  }
}

interface Style {
  fill: string;
  stroke: string;
  strokeWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  opacity: number;
  fillRule: CanvasFillRule;
}

function styleOf(node: SvgNode, parent: Style, currentColor: string): Style {
  const declared: Record<string, string> = { ...node.attrs };
  for (const part of (node.attrs.style ?? '').split(';')) {
    const [k, v] = part.split(':');
    if (k !== undefined && v !== undefined) declared[k.trim()] = v.trim();
  }
  const colour = (value: string | undefined, inherited: string): string => {
    if (value === undefined || value === 'inherit') return inherited;
    return value === 'currentColor' ? currentColor : value;
  };
  const num = (value: string | undefined, inherited: number): number => {
    const n = value === undefined ? Number.NaN : parseFloat(value);
    return Number.isFinite(n) ? n : inherited;
  };
  return {
    fill: colour(declared.fill, parent.fill),
    stroke: colour(declared.stroke, parent.stroke),
    strokeWidth: num(declared['stroke-width'], parent.strokeWidth),
    lineCap: (declared['stroke-linecap'] as CanvasLineCap | undefined) ?? parent.lineCap,
    lineJoin: (declared['stroke-linejoin'] as CanvasLineJoin | undefined) ?? parent.lineJoin,
    opacity: parent.opacity * num(declared.opacity, 1),
    fillRule: declared['fill-rule'] === 'evenodd' ? 'evenodd' : parent.fillRule,
  };
}

function applyTransform(ctx: SvgContext, transform: string | undefined): void {
  if (transform === undefined) return;
  for (const m of transform.matchAll(/(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g)) {
    const v = (m[2] ?? '')
      .split(/[\s,]+/)
      .filter((s) => s !== '')
      .map(Number);
    const [a = 0, b, c, d, e, f] = v;
    switch (m[1]) {
      case 'matrix':
        ctx.transform(a, b ?? 0, c ?? 0, d ?? 1, e ?? 0, f ?? 0);
        break;
      case 'translate':
        ctx.translate(a, b ?? 0);
        break;
      case 'scale':
        ctx.scale(a, b ?? a);
        break;
      case 'rotate':
        ctx.translate(b ?? 0, c ?? 0);
        ctx.rotate((a * Math.PI) / 180);
        ctx.translate(-(b ?? 0), -(c ?? 0));
        break;
      case 'skewX':
        ctx.transform(1, 0, Math.tan((a * Math.PI) / 180), 1, 0, 0);
        break;
      case 'skewY':
        ctx.transform(1, Math.tan((a * Math.PI) / 180), 0, 1, 0, 0);
        break;
    }
  }
}

function shapePath(node: SvgNode): Path2D | undefined {
  const n = (name: string): number => parseFloat(node.attrs[name] ?? '0') || 0;
  const path = new Path2D();
  switch (node.tag) {
    case 'path':
      return new Path2D(node.attrs.d ?? '');
    case 'rect': {
      const rx = n('rx') || n('ry');
      if (rx > 0) path.roundRect(n('x'), n('y'), n('width'), n('height'), rx);
      else path.rect(n('x'), n('y'), n('width'), n('height'));
      return path;
    }
    case 'circle':
      path.arc(n('cx'), n('cy'), n('r'), 0, Math.PI * 2);
      return path;
    case 'ellipse':
      path.ellipse(n('cx'), n('cy'), n('rx'), n('ry'), 0, 0, Math.PI * 2);
      return path;
    case 'line':
      path.moveTo(n('x1'), n('y1'));
      path.lineTo(n('x2'), n('y2'));
      return path;
    case 'polyline':
    case 'polygon': {
      const v = (node.attrs.points ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      for (let i = 0; i + 1 < v.length; i += 2) {
        if (i === 0) path.moveTo(v[i] ?? 0, v[i + 1] ?? 0);
        else path.lineTo(v[i] ?? 0, v[i + 1] ?? 0);
      }
      if (node.tag === 'polygon') path.closePath();
      return path;
    }
    default:
      return undefined;
  }
}

function drawNode(ctx: SvgContext, node: SvgNode, parent: Style, currentColor: string): void {
  if (node.attrs.display === 'none' || node.attrs.visibility === 'hidden') return;
  const style = styleOf(node, parent, currentColor);
  ctx.save();
  applyTransform(ctx, node.attrs.transform);
  if (CONTAINERS.has(node.tag)) {
    for (const child of node.children) drawNode(ctx, child, style, currentColor);
  } else {
    const path = shapePath(node);
    if (path !== undefined) {
      ctx.globalAlpha *= style.opacity;
      // A <line> has no inside; every other shape fills unless fill is 'none' (SVG's default fill is black).
      if (style.fill !== 'none' && node.tag !== 'line') {
        ctx.fillStyle = style.fill;
        ctx.fill(path, style.fillRule);
      }
      if (style.stroke !== 'none' && style.strokeWidth > 0) {
        ctx.strokeStyle = style.stroke;
        ctx.lineWidth = style.strokeWidth;
        ctx.lineCap = style.lineCap;
        ctx.lineJoin = style.lineJoin;
        ctx.stroke(path);
      }
    }
  }
  ctx.restore();
}

/**
 * Draws the document into the box (x, y, width, height) of `ctx`, preserving its aspect ratio (xMidYMid
 * meet, the SVG default). `colour` replaces currentColor and, when `recolour` is set, every fill and stroke
 * that is not 'none' (an icon with fillNeeded is recoloured with its fill).
 */
export function drawSvg(
  ctx: SvgContext,
  doc: SvgDocument,
  box: { x: number; y: number; width: number; height: number },
  colour: string,
  recolour: boolean,
): void {
  const { viewBox } = doc;
  const ratio = Math.min(box.width / viewBox.width, box.height / viewBox.height);
  ctx.save();
  ctx.translate(
    box.x + (box.width - viewBox.width * ratio) / 2,
    box.y + (box.height - viewBox.height * ratio) / 2,
  );
  ctx.scale(ratio, ratio);
  ctx.translate(-viewBox.x, -viewBox.y);
  const base: Style = {
    fill: '#000000',
    stroke: 'none',
    strokeWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    opacity: 1,
    fillRule: 'nonzero',
  };
  const root = recolour ? recoloured(doc.root, colour) : doc.root;
  drawNode(ctx, root, base, colour);
  ctx.restore();
}

function recoloured(node: SvgNode, colour: string): SvgNode {
  const attrs = { ...node.attrs };
  for (const key of ['fill', 'stroke'] as const) {
    if (attrs[key] !== undefined && attrs[key] !== 'none') attrs[key] = colour;
  }
  if (node.tag === 'svg' && attrs.fill === undefined) attrs.fill = colour;
  if (attrs.style !== undefined) {
    attrs.style = attrs.style.replace(/(fill|stroke)\s*:\s*(?!none)[^;]+/g, `$1:${colour}`);
  }
  return { ...node, attrs, children: node.children.map((c) => recoloured(c, colour)) };
}
