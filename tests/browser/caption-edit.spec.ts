/**
 * Editing captions without new audio, as a creator does it in the studio (the standalone editor page, whose
 * `window.clipwright` is the host API the checks read through): a misheard word is fixed in the caption
 * editor and the project, the caption file and the drawn frame have it while the audio and the mouth shapes
 * stay, a refused time shows why and changes nothing, undo brings the word back; on the timeline's captions
 * track a caption's end is dragged (stopping at the next caption), nudged with the keys, and the track
 * mirrors in Arabic.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe-check.ts';
import { AUDIO, VISEMES, openEditor, speech, type Api } from './caption-edit-project.ts';

const srt = (page: Page) =>
  page.evaluate(() => (window.clipwright as Api).exportSubtitles({ format: 'srt' }));

/** The columns holding white pixels in the frame grabbed at `time`: where the caption's letters are. */
function whiteColumns(page: Page, time: number): Promise<{ count: number; minX: number; maxX: number }> {
  return page.evaluate(async (t) => {
    const bitmap = await createImageBitmap(await (window.clipwright as Api).getVideoFrame(t));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(bitmap, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    const ink = { count: 0, minX: Infinity, maxX: -Infinity };
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) > 200 && (data[i + 2] ?? 0) > 200) {
          ink.count++;
          ink.minX = Math.min(ink.minX, x);
          ink.maxX = Math.max(ink.maxX, x);
        }
      }
    return ink;
  }, time);
}

test.setTimeout(120_000);

