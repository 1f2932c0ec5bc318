import { mulberry32, type Random } from '../../../shared/animation/random.ts';

/** The stock images, drawn as 1920×1080 SVG: landscapes and abstracts, each with its own palette. */
export const IMAGE_WIDTH = 1920;
export const IMAGE_HEIGHT = 1080;

const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;
const f = (n: number): string => n.toFixed(1);

const svg = (defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
  `<defs>${defs}</defs>${body}</svg>`;

const vertical = (id: string, stops: ReadonlyArray<readonly [number, string]>): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
  stops.map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`).join('') +
  `</linearGradient>`;

/** A ridge line across the image: sums of sines with seeded phases, closed down to the bottom edge. */
function ridge(random: Random, base: number, amplitude: number, roughness: number): string {
  const phases = [random(), random(), random()].map((p) => p * Math.PI * 2);
  const points: string[] = [];
  for (let x = 0; x <= W; x += 16) {
    const u = x / W;
    const y =
      base -
      amplitude *
        (0.55 * Math.sin(u * Math.PI * 2 * 1.3 + phases[0]!) +
          0.3 * Math.sin(u * Math.PI * 2 * 3.1 * roughness + phases[1]!) +
          0.15 * Math.abs(Math.sin(u * Math.PI * 2 * 7 * roughness + phases[2]!)));
    points.push(`${x},${f(y)}`);
  }
  return `M 0 ${H} L ${points.join(' L ')} L ${W} ${H} Z`;
}

function mountainSunrise(): string {
  const random = mulberry32(11);
  const layers = [
    ['#8e7cc3', 640, 170, 1],
    ['#6a5aa8', 760, 140, 1.3],
    ['#47408a', 880, 110, 1.7],
    ['#2c2a5e', 990, 80, 2.2],
  ] as const;
  return svg(
    vertical('sky', [
      [0, '#ffb38a'],
      [0.45, '#ffd9a8'],
      [1, '#fff3d6'],
    ]) +
      `<radialGradient id="sun"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.4" stop-color="#fff1b8"/>` +
      `<stop offset="1" stop-color="#fff1b8" stop-opacity="0"/></radialGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="1320" cy="560" r="360" fill="url(#sun)"/>` +
      layers
        .map(
          ([colour, base, amplitude, roughness]) =>
            `<path d="${ridge(random, base, amplitude, roughness)}" fill="${colour}"/>`,
        )
        .join(''),
  );
}

function oceanSunset(): string {
  const horizon = 640;
  const stripes = Array.from({ length: 14 }, (_, i) => {
    const y = horizon + 20 + i * i * 2.6;
    const w = 420 - i * 18;
    return `<rect x="${f(960 - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(4 + i * 0.8)}" rx="4" fill="#ffd27f" opacity="${f(0.85 - i * 0.05)}"/>`;
  }).join('');
  return svg(
    vertical('sky', [
      [0, '#2b1055'],
      [0.45, '#d53369'],
      [1, '#ffb347'],
    ]) +
      vertical('sea', [
        [0, '#5a2a6e'],
        [1, '#120b2e'],
      ]),
    `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>` +
      `<circle cx="960" cy="${horizon}" r="190" fill="#ffcf6b"/>` +
      `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#sea)"/>${stripes}` +
      `<path d="M 0 ${horizon + 4} H ${W}" stroke="#ff9a6b" stroke-width="3" opacity="0.6"/>`,
  );
}

