import { between } from '../random.ts';
import { glow, mix, type SceneFactory } from './scene.ts';

/** Ocean waves at dusk: layered swells rolling under a low sun, with a shimmering reflection. */
export const ocean: SceneFactory = (random) => {
  const bands = Array.from({ length: 7 }, (_, i) => ({
    depth: i / 6,
    amplitude: between(random, 0.006, 0.012) * (1 + i * 0.6),
    waveNumber: between(random, 5, 9) / (1 + i * 0.35),
    speed: between(random, 0.5, 0.9) * (1 + i * 0.25),
    phase: between(random, 0, Math.PI * 2),
  }));
  const shimmer = Array.from({ length: 18 }, () => ({
    y: random(),
    width: between(random, 0.02, 0.07),
    speed: between(random, 1, 3),
    phase: between(random, 0, Math.PI * 2),
  }));

  return (ctx, width, height, t) => {
    const horizon = height * 0.52;
    const sky = ctx.createLinearGradient(0, 0, 0, horizon);
    sky.addColorStop(0, '#1d2b53');
    sky.addColorStop(0.6, '#7a4e7e');
    sky.addColorStop(1, '#f4a261');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, horizon + 1);

    const sunX = width * 0.62;
    const sunY = horizon - height * (0.07 - t * 0.002);
    const unit = Math.min(width, height);
    glow(ctx, sunX, sunY, unit * 0.45, '#ffb870', 0.35);
    glow(ctx, sunX, sunY, unit * 0.075, '#fff1c9', 1, 0.8);

    ctx.fillStyle = '#27466b';
    ctx.fillRect(0, horizon, width, height - horizon);
    for (const strip of shimmer) {
      const y = horizon + strip.y * strip.y * (height - horizon);
      const spread =
        (0.3 + strip.y) * strip.width * width * (0.7 + 0.3 * Math.sin(t * strip.speed + strip.phase));
      ctx.fillStyle = `rgba(255, 206, 140, ${(0.45 * (1 - strip.y)).toFixed(3)})`;
      ctx.fillRect(sunX - spread / 2, y, spread, Math.max(1, unit * 0.004 * (1 + strip.y * 3)));
    }

    for (const band of bands) {
      const base = horizon + band.depth * band.depth * (height - horizon) * 0.95 + height * 0.02;
      const amplitude = band.amplitude * height;
      const crest = (x: number) =>
        base +
        amplitude * Math.sin((x / width) * band.waveNumber * Math.PI * 2 - t * band.speed + band.phase) +
        (amplitude / 3) * Math.sin((x / width) * band.waveNumber * 7.1 + t * band.speed * 1.7);
      ctx.beginPath();
      ctx.moveTo(0, height);
      const step = width / 64;
      for (let x = 0; x <= width + step; x += step) ctx.lineTo(x, crest(x));
      ctx.lineTo(width, height);
      ctx.closePath();
      const water = ctx.createLinearGradient(0, base - amplitude, 0, height);
      water.addColorStop(0, mix('#3d6b93', '#10304f', band.depth));
      water.addColorStop(1, mix('#1d4266', '#081a2e', band.depth));
      ctx.fillStyle = water;
      ctx.fill();
      ctx.strokeStyle = `rgba(255, 236, 214, ${(0.18 + 0.2 * band.depth).toFixed(3)})`;
      ctx.lineWidth = Math.max(1, unit * 0.003 * (1 + band.depth * 2));
      ctx.beginPath();
      for (let x = 0; x <= width + step; x += step) ctx.lineTo(x, crest(x));
      ctx.stroke();
    }
  };
};
