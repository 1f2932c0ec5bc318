import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readSaved, signIn } from './app-e2e-helpers.ts';
import { chooseOption, combobox, expectChosen, setColour, setSlider } from './controls-helpers.ts';
import { call, openExportHarness, type Harness, type RunResult } from './export-harness.ts';
import { seedProject } from './seed-project.ts';
import { showPreview } from './stage-view.ts';

/**
 * Caption styles in the studio's inspector (presets, animation, lines, characters, each one undo step, the
 * preview live), and as the host sees them: frames grabbed with getVideoFrame through the demo host's bridge
 * (the same renderer as the preview and the export), on black with white letters and a magenta highlight.
 */
interface Editor {
  ready: Promise<void>;
  loadProject(json: unknown): Promise<void>;
  getVideoFrame(t?: number): Promise<File>;
}
declare global {
  interface Window {
    demo?: unknown;
  }
}

/** Where the grab has magenta (the highlight) and white (the letters) pixels: count and x range. */
interface Inks {
  width: number;
  magenta: { count: number; minX: number; maxX: number };
  white: { count: number; minX: number; maxX: number };
}

async function openDemo(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/host-demo?gallery=off');
  await page.waitForFunction(() => window.demo !== undefined);
  await page.evaluate(() => (window.demo as { editor: Editor }).editor.ready);
  return errors;
}

const load = (page: Page, project: unknown) =>
  page.evaluate((p) => (window.demo as { editor: Editor }).editor.loadProject(p), project);

/**
 * Installs `window.captionInks` on the page: where a picture has magenta (the highlight) and white (the letters)
 * pixels. Installed rather than inlined so that grabs and exported frames are read by the same code.
 */
function installInks(page: Page): Promise<void> {
  return page.evaluate(() => {
    (window as unknown as { captionInks: (image: ImageData) => Inks }).captionInks = ({
      data,
      width,
      height,
    }) => {
      const range = () => ({ count: 0, minX: Infinity, maxX: -Infinity });
      const magenta = range();
      const white = range();
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
          const ink =
            r > 180 && b > 180 && g < 90 ? magenta : r > 200 && g > 200 && b > 200 ? white : undefined;
          if (ink === undefined) continue;
          ink.count++;
          ink.minX = Math.min(ink.minX, x);
          ink.maxX = Math.max(ink.maxX, x);
        }
      }
      return { width, magenta, white };
    };
  });
}

async function inks(page: Page, time: number): Promise<Inks> {
  await installInks(page);
  return page.evaluate(async (t) => {
    const file = await (window.demo as { editor: Editor }).editor.getVideoFrame(t);
    const bitmap = await createImageBitmap(file);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(bitmap, 0, 0);
    const read = (window as unknown as { captionInks: (image: ImageData) => Inks }).captionInks;
    return read(ctx.getImageData(0, 0, bitmap.width, bitmap.height));
  }, time);
}

/** The inks of the exported frame shown at `time` and of the preview's grab of the same frame. */
async function exportedInks(page: Page, time: number): Promise<{ exported: Inks; grabbed: Inks }> {
  await installInks(page);
  return page.evaluate(async (t) => {
    const frames = await (window.harness as Harness).framesAt(t);
    const read = (window as unknown as { captionInks: (image: ImageData) => Inks }).captionInks;
    return { exported: read(frames.exported), grabbed: read(frames.grabbed) };
  }, time);
}

/** One scene of 2 s on black speaking `words` (one second each), in `style`. */
function spoken(words: [string, string], style: Record<string, unknown>, spaced = true) {
  const text = words.join(spaced ? ' ' : '');
  return {
    layout: 'landscape',
    clips: [
      {
        bgColor: '#000000',
        duration: 2,
        layers: [],
        speech: {
          type: 'default',
          text,
          duration: 2,
          subtitles: [
            {
              text,
              start: 0,
              end: 2,
              words: [
                { text: words[0], start: 0, end: 1 },
                { text: words[1], start: 1, end: 2 },
              ],
            },
          ],
        },
        subtitleStyle: {
          fontSize: 96,
          fontWeight: 'bold',
          color: '#ffffff',
          highlightColor: '#ff00ff',
          textShadow: 'none',
          ...style,
        },
      },
    ],
  };
}