function forestHills(): string {
  const random = mulberry32(23);
  const hills = [
    ['#7cc47f', 700, 120],
    ['#4f9d5d', 830, 90],
    ['#2f7a46', 960, 70],
  ] as const;
  const trees = Array.from({ length: 46 }, () => {
    const x = random() * W;
    const y = 860 + random() * 200;
    const s = 40 + random() * 60;
    const shade = random() < 0.5 ? '#1f5e37' : '#256b3f';
    return `<polygon points="${f(x)},${f(y - s * 2.2)} ${f(x + s * 0.6)},${f(y)} ${f(x - s * 0.6)},${f(y)}" fill="${shade}"/>`;
  })
    .sort()
    .join('');
  const clouds = [
    [380, 220, 1],
    [1180, 160, 1.4],
    [1620, 300, 0.8],
  ]
    .map(
      ([x, y, s]) =>
        `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff" opacity="0.9"><ellipse rx="120" ry="46"/>` +
        `<ellipse cx="-70" cy="10" rx="70" ry="36"/><ellipse cx="60" cy="-26" rx="80" ry="50"/></g>`,
    )
    .join('');
  return svg(
    vertical('sky', [
      [0, '#6ec6ff'],
      [1, '#d8f1ff'],
    ]),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds}` +
      hills
        .map(
          ([colour, base, amplitude]) =>
            `<path d="${ridge(random, base, amplitude, 0.6)}" fill="${colour}"/>`,
        )
        .join('') +
      trees,
  );
}

function nightCity(): string {
  const random = mulberry32(37);
  const stars = Array.from({ length: 160 }, () => {
    const r = random() * 2 + 0.6;
    return `<circle cx="${f(random() * W)}" cy="${f(random() * 620)}" r="${f(r)}" fill="#fff" opacity="${f(0.4 + random() * 0.6)}"/>`;
  }).join('');
  const buildings: string[] = [];
  for (let x = 0; x < W;) {
    const w = 70 + random() * 110;
    const h = 220 + random() * 420;
    const top = H - h;
    buildings.push(`<rect x="${f(x)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="#141a33"/>`);
    for (let wy = top + 24; wy < H - 30; wy += 34)
      for (let wx = x + 14; wx < x + w - 20; wx += 26)
        if (random() < 0.38)
          buildings.push(
            `<rect x="${f(wx)}" y="${f(wy)}" width="12" height="18" fill="#ffd66b" opacity="${f(0.55 + random() * 0.45)}"/>`,
          );
    x += w + 6;
  }
  return svg(
    vertical('sky', [
      [0, '#0b1026'],
      [0.7, '#1d2a5c'],
      [1, '#3b3f7a'],
    ]),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}` +
      `<circle cx="1540" cy="200" r="90" fill="#f4f1de"/><circle cx="1580" cy="180" r="82" fill="#0f1530"/>` +
      buildings.join(''),
  );
}

function abstractWaves(): string {
  const bands = ['#ff6b6b', '#f7b267', '#4ecdc4', '#556270', '#c06c84'];
  const paths = bands
    .map((colour, i) => {
      const base = 300 + i * 150;
      let d = `M 0 ${H} L 0 ${base}`;
      for (let x = 0; x <= W; x += 20) {
        const y = base + 90 * Math.sin((x / W) * Math.PI * 2 * (1 + i * 0.35) + i * 1.7);
        d += ` L ${x} ${f(y)}`;
      }
      return `<path d="${d} L ${W} ${H} Z" fill="${colour}" opacity="0.88"/>`;
    })
    .join('');
  return svg(
    vertical('bg', [
      [0, '#fdf6e3'],
      [1, '#f3e5d0'],
    ]),
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${paths}`,
  );
}

function abstractBokeh(): string {
  const random = mulberry32(53);
  const colours = ['#8b3dff', '#3d9bff', '#ff4f9a', '#3dd6c6', '#ffc83d'];
  const circles = Array.from({ length: 42 }, (_, i) => {
    const r = 40 + random() * 190;
    return (
      `<circle cx="${f(random() * W)}" cy="${f(random() * H)}" r="${f(r)}" fill="${colours[i % colours.length]}" ` +
      `opacity="${f(0.12 + random() * 0.3)}"/>`
    );
  }).join('');
  return svg(
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a1033"/>` +
      `<stop offset="1" stop-color="#0d2b45"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${circles}`,
  );
}

export interface ImageScene {
  id: string;
  title: string;
  draw: () => string;
}

export const IMAGE_SCENES: readonly ImageScene[] = [
  { id: 'mountain-sunrise', title: 'Mountain sunrise', draw: mountainSunrise },
  { id: 'ocean-sunset', title: 'Ocean sunset', draw: oceanSunset },
  { id: 'forest-hills', title: 'Forest hills', draw: forestHills },
  { id: 'night-city', title: 'Night city', draw: nightCity },
  { id: 'abstract-waves', title: 'Abstract waves', draw: abstractWaves },
  { id: 'abstract-bokeh', title: 'Abstract bokeh', draw: abstractBokeh },
];
