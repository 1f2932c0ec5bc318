import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { testStickerSettings } from './sticker-settings.ts';

/** The harness API (harness/canvas.ts) as the tests call it in the page. */
type Point = { x: number; y: number };
interface ObjectInfo {
  centre: Point;
  controls: Record<string, Point>;
  left: number;
  top: number;
  scaleX: number;
  scaleY: number;
  visible: boolean;
  active: boolean;
}
interface Harness {
  start(layout: string, w: number, h: number): { zoom: number; width: number; height: number };
  load(project: unknown): Promise<string[]>;
  applyChanges(): Promise<void>;
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
  pixel(x: number, y: number): number[];
  patchLayer(id: string, patch: Record<string, unknown>): Promise<void>;
  patchScene(patch: Record<string, unknown>): Promise<void>;
  text(id: string): Record<string, unknown>;
  styleRange(id: string, start: number, end: number, style: Record<string, unknown>): void;
  setAvatarDisplayType(id: string, type: string): Record<string, unknown>;
  replaceMedia(id: string, media: Record<string, unknown>): Record<string, unknown>;
  playMedia(id: string): Promise<void>;
  pauseMedia(id: string, rewind: boolean): Promise<void>;
  seekMedia(id: string, seconds: number): Promise<void>;
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
const project = (layers: unknown[], scene: Record<string, unknown> = {}) => ({
  layout: 'landscape',
  clips: [{ bgColor: '#ffffff', duration: 4, speech: { type: 'duration', duration: 4 }, layers, ...scene }],
});

/** A 200×200 sticker from a sheet of 64 px frames (38 frames, 25 columns, 25 fps: the default layout but smaller). */
const stickerLayer = (sheet: string, left: number, top: number) =>
  object({
    type: 'CustomSticker',
    left,
    top,
    width: 200,
    height: 200,
    _staticUrl: sheet,
    sticker: testStickerSettings(),
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

/** A scene with one layer of every kind, media made in the page. */
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
  const backdrop = await h.call<string>('quadrantImage', 320, 180, [
    '#00ffff',
    '#ff00ff',
    '#ffff00',
    '#888888',
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
  return project(
    [
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
      stickerLayer(sheet, 1500, 350),
      object({
        type: 'Avatar',
        avatarType: 'square',
        _avatarInfo: { id: 101, type: 1, static_url: presenter },
        left: 1150,
        top: 650,
        width: 400,
        height: 400,
      }),
    ],
    // The scene background: colour, then an image at half opacity, blurred (bgMedia).
    { bgColor: '#fff0e0', bgMedia: { type: 'img', data: backdrop, opacity: 0.5, blur: 4 } },
  );
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

type Event = { event: string; payload: Record<string, unknown> };
const eventsOf = async (page: Page, name: string) =>
  (await H(page).call<Event[]>('events')).filter((e) => e.event === name).map((e) => e.payload);

test.describe('editing canvas: text editing', () => {
  const textLayer = (extra: Record<string, unknown> = {}) =>
    object({
      type: 'textbox',
      text: 'Hello',
      left: 100,
      top: 100,
      width: 600,
      fontSize: 80,
      fontFamily: 'Roboto',
      fill: '#222222',
      ...extra,
    });

  test('double click enters editing; typing then Escape emits one change with the new text', async ({
    page,
  }) => {
    await open(page);
    const h = H(page);
    const [id = ''] = await h.call<string[]>('load', project([textLayer()]));
    const o = await h.call<ObjectInfo>('object', id);
    await page.mouse.dblclick(o.centre.x, o.centre.y);
    expect(await h.call<Record<string, unknown>>('text', id)).toMatchObject({ isEditing: true });
    expect(await eventsOf(page, 'text-editing')).toEqual([{ layerId: id, editing: true }]);
    await page.keyboard.press('End');
    await page.keyboard.type(' world');
    expect((await h.call<Record<string, unknown>>('text', id)).text).toBe('Hello world');
    expect(await eventsOf(page, 'change')).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await eventsOf(page, 'text-editing')).toEqual([
      { layerId: id, editing: true },
      { layerId: id, editing: false },
    ]);
    const changes = await eventsOf(page, 'change');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.layerId).toBe(id);
    const patch = changes[0]?.patch as Record<string, unknown>;
    expect(patch.text).toBe('Hello world');
    // Nothing was styled: no styles in the patch; the box did not move.
    expect(patch).not.toHaveProperty('styles');
    expect(patch).not.toHaveProperty('left');

    // Editing again without changing anything, left by a click outside: no change, both editing events.
    await h.call('patchLayer', id, patch);
    await h.call('clearEvents');
    await page.mouse.dblclick(o.centre.x, o.centre.y);
    expect((await h.call<Record<string, unknown>>('text', id)).isEditing).toBe(true);
    await page.mouse.click(o.centre.x, o.centre.y + 300);
    expect(await eventsOf(page, 'text-editing')).toEqual([
      { layerId: id, editing: true },
      { layerId: id, editing: false },
    ]);
    expect(await eventsOf(page, 'change')).toEqual([]);
  });

  test('a style applied while editing comes out in the change', async ({ page }) => {
    await open(page);
    const h = H(page);
    const [id = ''] = await h.call<string[]>('load', project([textLayer()]));
    const o = await h.call<ObjectInfo>('object', id);
    await page.mouse.dblclick(o.centre.x, o.centre.y);
    // Select all, colour the first two characters through Fabric's style API, type one more character.
    await page.evaluate((layerId) => {
      const harness = window.harness as { styleRange(id: string, s: number, e: number, style: object): void };
      harness.styleRange(layerId, 0, 2, { fill: '#ff0000' });
    }, id);
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await page.keyboard.press('Escape');
    const [change] = await eventsOf(page, 'change');
    expect(change?.patch).toMatchObject({
      text: 'Hello!',
      styles: { 0: { 0: { fill: '#ff0000' }, 1: { fill: '#ff0000' } } },
    });
  });

  test('triple click (two more clicks, each within 500 ms) selects the line', async ({ page }) => {
    await open(page);
    const h = H(page);
    const [id = ''] = await h.call<string[]>(
      'load',
      project([textLayer({ text: 'First line\nSecond line' })]),
    );
    const o = await h.call<ObjectInfo>('object', id);
    const firstLine = { x: o.centre.x - 100, y: (o.controls.tl as Point).y + 20 };
    await page.mouse.dblclick(firstLine.x, firstLine.y);
    await page.waitForTimeout(600);
    for (let i = 0; i < 3; i++) {
      await page.mouse.click(firstLine.x, firstLine.y);
      await page.waitForTimeout(200);
    }
    let state = await h.call<{ selectionStart: number; selectionEnd: number }>('text', id);
    expect([state.selectionStart, state.selectionEnd]).toEqual([0, 10]);
    // Clicks 600 ms apart are single clicks: the cursor just moves.
    await page.waitForTimeout(600);
    for (let i = 0; i < 3; i++) {
      await page.mouse.click(firstLine.x, firstLine.y);
      await page.waitForTimeout(600);
    }
    state = await h.call<{ selectionStart: number; selectionEnd: number }>('text', id);
    expect(state.selectionStart).toBe(state.selectionEnd);
  });

  test('cursor blink 1000 ms and width 2; every text property reaches the object', async ({ page }) => {
    await open(page);
    const h = H(page);
    const [id = ''] = await h.call<string[]>('load', project([textLayer()]));
    expect(await h.call<Record<string, unknown>>('text', id)).toMatchObject({
      cursorDelay: 1000,
      cursorWidth: 2,
      minWidth: 20,
      fontSize: 80,
      lineHeight: 1.16,
      direction: 'ltr',
    });
    const patch = {
      text: 'Styled text',
      fontFamily: 'Noto Serif',
      fontSize: 64,
      fontWeight: 'bold',
      fontStyle: 'italic',
      underline: true,
      overline: true,
      linethrough: true,
      textAlign: 'center',
      lineHeight: 1.5,
      charSpacing: 120,
      styles: { 0: { 1: { fill: '#00ff00' } } },
      direction: 'rtl',
      fill: '#0000ff',
    };
    await h.call('patchLayer', id, patch);
    const { styles, ...rest } = patch;
    const shown = await h.call<Record<string, unknown>>('text', id);
    expect(shown).toMatchObject(rest);
    expect(shown.styles).toEqual(styles);
    // Text on a path.
    await h.call('patchLayer', id, { path: 'M 0 0 L 300 0', direction: 'ltr' });
    expect((await h.call<Record<string, unknown>>('text', id)).path).toBe('M 0 0 L 300 0');
  });

  test('right-to-left text: a click at the left end puts the cursor at the end of the text', async ({
    page,
  }) => {
    await open(page);
    const h = H(page);
    const [id = ''] = await h.call<string[]>(
      'load',
      project([textLayer({ text: 'שלום', direction: 'rtl', textAlign: 'right' })]),
    );
    const o = await h.call<ObjectInfo>('object', id);
    await page.mouse.dblclick(o.centre.x, o.centre.y);
    const { lineWidth } = await h.call<{ lineWidth: number }>('text', id);
    const right = (o.controls.tr as Point).x;
    const y = o.centre.y;
    // Right-aligned RTL text starts at the right edge; its end is lineWidth × zoom (0.5) to the left. (Each
    // click waits out the triple-click interval.)
    await page.waitForTimeout(600);
    await page.mouse.click(right - lineWidth * 0.5 + 2, y);
    let state = await h.call<{ selectionStart: number; selectionEnd: number }>('text', id);
    expect(state.selectionStart).toBe(4);
    await page.keyboard.type('אב');
    await page.waitForTimeout(600);
    await page.mouse.click(right - 2, y);
    state = await h.call<{ selectionStart: number; selectionEnd: number }>('text', id);
    expect(state.selectionStart).toBe(0);
    await page.keyboard.type('ג');
    await page.keyboard.press('Escape');
    const [change] = await eventsOf(page, 'change');
    expect((change?.patch as Record<string, unknown>).text).toBe('גשלוםאב');
  });
});

/** Whether an RGBA pixel is within `tolerance` of an RGB colour on every channel. */
const near = (pixel: number[], rgb: number[], tolerance = 40) =>
  rgb.every((v, i) => Math.abs((pixel[i] ?? -999) - v) <= tolerance);
/** Editing-canvas pixel at a model point (zoom 0.5). */
const at = (page: Page, x: number, y: number) => H(page).call<number[]>('pixel', x / 2, y / 2);

test.describe('editing canvas: avatars, media, background', () => {
  test('avatar display types draw their shape and each gets its own geometry back', async ({ page }) => {
    await open(page);
    const h = H(page);
    const presenter = await h.call<string>('quadrantImage', 200, 200, [
      '#00a000',
      '#00a000',
      '#00a000',
      '#00a000',
    ]);
    const framed = { angle: 0, stroke: '', strokeWidth: 0, strokeDashArray: null, bgColor: 'rgba(0,0,0,0)' };
    const [id = ''] = await h.call<string[]>(
      'load',
      project([
        object({
          type: 'Avatar',
          avatarType: 'halfbody',
          _avatarInfo: { id: 5, type: 1, static_url: presenter },
          left: 400,
          top: 200,
          width: 400,
          height: 400,
          shapes: {
            circle: { ...framed, scaleX: 1, scaleY: 1, bgColor: '#e6e0ff' },
            square: { ...framed, scaleX: 0.5, scaleY: 0.5, angle: 0 },
            halfbody: { ...framed, scaleX: 1, scaleY: 1, transparent: true, bgColor: '#ff0000' },
            voice: { left: 1500, top: 700, angle: 0, scaleX: 1, scaleY: 1, transparent: false },
          },
        }),
      ]),
    );
    const green = [0, 160, 0];
    const white = [255, 255, 255];
    const switchTo = async (type: string) => {
      const patch = await h.call<Record<string, unknown>>('setAvatarDisplayType', id, type);
      await h.call('patchLayer', id, patch);
      return patch;
    };
    // Halfbody: the whole 400×400 box shows the presenter, corners included.
    expect(near(await at(page, 410, 210), green)).toBe(true);
    expect(await switchTo('circle')).toEqual({ avatarType: 'circle' });
    // Circle: the corner is outside the inscribed circle; the centre shows the presenter.
    expect(near(await at(page, 410, 210), white, 8)).toBe(true);
    expect(near(await at(page, 600, 400), green)).toBe(true);
    await switchTo('square');
    // Square at its own scale 0.5: 200×200 from (400, 200).
    expect((await h.call<ObjectInfo>('object', id)).scaleX).toBe(0.5);
    expect(near(await at(page, 590, 390), green)).toBe(true);
    expect(near(await at(page, 650, 450), white, 8)).toBe(true);
    await switchTo('voice');
    // Voice: the purple badge (120) at its own position; nothing where the presenter was.
    expect(near(await at(page, 1560, 760), [0x8b, 0x3d, 0xff], 8)).toBe(true);
    expect(near(await at(page, 600, 400), white, 8)).toBe(true);
    await switchTo('halfbody');
    expect(near(await at(page, 410, 210), green)).toBe(true);
    expect((await h.call<ObjectInfo>('object', id)).scaleX).toBe(1);
    await switchTo('square');
    expect((await h.call<ObjectInfo>('object', id)).scaleX).toBe(0.5);
    // A Talking Photo: leaving the transparent halfbody asks for the normal image, coming back for noback.
    expect(await eventsOf(page, 'avatar-image')).toEqual([
      { layerId: id, image: 'normal' },
      { layerId: id, image: 'noback' },
      { layerId: id, image: 'normal' },
    ]);
  });

  test('a video shows its cover, then plays, pauses, rewinds and seeks in place', async ({ page }) => {
    const errors = await open(page);
    const h = H(page);
    const video = await h.call<string>('colourVideo', 320, 180, 25, ['#ff0000', '#0000ff', '#00ff00']);
    const cover = await h.call<string>('quadrantImage', 320, 180, [
      '#ffff00',
      '#ffff00',
      '#ffff00',
      '#ffff00',
    ]);
    const [id = ''] = await h.call<string[]>(
      'load',
      project([
        object({
          type: 'CustomVideo',
          left: 200,
          top: 200,
          width: 320,
          height: 180,
          _staticUrl: video,
          _frontCoverStaticUrl: cover,
          _start: 0,
          _end: 3,
          _duration: 3,
          _speed: '1.0',
          _volume: 1,
          _loop: false,
        }),
      ]),
    );
    const centre = () => at(page, 360, 290);
    const [red, blue, green, yellow] = [
      [255, 0, 0],
      [0, 0, 255],
      [0, 255, 0],
      [255, 255, 0],
    ];
    expect(near(await centre(), yellow as number[])).toBe(true);
    await h.call('seekMedia', id, 1.5);
    expect(near(await centre(), blue as number[])).toBe(true);
    await h.call('pauseMedia', id, true);
    expect(near(await centre(), red as number[])).toBe(true);
    await h.call('playMedia', id);
    // Playing: the picture moves on by itself to a later second's colour (blue, or green at the end).
    await expect
      .poll(async () => near(await centre(), blue as number[]) || near(await centre(), green as number[]), {
        timeout: 10_000,
        intervals: [50],
      })
      .toBe(true);
    await h.call('pauseMedia', id, false);
    const held = await centre();
    await page.waitForTimeout(1200);
    expect(await centre()).toEqual(held);
    await h.call('pauseMedia', id, true);
    expect(near(await centre(), red as number[])).toBe(true);
    // A trim start of 2 s: the first frame is now the third second's colour.
    await h.call('patchLayer', id, { _start: 2 });
    expect(near(await centre(), yellow as number[])).toBe(true);
    await h.call('seekMedia', id, 0);
    expect(near(await centre(), green as number[])).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a sticker plays, holds its frame on pause, and goes back to the cover frame', async ({ page }) => {
    await open(page);
    const h = H(page);
    const sheet = await h.call<string>('spriteSheet', 64, 25, 38, ['#ff8800', '#00ff00', '#0000ff']);
    const [id = ''] = await h.call<string[]>('load', project([stickerLayer(sheet, 200, 200)]));
    const centre = () => at(page, 300, 300);
    const orange = [255, 136, 0];
    expect(near(await centre(), orange, 4)).toBe(true);
    await h.call('seekMedia', id, 0.05);
    expect(near(await centre(), [0, 255, 0], 4)).toBe(true);
    await h.call('playMedia', id);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      seen.add((await centre()).join());
      await page.waitForTimeout(30);
    }
    expect(seen.size).toBeGreaterThan(1);
    await h.call('pauseMedia', id, false);
    const held = await centre();
    await page.waitForTimeout(300);
    expect(await centre()).toEqual(held);
    await h.call('pauseMedia', id, true);
    expect(near(await centre(), orange, 4)).toBe(true);
  });

  test('replace media keeps the box on screen and shows the new picture', async ({ page }) => {
    await open(page);
    const h = H(page);
    const old = await h.call<string>('quadrantImage', 400, 200, ['#ff0000', '#ff0000', '#ff0000', '#ff0000']);
    const next = await h.call<string>('quadrantImage', 300, 300, [
      '#0000ff',
      '#0000ff',
      '#0000ff',
      '#0000ff',
    ]);
    const [id = ''] = await h.call<string[]>(
      'load',
      project([
        object({ type: 'CustomImage', left: 200, top: 200, width: 400, height: 200, _staticUrl: old }),
      ]),
    );
    const before = await h.call<ObjectInfo>('object', id);
    const patch = await h.call<Record<string, unknown>>('replaceMedia', id, {
      url: next,
      width: 300,
      height: 300,
    });
    expect(await eventsOf(page, 'change')).toEqual([{ layerId: id, patch }]);
    await h.call('patchLayer', id, patch);
    const after = await h.call<ObjectInfo>('object', id);
    for (const corner of ['tl', 'br'] as const) {
      expect(after.controls[corner]?.x).toBeCloseTo(before.controls[corner]?.x ?? NaN, 6);
      expect(after.controls[corner]?.y).toBeCloseTo(before.controls[corner]?.y ?? NaN, 6);
    }
    expect(near(await at(page, 210, 210), [0, 0, 255], 4)).toBe(true);
    expect(near(await at(page, 590, 390), [0, 0, 255], 4)).toBe(true);
  });

  test('the scene background: colour, then the media at its opacity', async ({ page }) => {
    await open(page);
    const h = H(page);
    const image = await h.call<string>('quadrantImage', 320, 180, [
      '#00ffff',
      '#00ffff',
      '#00ffff',
      '#00ffff',
    ]);
    await h.call('load', project([], { bgColor: '#fff0e0' }));
    expect(near(await at(page, 100, 100), [255, 240, 224], 1)).toBe(true);
    await h.call('patchScene', { bgMedia: { type: 'img', data: image, opacity: 0.5, blur: 0 } });
    // Cyan at half opacity over #fff0e0.
    expect(near(await at(page, 100, 100), [128, 248, 240], 2)).toBe(true);
    await h.call('patchScene', {
      bgMedia: { type: 'object', data: { fill: '#000000' }, opacity: 1, blur: 0 },
    });
    expect(near(await at(page, 960, 540), [0, 0, 0], 1)).toBe(true);
  });
});

test.describe('editing canvas: avatar crop and conversation avatars', () => {
  /** A 760×1080 presenter (red, green / blue, yellow quadrants) in a 380×540 frame at (200, 100): r = 0.5. */
  async function croppableAvatar(page: Page, extra: Record<string, unknown> = {}) {
    const h = H(page);
    const presenter = await h.call<string>('quadrantImage', 760, 1080, [
      '#ff0000',
      '#00ff00',
      '#0000ff',
      '#ffff00',
    ]);
    const framed = { angle: 0, scaleX: 1, scaleY: 1, stroke: '', strokeWidth: 0, strokeDashArray: null };
    const [id = ''] = await h.call<string[]>(
      'load',
      project([
        object(
          {
            type: 'Avatar',
            avatarType: 'circle',
            _avatarInfo: { id: 9, type: 2, static_url: presenter },
            left: 200,
            top: 100,
            width: 380,
            height: 540,
            imageWidth: 760,
            imageHeight: 1080,
            shapes: {
              circle: { ...framed, bgColor: '#e6e0ff' },
              square: { ...framed, bgColor: 'rgba(0,0,0,0)' },
              halfbody: { ...framed, bgColor: 'rgba(0,0,0,0)' },
              voice: { left: null, top: null, angle: 0, scaleX: 1, scaleY: 1, transparent: false },
            },
            ...extra,
          },
          // A fixed id: applyChanges normalises the project again and must find the same layer.
          { id: 'avatarcr' },
        ),
      ]),
    );
    return id;
  }
  const red = [255, 0, 0];
  const yellow = [255, 255, 0];
  const white = [255, 255, 255];
  const changes = async (page: Page) =>
    (await eventsOf(page, 'change')).map((e) => e.patch as Record<string, unknown>);
  const drag = async (page: Page, from: Point, dx: number, dy: number) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
    await page.mouse.up();
  };

  test('cropping a circle avatar shows its whole image in halfbody; cancel restores it unchanged', async ({
    page,
  }) => {
    const errors = await open(page);
    const h = H(page);
    const id = await croppableAvatar(page);
    // Circle: the frame's corner is outside the circle (lavender background shows nothing of the presenter).
    expect(near(await at(page, 210, 110), red)).toBe(false);
    const crop = await h.call<{ rect: unknown }>('startCrop', id, 'rect');
    // The box starts on what the halfbody frame shows: the whole 760×1080 image (image pixels, centred).
    expect(crop.rect).toEqual({ cx: 0, cy: 0, width: 760, height: 1080 });
    expect((await h.call<ObjectInfo>('object', id)).visible).toBe(false);
    // The stand-in draws the whole image over the frame: corner red, opposite corner yellow.
    await expect.poll(async () => near(await at(page, 210, 110), red)).toBe(true);
    expect(near(await at(page, 570, 630), yellow)).toBe(true);
    await expect(h.call('startCrop', id, 'rect')).rejects.toThrow(`a crop of layer ${id} is in progress`);
    await h.call('cancelCrop');
    expect(await changes(page)).toEqual([]);
    const after = await h.call<ObjectInfo>('object', id);
    expect(after.visible).toBe(true);
    expect(after.active).toBe(true);
    // Back to the circle: the corner shows no presenter again (unselected: no corner control there).
    await h.call('select', null);
    expect(near(await at(page, 210, 110), white, 8)).toBe(true);
    expect(near(await at(page, 300, 300), red)).toBe(true);
    // Avatars crop to a rectangle (the halfbody frame) only.
    await expect(h.call('startCrop', id, 'heart')).rejects.toThrow(
      `cropType: 'heart' cannot crop avatar layer ${id}: its halfbody frame is a rectangle`,
    );
    expect(errors).toEqual([]);
  });

  test('confirming stores halfbody and the crop in one change; the cropped part stays in place', async ({
    page,
  }) => {
    const errors = await open(page);
    const h = H(page);
    const id = await croppableAvatar(page);
    const crop = await h.call<{ controls: Record<string, Point> }>('startCrop', id, 'rect');
    await expect.poll(async () => near(await at(page, 210, 110), red)).toBe(true);
    // Bottom-right handle 95×135 screen pixels inwards: 190×270 units, 380×540 image pixels (r = 0.5).
    await drag(page, crop.controls.br as Point, -95, -135);
    // The top-left handle dragged outside stays on the image's corner.
    await drag(page, crop.controls.tl as Point, -60, -60);
    const closeTo = (actual: unknown, expected: Record<string, number>) => {
      for (const [key, value] of Object.entries(expected))
        expect((actual as Record<string, number> | undefined)?.[key], key).toBeCloseTo(value, 0);
    };
    closeTo(await h.call('cropRect'), { cx: -190, cy: -270, width: 380, height: 540 });
    await h.call('commitCrop');
    const patches = await changes(page);
    expect(patches).toHaveLength(1);
    expect(patches[0]?.avatarType).toBe('halfbody');
    // The patch holds what changed: cropX/cropY (0) and left/top (200, 100) already were right.
    expect(Object.keys(patches[0] ?? {}).sort()).toEqual(
      ['avatarType', 'cropClip', 'cropHeight', 'cropWidth', 'height', 'width'].sort(),
    );
    closeTo(patches[0], { cropWidth: 380, cropHeight: 540, width: 190, height: 270 });
    expect(patches[0]?.cropClip).toMatchObject({ type: 'rect', originX: 'center' });
    closeTo(patches[0]?.cropClip, { left: -190, top: -270, width: 380, height: 540 });
    await h.call('applyChanges');
    const info = await h.call<ObjectInfo>('object', id);
    expect(info.visible).toBe(true);
    expect(info.active).toBe(true);
    // The top-left quadrant stays where it was: the frame is now it, at the same corner.
    closeTo(info, { left: 200, top: 100, width: 190, height: 270 });
    // The red quadrant fills the new frame; where yellow was is now the white scene. (Unselected: the
    // selection's controls are drawn on the canvas too.)
    await h.call('select', null);
    expect(near(await at(page, 380, 360), red)).toBe(true);
    expect(near(await at(page, 570, 630), white, 8)).toBe(true);

    // A box dragged to no size is refused naming the field; the crop stays open until cancelled.
    await h.call('clearEvents');
    const again = await h.call<{ controls: Record<string, Point> }>('startCrop', id, 'rect');
    await drag(page, again.controls.br as Point, -300, -20);
    await expect(h.call('commitCrop')).rejects.toThrow(/cropWidth: 0 puts the crop outside/);
    expect((await h.call<ObjectInfo>('object', id)).visible).toBe(false);
    await h.call('cancelCrop');
    expect(await changes(page)).toEqual([]);
    expect((await h.call<ObjectInfo>('object', id)).visible).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a conversation avatar shows only with a conversation speech, as the worker renders it', async ({
    page,
  }) => {
    const errors = await open(page);
    const h = H(page);
    const id = await croppableAvatar(page, { avatarType: 'halfbody', _roleIndex: 0 });
    // The scene's speech is a fixed duration: the role's avatar is not drawn, on the canvas or in the worker.
    expect((await h.call<ObjectInfo>('object', id)).visible).toBe(false);
    expect(near(await at(page, 210, 110), white, 8)).toBe(true);
    expect((await h.call<{ share: number }>('parity', 96, 54, 24)).share).toBeLessThan(0.01);
    // The speech becomes a conversation: the avatar shows, without being rebuilt or changing the project.
    await h.call('patchScene', { speech: { type: 'conversation', duration: 4, roles: [], contents: [] } });
    expect((await h.call<ObjectInfo>('object', id)).visible).toBe(true);
    await expect.poll(async () => near(await at(page, 210, 110), red)).toBe(true);
    // An avatar without a role index shows with any speech.
    const plain = await croppableAvatar(page, { avatarType: 'halfbody' });
    expect((await h.call<ObjectInfo>('object', plain)).visible).toBe(true);
    expect(await changes(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
