import { between } from '../random.ts';
import { glow, type Context2D, type SceneFactory } from './scene.ts';

/** Rain on a window: blurred street lights behind the glass, beads of water, and drops running down. */
export const rain: SceneFactory = (random) => {
  const lights = Array.from({ length: 16 }, () => ({
    x: random(),
    y: between(random, 0.2, 0.9),
    radius: between(random, 0.08, 0.18),
    color: ['#f2b134', '#e86f50', '#7fb7d9', '#d9d2a6'][Math.floor(random() * 4)] ?? '#f2b134',
    phase: between(random, 0, Math.PI * 2),
  }));
  const beads = Array.from({ length: 90 }, () => ({
    x: random(),
    y: random(),
    radius: between(random, 0.003, 0.01),
  }));
  const runners = Array.from({ length: 14 }, () => ({
    x: random(),
    start: random(),
    speed: between(random, 0.08, 0.22),
    radius: between(random, 0.006, 0.011),
    trail: between(random, 0.08, 0.2),
    wobble: between(random, 0.002, 0.006),
  }));

  return (ctx, width, height, t) => {
    const night = ctx.createLinearGradient(0, 0, 0, height);
    night.addColorStop(0, '#0f1a26');
    night.addColorStop(1, '#24303d');
    ctx.fillStyle = night;
    ctx.fillRect(0, 0, width, height);

    const unit = Math.min(width, height);
    ctx.globalCompositeOperation = 'lighter';
    for (const light of lights) {
      const alpha = 0.18 + 0.05 * Math.sin(t * 0.7 + light.phase);
      glow(
        ctx,
        (light.x + 0.006 * t) * width,
        light.y * height,
        light.radius * unit,
        light.color,
        alpha,
        0.55,
      );
    }
    ctx.globalCompositeOperation = 'source-over';

    for (const bead of beads) drawDrop(ctx, bead.x * width, bead.y * height, bead.radius * unit);

    for (const runner of runners) {
      const span = 1 + runner.trail;
      const progress = (runner.start + runner.speed * t) % span;
      const y = (progress - runner.trail / 2) * height;
      const x = (runner.x + runner.wobble * Math.sin(progress * 40)) * width;
      const radius = runner.radius * unit;
      const trail = ctx.createLinearGradient(x, y - runner.trail * height, x, y);
      trail.addColorStop(0, 'rgba(200, 220, 235, 0)');
      trail.addColorStop(1, 'rgba(200, 220, 235, 0.28)');
      ctx.fillStyle = trail;
      ctx.fillRect(x - radius * 0.35, y - runner.trail * height, radius * 0.7, runner.trail * height);
      drawDrop(ctx, x, y, radius);
    }
  };
};

/** A bead of water: darker body with a bright highlight, as it refracts the lights behind. */
function drawDrop(ctx: Context2D, x: number, y: number, r: number): void {
  ctx.fillStyle = 'rgba(10, 20, 30, 0.35)';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(230, 240, 250, 0.55)';
  ctx.beginPath();
  ctx.arc(x - r * 0.3, y - r * 0.35, r * 0.35, 0, Math.PI * 2);
  ctx.fill();
}
