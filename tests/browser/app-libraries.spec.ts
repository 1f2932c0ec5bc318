import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { cached, ffmpeg } from '../media/ffmpeg.ts';
import { chooseOption, expectChosen } from './controls-helpers.ts';

/**
 * The libraries panel and the animation picker, as a creator uses them: insert one layer of every
 * kind (each shows on the editing canvas, each undo removes it), drag a shape to a point, drop an image file
 * (progress, then the layer), refuse hostile files by name, and animate a layer with a live preview.
 */
const DEMO = { email: 'demo@clipwright.local', password: 'clipwright-demo' };
/**
 * The seeded project's id, one per test: every test signs in to the demo account, where the editor saves its
 * projects, and a new project under an id the account already holds would rightly be a sync conflict.
 */
const projectId = () => `libtest-${test.info().testId}`;

/** A PNG of one colour; `compressed` false stores the pixels raw, for a big upload. */
function png(width: number, height: number, rgb: [number, number, number], compressed = true): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: compressed ? 6 : 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signIn(page: Page): Promise<string> {
  const answer = await (await page.request.post('/api/user/sign-in', { data: DEMO })).json();
  expect(answer.code).toBe(200);
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'access_token', value: answer.data.access_token, url },
    { name: 'refresh_token', value: answer.data.refresh_token, url },
  ]);
  return answer.data.access_token as string;
}

/** Waits until the demo library has at least one item of every kind the panel inserts. */
async function waitForLibrary(page: Page, token: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const body = await (
          await page.request.get('/api/library?origin=web', { headers: { Authorization: `Bearer ${token}` } })
        ).json();
        const d = body.data;
        return ['avatars', 'images', 'videos', 'icons', 'stickers'].filter((k) => d[k].length === 0);
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toEqual([]);
}

/** Seeds an empty one-scene project into the app's IndexedDB (created by the projects page) and opens it. */
async function openEmptyProject(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) =>
        indexedDB.databases().then((dbs) => resolve(dbs.some((d) => d.name === 'clipwright-projects'))),
      ),
  );
  await page.evaluate((id) => {
    return new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('clipwright-projects');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('projects', 'readwrite');
        const now = Date.now();
        tx.objectStore('projects').put({
          id,
          name: 'Libraries test',
          layout: 'landscape',
          createdAt: now,
          updatedAt: now,
          project: {
            layout: 'landscape',
            clips: [
              {
                id: 'sceneone',
                duration: 5,
                bgColor: '#ffffff',
                speech: { type: 'duration', duration: 5 },
                layers: [],
              },
            ],
          },
        });
        tx.oncomplete = () => {
          db.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, projectId());
  await page.goto(`/#/project/${projectId()}`);
  // The stage starts the preview worker first: on a busy machine that takes a while.
  await expect(page.locator('.cw-edit-slot canvas.lower-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('tablist', { name: 'Library' })).toBeVisible();
}

/** How many pixels of the editing canvas differ from white (the scene's background). */
function inkedPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.cw-edit-slot canvas.lower-canvas')!;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i]! < 235 || data[i + 1]! < 235 || data[i + 2]! < 235) count++;
    return count;
  });
}

/** The colour of the editing canvas at a point (CSS pixels from its top-left corner). */
function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    ([px, py]) => {
      const canvas = document.querySelector<HTMLCanvasElement>('.cw-edit-slot canvas.lower-canvas')!;
      const scale = canvas.width / canvas.getBoundingClientRect().width;
      return [
        ...canvas.getContext('2d')!.getImageData(Math.round(px * scale), Math.round(py * scale), 1, 1).data,
      ];
    },
    [x, y] as const,
  );
}

/** The saved project (autosave) as the app stored it. */
function storedLayers(page: Page): Promise<Array<{ id: string; property: Record<string, number | string> }>> {
  return page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('clipwright-projects');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('projects').objectStore('projects').get(id);
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result.project as { clips: Array<{ layers: never[] }> }).clips[0]!.layers);
          };
        };
      }),
    projectId(),
  );
}

const undo = (page: Page): Locator => page.getByRole('button', { name: 'Undo', exact: true });

test.describe.configure({ mode: 'serial' });

