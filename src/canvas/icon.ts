/** Icon: an SVG file drawn in its box (xMidYMid meet), recoloured with `fill` when `fillNeeded`. */
import type { IconProperty } from '../shared/model/layer.ts';
import { drawSvg } from './svg.ts';
import type { SvgContext, SvgDocument } from './svg.ts';

export function drawIcon(ctx: SvgContext, doc: SvgDocument, p: IconProperty): void {
  const colour = typeof p.fill === 'string' && p.fill !== '' ? p.fill : '#000000';
  drawSvg(
    ctx,
    doc,
    { x: -p.width / 2, y: -p.height / 2, width: p.width, height: p.height },
    colour,
    p.fillNeeded,
  );
}
