import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The harness API (harness/preview.ts), as the tests call it inside the page. */
interface Harness {
  start(w: number, h: number, pauseWhenHidden?: boolean): Promise<{ width: number; height: number }>;
  load(raw: unknown): Promise<void>;
  play(t?: number): Promise<void>;
  pause(): Promise<number>;
  seek(t: number): Promise<void>;
  state(): string;
  events(): Array<{ type: string; time: number; state: string }>;
  stats(): Promise<{
    playing: boolean;
    framesShown: number;
    framesDropped: number;
    decodedFramesDropped: number;
    lastMediaTime: number;
    missing: string[];
    frames: Array<{ mediaTime: number; at: number; drawMs: number; probe?: number[] }>;
  }>;
  counts(): Promise<Record<string, number>>;
  problems(): string[];
  scheduled(): Array<{ id: string; kind: string; when: number; offset: number; contextWhen: number }>;
  clock(): { contextTime: number; mediaTime: number; sync: { mediaTime: number; at: number }; now: number };
  pixels(points: Array<[number, number]>): Promise<number[][]>;
  grabPixels(t: number, points: Array<[number, number]>): Promise<number[][]>;
  timestampVideo(seconds: number, fps: number, bits: number): Promise<string>;
  clickTrack(seconds: number, clicks: number[]): string;
  probe(y: number, xs: number[]): void;
}

declare global {
  interface Window {
    harness?: unknown;
  }
}

const W = 480;
const H = 270;

async function open(page: Page, width = W, height = H): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/harness/preview.html');
  await page.waitForFunction(() => window.harness !== undefined);
  // A click is the user gesture that lets the AudioContext run.
  await page.mouse.click(5, 5);
  const info = await page.evaluate(
    ([w, hh]) => (window.harness as Harness).start(w as number, hh as number),
    [width, height],
  );
  expect(info.width).toBe(width);
  expect(info.height).toBe(height);
  return errors;
}

function hv<K extends keyof Harness>(page: Page, name: K, ...args: unknown[]): Promise<unknown> {
  return page.evaluate(
    ([n, a]) =>
      ((window.harness as Record<string, unknown>)[n as string] as (...x: unknown[]) => unknown)(
        ...(a as unknown[]),
      ),
    [name, args] as const,
  );
}
const harness = (page: Page) => ({
  load: (raw: unknown) => hv(page, 'load', raw) as Promise<void>,
  play: (t = 0) => hv(page, 'play', t) as Promise<void>,
  pause: () => hv(page, 'pause') as Promise<number>,
  seek: (t: number) => hv(page, 'seek', t) as Promise<void>,
  state: () => hv(page, 'state') as Promise<string>,
  events: () => hv(page, 'events') as ReturnType<Harness['events']> extends infer R ? Promise<R> : never,
  stats: () => hv(page, 'stats') as ReturnType<Harness['stats']>,
  counts: () => hv(page, 'counts') as ReturnType<Harness['counts']>,
  problems: () => hv(page, 'problems') as Promise<string[]>,
  clock: () => hv(page, 'clock') as Promise<ReturnType<Harness['clock']>>,
  pixels: (p: Array<[number, number]>) => hv(page, 'pixels', p) as Promise<number[][]>,
  grabPixels: (t: number, p: Array<[number, number]>) => hv(page, 'grabPixels', t, p) as Promise<number[][]>,
  timestampVideo: (s: number, fps: number, bits: number) =>
    hv(page, 'timestampVideo', s, fps, bits) as Promise<string>,
  clickTrack: (s: number, clicks: number[]) => hv(page, 'clickTrack', s, clicks) as Promise<string>,
  scheduled: () => hv(page, 'scheduled') as Promise<ReturnType<Harness['scheduled']>>,
});

function scene(layers: unknown[], extra: Record<string, unknown> = {}) {
  return { bgColor: '#ffffff', duration: 2, speech: { type: 'duration', duration: 2 }, layers, ...extra };
}
const object = (property: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  property,
  ...extra,
});
const project = (clips: unknown[], extra: Record<string, unknown> = {}) => ({
  layout: 'landscape',
  clips,
  ...extra,
});
const videoLayer = (url: string, seconds: number, extra: Record<string, unknown> = {}) =>
  object({
    type: 'CustomVideo',
    left: 0,
    top: 0,
    width: 1920,
    height: 1080,
    _staticUrl: url,
    _start: 0,
    _end: seconds,
    _duration: seconds,
    _speed: '1.0',
    _volume: 0,
    _loop: true,
    ...extra,
  });

const sleep = (page: Page, ms: number) => page.waitForTimeout(ms);

/** Frame index shown by the timestamp video: luma bands read as bits, most significant first. */
function decodeIndex(probe: number[]): number {
  return probe.reduce((n, luma) => n * 2 + (luma > 128 ? 1 : 0), 0);
}