test('inserts one layer of every kind; each shows on the canvas and undo removes it', async ({ page }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await waitForLibrary(page, await signIn(page));
  await openEmptyProject(page);
  expect(await inkedPixels(page)).toBe(0);
  const panel = page.getByRole('region', { name: 'Library' });
  const tabs: Array<[string, string[] | 'first']> = [
    [
      'Shapes',
      [
        'Rectangle',
        'Triangle',
        'Circle',
        'Line',
        'Arrow',
        'Double arrow',
        'Concave arrow block',
        'Cloud',
        'Cross',
        'Diamond',
        'Five-pointed star',
        'Heart',
        'Octagon',
        'Round speech bubble',
        'Star burst',
      ],
    ],
    ['Text', ['Title', 'Subtitle', 'Paragraph']],
    ['Avatars', 'first'],
    ['Videos', 'first'],
    ['Images', 'first'],
    ['Icons', 'first'],
    ['Stickers', 'first'],
  ];
  let inserted = 0;
  for (const [tab, names] of tabs) {
    await panel.getByRole('tab', { name: tab }).click();
    const tiles =
      names === 'first'
        ? [
            panel
              .locator(
                '[role=tabpanel] section[aria-label="Stock"] li button, [role=tabpanel] > ul li button, [role=tabpanel] .cw-lib-avatars li button',
              )
              .first(),
          ]
        : names.map((name) => panel.getByRole('button', { name: `Add ${name}`, exact: true }));
    for (const tile of tiles) {
      const label = await tile.getAttribute('aria-label');
      // Enter on the focused tile inserts it, like a click.
      await tile.focus();
      await page.keyboard.press('Enter');
      await expect(undo(page)).toHaveAttribute('title', label!);
      await expect
        .poll(() => inkedPixels(page), { message: `${label} shows on the canvas`, timeout: 20_000 })
        .toBeGreaterThan(50);
      await expect.poll(async () => (await storedLayers(page)).length, { timeout: 10_000 }).toBe(1);
      await undo(page).click();
      await expect
        .poll(() => inkedPixels(page), { message: `undo removes ${label}`, timeout: 10_000 })
        .toBe(0);
      await expect.poll(async () => (await storedLayers(page)).length, { timeout: 10_000 }).toBe(0);
      inserted++;
    }
  }
  expect(inserted).toBe(15 + 3 + 5);
  expect(errors).toEqual([]);
});

