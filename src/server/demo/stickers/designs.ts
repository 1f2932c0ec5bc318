import { mulberry32 } from '../../../shared/animation/random.ts';

/**
 * The demo stickers, drawn as SVG one frame at a time. `t` runs over [0, 1) through the loop, so frame 0 and
 * the frame after the last join up; every frame keeps something visible (frame 0 is the cover frame).
 */
export type FrameDrawer = (t: number) => string;

const SIZE = 1024;
const TAU = Math.PI * 2;
const f = (n: number): string => n.toFixed(2);

/** A closed polygon of alternating outer and inner points (stars, bursts). */
function starPoints(points: number, outer: number, inner: number, rotation = -Math.PI / 2): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = rotation + (i * Math.PI) / points;
    out.push(`${f(Math.cos(a) * r)},${f(Math.sin(a) * r)}`);
  }
  return out.join(' ');
}

const svg = (defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
  `<defs>${defs}</defs>${body}</svg>`;

/** A star that bounces once per loop, squashing as it lands, with a shadow and twinkles at the top. */
export const bouncingStar: FrameDrawer = (t) => {
  const height = Math.sin(Math.PI * t); // 0 on the ground, 1 at the top
  const contact = Math.min(t, 1 - t);
  const squash = 0.22 * Math.max(0, 1 - contact / 0.09);
  const y = 690 - 380 * height;
  const wobble = 10 * Math.sin(TAU * t);
  const shadowScale = 1 - 0.55 * height;
  const twinkle = Math.max(0, Math.sin(Math.PI * t)) ** 3;
  const sparkles = [
    [-260, -150, 1],
    [250, -200, 0.8],
    [300, 60, 0.6],
  ]
    .map(
      ([dx, dy, s]) =>
        `<polygon transform="translate(${f(512 + dx!)} ${f(y + dy!)}) scale(${f(s! * (0.4 + twinkle))})" ` +
        `points="${starPoints(4, 60, 14)}" fill="#fff3b0" opacity="${f(0.25 + 0.75 * twinkle)}"/>`,
    )
    .join('');
  return svg(
    `<radialGradient id="g" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#fff27a"/>` +
      `<stop offset="1" stop-color="#ffb300"/></radialGradient>`,
    `<ellipse cx="512" cy="930" rx="${f(230 * shadowScale)}" ry="${f(34 * shadowScale)}" ` +
      `fill="#000" opacity="${f(0.28 * shadowScale)}"/>` +
      `<g transform="translate(512 ${f(y)}) rotate(${f(wobble)}) scale(${f(1 + squash)} ${f(1 - squash)})">` +
      `<polygon points="${starPoints(5, 300, 130)}" fill="url(#g)" stroke="#e07b00" stroke-width="26" ` +
      `stroke-linejoin="round"/>` +
      `<ellipse cx="-70" cy="-20" rx="26" ry="36" fill="#4a2a00"/><ellipse cx="70" cy="-20" rx="26" ry="36" fill="#4a2a00"/>` +
      `<path d="M -70 60 Q 0 120 70 60" fill="none" stroke="#4a2a00" stroke-width="22" stroke-linecap="round"/>` +
      `</g>${sparkles}`,
  );
};

/** One heartbeat pulse centred at `at` (periodic over the loop). */
function beat(t: number, at: number, width: number): number {
  const d = Math.min(Math.abs(t - at), 1 - Math.abs(t - at));
  return Math.exp(-((d / width) ** 2));
}

const HEART =
  'M 0 120 C -40 80 -260 -40 -200 -190 C -150 -300 -20 -270 0 -170 C 20 -270 150 -300 200 -190 C 260 -40 40 80 0 120 Z';

/** A heart beating twice per loop (lub-dub) and sending out fading rings. */
export const heartPulse: FrameDrawer = (t) => {
  const scale = 1.35 + 0.22 * beat(t, 0.12, 0.06) + 0.14 * beat(t, 0.34, 0.06);
  const rings = [0, 0.5]
    .map((phase) => {
      const p = (t + phase) % 1;
      return (
        `<circle cx="512" cy="512" r="${f(250 + 230 * p)}" fill="none" stroke="#ff4f7b" ` +
        `stroke-width="${f(28 * (1 - p) + 4)}" opacity="${f(0.7 * (1 - p))}"/>`
      );
    })
    .join('');
  return svg(
    `<linearGradient id="h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6f91"/>` +
      `<stop offset="1" stop-color="#e0144c"/></linearGradient>`,
    `${rings}<g transform="translate(512 560) scale(${f(scale)})">` +
      `<path d="${HEART}" fill="url(#h)" stroke="#b0003a" stroke-width="10" stroke-linejoin="round"/>` +
      `<ellipse cx="-110" cy="-160" rx="40" ry="24" transform="rotate(-35 -110 -160)" fill="#fff" opacity="0.55"/>` +
      `</g>`,
  );
};

interface Piece {
  angle: number;
  speed: number;
  spin: number;
  colour: string;
  shape: 'rect' | 'circle' | 'triangle' | 'streamer';
  size: number;
}

const CONFETTI_COLOURS = ['#ff4f7b', '#ffc83d', '#3dd68c', '#3d9bff', '#a56bff', '#ff8a3d'];
const CONFETTI: readonly Piece[] = (() => {
  const random = mulberry32(38);
  const shapes = ['rect', 'circle', 'triangle', 'streamer'] as const;
  return Array.from({ length: 70 }, (_, i) => ({
    angle: random() * TAU,
    speed: 0.45 + random() * 0.55,
    spin: (random() - 0.5) * 900,
    colour: CONFETTI_COLOURS[i % CONFETTI_COLOURS.length]!,
    shape: shapes[Math.floor(random() * shapes.length)]!,
    size: 22 + random() * 26,
  }));
})();

function confettiPiece(p: Piece, x: number, y: number, rotation: number, opacity: number): string {
  const s = p.size;
  const shape =
    p.shape === 'rect'
      ? `<rect x="${f(-s / 2)}" y="${f(-s / 3)}" width="${f(s)}" height="${f((s * 2) / 3)}" rx="4"/>`
      : p.shape === 'circle'
        ? `<circle r="${f(s / 2.2)}"/>`
        : p.shape === 'triangle'
          ? `<polygon points="0,${f(-s / 1.6)} ${f(s / 1.8)},${f(s / 2.4)} ${f(-s / 1.8)},${f(s / 2.4)}"/>`
          : `<path d="M ${f(-s)} 0 q ${f(s / 2)} ${f(-s / 2)} ${f(s)} 0 t ${f(s)} 0" fill="none" stroke="${p.colour}" stroke-width="9" stroke-linecap="round"/>`;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rotation)})" fill="${p.colour}" ` +
    `opacity="${f(opacity)}">${shape}</g>`
  );
}

