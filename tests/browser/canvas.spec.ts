import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The harness API (harness/canvas.ts) as the tests call it in the page. */
type Point = { x: number; y: number };
interface ObjectInfo {
  centre: Point;
  controls: Record<string, Point>;
  left: number;
  top: number;
  scaleX: number;
  scaleY: number;
}
interface Harness {
  start(layout: string, w: number, h: number): { zoom: number; width: number; height: number };
  load(project: unknown): Promise<string[]>;
  object(id: string): ObjectInfo;
  select(id: string | null): void;
  startCrop(id: string, type: string): { rect: unknown; controls: Record<string, Point> };
  cropRect(): unknown;
  commitCrop(): void;
  cancelCrop(): void;
  events(): Array<{ event: string; payload: Record<string, unknown> }>;
  clearEvents(): void;
  parity(w: number, h: number, tolerance: number): Promise<{ share: number; where: number[][] }>;
  validatePath(d: string): { ok: boolean; error?: Record<string, unknown> };
  quadrantImage(w: number, h: number, colours: string[]): Promise<string>;
  spriteSheet(frame: number, columns: number, frames: number, colours: string[]): Promise<string>;
  svgUrl(svg: string): string;
  colourVideo(w: number, h: number, fps: number, colours: string[]): Promise<string>;
}

const H = (page: Page) => ({
  call: <T>(name: keyof Harness, ...args: unknown[]): Promise<T> =>
    page.evaluate(
      ([n, a]) => {
        const harness = window.harness as Record<string, (...x: unknown[]) => unknown>;
        return harness[n as string]?.(...(a as unknown[])) as T;
      },
      [name, args] as const,
    ) as Promise<T>,
});

const object = (property: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: property.type === 'CustomVideo' ? 'video' : property.type === 'Avatar' ? 'avatar' : 'object',
  property,
  ...extra,
});
const project = (layers: unknown[]) => ({
  layout: 'landscape',
  clips: [{ bgColor: '#ffffff', duration: 4, speech: { type: 'duration', duration: 4 }, layers }],
});

async function open(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/harness/canvas.html');
  await page.waitForFunction(() => window.harness !== undefined);
  const size = await H(page).call<{ zoom: number }>('start', 'landscape', 960, 540);
  expect(size.zoom).toBe(0.5);
  return errors;
}

/** A scene with one layer of every kind (SPEC §1), media made in the page. */
async function everyKind(page: Page) {
  const h = H(page);
  const image = await h.call<string>('quadrantImage', 300, 200, ['#ff0000', '#00ff00', '#0000ff', '#ffff00']);
  const cover = await h.call<string>('quadrantImage', 320, 180, ['#ff0000', '#ff0000', '#ff0000', '#ff0000']);
  const video = await h.call<string>('colourVideo', 320, 180, 25, ['#ff0000', '#ff0000']);
  const sheet = await h.call<string>('spriteSheet', 64, 25, 38, ['#ff8800', '#00ff00', '#0000ff']);
  const icon = await h.call<string>(
    'svgUrl',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="2" width="20" height="20" fill="#000"/></svg>',
  );
  const presenter = await h.call<string>('quadrantImage', 200, 200, [
    '#ff0000',
    '#ff0000',
    '#008000',
    '#008000',
  ]);
  const line = (type: string, top: number) => ({
    type,
    left: 100,
    top,
    x1: 20,
    y1: 50,
    x2: 320,
    y2: 50,
    stroke: '#ff0000',
    strokeWidth: 10,
  });
  return project([
    object({
      type: 'textbox',
      text: 'Hello canvas',
      left: 100,
      top: 60,
      width: 600,
      fontSize: 80,
      fontFamily: 'Roboto',
      fill: '#222222',
    }),
    object({ type: 'rect', left: 100, top: 300, width: 300, height: 200, fill: '#ff0000' }),
    object({ type: 'triangle', left: 450, top: 300, width: 300, height: 300, fill: '#008000' }),
    object({ type: 'circle', left: 800, top: 300, width: 300, height: 300, radius: 150, fill: '#0000ff' }),
    object(line('CustomLine', 650)),
    object(line('CustomArrow', 760)),
    object(line('CustomDoubleArrow', 870)),
    object({
      type: 'CustomPath',
      shape: 'heart',
      left: 500,
      top: 650,
      width: 300,
      height: 300,
      fill: '#ff00ff',
    }),
    object({ type: 'CustomImage', left: 1150, top: 60, width: 300, height: 200, _staticUrl: image }),
    object({
      type: 'CustomVideo',
      left: 1500,
      top: 60,
      width: 320,
      height: 180,
      _staticUrl: video,
      _frontCoverStaticUrl: cover,
      _start: 0,
      _end: 2,
      _duration: 2,
      _speed: '1.0',
      _volume: 1,
      _loop: true,
    }),
    object({
      type: 'CustomIcon',
      left: 1150,
      top: 350,
      width: 240,
      height: 240,
      _staticUrl: icon,
      fill: '#0000ff',
      fillNeeded: true,
    }),
    object({
      type: 'CustomSticker',
      left: 1500,
      top: 350,
      width: 200,
      height: 200,
      _staticUrl: sheet,
      sticker: {
        startTime: 0,
        currentFrame: 0,
        coverFrame: 0,
        frameWidth: 64,
        frameHeight: 64,
        frameRate: 25,
        totalFrames: 38,
        columns: 25,
      },
    }),
    object({
      type: 'Avatar',
      avatarType: 'square',
      _avatarInfo: { id: 101, type: 1, static_url: presenter },
      left: 1150,
      top: 650,
      width: 400,
      height: 400,
    }),
  ]);
}