test('drags a shape onto the canvas at a point and drops an image file with progress', async ({ page }) => {
  test.setTimeout(180_000);
  await waitForLibrary(page, await signIn(page));
  await openEmptyProject(page);
  const panel = page.getByRole('region', { name: 'Library' });
  const canvas = page.locator('.cw-edit-slot canvas.upper-canvas');
  const box = (await canvas.boundingBox())!;
  const zoom = box.width / 1920;
  // Drag the circle to a quarter of the canvas.
  const target = { x: Math.round(box.width * 0.25), y: Math.round(box.height * 0.3) };
  await panel
    .getByRole('button', { name: 'Add Circle', exact: true })
    .dragTo(canvas, { targetPosition: target });
  await expect(undo(page)).toHaveAttribute('title', 'Add Circle');
  await expect.poll(async () => (await storedLayers(page)).length).toBe(1);
  const [circle] = await storedLayers(page);
  expect(circle!.property.type).toBe('circle');
  // Within one CSS pixel of the drop point (Playwright rounds the pointer to whole pixels).
  expect(Math.abs(Number(circle!.property.left) + 150 - target.x / zoom)).toBeLessThanOrEqual(1 / zoom);
  expect(Math.abs(Number(circle!.property.top) + 150 - target.y / zoom)).toBeLessThanOrEqual(1 / zoom);
  // The circle's colour (#8b3dff) is where it was dropped; the canvas centre stays white.
  await expect.poll(() => pixelAt(page, target.x, target.y)).toEqual([0x8b, 0x3d, 0xff, 255]);
  expect(await pixelAt(page, box.width / 2, box.height / 2)).toEqual([255, 255, 255, 255]);

  // A big green PNG dropped from the desktop at another point: a progress bar, then the layer there.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1_500_000,
  });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll<HTMLProgressElement>('.cw-lib-job progress'))
        seen.push(bar.value);
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    });
  });
  const bytes = png(1000, 800, [0, 160, 0], false);
  const drop = { x: Math.round(box.width * 0.75), y: Math.round(box.height * 0.6) };
  await page.evaluate(
    async ({ data, x, y }) => {
      const file = new File([new Uint8Array(data)], 'green.png', { type: 'image/png' });
      const transfer = new DataTransfer();
      transfer.items.add(file);
      const upper = document.querySelector('.cw-edit-slot canvas.upper-canvas')!;
      const rect = upper.getBoundingClientRect();
      const init = {
        bubbles: true,
        cancelable: true,
        dataTransfer: transfer,
        clientX: rect.left + x,
        clientY: rect.top + y,
      };
      upper.dispatchEvent(new DragEvent('dragover', init));
      upper.dispatchEvent(new DragEvent('drop', init));
    },
    { data: [...bytes], ...drop },
  );
  await expect(page.locator('.cw-lib-job')).toContainText('green.png: uploading');
  await expect(undo(page)).toHaveAttribute('title', 'Add green.png', { timeout: 30_000 });
  await expect(page.locator('.cw-lib-job')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  expect(
    seen.some((v) => v > 0 && v < 100),
    `progress values ${seen.join(',')}`,
  ).toBe(true);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const layers = await storedLayers(page);
  expect(layers).toHaveLength(2);
  const image = layers[1]!.property;
  expect(image).toMatchObject({ type: 'CustomImage', width: 1000, height: 800 });
  expect(
    Math.abs(Number(image.left) + (1000 * Number(image.scaleX)) / 2 - drop.x / zoom),
  ).toBeLessThanOrEqual(1 / zoom);
  expect(Math.abs(Number(image.top) + (800 * Number(image.scaleY)) / 2 - drop.y / zoom)).toBeLessThanOrEqual(
    1 / zoom,
  );
  await expect.poll(() => pixelAt(page, drop.x, drop.y), { timeout: 20_000 }).toEqual([0, 160, 0, 255]);
  // The upload is listed with the creator's uploads.
  await panel.getByRole('tab', { name: 'Images' }).click();
  await expect(
    panel.getByRole('region', { name: 'Uploaded' }).getByRole('button', { name: 'Add green.png' }),
  ).toBeVisible();
  // Undo removes the dropped image, then the dragged circle.
  await undo(page).click();
  await expect.poll(async () => (await storedLayers(page)).length).toBe(1);
  await undo(page).click();
  await expect.poll(async () => (await storedLayers(page)).length).toBe(0);
});

