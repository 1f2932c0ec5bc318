/**
 * One layer of our project model as Remotion markup, for the peer benchmark: the same kinds, boxes, colours,
 * media and animation states as our renderer draws (the animation states come from src/shared/animation, so
 * both move the same way). Only elements that @remotion/web-renderer draws are used: <div>, <Img>, <svg>
 * and @remotion/media's <Video> (a canvas).
 */
import type { CSSProperties, ReactElement } from 'react';
import { Img } from 'remotion';
import { Video } from '@remotion/media';
import { evaluateLayerAnimation } from '../../../src/shared/animation/index.ts';
import { pathShapeOutline } from '../../../src/shared/geometry/path-shapes.ts';
import type { Layer } from '../../../src/shared/model/layer.ts';
import { stickerFrameIndex, stickerFrameRect } from '../../../src/shared/timeline/sticker.ts';
import { peerStickerSheet } from '../peer-sticker.ts';

/** The project's own coordinate space: every box below is in these pixels. */
export const PROJECT_WIDTH = 1920;
export const PROJECT_HEIGHT = 1080;

type Property = Layer['property'] & Record<string, unknown>;

/** The layer's box on the canvas: its source size times its scale, at its top-left corner. */
function boxOf(p: Property): { left: number; top: number; width: number; height: number } {
  return { left: p.left, top: p.top, width: p.width * p.scaleX, height: p.height * p.scaleY };
}

/** Absolute box with the animation state as a CSS transform about the box centre (as the baseline scales). */
function placed(layer: Layer, local: number, sceneDuration: number): CSSProperties | null {
  const p = layer.property as Property;
  const box = boxOf(p);
  const stop = layer.stop ?? sceneDuration;
  const state = evaluateLayerAnimation(layer.animation, layer.animations, (local - layer.start) * 1000, {
    durationMs: (stop - layer.start) * 1000,
    box,
    canvas: { width: PROJECT_WIDTH, height: PROJECT_HEIGHT },
  });
  if (!state.visible) return null;
  return {
    position: 'absolute',
    ...box,
    opacity: p.opacity * state.opacity,
    transformOrigin: 'center',
    transform:
      `translate(${state.translateX}px, ${state.translateY}px) rotate(${p.angle + state.rotation}deg) ` +
      `scale(${state.scaleX}, ${state.scaleY})`,
  };
}

const fill = (p: Property): string => (typeof p.fill === 'string' ? p.fill : '#000');

/** Shapes as SVG in their 300×300 source space stretched to the box, the way our model stores them. */
function shape(p: Property): ReactElement | null {
  const view = `0 0 ${p.width} ${p.height}`;
  const { width, height } = boxOf(p);
  // Sized in pixels: the web renderer drew a `100%`-sized SVG squashed.
  const svg = (child: ReactElement) => (
    <svg width={width} height={height} viewBox={view} preserveAspectRatio="none" style={{ display: 'block' }}>
      {child}
    </svg>
  );
  if (p.type === 'rect')
    return svg(<rect width={p.width} height={p.height} rx={p.rx ?? 0} ry={p.ry ?? 0} fill={fill(p)} />);
  if (p.type === 'circle')
    return svg(<circle cx={p.width / 2} cy={p.height / 2} r={p.radius ?? p.width / 2} fill={fill(p)} />);
  if (p.type === 'CustomPath')
    return svg(<path d={pathShapeOutline(p.shape, p.width, p.height).d} fill={fill(p)} />);
  return null;
}

/** A sprite-sheet sticker: the whole sheet inside a clipping box, moved so the current frame shows. */
function sticker(p: Property, layerTime: number): ReactElement | null {
  if (p.type !== 'CustomSticker' || typeof p._staticUrl !== 'string') return null;
  const { url, settings: s } = peerStickerSheet(p, p._staticUrl);
  const { sx, sy, sw, sh } = stickerFrameRect(s, stickerFrameIndex(s, layerTime));
  const columns = Math.max(1, Math.floor(s.columns));
  const rows = Math.ceil(Math.max(1, s.totalFrames) / columns);
  const kx = (p.width * p.scaleX) / sw;
  const ky = (p.height * p.scaleY) / sh;
  return (
    <div style={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
      <Img
        src={url}
        style={{
          position: 'absolute',
          left: -sx * kx,
          top: -sy * ky,
          width: columns * sw * kx,
          height: rows * sh * ky,
        }}
      />
    </div>
  );
}

/** The layer's content inside its placed box. */
function content(layer: Layer, layerTime: number): ReactElement | null {
  const p = layer.property as Property;
  switch (p.type) {
    case 'CustomVideo':
      // The source is cropped centred to the box (our `covered` crop): object-fit cover does the same.
      return typeof p._staticUrl === 'string' ? (
        <Video src={p._staticUrl} muted loop objectFit="cover" style={{ width: '100%', height: '100%' }} />
      ) : null;
    case 'CustomImage':
      return typeof p._staticUrl === 'string' ? (
        <Img src={p._staticUrl} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : null;
    case 'Avatar':
      return typeof p._avatarInfo?.url === 'string' ? (
        <Img src={p._avatarInfo.url} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : null;
    case 'CustomSticker':
      return sticker(p, layerTime);
    case 'textbox':
      return (
        <div
          style={{
            width: p.width,
            fontFamily: p.fontFamily,
            fontWeight: p.fontWeight,
            fontSize: p.fontSize,
            lineHeight: 1.16,
            color: fill(p),
          }}
        >
          {p.text}
        </div>
      );
    default:
      return shape(p);
  }
}

/** One layer at the scene's local time (seconds); null when it is hidden then. */
export function LayerView(props: { layer: Layer; local: number; sceneDuration: number }) {
  const { layer, local, sceneDuration } = props;
  const style = placed(layer, local, sceneDuration);
  if (style === null) return null;
  return <div style={style}>{content(layer, local - layer.start)}</div>;
}