test.describe('editing canvas', () => {
  test('shows every layer kind as the worker renders it (under 1% of pixels differ)', async ({ page }) => {
    const errors = await open(page);
    const h = H(page);
    const ids = await h.call<string[]>('load', await everyKind(page));
    expect(ids).toHaveLength(13);
    const events = await h.call<Array<{ event: string }>>('events');
    expect(events.filter((e) => e.event === 'error')).toEqual([]);
    // Both pictures shrunk to 192×108 (one pixel per 10×10 model units); a pixel differs when a channel is
    // more than 64 apart (anti-aliasing and resampling stay below that on flat colours).
    const result = await h.call<{ share: number; where: number[][] }>('parity', 192, 108, 64);
    expect(result.share, JSON.stringify(result.where)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
  });

  test('dragging an object emits a change with its new left/top', async ({ page }) => {
    await open(page);
    const h = H(page);
    const [id = ''] = await h.call<string[]>(
      'load',
      project([object({ type: 'rect', left: 100, top: 100, width: 300, height: 200, fill: '#ff0000' })]),
    );
    const o = await h.call<ObjectInfo>('object', id);
    await page.mouse.move(o.centre.x, o.centre.y);
    await page.mouse.down();
    await page.mouse.move(o.centre.x + 25, o.centre.y + 10, { steps: 5 });
    await page.mouse.move(o.centre.x + 50, o.centre.y + 25, { steps: 5 });
    await page.mouse.up();
    const changes = (
      await h.call<Array<{ event: string; payload: Record<string, unknown> }>>('events')
    ).filter((e) => e.event === 'change');
    // 50×25 screen pixels at zoom 0.5 are 100×50 model units.
    expect(changes).toEqual([{ event: 'change', payload: { layerId: id, patch: { left: 200, top: 150 } } }]);
  });

  test('refuses resizing a rectangle below 1 and inverting it', async ({ page }) => {
    await open(page);
    const h = H(page);
    const [thin, big] = await h.call<string[]>(
      'load',
      project([
        object({ type: 'rect', left: 100, top: 100, width: 10, height: 200, fill: '#ff0000' }),
        object({ type: 'rect', left: 600, top: 100, width: 300, height: 200, fill: '#0000ff' }),
      ]),
    );
    await h.call('select', thin);
    let o = await h.call<ObjectInfo>('object', thin);
    const mr = o.controls.mr as Point;
    // From the right-middle handle to 0.2 screen pixels right of the left edge: a width of 0.4 units.
    const edge = (o.controls.tl as Point).x;
    await page.mouse.move(mr.x, mr.y);
    await page.mouse.down();
    await page.mouse.move(edge + 0.2, mr.y);
    await page.mouse.up();
    o = await h.call<ObjectInfo>('object', thin);
    expect(o.scaleX * 10).toBeGreaterThanOrEqual(1);
    let refused = (await h.call<Array<{ event: string; payload: { reason: string } }>>('events')).filter(
      (e) => e.event === 'resize-refused',
    );
    expect(refused[0]?.payload.reason).toMatch(/below the minimum 1 for rectangles/);

    await h.call('clearEvents');
    await h.call('select', big);
    o = await h.call<ObjectInfo>('object', big);
    const br = o.controls.br as Point;
    const tl = o.controls.tl as Point;
    await page.mouse.move(br.x, br.y);
    await page.mouse.down();
    await page.mouse.move(tl.x - 40, tl.y - 30, { steps: 10 });
    await page.mouse.up();
    o = await h.call<ObjectInfo>('object', big);
    expect(o.scaleX).toBeGreaterThan(0);
    refused = (await h.call<Array<{ event: string; payload: { reason: string } }>>('events')).filter(
      (e) => e.event === 'resize-refused',
    );
    expect(refused.some((e) => /invert/.test(e.payload.reason))).toBe(true);
  });

  test('lock badge emits unlock; replace badge emits replace-video or replace-image', async ({ page }) => {
    await open(page);
    const h = H(page);
    const image = await h.call<string>('quadrantImage', 300, 200, ['#f00', '#0f0', '#00f', '#ff0']);
    const [locked, img, vid] = await h.call<string[]>(
      'load',
      project([
        object(
          { type: 'rect', left: 100, top: 100, width: 300, height: 200, fill: '#ff0000' },
          { lockMovementX: true, lockMovementY: true },
        ),
        object({ type: 'CustomImage', left: 600, top: 100, width: 300, height: 200, _staticUrl: image }),
        object({
          type: 'CustomVideo',
          left: 1100,
          top: 100,
          width: 400,
          height: 300,
          _staticUrl: image,
          _frontCoverStaticUrl: image,
          _start: 0,
          _end: 1,
          _duration: 1,
          _speed: '1.0',
          _volume: 1,
          _loop: true,
        }),
      ]),
    );
    const click = async (id: string | undefined, control: string) => {
      if (id === undefined) throw new Error('no layer id');
      await h.call('select', id);
      const p = (await h.call<ObjectInfo>('object', id)).controls[control] as Point;
      await page.mouse.click(p.x, p.y);
    };
    await click(locked, 'lock');
    await click(img, 'replace');
    await click(vid, 'replace');
    const events = (await h.call<Array<{ event: string; payload: unknown }>>('events')).filter(
      (e) => e.event !== 'select',
    );
    expect(events).toEqual([
      { event: 'unlock', payload: { layerId: locked } },
      { event: 'replace-image', payload: { layerId: img } },
      { event: 'replace-video', payload: { layerId: vid } },
    ]);
    // An unlocked object shows no lock badge: a click there is the resize corner, not unlock.
    expect((await h.call<ObjectInfo>('object', img)).controls.lock).toBeDefined();
  });

  test('crop: commit emits the centred clip path, handles stay in the image, cancel emits nothing', async ({
    page,
  }) => {
    await open(page);
    const h = H(page);
    const image = await h.call<string>('quadrantImage', 400, 200, ['#f00', '#0f0', '#00f', '#ff0']);
    const [id = ''] = await h.call<string[]>(
      'load',
      project([
        object({ type: 'CustomImage', left: 200, top: 200, width: 400, height: 200, _staticUrl: image }),
      ]),
    );
    let crop = await h.call<{ controls: Record<string, Point> }>('startCrop', id, 'rect');
    // Drag the bottom-right handle 40×30 screen pixels inwards (80×60 units), the top-left one far outside.
    const drag = async (from: Point, dx: number, dy: number) => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
      await page.mouse.up();
    };
    await drag(crop.controls.br as Point, -40, -30);
    await drag(crop.controls.tl as Point, -100, -100);
    await h.call('commitCrop');
    let changes = (
      await h.call<Array<{ event: string; payload: { patch: Record<string, unknown> } }>>('events')
    )
      .filter((e) => e.event === 'change')
      .map((e) => e.payload.patch);
    expect(changes).toHaveLength(1);
    const clip = changes[0]?.clipPath as Record<string, number | string>;
    expect(changes[0]?._cropType).toBe('rect');
    expect(clip.originX).toBe('center');
    expect(clip.width).toBeCloseTo(320, 0);
    expect(clip.height).toBeCloseTo(140, 0);
    expect(clip.left).toBeCloseTo(-40, 0);
    expect(clip.top).toBeCloseTo(-30, 0);

    // A shape crop ignores a corner dragged within 20 units of the opposite corner; cancel emits nothing.
    await h.call('clearEvents');
    crop = await h.call<{ controls: Record<string, Point> }>('startCrop', id, 'heart');
    const tl = crop.controls.tl as Point;
    const br = crop.controls.br as Point;
    await page.mouse.move(br.x, br.y);
    await page.mouse.down();
    await page.mouse.move(tl.x + 5, tl.y + 5);
    await page.mouse.up();
    expect(await h.call('cropRect')).toEqual({ cx: 0, cy: 0, width: 400, height: 200 });
    await h.call('cancelCrop');
    changes = (await h.call<Array<{ event: string; payload: { patch: Record<string, unknown> } }>>('events'))
      .filter((e) => e.event === 'change')
      .map((e) => e.payload.patch);
    expect(changes).toEqual([]);
  });

  test('invalid path input gives an error naming the parameter and its position', async ({ page }) => {
    await open(page);
    const h = H(page);
    const bad = await h.call<{ ok: boolean; error: Record<string, unknown> }>(
      'validatePath',
      'M0 0 A10 10 0 2 1 5 5',
    );
    expect(bad.ok).toBe(false);
    expect(bad.error.command).toBe('A');
    expect(bad.error.parameter).toBe('large-arc-flag');
    expect(bad.error.position).toBe(14);
    expect(String(bad.error.message)).toMatch(/position 14/);
    expect((await h.call<{ ok: boolean }>('validatePath', 'M0 0 L10 10 Z')).ok).toBe(true);
  });
});
