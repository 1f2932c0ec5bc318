import { between } from '../random.ts';
import { glow, type SceneFactory } from './scene.ts';

const PALETTE = ['#ffb347', '#ff6f61', '#ffd27f', '#6ec6ff', '#ffffff', '#ff9a3c'];

/** City lights bokeh: out-of-focus lights drifting sideways and breathing, as from a slow camera pan. */
export const bokeh: SceneFactory = (random) => {
  const lights = Array.from({ length: 42 }, () => ({
    x: random(),
    y: between(random, 0.1, 0.95),
    radius: between(random, 0.03, 0.11),
    color: PALETTE[Math.floor(random() * PALETTE.length)] ?? '#ffffff',
    drift: between(random, 0.012, 0.04),
    pulse: between(random, 0.6, 1.6),
    phase: between(random, 0, Math.PI * 2),
  }));

  return (ctx, width, height, t) => {
    const night = ctx.createLinearGradient(0, 0, 0, height);
    night.addColorStop(0, '#050814');
    night.addColorStop(1, '#1b1530');
    ctx.fillStyle = night;
    ctx.fillRect(0, 0, width, height);

    const unit = Math.min(width, height);
    ctx.globalCompositeOperation = 'lighter';
    for (const light of lights) {
      // Drift wraps around with a margin of one radius so lights slide in and out of frame instead of popping.
      const radius = light.radius * unit;
      const span = width + radius * 2;
      const x = ((((light.x * width + light.drift * width * t) % span) + span) % span) - radius;
      const alpha = 0.22 + 0.12 * Math.sin(t * light.pulse + light.phase);
      glow(ctx, x, light.y * height, radius, light.color, alpha, 0.7);
    }
    ctx.globalCompositeOperation = 'source-over';
  };
};