test.describe('real-time preview', () => {
  test('runs the state machine with events in order: load → play → pause → seek → play → end', async ({
    page,
  }) => {
    const errors = await open(page);
    const p = harness(page);
    expect(await p.state()).toBe('not loaded');
    await p.load(
      project([
        scene([object({ type: 'rect', left: 0, top: 0, width: 1920, height: 540, fill: '#ff0000' })], {
          duration: 1.5,
          speech: { type: 'duration', duration: 1.5 },
          transition: { name: 'fade', duration: 0.5 },
        }),
        scene([object({ type: 'rect', left: 0, top: 540, width: 1920, height: 540, fill: '#0000ff' })], {
          duration: 1.5,
          speech: { type: 'duration', duration: 1.5 },
        }),
      ]),
    );
    expect(await p.state()).toBe('paused');
    await p.play(0);
    expect(await p.state()).toBe('playing');
    await sleep(page, 500);
    const pausedAt = await p.pause();
    expect(await p.state()).toBe('paused');
    await p.seek(1.0);
    await p.play(2.2);
    await page.waitForFunction(() => (window.harness as Harness).state() === 'ended', undefined, {
      timeout: 5000,
    });
    const events = await p.events();
    expect(events.map((e) => e.type)).toEqual([
      'init start',
      'resource load start',
      'resource load end',
      'init end',
      'playing',
      'pause',
      'seek',
      'playing',
      'play end',
    ]);
    expect(events.map((e) => e.state)).toEqual([
      'loading resources',
      'loading resources',
      'loading resources',
      'paused',
      'playing',
      'paused',
      'paused',
      'playing',
      'ended',
    ]);
    const time = (type: string, nth = 0) => events.filter((e) => e.type === type)[nth]?.time;
    expect(time('playing')).toBe(0);
    expect(time('pause')).toBeCloseTo(pausedAt, 6);
    expect(pausedAt).toBeGreaterThan(0.25);
    expect(pausedAt).toBeLessThan(1.0);
    expect(time('seek')).toBe(1.0);
    expect(time('playing', 1)).toBe(2.2);
    expect(time('play end')).toBe(3);
    // The canvas stays on the end frame, which is renderAt(3).
    const points: Array<[number, number]> = [
      [240, 60],
      [240, 200],
      [10, 10],
    ];
    expect(await p.pixels(points)).toEqual(await p.grabPixels(3, points));
    expect(errors).toEqual([]);
  });

  test('pause stops within one frame of the request; seek shows exactly renderAt(t)', async ({ page }) => {
    await open(page);
    const p = harness(page);
    const video = await p.timestampVideo(4, 30, 8);
    await p.load(
      project([
        scene(
          [
            videoLayer(video, 4),
            object(
              { type: 'circle', left: 100, top: 600, width: 300, height: 300, radius: 150, fill: '#00aa00' },
              { animation: { enter: { name: 'fadein', duration: 2 } } },
            ),
          ],
          {
            duration: 4,
            speech: { type: 'duration', duration: 4 },
          },
        ),
      ]),
    );
    await p.play(0);
    await sleep(page, 1200);
    const requested = await page.evaluate(async () => {
      const h = window.harness as Harness;
      const at = h.clock().mediaTime;
      const reached = await h.pause();
      return { at, reached };
    });
    const after = await p.stats();
    await sleep(page, 300);
    const later = await p.stats();
    // No frame is drawn after the pause; the last one shown is within one frame of the paused time.
    expect(later.framesShown).toBe(after.framesShown);
    expect(later.playing).toBe(false);
    const intervals = after.frames.slice(1).map((f, i) => f.mediaTime - (after.frames[i]?.mediaTime ?? 0));
    const frame = Math.max(1 / 60, intervals.reduce((a, b) => a + b, 0) / Math.max(1, intervals.length));
    expect(Math.abs(after.lastMediaTime - requested.reached)).toBeLessThanOrEqual(frame);
    console.log(
      `pause: requested ${requested.at.toFixed(3)} s, last frame ${after.lastMediaTime.toFixed(3)} s, frame ${(frame * 1000).toFixed(1)} ms, shown ${after.framesShown}, dropped ${after.framesDropped}`,
    );

    // Seek while playing: waits for the pause, then one frame equal to renderAt(t) (a grab at preview scale).
    await p.play(0.2);
    await sleep(page, 400);
    await p.seek(1.37);
    const grid: Array<[number, number]> = [];
    for (let x = 10; x < W; x += 47) for (let y = 10; y < H; y += 37) grid.push([x, y]);
    const shown = await p.pixels(grid);
    const expected = await p.grabPixels(1.37, grid);
    const worst = Math.max(
      ...shown.flatMap((px, i) => px.map((v, c) => Math.abs(v - (expected[i]?.[c] ?? -999)))),
    );
    expect(worst).toBeLessThanOrEqual(2);
    const types = (await p.events()).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['playing', 'pause', 'seek']);
  });

  test('drops frames instead of stalling the clock when drawing is slow', async ({ page }) => {
    await open(page, 1280, 720);
    const p = harness(page);
    const video = await p.timestampVideo(3, 30, 8);
    // Eight full-size video layers and a transition: far more than one animation frame of work per frame here.
    const layers = Array.from({ length: 8 }, (_, i) =>
      videoLayer(video, 3, { _start: (i % 3) * 0.5, opacity: 0.5 }),
    );
    await p.load(
      project([
        scene(layers, {
          duration: 2,
          speech: { type: 'duration', duration: 2 },
          transition: { name: 'fade', duration: 1 },
        }),
        scene(layers, { duration: 2, speech: { type: 'duration', duration: 2 } }),
      ]),
    );
    const startedAt = await page.evaluate(() => performance.now());
    await p.play(0);
    await sleep(page, 2500);
    const { clockTime, stats, wall } = await page.evaluate(async (t0) => {
      const h = window.harness as Harness;
      return {
        clockTime: h.clock().mediaTime,
        stats: await h.stats(),
        wall: (performance.now() - t0) / 1000,
      };
    }, startedAt);
    await p.pause();
    console.log(
      `slow drawing: shown ${stats.framesShown}, dropped ${stats.framesDropped}, decoded dropped ${stats.decodedFramesDropped}, mean draw ${(stats.frames.reduce((a, f) => a + f.drawMs, 0) / stats.frames.length).toFixed(1)} ms, clock ${clockTime.toFixed(2)} s after ${wall.toFixed(2)} s`,
    );
    expect(stats.framesDropped).toBeGreaterThan(0);
    // The clock ran at real speed; the frames drawn follow it (the last one is at most a few draws behind).
    expect(clockTime).toBeGreaterThan(wall - 0.5);
    const maxDraw = Math.max(...stats.frames.map((f) => f.drawMs)) / 1000;
    expect(stats.lastMediaTime).toBeGreaterThan(clockTime - 2 * maxDraw - 0.1);
    // Shown media times only go forward, in steps of at least one frame: skipped, not slowed.
    const times = stats.frames.map((f) => f.mediaTime);
    expect(times.every((t, i) => i === 0 || t > (times[i - 1] ?? 0))).toBe(true);
  });

  test('audio and video stay within one frame', async ({ page }) => {
    await open(page);
    const p = harness(page);
    const seconds = 7;
    const fps = 30;
    const bits = 8;
    const video = await p.timestampVideo(seconds, fps, bits);
    const clicks = [0.5, 1, 2, 3, 4, 5, 6];
    const audio = await p.clickTrack(seconds, clicks);
    await p.load(
      project([
        scene([videoLayer(video, seconds, { _loop: false })], {
          duration: seconds,
          speech: {
            type: 'upload',
            uploadVoice: { name: 'clicks', key: '', staticUrl: audio, duration: seconds },
            duration: seconds,
          },
        }),
      ]),
    );
    expect(await p.problems()).toEqual([]);
    // Probe the middle row at each band's centre (the video fills the 480×270 preview).
    const xs = Array.from({ length: bits }, (_, b) => Math.round(((b + 0.5) * W) / bits));
    await hv(page, 'probe', H / 2, xs);
    // Record the audio clock (media time heard at an absolute time) every 20 ms while playing.
    await page.evaluate(async () => {
      const w = window as unknown as { clockLog: Array<{ at: number; media: number }> };
      const h = window.harness as Harness;
      w.clockLog = [];
      await h.play(0);
      const timer = setInterval(() => {
        if (h.state() !== 'playing') return clearInterval(timer);
        const c = h.clock().sync;
        w.clockLog.push({ at: c.at, media: c.mediaTime });
      }, 20);
    });
    await sleep(page, 5500);
    await p.pause();
    const stats = await p.stats();
    const log = await page.evaluate(
      () => (window as unknown as { clockLog: Array<{ at: number; media: number }> }).clockLog,
    );
    const audioAt = (at: number): number | undefined => {
      const i = log.findIndex((s) => s.at >= at);
      const a = log[i - 1];
      const b = log[i];
      if (i <= 0 || a === undefined || b === undefined) return undefined;
      return a.media + ((b.media - a.media) * (at - a.at)) / (b.at - a.at);
    };
    // Each shown frame: the video frame on the canvas (decoded from its pixels) against the audio heard then.
    const drifts: number[] = [];
    for (const frame of stats.frames) {
      const heard = audioAt(frame.at);
      if (heard === undefined || frame.probe === undefined || heard < 0.2) continue;
      const index = decodeIndex(frame.probe);
      // Frame i covers [i, i+1)/fps: its middle is the fairest comparison point.
      drifts.push(heard - (index + 0.5) / fps);
      if (Math.abs(heard - (index + 0.5) / fps) > 1 / fps)
        console.log(
          `frame t=${frame.mediaTime.toFixed(3)} heard=${heard.toFixed(3)} index=${index} draw=${frame.drawMs.toFixed(1)} probe=${frame.probe.join(',')}`,
        );
    }
    const worst = Math.max(...drifts.map(Math.abs));
    const mean = drifts.reduce((a, b) => a + b, 0) / drifts.length;
    console.log(
      `drift over ${drifts.length} frames: mean ${(mean * 1000).toFixed(1)} ms, worst ${(worst * 1000).toFixed(1)} ms; shown ${stats.framesShown}, dropped ${stats.framesDropped}`,
    );
    expect(drifts.length).toBeGreaterThan(60);
    // Under one frame for 95% of the frames and on average; a single frame shown late on this shared 2-core
    // machine (a busy rAF tick) may reach past it, never two frames.
    const sorted = drifts.map(Math.abs).sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? worst;
    expect(p95).toBeLessThanOrEqual(1 / fps);
    expect(Math.abs(mean)).toBeLessThanOrEqual(0.25 / fps);
    expect(worst).toBeLessThanOrEqual(2 / fps);
    // The clicks are scheduled where the video shows the same time: click k is heard at media time clicks[k].
    const [speech] = await p.scheduled();
    expect(speech?.kind).toBe('speech');
    expect(speech?.when).toBe(0);
    expect(speech?.offset).toBe(0);
  });

  test('closes every decoded frame while looping and after', async ({ page }) => {
    await open(page);
    const p = harness(page);
    const video = await p.timestampVideo(1, 30, 8);
    await p.load(
      project([
        scene([videoLayer(video, 1), videoLayer(video, 1, { _start: 0.5, left: 960, width: 960 })], {
          duration: 20,
          speech: { type: 'duration', duration: 20 },
        }),
      ]),
    );
    await p.play(0);
    const during: number[] = [];
    for (let i = 0; i < 8; i++) {
      await sleep(page, 1000);
      const c = await p.counts();
      during.push((c.videoSamples ?? 0) + (c.videoFrames ?? 0));
    }
    await p.pause();
    const stats = await p.stats();
    const after = await p.counts();
    console.log(`looping 8 s: open samples during play ${during.join(',')}, shown ${stats.framesShown}`);
    expect(stats.framesShown).toBeGreaterThan(60);
    // Bounded by the lookahead queues (two layers × 4) plus one in flight each.
    expect(Math.max(...during)).toBeLessThanOrEqual(10);
    expect(after.videoSamples).toBe(0);
    expect(after.videoFrames).toBe(0);
  });

  test('a media URL that 404s does not stop playback', async ({ page }) => {
    await open(page);
    const p = harness(page);
    await p.load(
      project([
        scene(
          [
            videoLayer('/media/public/missing/video.mp4', 2),
            object({ type: 'rect', left: 0, top: 0, width: 960, height: 1080, fill: '#ff0000' }),
          ],
          {
            duration: 1.5,
            speech: {
              type: 'upload',
              uploadVoice: {
                name: 'gone',
                key: '',
                staticUrl: '/media/public/missing/voice.mp3',
                duration: 1.5,
              },
              duration: 1.5,
            },
          },
        ),
      ]),
    );
    expect(await p.state()).toBe('paused');
    expect((await p.problems()).join('\n')).toContain('404');
    await p.play(0);
    await page.waitForFunction(() => (window.harness as Harness).state() === 'ended', undefined, {
      timeout: 5000,
    });
    const stats = await p.stats();
    expect(stats.framesShown).toBeGreaterThan(20);
    expect(stats.lastMediaTime).toBeCloseTo(1.5, 1);
    expect(stats.missing.join('\n')).toContain('layer');
    await p.seek(1);
    const [left] = await p.pixels([[100, 135]]);
    expect(left?.slice(0, 3)).toEqual([255, 0, 0]);
  });

  test('pauses when the document is hidden', async ({ page }) => {
    await open(page);
    const p = harness(page);
    await p.load(project([scene([], { duration: 5, speech: { type: 'duration', duration: 5 } })]));
    await p.play(0);
    await sleep(page, 300);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction(() => (window.harness as Harness).state() === 'paused', undefined, {
      timeout: 2000,
    });
    expect((await p.events()).at(-1)?.type).toBe('pause');
  });
});
