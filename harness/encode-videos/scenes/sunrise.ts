import { between } from '../random.ts';
import { glow, mix, type SceneFactory } from './scene.ts';

/** Sunrise over hills: the sky warms from dawn to morning while the sun climbs behind drifting hill ridges. */
export const sunrise: SceneFactory = (random, durationSeconds) => {
  const ridges = Array.from({ length: 3 }, (_, i) => ({
    base: 0.66 + i * 0.1,
    waves: Array.from({ length: 3 }, () => ({
      amplitude: between(random, 0.015, 0.05),
      frequency: between(random, 1, 4),
      phase: between(random, 0, Math.PI * 2),
    })),
    drift: 0.004 * (i + 1),
    color: ['#5b4a72', '#3a2f52', '#211a33'][i] ?? '#211a33',
  }));
  const clouds = Array.from({ length: 5 }, () => ({
    x: random(),
    y: between(random, 0.12, 0.4),
    width: between(random, 0.15, 0.3),
    speed: between(random, 0.004, 0.012),
  }));

  return (ctx, width, height, t) => {
    const progress = Math.min(1, t / durationSeconds);
    const sky = ctx.createLinearGradient(0, 0, 0, height * 0.8);
    sky.addColorStop(0, mix('#2b2d5c', '#6fa8dc', progress));
    sky.addColorStop(0.55, mix('#b5607a', '#f6c28b', progress));
    sky.addColorStop(1, mix('#f29e6d', '#fff0c7', progress));
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height);

    const unit = Math.min(width, height);
    const sunY = height * (0.78 - 0.38 * progress);
    glow(ctx, width * 0.5, sunY, unit * 0.5, '#ffd59a', 0.3 + 0.2 * progress);
    glow(ctx, width * 0.5, sunY, unit * 0.09, '#fff6dc', 1, 0.85);

    for (const cloud of clouds) {
      // A soft cloud: a round glow squashed vertically, so its edges fade like mist instead of a hard ellipse.
      const x = (cloud.x + cloud.speed * t) * width;
      ctx.save();
      ctx.translate(x, cloud.y * height);
      ctx.scale(1, 0.18);
      glow(ctx, 0, 0, cloud.width * width * 0.5, '#fff0eb', 0.35 + 0.25 * progress, 0.3);
      ctx.restore();
    }

    for (const ridge of ridges) {
      ctx.beginPath();
      ctx.moveTo(0, height);
      const step = width / 48;
      for (let x = 0; x <= width + step; x += step) {
        const u = x / width + ridge.drift * t;
        let y = ridge.base;
        for (const wave of ridge.waves)
          y -= wave.amplitude * Math.sin(u * wave.frequency * Math.PI * 2 + wave.phase);
        ctx.lineTo(x, y * height);
      }
      ctx.lineTo(width, height);
      ctx.closePath();
      ctx.fillStyle = ridge.color;
      ctx.fill();
    }
  };
};
