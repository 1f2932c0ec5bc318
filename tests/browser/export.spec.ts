/**
 * Export end to end in Chromium with its real encoders: files are read back with mediabunny and compared
 * with the preview renderer's grabs; picture and sound are checked against a flash/click pattern.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planVideoParts } from '../../src/shared/export/parts.ts';
import { joinParts } from '../../src/server/render/join-parts.ts';
import { call, openExportHarness as open, type Harness, type RunResult } from './export-harness.ts';
import { testStickerSettings } from './sticker-settings.ts';
import { fullCanvasImage, stripesSvg } from './stripes.ts';

const object = (property: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  property,
  ...extra,
});
const FADE = { name: 'fade', displayName: 'Fade', duration: 0.5, params: {} };
const WIPE = { name: 'wipeLeft', displayName: 'Wipe left', duration: 0.5, params: {} };

/** Media made in the page: every kind of layer gets a source. */
async function media(page: Page) {
  return page.evaluate(async () => {
    const h = window.harness as Harness;
    return {
      flash: await h.flashVideo(6, [0.5, 5.4]),
      image: await h.quadrantImage(200, 200, ['#ff0000', '#00ff00', '#0000ff', '#ffff00']),
      presenter: await h.quadrantImage(300, 400, ['#884400', '#884400', '#446688', '#446688']),
      sheet: await h.spriteSheet(64, 25, 38, ['#ff00ff', '#00ffff', '#ffffff']),
      icon: h.svgUrl(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="2" width="20" height="20" fill="currentColor"/></svg>',
      ),
      speech: h.wavUrl(1.5, { hz: 440 }),
      music: h.wavUrl(3, { hz: 220 }),
    };
  });
}

type Media = Awaited<ReturnType<typeof media>>;

/**
 * Three 2-second scenes (two transitions): a full-frame flash video with clicks in its sound under every
 * other layer kind, speech in scene 2, music over the whole project.
 */
function everyKind(m: Media) {
  const flashLayer = {
    type: 'video',
    property: {
      type: 'CustomVideo',
      left: 0,
      top: 0,
      width: 320,
      height: 180,
      scaleX: 6,
      scaleY: 6,
      _staticUrl: m.flash,
      _start: 0,
      _end: 6,
      _duration: 6,
      _speed: '1.0',
      _volume: 1,
      _loop: false,
    },
  };
  const scene = (index: number, extra: Record<string, unknown>) => ({
    bgColor: '#000000',
    duration: 2,
    speech: { type: 'duration', duration: 2 },
    layers: [
      { ...flashLayer, property: { ...flashLayer.property, _start: index * 2, _end: index * 2 + 2 } },
      object({ type: 'CustomImage', left: 100, top: 700, width: 200, height: 200, _staticUrl: m.image }),
      object({
        type: 'CustomIcon',
        left: 400,
        top: 700,
        width: 200,
        height: 200,
        _staticUrl: m.icon,
        fill: '#00ff00',
      }),
      object({
        type: 'CustomSticker',
        left: 700,
        top: 700,
        width: 64,
        height: 64,
        scaleX: 3,
        scaleY: 3,
        _staticUrl: m.sheet,
        sticker: testStickerSettings(),
      }),
      object({ type: 'rect', left: 1000, top: 700, width: 200, height: 200, fill: '#0000ff' }),
      object({
        type: 'textbox',
        text: `Scene ${index + 1}`,
        fontSize: 80,
        left: 1300,
        top: 700,
        width: 500,
        height: 100,
        fill: '#ffffff',
      }),
      {
        type: 'avatar',
        property: {
          type: 'Avatar',
          avatarType: 'square',
          _avatarInfo: { id: 101, type: 1, static_url: m.presenter },
          left: 1500,
          top: 100,
          width: 300,
          height: 400,
        },
      },
    ],
    ...extra,
  });
  return {
    layout: 'landscape',
    audioFileStaticUrl: m.music,
    backgroundAudioVolume: 0.2,
    clips: [
      scene(0, { transition: FADE }),
      scene(1, {
        transition: WIPE,
        speech: {
          type: 'upload',
          uploadVoice: { name: 'tone', key: '', staticUrl: m.speech, duration: 1.5 },
          duration: 1.5,
        },
      }),
      scene(2, {}),
    ],
  };
}