test.describe('caption styles in grabbed frames', () => {
  test('highlight: the spoken word is in the highlight colour, the other in the text colour', async ({
    page,
  }) => {
    const errors = await openDemo(page);
    await load(page, spoken(['HELLO', 'WORLD'], { animation: 'highlight' }));
    const near = (a: Inks['white'], b: Inks['white']) =>
      Math.abs(a.minX - b.minX) <= 2 && Math.abs(a.maxX - b.maxX) <= 2;

    // Inside word 1: magenta is HELLO, left of WORLD in white.
    const first = await inks(page, 0.5);
    expect(first.magenta.count).toBeGreaterThan(200);
    expect(first.white.count).toBeGreaterThan(200);
    expect(first.magenta.maxX).toBeLessThan(first.white.minX);

    // Inside word 2: the reverse, each word where it was.
    const second = await inks(page, 1.5);
    expect(second.magenta.count).toBeGreaterThan(200);
    expect(second.white.maxX).toBeLessThan(second.magenta.minX);
    expect(near(first.magenta, second.white)).toBe(true);
    expect(near(second.magenta, first.white)).toBe(true);
    // The same letters either way: the highlight recolours, it does not move or resize.
    expect(Math.abs(first.magenta.count - second.white.count)).toBeLessThan(first.magenta.count * 0.1);
    expect(errors).toEqual([]);
  });

  test('the static style never shows the highlight; pop shows the spoken word smaller as it pops in', async ({
    page,
  }) => {
    const errors = await openDemo(page);
    await load(page, spoken(['HELLO', 'WORLD'], { animation: 'none' }));
    const still = await inks(page, 1.5);
    expect(still.magenta.count).toBe(0);
    expect(still.white.count).toBeGreaterThan(400);

    await load(page, spoken(['HELLO', 'WORLD'], { animation: 'pop' }));
    const popping = await inks(page, 1.02);
    const popped = await inks(page, 1.5);
    expect(popped.magenta.minX).toBeGreaterThan(popped.white.maxX);
    // 20 ms into the word it is drawn at about 77 % of its size: far fewer pixels, around the same centre.
    expect(popping.magenta.count).toBeLessThan(popped.magenta.count * 0.75);
    const centre = (ink: Inks['magenta']) => (ink.minX + ink.maxX) / 2;
    expect(Math.abs(centre(popping.magenta) - centre(popped.magenta))).toBeLessThan(3);
    expect(errors).toEqual([]);
  });

  test('karaoke fills left to right, and right to left in an Arabic line', async ({ page }) => {
    const errors = await openDemo(page);
    await load(page, spoken(['HELLO', 'WORLD'], { animation: 'karaoke' }));
    const half = await inks(page, 0.5);
    // Half of HELLO is filled: magenta at the line's left end, white after it.
    expect(half.magenta.count).toBeGreaterThan(100);
    expect(half.magenta.minX).toBeLessThan(half.white.minX);
    expect(half.magenta.maxX).toBeLessThan(half.width / 2);
    const all = await inks(page, 1.99);
    expect(all.white.count).toBeLessThan(half.white.count / 4);

    await load(page, spoken(['مرحبا', 'بالعالم'], { animation: 'karaoke' }));
    const arabic = await inks(page, 0.5);
    // The first word is at the right: its fill starts at the line's right end.
    expect(arabic.magenta.count).toBeGreaterThan(100);
    expect(arabic.magenta.maxX).toBeGreaterThan(arabic.white.maxX);
    expect(arabic.magenta.minX).toBeGreaterThan(arabic.width / 2);
    expect(errors).toEqual([]);
  });

  test('the static style draws Japanese and Arabic in their own letters, not in empty boxes', async ({
    page,
  }) => {
    const errors = await openDemo(page);
    // Missing glyphs draw as the same box whatever the letter: two different lines of as many characters
    // would then cover the same pixels. Their own letters do not.
    const lines = [
      ['こんにちは', '世界'],
      ['ありがとう', '日本'],
      ['كتاب', 'جميل'],
      ['مرحب', 'صديق'],
    ] as const;
    const counts: number[] = [];
    for (const words of lines) {
      await load(
        page,
        spoken([words[0], words[1]], { animation: 'none' }, !/[\u3040-\u9fff]/u.test(words[0])),
      );
      counts.push((await inks(page, 1)).white.count);
    }
    expect(
      counts.every((n) => n > 400),
      JSON.stringify(counts),
    ).toBe(true);
    expect(Math.abs(counts[0]! - counts[1]!), JSON.stringify(counts)).toBeGreaterThan(counts[0]! * 0.03);
    expect(counts[2], JSON.stringify(counts)).not.toBe(counts[3]);
    expect(errors).toEqual([]);
  });

  test('export: the exported file highlights the word being spoken, where the grab does', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openExportHarness(page);
    const result = await call<[unknown, unknown], RunResult>(
      page,
      'run',
      spoken(['HELLO', 'WORLD'], { animation: 'highlight' }),
      { width: 1280, height: 720, fps: 30 },
    );
    expect(result, result.message).toMatchObject({ ok: true, frames: 60 });
    for (const t of [0.5, 1.5]) {
      const { exported, grabbed } = await exportedInks(page, t);
      const shown = `t=${t}: exported ${JSON.stringify(exported)} grabbed ${JSON.stringify(grabbed)}`;
      expect(exported.magenta.count, shown).toBeGreaterThan(200);
      expect(exported.white.count, shown).toBeGreaterThan(200);
      // The highlighted word is the first one, then the second, in the file as in the grab.
      if (t < 1) expect(exported.magenta.maxX, shown).toBeLessThan(exported.white.minX);
      else expect(exported.white.maxX, shown).toBeLessThan(exported.magenta.minX);
      for (const ink of ['magenta', 'white'] as const) {
        expect(Math.abs(exported[ink].minX - grabbed[ink].minX), shown).toBeLessThanOrEqual(3);
        expect(Math.abs(exported[ink].maxX - grabbed[ink].maxX), shown).toBeLessThanOrEqual(3);
      }
    }
  });
});