test('a misheard word is fixed in the caption editor: project, caption file and frame have it, the audio stays, undo brings it back', async ({
  page,
}) => {
  const errors = await openEditor(page, 'en');
  const before = await speech(page);
  const drawnBefore = await whiteColumns(page, 1);
  expect(drawnBefore.count).toBeGreaterThan(500);

  await page.getByRole('region', { name: 'Speech' }).getByRole('button', { name: 'Edit captions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Captions of scene 1' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Text of caption 1' })).toBeFocused();
  await expect(dialog.getByRole('textbox')).toHaveCount(3);
  // A caption's place in the list seeks the preview to it.
  await dialog.getByRole('button', { name: /^Show caption 2 in the preview/ }).click();
  await expect(page.locator('.cw-player-current')).toHaveText('00:01.8');

  await dialog.getByRole('textbox', { name: 'Text of caption 1' }).fill('HELLO WORLD');
  await dialog.getByRole('textbox', { name: 'Text of caption 1' }).press('Enter');
  await expect
    .poll(async () => (await speech(page)).subtitles[0])
    .toEqual({
      text: 'HELLO WORLD',
      start: 0.2,
      end: 1.6,
      words: [
        { text: 'HELLO', start: 0.2, end: 0.8 },
        { text: 'WORLD', start: 0.9, end: 1.6 },
      ],
    });
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveAttribute(
    'title',
    'Edit caption',
  );
  const after = await speech(page);
  expect(after.resourceInfo).toEqual(before.resourceInfo);
  expect(after.visemes).toEqual(VISEMES);
  expect(after.text).toBe(before.text);
  expect(after.subtitles.slice(1)).toEqual(before.subtitles.slice(1));
  expect(await srt(page)).toContain('00:00:00,200 --> 00:00:01,600\nHELLO WORLD\n');
  // The renderer draws the new word: the caption's letters are wider by the extra L.
  const drawnAfter = await whiteColumns(page, 1);
  expect(drawnAfter.count).toBeGreaterThan(drawnBefore.count);
  expect(drawnAfter.maxX - drawnAfter.minX).toBeGreaterThan(drawnBefore.maxX - drawnBefore.minX + 10);

  // A time past the audio is refused with its reason; nothing changes.
  const end3 = dialog.getByRole('spinbutton', { name: 'End of caption 3 in seconds' });
  await end3.fill('5');
  await end3.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Not changed: caption 3 end: 5 is after the audio, which ends at 4',
  );
  await expect(end3).toHaveAttribute('aria-invalid', 'true');
  expect((await speech(page)).subtitles[2]).toEqual({ text: 'BYE', start: 3.4, end: 3.9 });
  // Escape puts the field back, a second Escape closes the editor.
  await end3.press('Escape');
  await expect(end3).toHaveValue('3.9');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await end3.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(async () => (await speech(page)).subtitles[0]?.text).toBe('HELO WORLD');
  expect((await speech(page)).subtitles[0]?.words?.[0]?.text).toBe('HELO');
  expect(await srt(page)).toContain('\nHELO WORLD\n');
  expect(errors).toEqual([]);
});

test('a caption bar on the timeline: its end is dragged up to the next caption, nudged with the keys, and a double-click opens the editor on it', async ({
  page,
}) => {
  const errors = await openEditor(page, 'en');
  const track = page.getByRole('group', { name: 'Captions' });
  await expect(track.getByRole('button')).toHaveCount(3);
  await expect(track.getByRole('button').first()).toHaveText('HELO WORLD');

  const end1 = track.getByRole('slider', { name: 'End of caption 1' });
  // The dock shows the tracks it has room for; the captions track may be scrolled to first.
  await end1.scrollIntoViewIfNeeded();
  const box = (await end1.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 300, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  // Stopped at the next caption's start; its words stretched with it.
  await expect.poll(async () => (await speech(page)).subtitles[0]?.end).toBe(1.8);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveAttribute(
    'title',
    'Retime caption',
  );
  const dragged = (await speech(page)).subtitles[0]!;
  expect(dragged.start).toBe(0.2);
  expect(dragged.words?.at(-1)?.end).toBe(1.8);
  expect((await speech(page)).resourceInfo).toEqual(AUDIO);

  const end2 = track.getByRole('slider', { name: 'End of caption 2' });
  await end2.focus();
  await end2.press('ArrowLeft');
  await expect.poll(async () => (await speech(page)).subtitles[1]?.end).toBe(3.1);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(async () => (await speech(page)).subtitles[1]?.end).toBe(3.2);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(async () => (await speech(page)).subtitles[0]?.end).toBe(1.6);

  await track.getByRole('button', { name: /^Caption 3: BYE/ }).dblclick();
  const dialog = page.getByRole('dialog', { name: 'Captions of scene 1' });
  await expect(dialog.getByRole('textbox', { name: 'Text of caption 3' })).toBeFocused();
  expect(errors).toEqual([]);
});

test('in Arabic the captions track runs from the right: the first caption is rightmost and its end is dragged leftwards', async ({
  page,
}) => {
  const errors = await openEditor(page, 'ar');
  const track = page.getByRole('group', { name: 'الترجمات' });
  const bars = track.locator('.cw-tl-caption');
  await expect(bars).toHaveCount(3);
  const first = (await bars.nth(0).boundingBox())!;
  const third = (await bars.nth(2).boundingBox())!;
  expect(first.x).toBeGreaterThan(third.x + third.width);

  const end1 = track.getByRole('slider', { name: /^نهاية الترجمة/ }).first();
  // The dock shows the tracks it has room for; the captions track may be scrolled to first.
  await end1.scrollIntoViewIfNeeded();
  const box = (await end1.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 6, box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(box.x - 12, box.y + box.height / 2, { steps: 3 });
  await page.mouse.up();
  // 12 px leftwards at 60 px per second: 0.2 s later (snapped to the next caption's start at 1.8).
  await expect.poll(async () => (await speech(page)).subtitles[0]?.end).toBe(1.8);
  expect(errors).toEqual([]);
});

for (const lang of ['en', 'ar'] as const) {
  test(`the captions track and the caption editor are named and reached by keyboard, axe finds nothing (${lang})`, async ({
    page,
  }) => {
    const errors = await openEditor(page, lang);
    const bar = page.locator('.cw-tl-caption-body').nth(1);
    await bar.scrollIntoViewIfNeeded();
    await expectAxeClean(page, `on the captions track (${lang})`);
    await bar.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The editor opens on the caption whose bar had the focus.
    await expect(dialog.getByRole('textbox').nth(1)).toBeFocused();
    await expectAxeClean(page, `in the caption editor (${lang})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });
}

test("a caption's words: one word fixed and one retimed, the others keep their times; a word over its neighbour is refused; undo", async ({
  page,
}) => {
  const errors = await openEditor(page, 'en');
  await page.getByRole('region', { name: 'Speech' }).getByRole('button', { name: 'Edit captions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Captions of scene 1' });
  // The third caption keeps no spoken words: it has no words to open.
  await expect(dialog.getByRole('button', { name: 'Words', exact: true })).toHaveCount(2);
  const open = dialog.getByRole('button', { name: 'Words' }).nth(1);
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const words = dialog.getByRole('group', { name: 'Words of caption 2' });

  await words.getByRole('textbox', { name: 'Word 3 of caption 2' }).fill('MEAT');
  await words.getByRole('textbox', { name: 'Word 3 of caption 2' }).press('Enter');
  await expect.poll(async () => (await speech(page)).subtitles[1]?.text).toBe('NICE TO MEAT YOU');
  await expect(dialog.getByRole('textbox', { name: 'Text of caption 2' })).toHaveValue('NICE TO MEAT YOU');

  const start4 = words.getByRole('spinbutton', { name: 'Start of word 4 of caption 2 in seconds' });
  await start4.fill('2.8');
  await start4.press('Enter');
  await expect
    .poll(async () => (await speech(page)).subtitles[1]?.words)
    .toEqual([
      { text: 'NICE', start: 1.8, end: 2.1 },
      { text: 'TO', start: 2.1, end: 2.3 },
      { text: 'MEAT', start: 2.3, end: 2.7 },
      { text: 'YOU', start: 2.8, end: 3.2 },
    ]);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveAttribute(
    'title',
    'Retime caption',
  );

  // Word 2 may not start before word 1 ends.
  const start2 = words.getByRole('spinbutton', { name: 'Start of word 2 of caption 2 in seconds' });
  await start2.fill('2');
  await start2.press('Enter');
  await expect(words.getByRole('alert')).toHaveText(
    'Not changed: caption 2 word 2 start: 2 is before word 1, which ends at 2.1',
  );
  await expect(start2).toHaveAttribute('aria-invalid', 'true');
  expect((await speech(page)).subtitles[1]?.words?.[1]).toEqual({ text: 'TO', start: 2.1, end: 2.3 });
  await start2.press('Escape');
  await expect(start2).toHaveValue('2.1');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(async () => (await speech(page)).subtitles[1]?.words?.[3]?.start).toBe(2.7);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(async () => (await speech(page)).subtitles[1]?.text).toBe('NICE TO MEET YOU');
  expect((await speech(page)).resourceInfo).toEqual(AUDIO);
  expect(errors).toEqual([]);
});