const flashesAndClicks = (page: Page) =>
  call<[number, number], { flashes: number[]; clicks: number[] }>(page, 'flashesAndClicks', 960, 150);

/**
 * The flash video's flashes (0.5 s and 5.4 s) and its clicks at the same moments: seen and heard within a
 * frame of each other at the start and at the end. The speech tone starting at 2 s is heard as a third onset.
 */
function expectInStep({ flashes, clicks }: { flashes: number[]; clicks: number[] }, fps = 30): void {
  expect(flashes).toEqual([expect.closeTo(0.5, 1), expect.closeTo(5.4, 1)]);
  const heard = clicks.filter((t) => Math.abs(t - 2) > 0.05);
  expect(heard).toHaveLength(2);
  flashes.forEach((t, i) =>
    expect(Math.abs(t - (heard[i] ?? 99)), `flash ${t} click ${heard[i]}`).toBeLessThanOrEqual(1 / fps),
  );
}

/**
 * The joined file (the page's current one) against the whole export: the same pixels at every frame (read by
 * `pixelsAt`), 150 frames of 640×360 at 25 fps, a key frame where each part opens, the sound in step.
 */
async function expectJoinedLikeWhole(page: Page, whole: number[][][], joined: number[][][]): Promise<void> {
  const worst = Math.max(
    ...whole.flatMap((frame, f) =>
      frame.flatMap((rgb, p) => rgb.map((v, c) => Math.abs(v - (joined[f]?.[p]?.[c] ?? -255)))),
    ),
  );
  expect(worst, 'largest difference of a channel at any frame and point').toBeLessThanOrEqual(24);
  const probe = await call<[], Awaited<ReturnType<Harness['probe']>>>(page, 'probe');
  expect(probe).toMatchObject({ width: 640, height: 360, packets: 150 });
  // Every part opens on a key frame, where the whole render has its own every 2 s.
  for (const t of [0, 2, 4])
    expect(
      probe.keyTimes.some((k) => Math.abs(k - t) < 0.01),
      `key frame at ${t} s`,
    ).toBe(true);
  expect(probe.audioCodec).toMatch(/^mp4a/);
  expect(probe.duration).toBeCloseTo(6, 1);
  expectInStep(await flashesAndClicks(page), 25);
}

/** After a cancel: no file in the private file system (parts included) and no open frame or input in any worker. */
async function expectNothingLeft(page: Page): Promise<void> {
  expect(await call<[], string[]>(page, 'storedFiles')).toEqual([]);
  const counts = await call<[], { counts: Record<string, number> }>(page, 'workerCounts');
  expect(counts.counts).toMatchObject({ videoFrames: 0, videoSamples: 0, videoInputs: 0 });
}

/** A blob URL of bytes that no demuxer reads as a video. */
const brokenVideoUrl = (page: Page): Promise<string> =>
  page.evaluate(() => URL.createObjectURL(new Blob([new Uint8Array(4096).fill(7)], { type: 'video/mp4' })));

/** Two black scenes of `seconds` each, the second with video layer `id` playing `url` (and its cover). */
function brokenVideoProject(url: string, id: string, seconds: number, cover?: string) {
  const scene = (layers: unknown[]) => ({
    bgColor: '#000000',
    duration: seconds,
    speech: { type: 'duration', duration: seconds },
    layers,
  });
  const video = {
    id,
    type: 'video',
    property: {
      type: 'CustomVideo',
      left: 0,
      top: 0,
      width: 200,
      height: 200,
      _staticUrl: url,
      ...(cover !== undefined ? { _frontCoverStaticUrl: cover } : {}),
      _start: 0,
      _end: 1,
      _duration: 1,
      _speed: '1.0',
      _volume: 0,
      _loop: true,
    },
  };
  return { layout: 'landscape', clips: [scene([]), scene([video])] };
}

