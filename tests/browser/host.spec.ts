import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { encodeWav } from '../../src/ui/app/speech/wav.ts';

/**
 * Host-page API: the demo host (/host-demo?gallery=off) embeds /editor in an iframe and the tests
 * drive it through `window.demo.editor`, the postMessage client, so every call crosses the bridge.
 */
interface Demo {
  editor: {
    ready: Promise<void>;
    loadProject(json: unknown): Promise<void>;
    previewAll(t?: number): Promise<void>;
    pausePreview(): Promise<number>;
    seek(t: number): Promise<void>;
    getVideoFrame(t?: number): Promise<File>;
    replaceGoods(goods: unknown): Promise<void>;
    refreshConfig(): Promise<void>;
    getProject(): Promise<Record<string, unknown>>;
    exportVideo(options?: Record<string, unknown>): Promise<Blob>;
    exportSubtitles(options: { format: string }): Promise<string>;
    on(event: string, handler: (payload: unknown) => void): Promise<void>;
    off(event: string, handler: (payload: unknown) => void): Promise<void>;
  };
}
declare global {
  interface Window {
    demo?: unknown;
    recorded?: Array<{ event: string; payload: unknown }>;
  }
}

const rect = (id: string, fill: string) => ({
  id,
  type: 'object',
  property: { type: 'rect', left: 0, top: 0, width: 1920, height: 1080, fill },
});
const scene = (layers: unknown[], seconds = 2) => ({
  bgColor: '#ffffff',
  duration: seconds,
  speech: { type: 'duration', duration: seconds },
  layers,
});
/** Scene 1 red for 0–2 s, scene 2 blue for 2–4 s. */
const colours = {
  layout: 'landscape',
  clips: [scene([rect('rectred1', '#ff0000')]), scene([rect('rectblu1', '#0000ff')])],
};

