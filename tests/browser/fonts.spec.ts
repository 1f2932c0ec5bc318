import { expect, test, type Page } from '@playwright/test';
import type { FontsHarness, ProbeInput, ProbeResult } from '../../harness/fonts/probe.ts';

// One sample per script the editor offers, each in its own Noto / Latin font.
const SAMPLES: { script: string; name: string; text: string }[] = [
  { script: 'Latin', name: 'Roboto', text: 'The quick brown fox jumps over the lazy dog' },
  { script: 'Chinese', name: 'Noto Sans SC', text: '敏捷的棕色狐狸跳过了懒狗' },
  { script: 'Japanese', name: 'Noto Sans JP', text: 'いろはにほへと ちりぬるを 漢字' },
  { script: 'Korean', name: 'Noto Sans KR', text: '다람쥐 헌 쳇바퀴에 타고파' },
  { script: 'Thai', name: 'Noto Sans Thai', text: 'เป็นมนุษย์สุดประเสริฐเลิศคุณค่า' },
  { script: 'Devanagari', name: 'Noto Sans Devanagari', text: 'ऋषियों को सताने वाले दुष्ट राक्षसों' },
  { script: 'Hebrew', name: 'Noto Sans Hebrew', text: 'דג סקרן שט בים מאוכזב' },
  { script: 'Malayalam', name: 'Noto Sans Malayalam', text: 'അജവും ആനയും ഐരാവതവും' },
  { script: 'Mongolian', name: 'Noto Sans Mongolian', text: 'ᠮᠣᠩᠭᠣᠯ ᠪᠢᠴᠢᠭ' },
  { script: 'Arabic', name: 'Noto Sans Arabic', text: 'نص حكيم له سر قاطع' },
  { script: 'emoji', name: 'Noto Color Emoji', text: '😀🎉👍🚀' },
];

async function run(page: Page, side: 'page' | 'worker', input: ProbeInput): Promise<ProbeResult> {
  const answer = await page.evaluate(
    ([where, probeInput]) => (window as unknown as { harness: FontsHarness }).harness[where](probeInput),
    [side, input] as const,
  );
  if (!answer.ok) throw new Error(`${side}: ${answer.error}`);
  return answer.result;
}

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto('/harness/fonts.html');
  await page.waitForFunction(() => 'harness' in window);
});

test('first load of the Latin set (Roboto regular) on the page', async ({ page }) => {
  const result = await run(page, 'page', { name: 'Roboto', text: SAMPLES[0]!.text, size: 40 });
  expect(result.faces).toEqual(['/fonts/roboto/roboto-latin-400-normal.woff2']);
  expect(result.loadedFamilies).toContain('Roboto');
  console.log(`Latin first load: ${result.loadMs.toFixed(1)} ms`);
});

for (const sample of SAMPLES) {
  test(`${sample.script}: '${sample.name}' is used, and page and worker measure alike`, async ({ page }) => {
    const input = { name: sample.name, text: sample.text, size: 48 };
    const onPage = await run(page, 'page', input);
    const inWorker = await run(page, 'worker', input);
    for (const [side, result] of [
      ['page', onPage],
      ['worker', inWorker],
    ] as const) {
      expect(result.loadedFamilies, side).toContain(sample.name);
      expect(result.faces.length, side).toBeGreaterThan(0);
      expect(
        Math.abs(result.width - result.fallbackWidth),
        `${side}: width equals monospace`,
      ).toBeGreaterThan(1);
      expect(result.ink, `${side}: nothing drawn`).toBeGreaterThan(200);
      // Drawing asked the browser for no face the loader had not already loaded.
      expect(result.loadingFaces, side).toEqual([]);
    }
    expect(inWorker.faces).toEqual(onPage.faces);
    expect(Math.abs(onPage.width - inWorker.width)).toBeLessThanOrEqual(0.5);
    if (sample.script === 'emoji') {
      expect(onPage.colored, 'emoji drawn in colour').toBeGreaterThan(500);
      expect(inWorker.colored, 'emoji drawn in colour in the worker').toBeGreaterThan(500);
    }
  });
}

test('mixed text in Roboto takes CJK, Hebrew and colour emoji from the fallbacks, alike on both sides', async ({
  page,
}) => {
  const input = { name: 'Roboto', text: 'Hello 世界 שלום 😀', size: 48 };
  const onPage = await run(page, 'page', input);
  const inWorker = await run(page, 'worker', input);
  for (const family of ['Roboto', 'Noto Sans SC', 'Noto Sans Hebrew', 'Noto Color Emoji']) {
    expect(onPage.loadedFamilies).toContain(family);
    expect(inWorker.loadedFamilies).toContain(family);
  }
  expect(onPage.colored).toBeGreaterThan(200);
  expect(onPage.loadingFaces).toEqual([]);
  expect(inWorker.loadingFaces).toEqual([]);
  expect(Math.abs(onPage.width - inWorker.width)).toBeLessThanOrEqual(0.5);
});

test('bold and italic change the measurement, the same way in page and worker', async ({ page }) => {
  for (const name of ['Roboto', 'Playfair Display', 'Noto Serif']) {
    const text = 'Sphinx of black quartz, judge my vow';
    const widths: Record<string, number> = {};
    for (const [label, weight, style] of [
      ['regular', 'normal', 'normal'],
      ['bold', 'bold', 'normal'],
      ['italic', 'normal', 'italic'],
      ['bold italic', 'bold', 'italic'],
    ] as const) {
      const input = { name, weight, style, text, size: 48 };
      const onPage = await run(page, 'page', input);
      const inWorker = await run(page, 'worker', input);
      expect(Math.abs(onPage.width - inWorker.width), `${name} ${label}`).toBeLessThanOrEqual(0.5);
      expect(onPage.loadingFaces, `${name} ${label}`).toEqual([]);
      widths[label] = onPage.width;
    }
    expect(new Set(Object.values(widths).map((width) => width.toFixed(1))).size, name).toBe(4);
  }
  // A bold name is heavier than the regular one; CJK advances are all 1 em, so compare ink instead of width.
  const regular = await run(page, 'worker', { name: 'Noto Sans SC', text: '敏捷的棕色狐狸', size: 48 });
  const bold = await run(page, 'worker', { name: 'Noto Sans SC Bold', text: '敏捷的棕色狐狸', size: 48 });
  expect(bold.ink).toBeGreaterThan(regular.ink * 1.1);
  const light = await run(page, 'page', { name: 'Roboto Light', text: 'Weight', size: 48 });
  const black = await run(page, 'page', { name: 'Roboto Black', text: 'Weight', size: 48 });
  expect(black.width).toBeGreaterThan(light.width);
});

test("an unknown font name rejects with 'no font name' on both sides", async ({ page }) => {
  for (const side of ['page', 'worker'] as const) {
    const answer = await page.evaluate(
      (where) =>
        (window as unknown as { harness: FontsHarness }).harness[where]({
          name: 'Comic Sans MS',
          text: 'x',
          size: 40,
        }),
      side,
    );
    expect(answer).toEqual({
      ok: false,
      error: "no font name: fontFamily 'Comic Sans MS' is not one of the 112 editor fonts",
    });
  }
});
