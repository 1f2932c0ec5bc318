import { between } from '../random.ts';
import { glow, type SceneFactory } from './scene.ts';

/** Floating particles: glowing motes rising on a slow current over a shifting violet-to-teal gradient. */
export const particles: SceneFactory = (random) => {
  const motes = Array.from({ length: 70 }, () => ({
    x: random(),
    y: random(),
    rise: between(random, 0.03, 0.09),
    sway: between(random, 0.01, 0.04),
    swaySpeed: between(random, 0.5, 1.5),
    radius: between(random, 0.005, 0.014),
    phase: between(random, 0, Math.PI * 2),
    warm: random() < 0.3,
  }));

  return (ctx, width, height, t) => {
    const angle = 0.6 + 0.15 * Math.sin(t * 0.4);
    const dx = Math.cos(angle) * width;
    const dy = Math.sin(angle) * height;
    const background = ctx.createLinearGradient(
      width / 2 - dx / 2,
      height / 2 - dy / 2,
      width / 2 + dx / 2,
      height / 2 + dy / 2,
    );
    background.addColorStop(0, '#2a1050');
    background.addColorStop(1, '#0b4d5c');
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, width, height);

    const unit = Math.min(width, height);
    ctx.globalCompositeOperation = 'lighter';
    for (const mote of motes) {
      const y = (((mote.y - mote.rise * t) % 1) + 1) % 1;
      const x = mote.x + mote.sway * Math.sin(t * mote.swaySpeed + mote.phase);
      const twinkle = 0.55 + 0.45 * Math.sin(t * 2.3 + mote.phase * 3);
      const radius = mote.radius * unit;
      glow(ctx, x * width, y * height, radius * 4, mote.warm ? '#ffcf8a' : '#9ef0ff', 0.5 * twinkle, 0.15);
    }
    ctx.globalCompositeOperation = 'source-over';
  };
};
