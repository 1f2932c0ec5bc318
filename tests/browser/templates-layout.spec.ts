/**
 * The built-in templates look designed: each scene is shown on the real editing canvas (fonts, wrapped text,
 * scales) and every layer must lie inside the canvas and no two text boxes may overlap. The catalogue covers
 * the three formats, and every template has music, narration on each scene and transitions between scenes.
 * A picture of every scene is attached to the report.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, waitForLibrary } from './app-e2e-helpers.ts';

interface Box {
  id: string;
  kind: string;
  visible: boolean;
  left: number;
  top: number;
  width: number;
  height: number;
  text?: string;
}
interface RawScene {
  speech?: { type?: string; text?: string; property?: { voice?: unknown } };
  transition?: { name?: string };
}
interface RawProject {
  layout: 'landscape' | 'portrait' | 'square';
  canvas: { width: number; height: number };
  bgMusicId?: unknown;
  audioFileStaticUrl?: string;
  clips: RawScene[];
}

/** The canvas harness (harness/canvas.ts) as these tests call it. */
interface LayoutHarness {
  start(layout: string, width: number, height: number): unknown;
  sceneLayout(project: RawProject, index: number): Promise<Box[]>;
}

/** Edges may stand out by a stroke's half width and rounding. */
const EDGE = 2;
/** Text boxes must keep at least this much apart. */
const TEXT_GAP = 0;

function outside(box: Box, canvas: RawProject['canvas']): boolean {
  return (
    box.left < -EDGE ||
    box.top < -EDGE ||
    box.left + box.width > canvas.width + EDGE ||
    box.top + box.height > canvas.height + EDGE
  );
}

function overlap(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.width + TEXT_GAP &&
    b.left < a.left + a.width + TEXT_GAP &&
    a.top < b.top + b.height + TEXT_GAP &&
    b.top < a.top + a.height + TEXT_GAP
  );
}

const describeBox = (b: Box) =>
  `${b.kind} ${b.id}${b.text !== undefined ? ` "${b.text.slice(0, 30)}"` : ''} at ${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.width)}×${Math.round(b.height)}`;

/** What is wrong with one scene's layout, in words (empty: nothing). */
function layoutProblems(boxes: Box[], canvas: RawProject['canvas']): string[] {
  const shown = boxes.filter((b) => b.visible);
  const problems = shown
    .filter((b) => outside(b, canvas))
    .map((b) => `outside the canvas: ${describeBox(b)}`);
  const texts = shown.filter((b) => b.kind === 'text');
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1))
      if (overlap(a, b)) problems.push(`text over text: ${describeBox(a)} and ${describeBox(b)}`);
  });
  return problems;
}

/** Every template with its project, once the server has finished preparing its demo library. */
async function templates(page: Page, token: string): Promise<Array<{ id: string; project: RawProject }>> {
  const headers = { Authorization: `Bearer ${token}` };
  const read = async () =>
    (await (await page.request.get('/api/library?origin=web', { headers })).json()).data;
  await expect.poll(async () => (await read()).complete, { timeout: 180_000, intervals: [1000] }).toBe(true);
  const list = (await read()).templates as Array<{ id: string }>;
  expect(list.length).toBeGreaterThanOrEqual(8);
  return Promise.all(
    list.map(async ({ id }) => {
      const answer = await (await page.request.get(`/api/library/templates/${id}`, { headers })).json();
      return { id, project: answer.data as RawProject };
    }),
  );
}

test('the template catalogue: eight or more over the three formats, each with music, narration and transitions', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const token = await signIn(page);
  await waitForLibrary(page, token);
  const all = await templates(page, token);
  expect(all.length).toBeGreaterThanOrEqual(8);
  expect(new Set(all.map((t) => t.project.layout))).toEqual(new Set(['landscape', 'portrait', 'square']));
  for (const { id, project } of all) {
    expect(project.bgMusicId, `${id}: music`).toBeDefined();
    expect(project.audioFileStaticUrl, `${id}: music file`).toMatch(/\S/);
    expect(project.clips.length, `${id}: scenes`).toBeGreaterThanOrEqual(2);
    project.clips.forEach((clip, i) => {
      expect(clip.speech?.type, `${id} scene ${i + 1}: narration`).toBe('default');
      expect(clip.speech?.text?.trim(), `${id} scene ${i + 1}: narration text`).toBeTruthy();
      expect(clip.speech?.property?.voice, `${id} scene ${i + 1}: narration voice`).toBeTruthy();
      if (i < project.clips.length - 1)
        expect(clip.transition?.name ?? 'none', `${id} scene ${i + 1}: transition`).not.toBe('none');
    });
  }
});

test('every template scene keeps its layers inside the canvas and its text boxes apart', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const token = await signIn(page);
  await waitForLibrary(page, token);
  const all = await templates(page, token);
  await page.goto('/harness/canvas.html');
  await page.waitForFunction(() => window.harness !== undefined);
  const problems: string[] = [];
  for (const { id, project } of all) {
    const view =
      project.canvas.width >= project.canvas.height ? ([960, 540] as const) : ([540, 960] as const);
    await page.evaluate(([layout, w, h]) => (window.harness as LayoutHarness).start(layout, w, h), [
      project.layout,
      view[0],
      view[1],
    ] as const);
    for (let index = 0; index < project.clips.length; index++) {
      const boxes = await page.evaluate(([p, i]) => (window.harness as LayoutHarness).sceneLayout(p, i), [
        project,
        index,
      ] as const);
      expect(boxes.length, `${id} scene ${index + 1} has layers`).toBeGreaterThan(0);
      problems.push(...layoutProblems(boxes, project.canvas).map((p) => `${id} scene ${index + 1}: ${p}`));
      await testInfo.attach(`${id}-scene-${index + 1}.png`, {
        body: await page.locator('canvas.lower-canvas').screenshot(),
        contentType: 'image/png',
      });
    }
  }
  expect(problems).toEqual([]);
});