test.describe('export', () => {
  test.setTimeout(180_000);

  test('an MP4 of every layer kind: codecs, size, frames, grabs, sound in step with the picture', async ({
    page,
  }) => {
    await open(page);
    const m = await media(page);
    const result = await call<[unknown, unknown], RunResult>(page, 'run', everyKind(m), {
      width: 1280,
      height: 720,
      fps: 30,
    });
    expect(result, result.message).toMatchObject({
      ok: true,
      container: 'mp4',
      frames: 180,
      type: 'video/mp4',
    });
    expect(result.videoCodec).toContain('H.264 High');
    expect(result.audioCodec).toContain('AAC');
    expect(result.notes).toEqual([]);
    const probe = await call<[], Awaited<ReturnType<Harness['probe']>>>(page, 'probe');
    expect(probe).toMatchObject({
      mimeType: expect.stringContaining('video/mp4'),
      width: 1280,
      height: 720,
      packets: 180,
    });
    expect(String(probe.videoCodec)).toMatch(/^avc1\.64/);
    expect(String(probe.audioCodec)).toMatch(/^mp4a\.40\.2/);
    expect(probe.fps).toBeCloseTo(30, 1);
    expect(probe.duration).toBeCloseTo(6, 1);
    // A key frame every 2 s (the encoder may add more at cuts).
    expect(probe.keyTimes).toEqual(expect.arrayContaining([0, 2, 4]));
    probe.keyTimes.forEach((t, i) => expect(t - (probe.keyTimes[i - 1] ?? 0)).toBeLessThanOrEqual(2));

    // Frames equal the preview renderer's grabs at the same size (video compression aside).
    const points: Array<[number, number]> = [
      [100, 500], // image (its red quadrant)
      [333, 533], // icon
      [733, 533], // rect
      [1100, 200], // avatar
      [640, 100], // flash video (black)
    ];
    for (const t of [0.25, 1.0, 1.8, 3.1, 5.0]) {
      const { exported, grabbed, frameTime } = await call<
        [number, typeof points],
        Awaited<ReturnType<Harness['compare']>>
      >(page, 'compare', t, points);
      const worst = Math.max(
        ...exported.flatMap((rgb, i) => rgb.map((v, c) => Math.abs(v - (grabbed[i]?.[c] ?? -99)))),
      );
      expect(
        worst,
        `t=${frameTime}: exported ${JSON.stringify(exported)} grabbed ${JSON.stringify(grabbed)}`,
      ).toBeLessThanOrEqual(24);
    }

    // Flash frames and clicks of the video layer: the same moments in the file, within one frame.
    expectInStep(await flashesAndClicks(page));
    // Speech (440 Hz, scene 2) and music are heard.
    expect(await call<[number, number], number>(page, 'loudness', 2.6, 3.4)).toBeGreaterThan(0.1);
    const counts = await call<[], { counts: Record<string, number> }>(page, 'workerCounts');
    expect(counts.counts).toMatchObject({ videoFrames: 0, videoSamples: 0, videoInputs: 0 });
  });

  test("a transition in the file keeps the detail of the export's size", async ({ page }) => {
    await open(page);
    // 4 px black and 4 px white columns over the whole canvas, fading into white half-way through 1 s.
    const stripes = await page.evaluate((svg) => (window.harness as Harness).svgUrl(svg), stripesSvg(4));
    const scene = (layers: unknown[], extra: Record<string, unknown> = {}) => ({
      bgColor: '#ffffff',
      duration: 1,
      speech: { type: 'duration', duration: 1 },
      layers,
      ...extra,
    });
    const image = fullCanvasImage(stripes);
    const raw = { layout: 'landscape', clips: [scene([image], { transition: FADE }), scene([])] };
    const result = await call<[unknown, unknown], RunResult>(page, 'run', raw, {
      width: 1920,
      height: 1080,
      fps: 30,
    });
    expect(result, result.message).toMatchObject({ ok: true, frames: 60 });
    const row = Array.from({ length: 16 }, (_, i) => [960 + i, 540] as [number, number]);
    const [before, halfway] = await call<[number[], Array<[number, number]>], number[][][]>(
      page,
      'pixelsAt',
      [0.25, 0.75],
      row,
    );
    const luma = (pixels: number[][] = []) =>
      pixels.map(([r = 0, g = 0, b = 0]) => 0.299 * r + 0.587 * g + 0.114 * b);
    const [shown, blended] = [luma(before), luma(halfway)];
    // The columns as drawn: black and white, crisp.
    expect(
      shown.every((v) => v < 24 || v > 231),
      JSON.stringify(shown),
    ).toBe(true);
    expect(shown.some((v) => v < 24) && shown.some((v) => v > 231)).toBe(true);
    // Half-way through the fade into white, every pixel is its column's colour mixed with white: black columns
    // at the darkest value, white ones at 255. A blend at 1920×1080 keeps that; a 640×360 blend scaled up (the
    // preview's draft on a CPU) smears the 4 px columns over their neighbours.
    const dark = Math.min(...blended);
    expect(dark).toBeGreaterThan(90);
    expect(dark).toBeLessThan(165);
    const off = blended.map((v, i) => Math.abs(v - (dark + ((shown[i] ?? 0) / 255) * (255 - dark))));
    expect(Math.max(...off), JSON.stringify(blended)).toBeLessThan(24);
  });

  test('a WebM at 854×480 and 25 fps: VP9 and Opus, frames, sound in step', async ({ page }) => {
    await open(page);
    const m = await media(page);
    const result = await call<[unknown, unknown], RunResult>(page, 'run', everyKind(m), {
      container: 'webm',
      width: 854,
      height: 480,
      fps: 25,
      quality: 'low',
    });
    expect(result, result.message).toMatchObject({
      ok: true,
      container: 'webm',
      frames: 150,
      type: 'video/webm',
    });
    const probe = await call<[], Awaited<ReturnType<Harness['probe']>>>(page, 'probe');
    expect(probe).toMatchObject({ width: 854, height: 480, packets: 150 });
    expect(String(probe.videoCodec)).toMatch(/^vp09/);
    expect(probe.audioCodec).toBe('opus');
    expect(probe.duration).toBeCloseTo(6, 1);
    expectInStep(await flashesAndClicks(page), 25);
  });

  test('range: the current scene, or a scene by index', async ({ page }) => {
    await open(page);
    const m = await media(page);
    const one = await call<[unknown, unknown, unknown], RunResult>(
      page,
      'run',
      everyKind(m),
      { width: 640, height: 360, range: 'scene' },
      { currentScene: 2 },
    );
    expect(one, one.message).toMatchObject({ ok: true, frames: 60, duration: 2 });
    // Scene 3 starts at 4 s: its flash at 5.4 s is 1.4 s into the file.
    const { flashes } = await flashesAndClicks(page);
    expect(flashes).toEqual([expect.closeTo(1.4, 1)]);
    const missing = await call<[unknown, unknown], RunResult>(page, 'run', everyKind(m), {
      range: { scene: 7 },
    });
    expect(missing).toMatchObject({
      ok: false,
      message: 'range: scene 7 does not exist (the project has 3 scenes)',
    });
  });

  test('29.97 fps timestamps stay exact', async ({ page }) => {
    await open(page);
    const raw = {
      layout: 'square',
      clips: [{ bgColor: '#336699', duration: 3, speech: { type: 'duration', duration: 3 }, layers: [] }],
    };
    const result = await call<[unknown, unknown], RunResult>(page, 'run', raw, {
      width: 360,
      height: 360,
      fps: 29.97,
    });
    expect(result, result.message).toMatchObject({ ok: true, frames: 90, audioCodec: null });
    const probe = await call<[], Awaited<ReturnType<Harness['probe']>>>(page, 'probe');
    expect(probe.packets).toBe(90);
    expect(probe.fps).toBeCloseTo(30000 / 1001, 2);
    expect(probe.videoDuration).toBeCloseTo(90 / (30000 / 1001), 3);
  });

  test('cancel mid-way rejects with AbortError and leaves no file', async ({ page }) => {
    await open(page);
    const m = await media(page);
    const result = await call<[unknown, unknown, unknown, number], RunResult>(
      page,
      'run',
      everyKind(m),
      { width: 640, height: 360 },
      {},
      20,
    );
    expect(result).toMatchObject({ ok: false, name: 'AbortError' });
    await expectNothingLeft(page);
  });

  test('limits and bad options are refused with messages that name them', async ({ page }) => {
    await open(page);
    const long = (seconds: number) => ({
      layout: 'landscape',
      clips: [{ duration: seconds, speech: { type: 'duration', duration: seconds }, layers: [] }],
    });
    const refused = async (raw: unknown, options: unknown, context: unknown = {}) =>
      call<[unknown, unknown, unknown], RunResult>(page, 'run', raw, options, context);
    expect(await refused(long(200), {}, { tier: 'free' })).toMatchObject({
      ok: false,
      name: 'ExportOptionError',
      message: expect.stringContaining("free tier's limit of 180 s"),
    });
    expect(await refused(long(3700), {})).toMatchObject({
      ok: false,
      message: expect.stringContaining('limit of 3600 s'),
    });
    expect(await refused(long(2), { width: 1279, height: 720 })).toMatchObject({
      message: expect.stringMatching(/^width: 1279 is odd/),
    });
    expect(await refused(long(2), { width: 1280, height: 800 })).toMatchObject({
      message: expect.stringContaining("does not keep the project's 1920×1080 shape"),
    });
    expect(await refused(long(2), { container: 'avi' })).toMatchObject({
      message: expect.stringContaining('container: "avi" is not one of mp4, webm'),
    });
    expect(await refused(long(2), { fps: 31 })).toMatchObject({
      message: expect.stringContaining('fps: 31 is not a supported frame rate'),
    });
  });

  test('a video that cannot be decoded stops the export naming its scene and layer, or shows its cover', async ({
    page,
  }) => {
    await open(page);
    const m = await media(page);
    const raw = brokenVideoProject(await brokenVideoUrl(page), 'clip-v', 1, m.image);
    const failed = await call<[unknown, unknown], RunResult>(page, 'run', raw, { width: 640, height: 360 });
    expect(failed).toMatchObject({ ok: false, name: 'ExportFailedError' });
    expect(failed.message).toContain('scene 2');
    expect(failed.message).toContain('video layer clip-v');
    expect(await call<[], string[]>(page, 'storedFiles')).toEqual([]);
    const covered = await call<[unknown, unknown], RunResult>(page, 'run', raw, {
      width: 640,
      height: 360,
      onMissingMedia: 'cover',
    });
    expect(covered, covered.message).toMatchObject({ ok: true, frames: 60 });
    expect(covered.notes?.join(' ')).toContain('video layer clip-v');
  });

  test('a render split in parts (picture ranges on key frames, the sound alone) joins to the whole render', async ({
    page,
  }) => {
    await open(page);
    const m = await media(page);
    const dir = mkdtempSync(join(tmpdir(), 'export-parts-'));
    const options = { width: 640, height: 360, fps: 25 };
    const exportTo = async (name: string, context: Record<string, unknown>): Promise<string> => {
      const result = await call<[unknown, unknown, unknown], RunResult>(page, 'run', everyKind(m), options, {
        target: 'memory',
        ...context,
      });
      expect(result, result.message).toMatchObject({ ok: true });
      const path = join(dir, name);
      writeFileSync(path, Buffer.from(await call<[], string>(page, 'lastFileBase64'), 'base64'));
      return path;
    };
    const whole = await exportTo('whole.mp4', {});
    // 150 frames, a key frame every 50: parts of 2 s start on key frames.
    const plan = planVideoParts(150, { num: 25, den: 1 }, 2);
    expect(plan.map((p) => [p.fromFrame, p.toFrame])).toEqual([
      [0, 50],
      [50, 100],
      [100, 150],
    ]);
    const parts = [];
    for (const [i, part] of plan.entries())
      parts.push({ path: await exportTo(`part-${i}.mp4`, { part }), start: part.fromFrame / 25 });
    const sound = await exportTo('sound.mp4', { part: { kind: 'audio' } });
    const joined = join(dir, 'joined.mp4');
    const facts = await joinParts(parts, sound, joined, 'mp4', 25);
    expect(facts).toMatchObject({ videoPackets: 150 });

    const times = Array.from({ length: 150 }, (_, i) => (i + 0.5) / 25);
    const points: Array<[number, number]> = [
      [320, 40],
      [100, 300],
      [500, 250],
    ];
    const pixelsOf = async (path: string) => {
      await call(page, 'useFile', readFileSync(path).toString('base64'), 'video/mp4', everyKind(m));
      return call<[number[], Array<[number, number]>], number[][][]>(page, 'pixelsAt', times, points);
    };
    const expected = await pixelsOf(whole);
    await expectJoinedLikeWhole(page, expected, await pixelsOf(joined));
  });

  test('a long video is exported in parts on two workers at once and joined: the frames, keys and sound of the whole export', async ({
    page,
  }) => {
    await open(page);
    const m = await media(page);
    const options = { width: 640, height: 360, fps: 25 };
    const times = Array.from({ length: 150 }, (_, i) => (i + 0.5) / 25);
    const points: Array<[number, number]> = [
      [320, 40],
      [100, 300],
      [500, 250],
    ];
    const exportWith = async (parallel: Record<string, number>) => {
      const result = await call<[unknown, unknown, unknown], RunResult>(page, 'run', everyKind(m), options, {
        parallel,
      });
      expect(result, result.message).toMatchObject({ ok: true, frames: 150, container: 'mp4' });
      return {
        result,
        pixels: await call<[number[], Array<[number, number]>], number[][][]>(
          page,
          'pixelsAt',
          times,
          points,
        ),
      };
    };
    const whole = await exportWith({ workers: 1 });
    const workers = async () => (await call<[], { workers: number }>(page, 'workerCounts')).workers;
    expect(await workers()).toBe(1);
    // 6 s over two workers (split from 4 s here): frames 0–49, 50–99 and 100–149 (key frames every 50) from
    // one queue, and the sound on a third worker of its own.
    const parted = await exportWith({ workers: 2, minPartSeconds: 2, wholeBelowSeconds: 4 });
    expect(await workers(), 'export workers started').toBe(3);
    expect(parted.result.audioCodec).toBe(whole.result.audioCodec);
    expect(parted.result.videoCodec).toBe(whole.result.videoCodec);
    await expectJoinedLikeWhole(page, whole.pixels, parted.pixels);
    // The parts' files are gone: each export keeps its one file.
    const files = await call<[], string[]>(page, 'storedFiles');
    expect(files.filter((name) => name.includes('part-'))).toEqual([]);
    const counts = await call<[], { counts: Record<string, number> }>(page, 'workerCounts');
    expect(counts.counts).toMatchObject({ videoFrames: 0, videoSamples: 0, videoInputs: 0 });
  });

  test('cancelling an export in parts stops every worker and leaves no file, parts included', async ({
    page,
  }) => {
    await open(page);
    const m = await media(page);
    const result = await call<[unknown, unknown, unknown, number], RunResult>(
      page,
      'run',
      everyKind(m),
      { width: 640, height: 360, fps: 25 },
      { parallel: { workers: 2, minPartSeconds: 2, wholeBelowSeconds: 4 } },
      30,
    );
    expect(result).toMatchObject({ ok: false, name: 'AbortError' });
    await expectNothingLeft(page);
  });

  test('a part that fails stops the export in parts, naming the scene and the layer, and leaves no file', async ({
    page,
  }) => {
    await open(page);
    // Frames 0–59 (scene 1) and 60–119 (scene 2, the broken video) go to two workers.
    const failed = await call<[unknown, unknown, unknown], RunResult>(
      page,
      'run',
      brokenVideoProject(await brokenVideoUrl(page), 'late-v', 2),
      { width: 640, height: 360, fps: 30 },
      { parallel: { workers: 2, minPartSeconds: 1, wholeBelowSeconds: 2 } },
    );
    expect(failed).toMatchObject({ ok: false, name: 'ExportFailedError' });
    expect(failed.message).toContain('scene 2');
    expect(failed.message).toContain('video layer late-v');
    expect(await call<[], string[]>(page, 'storedFiles')).toEqual([]);
  });
});
