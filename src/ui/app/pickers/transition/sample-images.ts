/**
 * Two small sample "scenes" the thumbnails blend: a blue sky with a sun, and a sunset with hills. Drawn once
 * with Canvas2D, so the picker needs no image files.
 */
export const THUMB_WIDTH = 128;
export const THUMB_HEIGHT = 72;

let samples: { from: HTMLCanvasElement; to: HTMLCanvasElement } | undefined;

function canvas(): { element: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const element = document.createElement('canvas');
  element.width = THUMB_WIDTH;
  element.height = THUMB_HEIGHT;
  const ctx = element.getContext('2d');
  if (ctx === null) throw new Error('transition picker: no 2D canvas for the sample images');
  return { element, ctx };
}

function drawFrom(ctx: CanvasRenderingContext2D): void {
  const sky = ctx.createLinearGradient(0, 0, 0, THUMB_HEIGHT);
  sky.addColorStop(0, '#2f6fdc');
  sky.addColorStop(1, '#9fd3ff');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, THUMB_WIDTH, THUMB_HEIGHT);
  ctx.fillStyle = '#ffd84a';
  ctx.beginPath();
  ctx.arc(THUMB_WIDTH * 0.3, THUMB_HEIGHT * 0.4, 12, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#2e8b57';
  ctx.fillRect(0, THUMB_HEIGHT * 0.75, THUMB_WIDTH, THUMB_HEIGHT * 0.25);
}

function drawTo(ctx: CanvasRenderingContext2D): void {
  const sunset = ctx.createLinearGradient(0, 0, 0, THUMB_HEIGHT);
  sunset.addColorStop(0, '#5b1a6e');
  sunset.addColorStop(1, '#ff8a3d');
  ctx.fillStyle = sunset;
  ctx.fillRect(0, 0, THUMB_WIDTH, THUMB_HEIGHT);
  ctx.fillStyle = '#2b1237';
  ctx.beginPath();
  ctx.moveTo(0, THUMB_HEIGHT);
  ctx.lineTo(THUMB_WIDTH * 0.35, THUMB_HEIGHT * 0.45);
  ctx.lineTo(THUMB_WIDTH * 0.6, THUMB_HEIGHT * 0.7);
  ctx.lineTo(THUMB_WIDTH * 0.8, THUMB_HEIGHT * 0.5);
  ctx.lineTo(THUMB_WIDTH, THUMB_HEIGHT * 0.8);
  ctx.lineTo(THUMB_WIDTH, THUMB_HEIGHT);
  ctx.closePath();
  ctx.fill();
}

export function sampleImages(): { from: HTMLCanvasElement; to: HTMLCanvasElement } {
  if (samples === undefined) {
    const from = canvas();
    const to = canvas();
    drawFrom(from.ctx);
    drawTo(to.ctx);
    samples = { from: from.element, to: to.element };
  }
  return samples;
}

/** The still thumbnail: the first image on the start half, the second on the end half. */
export function drawStill(ctx: CanvasRenderingContext2D): void {
  const { from, to } = sampleImages();
  const half = THUMB_WIDTH / 2;
  ctx.drawImage(from, 0, 0, half, THUMB_HEIGHT, 0, 0, half, THUMB_HEIGHT);
  ctx.drawImage(to, half, 0, half, THUMB_HEIGHT, half, 0, half, THUMB_HEIGHT);
}