const PROJECT_ID = 'captions-e2e';

/** The studio test's project: one black scene speaking HELLO WORLD, in the default caption style. */
function seedCaptionsProject(page: Page): Promise<void> {
  const clip = spoken(['HELLO', 'WORLD'], {}).clips[0]!;
  return seedProject(page, PROJECT_ID, 'Captions test', {
    layout: 'landscape',
    clips: [{ ...clip, id: 'c1', bgColor: '#000000', subtitleStyle: undefined }],
  });
}

/** Pixels of the preview in the highlight yellow of the Highlight preset (#ffd60a). */
async function yellowPixels(page: Page): Promise<number> {
  const png = await page.locator('canvas.cw-preview').screenshot();
  return page.evaluate(async (base64) => {
    const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4)
      if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) > 170 && (data[i + 2] ?? 0) < 80) count++;
    return count;
  }, png.toString('base64'));
}

test('the inspector: a preset sets the caption look in one undo step, each field after it too, live in the preview', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page);
  await page.goto('/?lang=en');
  await seedCaptionsProject(page);
  await page.goto(`/#/project/${PROJECT_ID}`);
  const speech = page.getByRole('region', { name: 'Speech' });
  await expect(speech).toBeVisible();
  await speech.getByText('Subtitle style', { exact: true }).click();
  const style = async () =>
    (
      (await readSaved(page, PROJECT_ID)).project.clips[0] as unknown as {
        subtitleStyle: Record<string, unknown>;
      }
    ).subtitleStyle;
  const undo = () => page.getByRole('button', { name: 'Undo', exact: true }).click();

  // An older project: the static line, Classic; lines and characters wait for an animation.
  await expectChosen(speech, 'Caption look', 'Classic');
  await expectChosen(speech, 'Word animation', 'None (static line)');
  await expect(combobox(speech, 'Lines')).toBeDisabled();
  await showPreview(page, 0.5);
  expect(await yellowPixels(page)).toBe(0);

  // The Highlight preset: several fields at once, the spoken word yellow in the preview.
  await chooseOption(speech, 'Caption look', 'Highlight');
  await expect
    .poll(style)
    .toMatchObject({ animation: 'highlight', highlightColor: '#ffd60a', fontSize: 56, safeMargin: true });
  await expect(combobox(speech, 'Lines')).toBeEnabled();
  await showPreview(page, 0.5);
  await expect.poll(() => yellowPixels(page), { timeout: 10_000 }).toBeGreaterThan(50);

  // One undo step takes the whole preset back.
  await undo();
  await expect.poll(style).toMatchObject({ animation: 'none', fontSize: 48, safeMargin: false });
  await expectChosen(speech, 'Caption look', 'Classic');

  // Field by field: karaoke, one line, 30 characters (a slider's steps are one undo step), a box colour.
  await chooseOption(speech, 'Word animation', 'Karaoke fill');
  await expect.poll(style).toMatchObject({ animation: 'karaoke' });
  await expectChosen(speech, 'Caption look', 'Custom');
  await chooseOption(speech, 'Lines', 'One line');
  await expect.poll(style).toMatchObject({ maxLines: 1 });
  await setSlider(speech.getByRole('slider', { name: 'Characters per line' }), 30);
  await expect.poll(style).toMatchObject({ maxCharsPerLine: 30 });
  await undo();
  await expect.poll(style).toMatchObject({ maxLines: 1, maxCharsPerLine: 42 });
  await speech.getByRole('checkbox', { name: 'Box behind the spoken word' }).check();
  await setColour(speech, 'Box colour', '#00ff00');
  await expect.poll(style).toMatchObject({ highlightBox: true, highlightBoxColor: '#00ff00' });
  expect(errors).toEqual([]);
});