test('refuses hostile files, naming each and why', async ({ page }) => {
  await waitForLibrary(page, await signIn(page));
  await openEmptyProject(page);
  const panel = page.getByRole('region', { name: 'Library' });
  await panel.getByRole('tab', { name: 'Images' }).click();
  await panel.getByLabel('Upload an image or video').setInputFiles([
    { name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') },
    { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) },
    { name: 'movie.exe', mimeType: 'image/png', buffer: png(4, 4, [1, 2, 3]) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
  ]);
  const alerts = panel.getByRole('alert');
  await expect(alerts).toHaveCount(4);
  await expect(alerts.filter({ hasText: 'evil.png: its content is not a image/png file' })).toHaveCount(1);
  await expect(alerts.filter({ hasText: 'empty.png: the file is empty' })).toHaveCount(1);
  await expect(
    alerts.filter({ hasText: 'movie.exe: the extension .exe does not match the type image/png' }),
  ).toHaveCount(1);
  await expect(
    alerts.filter({ hasText: 'notes.txt: text/plain is not a supported image or video type' }),
  ).toHaveCount(1);
  expect(await storedLayers(page)).toHaveLength(0);
  await alerts.first().getByRole('button', { name: 'Dismiss' }).click();
  await expect(alerts).toHaveCount(3);
});

test("a phone's portrait HEVC clip becomes a portrait layer, converted by the server for the browser", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await signIn(page);
  await waitForLibrary(page, token);
  await openEmptyProject(page);
  // Stored 320×180 with a quarter turn in the container's matrix, as phones record portrait video.
  const clip = cached('phone-portrait-hevc.mov', 'hevc 320x180 rotated', (out) => {
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=320x180:r=30:d=2',
      '-c:v',
      'libx265',
      '-preset',
      'ultrafast',
      '-tag:v',
      'hvc1',
      '-pix_fmt',
      'yuv420p',
      '-x265-params',
      'log-level=error',
      '-y',
      `${out}.src.mov`,
    ]);
    ffmpeg(['-i', `${out}.src.mov`, '-c', 'copy', '-metadata:s:v:0', 'rotate=270', '-y', out]);
  });
  const panel = page.getByRole('region', { name: 'Library' });
  await panel.getByRole('tab', { name: 'Videos' }).click();
  await panel.getByLabel('Upload an image or video').setInputFiles({
    name: 'IMG_0042.mov',
    mimeType: 'video/quicktime',
    buffer: readFileSync(clip),
  });
  await expect.poll(async () => (await storedLayers(page)).length, { timeout: 60_000 }).toBe(1);
  const [layer] = await storedLayers(page);
  // Measured from the container: the turned size, so a portrait layer.
  expect(Number(layer!.property.height)).toBeGreaterThan(Number(layer!.property.width));
  const key = String(layer!.property._urlkey);
  const status = async () =>
    (
      await (
        await page.request.get(`/ai/source/media?key=${encodeURIComponent(key)}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()
    ).data as { state: string; info: { video: { codec: string } } | null };
  await expect.poll(async () => (await status()).state, { timeout: 60_000 }).toBe('ready');
  // The file behind the layer's URL is now H.264, which this browser decodes; the tile shows no problem.
  const served = await page.request.get(String(layer!.property._staticUrl), {
    headers: { Range: 'bytes=0-11' },
  });
  expect(served.headers()['content-type']).toBe('video/mp4');
  const uploaded = panel.getByRole('region', { name: 'Uploaded' });
  await expect(uploaded.getByRole('button', { name: 'Add IMG_0042.mov' })).toBeVisible();
  await expect(uploaded.locator('.cw-lib-media-state')).toHaveCount(0);
  // Its thumbnail is the converted file's first frame (loaded again after the conversion).
  await expect
    .poll(() => uploaded.locator('video.cw-lib-thumb').evaluate((v: HTMLVideoElement) => v.videoHeight), {
      timeout: 30_000,
    })
    .toBe(320);
});

test('picks an animation and the preview moves; none removes it; undo restores', async ({ page }) => {
  test.setTimeout(120_000);
  await waitForLibrary(page, await signIn(page));
  await openEmptyProject(page);
  const panel = page.getByRole('region', { name: 'Library' });
  await panel.getByRole('button', { name: 'Add Rectangle', exact: true }).click();
  // The inspector of the new (selected) layer opens the picker.
  await page
    .getByRole('region', { name: 'Inspector' })
    .getByRole('button', { name: /^Animation/ })
    .click();
  const picker = page.getByRole('region', { name: 'Animation', exact: true });
  const preview = picker.getByRole('img', { name: 'Preview of the animation on the selected layer' });
  await expect(preview).toBeVisible();
  const frames = async () => {
    const shots: string[] = [];
    for (let i = 0; i < 8; i++) {
      shots.push(await preview.evaluate((c: HTMLCanvasElement) => c.toDataURL()));
      await page.waitForTimeout(150);
    }
    return new Set(shots).size;
  };
  // No animation: the preview holds still (the loop's pause aside, at most two pictures).
  expect(await frames()).toBeLessThanOrEqual(2);
  await chooseOption(picker.getByRole('group', { name: 'Entrance' }), 'Effect', 'Fade in');
  await expect(undo(page)).toHaveAttribute('title', 'Change animation');
  const preset = picker.getByRole('group', { name: 'Animation preset' });
  await chooseOption(preset, 'Animation preset', 'Pulse');
  await expect(undo(page)).toHaveAttribute('title', 'Change animation preset');
  await chooseOption(preset, 'Plays', 'On entrance');
  expect(await frames()).toBeGreaterThanOrEqual(4);
  await expect
    .poll(async () => {
      const [layer] = (await storedLayers(page)) as unknown as Array<
        Record<string, { enter?: { name: string }; animations?: unknown[] }>
      >;
      return [layer!.animation!.enter!.name, layer!.animations?.animations];
    })
    .toEqual([
      'fadein',
      [{ name: 'pulse', trigger: 'enter', direction: 'right', speed: 0.5, intensity: 0.5 }],
    ]);
  // 'None' removes the preset.
  await chooseOption(preset, 'Animation preset', 'None');
  await expect.poll(async () => 'animations' in ((await storedLayers(page))[0] as object)).toBe(false);
  // Undo brings the preset back.
  await undo(page).click();
  await expectChosen(preset, 'Animation preset', 'Pulse');
});
