/**
 * Talking avatars in Chromium: three presenters of the demo library (a drawn mouth, a Talking Photo, the
 * template's photo) driven by a speech with known mouth shapes. Frames grabbed through the host-page API
 * (getVideoFrame) show each mouth open on a vowel and shut in silence, and shut again once the speech has
 * ended, with nothing else in the picture moving; an exported file shows the same mouths as the grabs.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { MOUTH_IN_FACE } from '../../src/shared/avatar/face-box.ts';
import { call as harness, openExportHarness, type RunResult } from './export-harness.ts';
import {
  AVATAR_BOXES,
  mouthRegion,
  SILENCE_TIME,
  SPEECH_SECONDS,
  talkingProject,
  VOWEL_TIME,
} from './talking-avatar-project.ts';

interface Editor {
  ready: Promise<void>;
  loadProject(json: unknown): Promise<void>;
  getVideoFrame(t?: number): Promise<File>;
}
type Demo = { demo: { editor: Editor } };

/** The demo library is generated in the background on the server's first start: wait for the presenters. */
async function presentersStored(request: APIRequestContext): Promise<void> {
  for (const key of ['201', '101', 'template'])
    await expect
      .poll(async () => (await request.get(`/media/public/avatars/${key}.png`)).status(), { timeout: 60_000 })
      .toBe(200);
}

/** RGBA of the rectangles (project pixels) in the frame getVideoFrame gives at `t` (0.4 × the project). */
function regions(page: Page, t: number, rects: Array<[number, number, number, number]>): Promise<number[][]> {
  return page.evaluate(
    async ([time, list]) => {
      const file = await (window as unknown as Demo).demo.editor.getVideoFrame(time);
      const bitmap = await createImageBitmap(file);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.drawImage(bitmap, 0, 0);
      const k = bitmap.width / 1920;
      return list.map(([x, y, w, h]) => [
        ...ctx.getImageData(Math.round(x * k), Math.round(y * k), Math.round(w * k), Math.round(h * k)).data,
      ]);
    },
    [t, rects] as const,
  );
}

/** Share of the pixels whose colour differs by more than 40 (sum over RGB) between two regions. */
function changed(a: number[], b: number[]): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    const d = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    if (d > 40) count++;
  }
  return count / (a.length / 4);
}

/** Each presenter's eyes (project pixels): above its mouth, they never move. */
const eyeRegion = (i: number): [number, number, number, number] => {
  const { left, top, scale, presenter } = AVATAR_BOXES[i]!;
  const { face } = presenter;
  return [
    left + face.x * scale,
    top + (face.y + face.height * 0.35) * scale,
    face.width * scale,
    face.height * 0.2 * scale,
  ];
};

/** The middle of each presenter's opening on a wide-open vowel (project pixels): dark then, skin or lip shut. */
const openingPoint = (i: number): [number, number] => {
  const { left, top, scale, presenter } = AVATAR_BOXES[i]!;
  const { face, style } = presenter;
  const opening = (style === 'drawn' ? MOUTH_IN_FACE.drawnOpening : MOUTH_IN_FACE.photoOpening) * face.width;
  return [
    left + (face.x + face.width / 2) * scale,
    top + (face.y + MOUTH_IN_FACE.lipLine * face.height + opening * 0.25) * scale,
  ];
};

test.describe('talking avatars', () => {
  test('grabs: the mouth opens on a vowel, is shut in silence and after the speech, and nothing else moves', async ({
    page,
    request,
  }) => {
    await presentersStored(request);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/host-demo?gallery=off');
    await page.waitForFunction(() => (window as { demo?: unknown }).demo !== undefined);
    await page.evaluate(() => (window as unknown as Demo).demo.editor.ready);
    await page.evaluate(
      (project) => (window as unknown as Demo).demo.editor.loadProject(project),
      talkingProject(),
    );

    const rects = AVATAR_BOXES.flatMap((_, i) => [mouthRegion(i), eyeRegion(i)]);
    const silence = await regions(page, SILENCE_TIME, rects);
    const vowel = await regions(page, VOWEL_TIME, rects);
    const ended = await regions(page, SPEECH_SECONDS, rects);
    AVATAR_BOXES.forEach(({ presenter }, i) => {
      const [mouth, eyes] = [2 * i, 2 * i + 1];
      const what = `presenter ${presenter.id} (${presenter.style})`;
      // The open mouth changes a good part of the mouth's region; the eyes do not move.
      expect(changed(silence[mouth]!, vowel[mouth]!), what).toBeGreaterThan(0.04);
      expect(changed(silence[eyes]!, vowel[eyes]!), what).toBe(0);
      // After the speech the mouth is the silent one, pixel for pixel.
      expect(ended[mouth], what).toEqual(silence[mouth]);
    });
    expect(errors).toEqual([]);
  });

  test('export: the frame on the vowel shows the mouths the grab shows', async ({ page, request }) => {
    test.setTimeout(180_000);
    await presentersStored(request);
    await openExportHarness(page);
    const result = await harness<[unknown, unknown], RunResult>(page, 'run', talkingProject(), {
      width: 640,
      height: 360,
      fps: 30,
    });
    expect(result, result.message).toMatchObject({ ok: true, frames: 72 });
    const points = AVATAR_BOXES.map(
      (_, i) => openingPoint(i).map((v) => Math.round(v / 3)) as [number, number],
    );
    const dark = (rgb: number[]) => rgb[0]! + rgb[1]! + rgb[2]! < 250;
    for (const [t, open] of [
      [VOWEL_TIME, true],
      [SILENCE_TIME, false],
    ] as const) {
      const { exported, grabbed, frameTime } = await harness<
        [number, typeof points],
        { frameTime: number; exported: number[][]; grabbed: number[][] }
      >(page, 'compare', t, points);
      const worst = Math.max(
        ...exported.flatMap((rgb, i) => rgb.map((v, c) => Math.abs(v - (grabbed[i]?.[c] ?? -99)))),
      );
      const shown = `t=${frameTime}: exported ${JSON.stringify(exported)} grabbed ${JSON.stringify(grabbed)}`;
      expect(worst, shown).toBeLessThanOrEqual(24);
      expect(grabbed.map(dark), shown).toEqual(points.map(() => open));
    }
  });
});
