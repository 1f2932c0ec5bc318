import { between } from '../random.ts';
import { type Context2D, type SceneFactory } from './scene.ts';

const COLORS = ['#f4a6a6', '#f7d08a', '#9fd8cb', '#a7c5eb', '#c8b6e2', '#f2b5d4'];

/** Geometric shapes: pastel polygons orbiting and turning over a soft paper-coloured background. */
export const shapes: SceneFactory = (random) => {
  const items = Array.from({ length: 14 }, () => ({
    sides: [0, 3, 4, 6][Math.floor(random() * 4)] ?? 0,
    x: between(random, 0.1, 0.9),
    y: between(random, 0.1, 0.9),
    size: between(random, 0.05, 0.12),
    orbit: between(random, 0.02, 0.06),
    orbitSpeed: between(random, 0.4, 1) * (random() < 0.5 ? -1 : 1),
    spin: between(random, 0.3, 1.2) * (random() < 0.5 ? -1 : 1),
    phase: between(random, 0, Math.PI * 2),
    color: COLORS[Math.floor(random() * COLORS.length)] ?? '#ffffff',
  }));

  return (ctx, width, height, t) => {
    const paper = ctx.createLinearGradient(0, 0, width, height);
    paper.addColorStop(0, '#f6f1e7');
    paper.addColorStop(1, '#e7e0f0');
    ctx.fillStyle = paper;
    ctx.fillRect(0, 0, width, height);

    const unit = Math.min(width, height);
    for (const item of items) {
      const angle = t * item.orbitSpeed + item.phase;
      const x = (item.x + item.orbit * Math.cos(angle)) * width;
      const y = (item.y + item.orbit * Math.sin(angle)) * height;
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(t * item.spin + item.phase);
      ctx.fillStyle = item.color;
      ctx.globalAlpha = 0.85;
      polygon(ctx, item.sides, item.size * unit);
      ctx.fill();
      ctx.restore();
    }
  };
};

/** A regular polygon of radius `r` at the origin; 0 sides is a circle. */
function polygon(ctx: Context2D, sides: number, r: number): void {
  ctx.beginPath();
  if (sides === 0) {
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    return;
  }
  for (let i = 0; i < sides; i++) {
    const a = (i / sides) * Math.PI * 2 - Math.PI / 2;
    ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r);
  }
  ctx.closePath();
}