/**
 * Confetti bursting from the centre and falling. The loop starts a third of the way into the burst so that
 * the cover frame (frame 0) shows the confetti spread out; a flash marks the moment of the burst.
 */
export const confettiBurst: FrameDrawer = (t) => {
  const time = (t + 0.33) % 1;
  const ease = 1 - (1 - time) ** 3;
  const opacity = Math.max(0.08, 1 - time ** 3);
  const pieces = CONFETTI.map((p) => {
    const reach = 470 * p.speed * ease;
    const x = 512 + Math.cos(p.angle) * reach;
    const y = 512 + Math.sin(p.angle) * reach * 0.85 + 260 * time * time;
    return confettiPiece(p, x, y, p.spin * time, opacity);
  }).join('');
  const flash = Math.max(0, 1 - time / 0.18);
  return svg(
    `<radialGradient id="f"><stop offset="0" stop-color="#fff7c2"/><stop offset="1" stop-color="#fff7c2" stop-opacity="0"/></radialGradient>`,
    `<circle cx="512" cy="512" r="${f(80 + 260 * (1 - flash))}" fill="url(#f)" opacity="${f(flash)}"/>` +
      `<polygon transform="translate(512 512) scale(${f(0.3 + 0.7 * flash)})" points="${starPoints(8, 150, 60)}" ` +
      `fill="#ffd84d" opacity="${f(flash)}"/>${pieces}`,
  );
};

/** The single-frame sticker: a starburst badge with a check mark. */
export const checkBadge: FrameDrawer = () =>
  svg(
    `<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c5cff"/>` +
      `<stop offset="1" stop-color="#3d2bd6"/></linearGradient>`,
    `<g transform="translate(512 512)">` +
      `<polygon points="${starPoints(16, 440, 380)}" fill="url(#b)" stroke="#fff" stroke-width="18" stroke-linejoin="round"/>` +
      `<circle r="300" fill="none" stroke="#fff" stroke-width="14" stroke-dasharray="28 22" opacity="0.7"/>` +
      `<path d="M -170 10 L -50 130 L 190 -130" fill="none" stroke="#fff" stroke-width="80" ` +
      `stroke-linecap="round" stroke-linejoin="round"/></g>`,
  );