async function openDemo(page: Page, origin = ''): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${origin}/host-demo?gallery=off`);
  await page.waitForFunction(() => window.demo !== undefined);
  await page.evaluate(() => (window.demo as Demo).editor.ready);
  // A click inside the editor's frame is the user gesture that lets its AudioContext run.
  const box = await page.locator('#editor').boundingBox();
  if (box === null) throw new Error('no editor iframe on the page');
  await page.mouse.click(box.x + box.width - 10, box.y + box.height - 10);
  return errors;
}

/** Calls a method of the connected editor in the page. */
function call(page: Page, method: keyof Demo['editor'], ...args: unknown[]): Promise<unknown> {
  return page.evaluate(
    ([m, a]) =>
      ((window.demo as Demo).editor[m as keyof Demo['editor']] as (...x: unknown[]) => Promise<unknown>)(
        ...(a as unknown[]),
      ),
    [method, args] as const,
  );
}

/** The error message a call rejects with ('' when it resolves). */
function failure(page: Page, method: keyof Demo['editor'], ...args: unknown[]): Promise<string> {
  return page.evaluate(
    ([m, a]) =>
      ((window.demo as Demo).editor[m as keyof Demo['editor']] as (...x: unknown[]) => Promise<unknown>)(
        ...(a as unknown[]),
      ).then(
        () => '',
        (e: Error) => `${e.name}: ${e.message}`,
      ),
    [method, args] as const,
  );
}

/** Records every event the host subscribes to, in arrival order. */
async function record(page: Page, events: string[]): Promise<void> {
  await page.evaluate(async (names) => {
    window.recorded = [];
    for (const event of names)
      await (window.demo as Demo).editor.on(event, (payload) => window.recorded?.push({ event, payload }));
  }, events);
}
const recorded = (page: Page) =>
  page.evaluate(() => (window.recorded ?? []).map((r) => ({ ...r }))) as Promise<
    Array<{ event: string; payload: { time?: number; state?: string } }>
  >;

/** getVideoFrame through the bridge: the File's type, name, size and RGBA at image points. */
function frame(page: Page, time: number | undefined, points: Array<[number, number]>) {
  return page.evaluate(
    async ([t, pts]) => {
      const file = await (window.demo as Demo).editor.getVideoFrame(t ?? undefined);
      const bitmap = await createImageBitmap(file);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.drawImage(bitmap, 0, 0);
      const pixels = (pts as Array<[number, number]>).map(([x, y]) => [...ctx.getImageData(x, y, 1, 1).data]);
      return {
        isFile: file instanceof File,
        type: file.type,
        name: file.name,
        width: bitmap.width,
        height: bitmap.height,
        pixels,
      };
    },
    [time ?? null, points] as const,
  );
}

const RED = [255, 0, 0, 255];
const BLUE = [0, 0, 255, 255];
const PLAYBACK = [
  'init start',
  'init end',
  'resource load start',
  'resource load end',
  'playing',
  'play end',
  'seek',
  'pause',
];

/** A conversation line's generated audio: one second of silence (its captions come with it). */
const silentWav = `data:audio/wav;base64,${Buffer.from(encodeWav(new Float32Array(8000), 8000)).toString('base64')}`;
const SECOND_OF_SILENCE = { key: '', url: silentWav, staticUrl: silentWav };

test.describe('host-page API over the iframe bridge', () => {
  test('exportSubtitles: the whole video’s captions as SubRip or WebVTT, speakers named; bad formats refused', async ({
    page,
  }) => {
    const errors = await openDemo(page);
    expect(await failure(page, 'exportSubtitles', { format: 'srt' })).toContain('no project loaded');
    const narrated = {
      layout: 'landscape',
      clips: [
        {
          duration: 2,
          speech: {
            type: 'default',
            text: 'Hello there. Second line',
            duration: 2,
            subtitles: [
              { text: 'Hello there', start: 0.2, end: 1 },
              { text: 'Second line', start: 1, end: 1.9 },
            ],
          },
          layers: [],
        },
        {
          duration: 3,
          speech: {
            type: 'conversation',
            roles: [{ name: 'Ann' }, { name: 'Bob' }],
            contents: [
              {
                text: 'Hi Bob',
                _roleIndex: 0,
                delay: 0,
                duration: 1,
                resourceInfo: SECOND_OF_SILENCE,
                subtitles: [{ text: 'Hi Bob', start: 0, end: 0.8 }],
              },
              {
                text: 'Hi & bye',
                _roleIndex: 1,
                delay: 0,
                duration: 1,
                resourceInfo: SECOND_OF_SILENCE,
                subtitles: [{ text: 'Hi & bye', start: 0, end: 0.6 }],
              },
            ],
          },
          layers: [],
        },
      ],
    };
    await call(page, 'loadProject', narrated);
    const starts = ((await call(page, 'getProject')) as { clips: Array<{ duration: number }> }).clips;
    expect(starts.map((clip) => clip.duration)).toEqual([2, 3]);
    expect(await call(page, 'exportSubtitles', { format: 'srt' })).toBe(
      '1\n00:00:00,200 --> 00:00:01,000\nHello there\n\n' +
        '2\n00:00:01,000 --> 00:00:01,900\nSecond line\n\n' +
        '3\n00:00:02,000 --> 00:00:02,800\nAnn: Hi Bob\n\n' +
        '4\n00:00:03,500 --> 00:00:04,100\nBob: Hi & bye\n',
    );
    expect(await call(page, 'exportSubtitles', { format: 'vtt' })).toBe(
      'WEBVTT\n\n00:00:00.200 --> 00:00:01.000\nHello there\n\n' +
        '00:00:01.000 --> 00:00:01.900\nSecond line\n\n' +
        '00:00:02.000 --> 00:00:02.800\n<v Ann>Hi Bob</v>\n\n' +
        '00:00:03.500 --> 00:00:04.100\n<v Bob>Hi &amp; bye</v>\n',
    );
    expect(await failure(page, 'exportSubtitles', { format: 'ass' })).toBe(
      "TypeError: exportSubtitles: format must be 'srt' or 'vtt', got \"ass\"",
    );
    expect(await failure(page, 'exportSubtitles')).toBe(
      'TypeError: exportSubtitles: options must be an object, got undefined',
    );
    expect(errors).toEqual([]);
  });

  test('loadProject, seek, getVideoFrame, previewAll, pausePreview, getProject: results and events in order', async ({
    page,
  }) => {
    const errors = await openDemo(page);
    await record(page, PLAYBACK);
    expect(await failure(page, 'getProject')).toContain('no project loaded');
    await call(page, 'loadProject', JSON.stringify(colours));
    const loaded = (await call(page, 'getProject')) as { totalDuration: number; clips: unknown[] };
    expect(loaded.totalDuration).toBe(4);
    expect(loaded.clips).toHaveLength(2);

    // Malformed input rejects with a message naming the problem and keeps the project.
    expect(await failure(page, 'loadProject', '{"clips": [')).toMatch(
      /^SyntaxError: loadProject: malformed JSON: /,
    );
    expect(await failure(page, 'loadProject', { layout: 'landscape', clips: 5 })).toBe(
      'TypeError: loadProject: $.clips: must be a list of scenes, got 5',
    );
    expect(await failure(page, 'seek', 'soon')).toBe(
      'TypeError: seek: time must be a finite number of seconds, got "soon"',
    );
    expect(await call(page, 'getProject')).toEqual(loaded);

    await call(page, 'seek', 1);
    // 0.4 × 1920×1080; the default time is the current one (1 s: red), an explicit time is drawn as asked.
    const points: Array<[number, number]> = [
      [10, 10],
      [384, 216],
      [757, 421],
    ];
    const atNow = await frame(page, undefined, points);
    expect(atNow).toMatchObject({ isFile: true, type: 'image/png', width: 768, height: 432 });
    expect(atNow.name).toBe('frame-1.000s.png');
    expect(atNow.pixels).toEqual([RED, RED, RED]);
    expect((await frame(page, 3, points)).pixels).toEqual([BLUE, BLUE, BLUE]);

    // A grab while playing leaves playback alone: no pause or seek event, and playback goes on to the end.
    await call(page, 'previewAll', 0);
    await page.waitForTimeout(300);
    expect((await frame(page, 3.5, points)).pixels).toEqual([BLUE, BLUE, BLUE]);
    expect((await frame(page, 0.5, points)).pixels).toEqual([RED, RED, RED]);
    const pausedAt = (await call(page, 'pausePreview')) as number;
    expect(pausedAt).toBeGreaterThan(0.05);
    expect(pausedAt).toBeLessThan(4);
    await call(page, 'previewAll', 3.5);
    await expect.poll(async () => (await recorded(page)).at(-1)?.event, { timeout: 5000 }).toBe('play end');

    const events = await recorded(page);
    expect(events.map((e) => e.event)).toEqual([
      'init start',
      'resource load start',
      'resource load end',
      'init end',
      'seek',
      'playing',
      'pause',
      'playing',
      'play end',
    ]);
    expect(events[4]?.payload.time).toBe(1);
    expect(events[5]?.payload.time).toBe(0);
    expect(events[6]?.payload.time).toBeCloseTo(pausedAt, 6);
    expect(events[7]?.payload.time).toBe(3.5);
    expect(events[8]?.payload).toMatchObject({ time: 4, state: 'ended' });
    expect(errors).toEqual([]);
  });

  test('replaceGoods repeats and truncates lists, borrows images for videos, refreshes durations', async ({
    page,
  }) => {
    await openDemo(page);
    // Real PNGs made in the page, so the editor can load them.
    const urls = (await page.evaluate(async () => {
      const make = async (colour: string) => {
        const canvas = new OffscreenCanvas(16, 16);
        const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 16, 16);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
      };
      return Promise.all(['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff'].map(make));
    })) as string[];
    const image = (id: string) => ({
      id,
      type: 'object',
      property: { type: 'CustomImage', left: 100, top: 100, width: 400, height: 300, _staticUrl: urls[4] },
    });
    const video = (id: string) => ({
      id,
      type: 'video',
      property: {
        type: 'CustomVideo',
        left: 600,
        top: 100,
        width: 320,
        height: 180,
        _staticUrl: urls[4],
        _start: 0,
        _end: 2,
        _duration: 2,
      },
    });
    const template = {
      layout: 'landscape',
      clips: [
        scene([image('imgaaaaa'), image('imgbbbbb'), video('vidaaaaa')]),
        scene([image('imgccccc'), video('vidbbbbb')]),
      ],
    };
    type Saved = {
      totalDuration: number;
      clips: Array<{
        duration: number;
        speech: { type: string; text?: string };
        layers: Array<{ id: string; property: { type: string; _staticUrl: string; left: number } }>;
      }>;
    };
    const sources = (p: Saved) =>
      p.clips.flatMap((c) =>
        c.layers.map((l) => `${l.id}:${l.property.type}:${urls.indexOf(l.property._staticUrl)}`),
      );

    await call(page, 'loadProject', template);
    await record(page, ['init start', 'init end']);
    // Two images for three image layers: repeated; no videos: video layers borrow the images.
    await call(page, 'replaceGoods', {
      images: [urls[0], urls[1]],
      speechs: ['Hello there, this is the new script.'],
    });
    let saved = (await call(page, 'getProject')) as Saved;
    expect(sources(saved)).toEqual([
      'imgaaaaa:CustomImage:0',
      'imgbbbbb:CustomImage:1',
      'vidaaaaa:CustomImage:0',
      'imgccccc:CustomImage:0',
      'vidbbbbb:CustomImage:1',
    ]);
    expect(saved.clips[0]?.layers[0]?.property.left).toBe(100);
    // The script became text-to-speech and its duration was re-estimated (refresh config).
    expect(saved.clips[0]?.speech).toMatchObject({
      type: 'default',
      text: 'Hello there, this is the new script.',
    });
    expect(saved.clips[0]?.duration).not.toBe(2);
    expect(saved.totalDuration).toBeCloseTo((saved.clips[0]?.duration ?? 0) + 2, 6);
    // The editor loaded the new project (its playback events came).
    expect((await recorded(page)).map((e) => e.event)).toEqual(['init start', 'init end']);

    // Four images for three image layers: truncated.
    await call(page, 'loadProject', template);
    await call(page, 'replaceGoods', { images: urls.slice(0, 4), videos: [] });
    saved = (await call(page, 'getProject')) as Saved;
    expect(sources(saved)).toEqual([
      'imgaaaaa:CustomImage:0',
      'imgbbbbb:CustomImage:1',
      'vidaaaaa:CustomImage:0',
      'imgccccc:CustomImage:2',
      'vidbbbbb:CustomImage:1',
    ]);
    await call(page, 'refreshConfig');
    expect(((await call(page, 'getProject')) as Saved).totalDuration).toBe(4);
    expect(await failure(page, 'replaceGoods', { images: 'x.png' })).toBe(
      'TypeError: replaceGoods: images must be a list, got "x.png"',
    );
  });

  test('editor events through the bridge: lock badge → unlock, replace badges → replace-image / replace-video, a drag → modified', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1500, height: 1300 });
    const errors = await openDemo(page);
    await record(page, ['unlock', 'replace-image', 'replace-video', 'modified']);
    const box = (id: string, type: string, left: number, extra: Record<string, unknown> = {}) => ({
      id,
      type: 'object',
      property: { type, left, top: 200, width: 400, height: 400, fill: '#00aa00', ...extra },
      ...(id === 'lockedaa' ? { lockMovementX: true, lockMovementY: true } : {}),
    });
    const still = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(40, 40);
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.fillStyle = '#3366ff';
      ctx.fillRect(0, 0, 40, 40);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
    });
    await call(page, 'loadProject', {
      layout: 'landscape',
      clips: [
        scene([
          box('lockedaa', 'rect', 100),
          box('imageaaa', 'CustomImage', 700, { _staticUrl: still, stretch: 'cover', cropX: 0, cropY: 0 }),
          box('videoaaa', 'CustomVideo', 1300, {
            _staticUrl: still,
            _frontCoverStaticUrl: still,
            _start: 0,
            _end: 1,
            _duration: 1,
            _speed: '1.0',
            _volume: 1,
            _loop: true,
          }),
        ]),
      ],
    });
    // The editing canvas in the frame: Fabric's top canvas, 1920 model units wide at `zoom` pixels each.
    const upper = page.frameLocator('#editor').locator('.cw-edit-slot canvas.upper-canvas');
    const rect = await upper.boundingBox();
    if (rect === null) throw new Error('no editing canvas in the editor frame');
    const zoom = rect.width / 1920;
    const at = (x: number, y: number) => ({ x: rect.x + x * zoom, y: rect.y + y * zoom });
    const click = async (p: { x: number; y: number }) => page.mouse.click(p.x, p.y);

    // Objects are 400 units (≈130 px here): select by clicking away from where the badges will be (the
    // replace badge covers 12–68 px from the top-left corner, the lock badge the bottom-right corner).
    // Select the locked rectangle, then click its lock badge (bottom-right corner).
    await click(at(380, 500));
    const corner = at(500, 600);
    await click(corner);
    // The image: select it, then its replace badge (top-left, 40 px inwards).
    await click(at(980, 500));
    const imageCorner = at(700, 200);
    await click({ x: imageCorner.x + 40, y: imageCorner.y + 40 });
    await click(at(1580, 500));
    const videoCorner = at(1300, 200);
    await click({ x: videoCorner.x + 40, y: videoCorner.y + 40 });
    await expect
      .poll(async () => (await recorded(page)).map((e) => e.event), { timeout: 5000 })
      .toEqual(['unlock', 'replace-image', 'replace-video']);
    const badges = await recorded(page);
    expect(badges.map((e) => (e.payload as { layerId?: string }).layerId)).toEqual([
      'lockedaa',
      'imageaaa',
      'videoaaa',
    ]);

    // Drag the image 200 units right: one 'modified' with its new left, and getProject has it.
    const from = at(980, 500);
    const to = at(1180, 500);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await recorded(page)).at(-1)?.event, { timeout: 5000 }).toBe('modified');
    const modified = (await recorded(page)).at(-1)?.payload as { layerId: string; patch: { left: number } };
    expect(modified.layerId).toBe('imageaaa');
    expect(modified.patch.left).toBeGreaterThan(880);
    expect(modified.patch.left).toBeLessThan(920);
    const saved = (await call(page, 'getProject')) as {
      clips: Array<{ layers: Array<{ id: string; property: { left: number } }> }>;
    };
    expect(saved.clips[0]?.layers.find((l) => l.id === 'imageaaa')?.property.left).toBe(modified.patch.left);
    // The video layer's source is a PNG: the worker reports it (its cover shows instead); nothing else failed.
    expect(errors.filter((e) => !e.includes('unsupported or unrecognizable format'))).toEqual([]);
  });

  test('the demo gallery fills every template card with replaceGoods and a getVideoFrame picture', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A fresh server makes its demo library in the background, templates last: reload until they are there.
    let count = 0;
    for (let attempt = 0; attempt < 30 && count === 0; attempt++) {
      if (attempt > 0) await page.waitForTimeout(3000);
      await page.goto('/host-demo');
      await expect(page.locator('#status')).toHaveText(/^(Ready: \d+ templates|Gallery: .*)$/, {
        timeout: 120_000,
      });
      count = Number(/Ready: (\d+)/.exec((await page.locator('#status').textContent()) ?? '')?.[1] ?? 0);
    }
    expect(count).toBeGreaterThanOrEqual(8);
    const cards = page.locator('#gallery figure img');
    await expect(cards).toHaveCount(count);
    // Each card's picture is a frame grab (a blob URL) at 0.4 × its format, not the template's cover.
    const pictures = await cards.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((img) => ({
        blob: img.src.startsWith('blob:'),
        width: img.naturalWidth,
        height: img.naturalHeight,
      })),
    );
    for (const picture of pictures) {
      expect(picture.blob).toBe(true);
      expect([
        [768, 432],
        [432, 768],
        [432, 432],
      ]).toContainEqual([picture.width, picture.height]);
    }
    // The strip holds six frames of the last card's project, and the log shows the events.
    await expect(page.locator('#thumbnails img')).toHaveCount(6);
    await expect(page.locator('#log li').first()).toContainText('init start');
    expect(errors).toEqual([]);
  });

  test('exportVideo over the bridge: the file as a Blob with progress; cancel rejects with AbortError; limits and bad options are named', async ({
    page,
  }) => {
    const errors = await openDemo(page);
    await call(page, 'loadProject', colours);
    const made = await page.evaluate(async () => {
      const reports: Array<{ phase: string; framesDone: number; framesTotal: number }> = [];
      const blob = await (window.demo as Demo).editor.exportVideo({
        container: 'webm',
        width: 640,
        height: 360,
        fps: 25,
        onProgress: (p: { phase: string; framesDone: number; framesTotal: number }) =>
          reports.push({ phase: p.phase, framesDone: p.framesDone, framesTotal: p.framesTotal }),
      });
      return {
        isBlob: blob instanceof Blob,
        type: blob.type,
        bytes: [...new Uint8Array(await blob.arrayBuffer())],
        reports,
      };
    });
    expect(made).toMatchObject({ isBlob: true, type: 'video/webm' });
    expect(made.reports[0]?.phase).toBe('preparing');
    expect(made.reports.at(-1)).toEqual({ phase: 'finishing', framesDone: 100, framesTotal: 100 });
    const input = new Input({ source: new BufferSource(new Uint8Array(made.bytes)), formats: ALL_FORMATS });
    expect(await input.getMimeType()).toMatch(/^video\/webm/);
    const video = (await input.getPrimaryVideoTrack())!;
    expect([video.codec, video.displayWidth, video.displayHeight]).toEqual(['vp9', 640, 360]);
    let packets = 0;
    for await (const _ of new EncodedPacketSink(video).packets()) packets++;
    expect(packets).toBe(100);
    expect(await input.computeDuration()).toBeCloseTo(4, 1);

    // Abort after the first frames: the call rejects with an AbortError and the editor goes on answering.
    const cancelled = await page.evaluate(async () => {
      const controller = new AbortController();
      try {
        await (window.demo as Demo).editor.exportVideo({
          width: 1920,
          height: 1080,
          fps: 60,
          signal: controller.signal,
          onProgress: (p: { framesDone: number }) => {
            if (p.framesDone > 0) controller.abort();
          },
        });
        return 'resolved';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(cancelled).toBe('AbortError');
    expect(await failure(page, 'exportVideo', { width: 641, height: 360 })).toMatch(
      /^Error: exportVideo: .*width.*641/,
    );
    expect(await failure(page, 'exportVideo', { container: 'avi' })).toMatch(
      /^Error: exportVideo: .*container.*avi/,
    );
    expect(await failure(page, 'exportVideo', 'fast')).toBe(
      'TypeError: exportVideo: options must be an object, got "fast"',
    );
    // The editor in the frame has no signed-in account: the free tier's 180 s limit applies.
    await call(page, 'loadProject', {
      layout: 'landscape',
      clips: [scene([rect('rectlong', '#00ff00')], 200)],
    });
    expect(await failure(page, 'exportVideo')).toMatch(/^Error: exportVideo: .*180 s/);
    expect(errors).toEqual([]);
  });

  test('on/off: an unsubscribed host gets no more events', async ({ page }) => {
    await openDemo(page);
    await call(page, 'loadProject', colours);
    await page.evaluate(async () => {
      const editor = (window.demo as Demo).editor;
      window.recorded = [];
      const handler = (payload: unknown) => window.recorded?.push({ event: 'seek', payload });
      await editor.on('seek', handler);
      await editor.seek(1);
      await editor.off('seek', handler);
      await editor.seek(2);
    });
    expect((await recorded(page)).map((e) => e.payload.time)).toEqual([1]);
  });

  test('a message from a foreign origin is ignored', async ({ page, baseURL }) => {
    // The host page is on localhost; the editor on 127.0.0.1 (same port, a different origin) allows only itself.
    const local = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    const errors = await openDemo(page, local);
    const answers = await page.evaluate(async (editorOrigin) => {
      const frame = document.createElement('iframe');
      frame.src = `${editorOrigin}/editor`;
      document.body.append(frame);
      await new Promise((resolve) => frame.addEventListener('load', resolve));
      const seen: unknown[] = [];
      window.addEventListener('message', (event) => {
        if (event.source === frame.contentWindow) seen.push(event.data);
      });
      const target = frame.contentWindow as Window;
      // Give the editor time to start, asking all along: it must never answer this origin.
      for (let i = 0; i < 20; i++) {
        target.postMessage({ channel: 'clipwright', kind: 'hello' }, editorOrigin);
        target.postMessage(
          {
            channel: 'clipwright',
            kind: 'call',
            id: i,
            method: 'loadProject',
            args: [{ layout: 'landscape', clips: [] }],
          },
          editorOrigin,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return seen;
    }, baseURL ?? '');
    expect(answers).toEqual([]);
    const editorFrame = page.frames().find((f) => f.url().startsWith(`${baseURL}/editor`));
    if (editorFrame === undefined) throw new Error('no 127.0.0.1 editor frame');
    // The editor is up, and it loaded nothing: the foreign loadProject never ran.
    await editorFrame.waitForFunction(() => 'clipwright' in window, undefined, { timeout: 10_000 });
    const state = await editorFrame.evaluate(() =>
      (window as unknown as { clipwright: Demo['editor'] }).clipwright.getProject().then(
        () => 'loaded',
        (e: Error) => e.message,
      ),
    );
    expect(state).toBe('getProject: no project loaded (call loadProject first)');
    // The same page's own (same-origin) editor still answers.
    await call(page, 'loadProject', colours);
    expect(((await call(page, 'getProject')) as { totalDuration: number }).totalDuration).toBe(4);
    expect(errors).toEqual([]);
  });
});
