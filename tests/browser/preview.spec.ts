import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The harness API (harness/preview.ts), as the tests call it inside the page. */
interface Harness {
  start(
    w: number,
    h: number,
    pauseWhenHidden?: boolean,
    mediaTimeoutMs?: number,
  ): Promise<{ width: number; height: number }>;
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
  frameLog(n: number): void;
  abort(): void;
  tapClicks(): Promise<void>;
  heardClicks(): number[];
}

declare global {
  interface Window {
    harness?: unknown;
  }
}

const W = 480;
const H = 270;

async function open(page: Page, width = W, height = H, mediaTimeoutMs?: number): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.stack ?? e.message));
  await page.goto('/harness/preview.html');
  await page.waitForFunction(() => window.harness !== undefined);
  // A click is the user gesture that lets the AudioContext run.
  await page.mouse.click(5, 5);
  const info = await page.evaluate(
    ([w, hh, timeout]) => (window.harness as Harness).start(w as number, hh as number, true, timeout),
    [width, height, mediaTimeoutMs] as const,
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
/**
 * Plays the 1.5 s scene whose video and speech fail to the end: frames kept coming to the end, the failed
 * layer is reported missing (`missing` names why), and the red rectangle beside it is drawn.
 */
async function playsOnWithoutTheMedia(page: Page, missing: string): Promise<void> {
  const p = harness(page);
  await p.play(0);
  await page.waitForFunction(() => (window.harness as Harness).state() === 'ended', undefined, {
    timeout: 5000,
  });
  const stats = await p.stats();
  expect(stats.framesShown).toBeGreaterThan(20);
  expect(stats.lastMediaTime).toBeCloseTo(1.5, 1);
  expect(stats.missing.join('\n')).toContain(missing);
  await p.seek(1);
  const [left] = await p.pixels([[100, 135]]);
  expect(left?.slice(0, 3)).toEqual([255, 0, 0]);
}

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

  test('audio and video stay within one frame over 20 s, measured on the frames shown and the clicks heard', async ({
    page,
  }) => {
    // Making the 22 s test video takes a few seconds, then 21 s of playback and the analysis.
    test.setTimeout(120_000);
    await open(page);
    const p = harness(page);
    const seconds = 21;
    const fps = 30;
    // 10 bits count to 1023: enough for the 630 frames of the video.
    const bits = 10;
    const video = await p.timestampVideo(seconds + 1, fps, bits);
    // A click every half second from 0.5 s to 20.5 s: each starts exactly on a video frame (15 frames apart).
    const clicks = Array.from({ length: 41 }, (_, k) => 0.5 + k * 0.5);
    const audio = await p.clickTrack(seconds, clicks);
    await p.load(
      project([
        scene([videoLayer(video, seconds + 1, { _loop: false })], {
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
    await hv(page, 'tapClicks');
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
    const [speech] = await p.scheduled();
    await page.waitForFunction(() => (window.harness as Harness).state() === 'ended', undefined, {
      timeout: (seconds + 10) * 1000,
    });
    const stats = await p.stats();
    const log = await page.evaluate(
      () => (window as unknown as { clockLog: Array<{ at: number; media: number }> }).clockLog,
    );
    // The audio clock as heard: each 20 ms reading says "media time m was heard at absolute time at". The
    // readings of a steadily running clock agree to about 0.1 ms, but on this loaded machine the audio output
    // skips (its clock falls behind real time by 20–70 ms at a time, a few hundred ms over 20 s), so the
    // reference at a moment is interpolated between the two readings around it, never fitted over the run.
    const audioAt = (at: number): number | undefined => {
      const i = log.findIndex((s) => s.at >= at);
      const a = log[i - 1];
      const b = log[i];
      if (i <= 0 || a === undefined || b === undefined) return undefined;
      return a.media + ((b.media - a.media) * (at - a.at)) / (b.at - a.at);
    };
    /** The absolute time (ms) at which media time m is heard (the same readings, read the other way). */
    const heardAtMedia = (m: number): number | undefined => {
      const i = log.findIndex((s) => s.media >= m);
      const a = log[i - 1];
      const b = log[i];
      if (i <= 0 || a === undefined || b === undefined) return undefined;
      return a.at + ((b.at - a.at) * (m - a.media)) / (b.media - a.media);
    };
    // Each shown frame: the video frame on the canvas (decoded from its pixels) against the audio heard then.
    const drifts: number[] = [];
    const measured = { from: Infinity, to: -Infinity };
    for (const frame of stats.frames) {
      const heard = audioAt(frame.at);
      // From 0.2 s (the audio has started) to before the end: the frame at the very end (21 s) shows the
      // project after its last scene, not a video frame.
      if (heard === undefined || frame.probe === undefined || heard < 0.2 || frame.mediaTime >= seconds)
        continue;
      const index = decodeIndex(frame.probe);
      measured.from = Math.min(measured.from, heard);
      measured.to = Math.max(measured.to, heard);
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
      `drift over ${drifts.length} frames (${(measured.to - measured.from).toFixed(1)} s): mean ${(mean * 1000).toFixed(1)} ms, worst ${(worst * 1000).toFixed(1)} ms; shown ${stats.framesShown}, dropped ${stats.framesDropped}`,
    );
    // The frames measured span at least 20 s of playback (0.2 s … the end at 21 s).
    expect(measured.to - measured.from).toBeGreaterThanOrEqual(20);
    // At least one shown frame per video frame on average: a preview that showed too few frames to compare
    // (e.g. stalled) must fail here rather than pass on a handful of samples.
    expect(drifts.length).toBeGreaterThanOrEqual(20 * fps);
    // Under one frame for 95% of the frames and on average; a single frame shown late on this shared 2-core
    // machine (a busy rAF tick) may reach past it, never two frames.
    const sorted = drifts.map(Math.abs).sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? worst;
    expect(p95).toBeLessThanOrEqual(1 / fps);
    expect(Math.abs(mean)).toBeLessThanOrEqual(0.25 / fps);
    expect(worst).toBeLessThanOrEqual(2 / fps);

    // The clicks as heard: the tap on the preview's output noted the context time of each click's first
    // sample. Click k must sound at the context time its schedule says (speech starts at contextWhen, offset
    // 0, rate 1), and the frame on the canvas when it is heard must be the one showing clicks[k].
    expect(speech).toMatchObject({ kind: 'speech', when: 0, offset: 0 });
    const heardClicks = (await hv(page, 'heardClicks')) as number[];
    expect(heardClicks).toHaveLength(clicks.length);
    // When the video reached click k's frame: the first shown frame whose index is at least the click's.
    const reached = (index: number) =>
      stats.frames.find((f) => f.probe !== undefined && decodeIndex(f.probe) >= index);
    const offsets: number[] = [];
    clicks.forEach((click, k) => {
      const contextTime = heardClicks[k];
      if (contextTime === undefined || speech === undefined)
        throw new Error(`click ${k} at ${click} s was not heard`);
      // AudioBufferSourceNode.start is sample-accurate: 1 ms is 48 samples of slack for rounding the start.
      expect(Math.abs(contextTime - (speech.contextWhen + click))).toBeLessThanOrEqual(0.001);
      const frame = reached(Math.round(click * fps));
      if (frame === undefined) throw new Error(`the video never showed the frame of click ${click} s`);
      // The click's media time as measured on the output (speech starts at `when` at contextWhen), heard at:
      const heardAt = heardAtMedia(speech.when + (contextTime - speech.contextWhen));
      if (heardAt === undefined) throw new Error(`no clock reading around click ${click} s`);
      offsets.push((heardAt - frame.at) / 1000);
    });
    const ms = (x: number) => (x * 1000).toFixed(1);
    console.log(`click heard − its frame shown (ms): ${offsets.map(ms).join(',')}`);
    // A frame appears on the first animation frame after its media time, up to one refresh (16.7 ms) after
    // the click is heard: the ideal offset is 0 to −16.7 ms. Each click is one instant at which a shown frame
    // is sampled, so it gets the per-frame bounds above: 95% of the clicks (39 of 41) within one frame of the
    // moment the video shows the click's frame, typical ones within half a frame, and at most one click two
    // frames off. A frame shown late by a busy animation tick on this shared 2-core machine can coincide with
    // a click: alone, one click in about three runs lands 35–40 ms off; with other browser tests and builds
    // running beside it (load average 10 on 2 cores) one click per run lands 85–95 ms off, never two.
    const offsetsSorted = offsets.map(Math.abs).sort((a, b) => a - b);
    const within = (bound: number) => offsets.filter((o) => Math.abs(o) <= bound).length;
    expect(within(1 / fps)).toBeGreaterThanOrEqual(Math.ceil(clicks.length * 0.95));
    expect(offsetsSorted[Math.floor(offsetsSorted.length / 2)]).toBeLessThanOrEqual(0.5 / fps);
    expect(within(2 / fps)).toBeGreaterThanOrEqual(clicks.length - 1);
  });

  test('closes every decoded frame over 60 s of looping; open frames and heaps stay flat', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await open(page);
    const p = harness(page);
    const video = await p.timestampVideo(1, 30, 8);
    // Two layers loop a 1 s video through a 66 s scene (sampled for the first 60 s, so every sample is taken
    // while it plays): every second each layer's decoding restarts at the loop point, 120 restarts in 60 s,
    // each of which must close the frames it decoded ahead.
    await p.load(
      project([
        scene([videoLayer(video, 1), videoLayer(video, 1, { _start: 0.5, left: 960, width: 960 })], {
          duration: 66,
          speech: { type: 'duration', duration: 66 },
        }),
      ]),
    );
    // No frame log: its entries would grow the worker's heap for the whole run and hide a real leak.
    await hv(page, 'frameLog', 0);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    /** The page's live JS heap (bytes) after a full garbage collection, so only retained objects count. */
    const pageHeap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    await p.play(0);
    const samples: Array<{ t: number; open: number; inputs: number; heap: number }> = [];
    // A sample every 5 s until the clock has passed 60 s.
    while ((samples.at(-1)?.t ?? 0) < 60 && samples.length < 15) {
      await sleep(page, 5000);
      const c = await p.counts();
      samples.push({
        t: (await p.clock()).mediaTime,
        open: (c.videoSamples ?? 0) + (c.videoFrames ?? 0),
        inputs: c.videoInputs ?? 0,
        heap: await pageHeap(),
      });
    }
    const playedTo = await p.pause();
    const stats = await p.stats();
    const after = await p.counts();
    console.log(
      `looping to ${playedTo.toFixed(1)} s: open frames ${samples.map((s) => s.open).join(',')}; video inputs ${samples.map((s) => s.inputs).join(',')}; page heap MB ${samples.map((s) => (s.heap / 2 ** 20).toFixed(2)).join(',')}; shown ${stats.framesShown}, dropped ${stats.framesDropped}`,
    );
    expect(playedTo).toBeGreaterThanOrEqual(60);
    // At least 10 frames a second on this 2-core machine: the loop really drew (and decoded) all along.
    expect(stats.framesShown).toBeGreaterThan(600);
    // Bounded by the lookahead queues (two layers × 4) plus one in flight each, at every sample.
    expect(Math.max(...samples.map((s) => s.open))).toBeLessThanOrEqual(10);
    const first = samples.filter((s) => s.t <= 20);
    const last = samples.filter((s) => s.t > 40);
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(last.length).toBeGreaterThanOrEqual(3);
    const max = (list: typeof samples, key: 'open' | 'inputs' | 'heap') =>
      Math.max(...list.map((s) => s[key]));
    // Flat: what a sample finds open is the lookahead queues' fill at that moment, 0 to 8 depending on where
    // each layer is in its 1 s loop (seen here: falling from 6 or 4 to 0 in the first 20 s, then 8 at every
    // later sample), so the bound above, held at every sample, is the test: a frame lost at each of the 120
    // restarts would pass it within seconds. The inputs stay the same (the one source stays open; loops
    // restart its iterator, not the input).
    expect(max(last, 'inputs')).toBeLessThanOrEqual(max(first, 'inputs'));
    // The page posts a sync message every 500 ms and runs a 50 ms clock check: 120 syncs and 1200 checks over
    // the 60 s. Retaining even 2 KB per sync, or 200 bytes per check, would add ≥ 240 KB between the first and
    // last 20 s; garbage-collected heap samples vary by well under that here, so 256 KB is the margin.
    expect(max(last, 'heap')).toBeLessThanOrEqual(max(first, 'heap') + 256 * 1024);
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
    await playsOnWithoutTheMedia(page, 'layer');
  });

  test("a media URL that never answers fails with 'media load timeout' and playback goes on; an aborted load is silent", async ({
    page,
  }) => {
    // The preview's default is 180 s; the timeout is an option so this test sees it fire in 1.5 s
    // instead of waiting three minutes. The check still runs every 50 ms, as in the product.
    const timeoutMs = 1500;
    // Requests under /never/ are held forever: the server never answers (no 404, no reset).
    await page.route('**/never/**', () => {});
    const errors = await open(page, W, H, timeoutMs);
    const p = harness(page);
    const hanging = (name: string) =>
      project([
        scene(
          [
            videoLayer(`/media/never/${name}.mp4`, 2),
            object({ type: 'rect', left: 0, top: 0, width: 960, height: 1080, fill: '#ff0000' }),
          ],
          {
            duration: 1.5,
            speech: {
              type: 'upload',
              uploadVoice: { name, key: '', staticUrl: `/media/never/${name}.wav`, duration: 1.5 },
              duration: 1.5,
            },
          },
        ),
      ]);
    const started = Date.now();
    await p.load(hanging('slow'));
    const took = Date.now() - started;
    // The load waited for the timeout (not a quick failure), then gave up on the media instead of hanging.
    expect(took).toBeGreaterThanOrEqual(timeoutMs);
    expect(took).toBeLessThan(timeoutMs + 10_000);
    expect(await p.state()).toBe('paused');
    const problems = await p.problems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/speech: media load timeout$/);
    // The worker's video load timed out too: the layer is reported missing and the rest is drawn.
    await playsOnWithoutTheMedia(page, 'media load timeout');

    // A load aborted while its media hang ends quietly: 'aborted', and no problem even after the timeout.
    const loading = hv(page, 'load', hanging('aborted'));
    await sleep(page, 300);
    await hv(page, 'abort');
    await loading;
    expect(await p.state()).toBe('aborted');
    await sleep(page, timeoutMs + 500);
    expect(await p.problems()).toEqual(problems);
    // Nothing is thrown on the page or in the worker: the timeout is reported, not left unhandled.
    expect(errors).toEqual([]);
  });

  test('a video without an audio track is silent, not a problem; an unreadable one is reported', async ({
    page,
  }) => {
    await open(page);
    const p = harness(page);
    // The timestamp video has no audio track; volume 1 (the default) asks for its sound.
    const silent = await p.timestampVideo(2, 30, 8);
    await p.load(project([scene([videoLayer(silent, 2, { _volume: 1 })])]));
    expect(await p.problems()).toEqual([]);
    await p.play(0);
    expect(await p.scheduled()).toEqual([]);
    await page.waitForFunction(() => (window.harness as Harness).state() === 'ended', undefined, {
      timeout: 5000,
    });
    expect(await p.problems()).toEqual([]);
    // Control: a "video" that is not media at all is still a problem (the fix does not hide real failures).
    const broken = await page.evaluate(() =>
      URL.createObjectURL(new Blob(['not a video'], { type: 'video/mp4' })),
    );
    await p.load(project([scene([videoLayer(broken, 2, { _volume: 1 })])]));
    const problems = await p.problems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^layer .* audio: /);
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
