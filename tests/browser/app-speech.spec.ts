/**
 * The speech editor end to end: as the demo user, in a project seeded into IndexedDB, a script is
 * generated through the local API (espeak-ng) with progress, the clip takes the audio's length, the preview
 * draws the subtitle and schedules the sound; an uploaded file becomes the uploadVoice with its measured
 * length; a recording (fake microphone) and an uploaded sample are cloned, the unusable one shown disabled
 * with its reason, the usable one speaking through tts_by_cloned_voice; a failing task shows the fixed error message
 * next to Generate and keeps the script.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { showPreview } from './stage-view.ts';
import { chooseOption } from './controls-helpers.ts';
import config from '../../playwright.config.ts';
import { encodeWav } from '../../src/ui/app/speech/wav.ts';
import { seedProject } from './seed-project.ts';

const DEMO = { email: 'demo@clipwright.local', password: 'clipwright-demo' };
const PROJECT_ID = 'speech-e2e';
const SCRIPT = 'Hello from Clipwright. This scene speaks with subtitles.';

const configArgs = config.use?.launchOptions?.args ?? [];
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    // A fake microphone that the page may use without a prompt (Chromium's test device: a beeping tone).
    args: [...configArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});
test.setTimeout(150_000);

interface StartedSound {
  when: number;
  offset: number;
  duration: number;
}

/** Records every AudioBufferSourceNode start: what the preview scheduled on its AudioContext. */
function recordScheduledSounds(page: Page) {
  return page.addInitScript(() => {
    const started: StartedSound[] = [];
    (window as unknown as { __startedSounds: StartedSound[] }).__startedSounds = started;
    const original = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (when?: number, offset?: number, duration?: number) {
      started.push({ when: when ?? 0, offset: offset ?? 0, duration: this.buffer?.duration ?? 0 });
      return original.call(this, when, offset, duration);
    };
  });
}

/** Writes a project record the way ProjectDb (dexie: version 1 → IndexedDB version 10) keeps it. */
/** The speech test's project: one empty dark-blue scene. */
const seedSpeechProject = (page: Page) =>
  seedProject(page, PROJECT_ID, 'Speech test', {
    layout: 'landscape',
    clips: [{ id: 'c1', bgColor: '#1d3557', layers: [] }],
  });

/** The first clip as autosave stored it. */
async function storedClip(page: Page): Promise<{ duration: number; speech: Record<string, unknown> }> {
  return page.evaluate(
    (id) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('clipwright-projects');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('projects').objectStore('projects').get(id);
          get.onsuccess = () => {
            open.result.close();
            const raw = (get.result as { project: unknown }).project;
            const project = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
              clips: Array<{ duration: number; speech: Record<string, unknown> }>;
            };
            resolve(project.clips[0]!);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    PROJECT_ID,
  );
}

/** Share of pixels in the lower quarter of two PNG screenshots that differ clearly. */
async function lowerQuarterDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        const top = Math.floor(bitmap.height * 0.75);
        return ctx.getImageData(0, top, bitmap.width, bitmap.height - top).data;
      };
      const [p, q] = [await pixels(first!), await pixels(second!)];
      let differing = 0;
      for (let i = 0; i < p.length; i += 4) {
        const delta =
          Math.abs(p[i]! - q[i]!) + Math.abs(p[i + 1]! - q[i + 1]!) + Math.abs(p[i + 2]! - q[i + 2]!);
        if (delta > 60) differing++;
      }
      return differing / (p.length / 4);
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

const seconds = (text: string | null) => Number(/([\d.]+)/.exec(text ?? '')?.[1]);

test('script → generate → clip length, subtitle and sound in the preview; upload; cloned voice; task failure', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const signIn = await (await request.post('/api/user/sign-in', { data: DEMO })).json();
  expect(signIn.code).toBe(200);
  await context.addCookies([
    { name: 'access_token', value: signIn.data.access_token, url: baseURL! },
    { name: 'refresh_token', value: signIn.data.refresh_token, url: baseURL! },
  ]);
  await recordScheduledSounds(page);
  await page.goto('/');
  await seedSpeechProject(page);
  await page.goto(`/#/project/${PROJECT_ID}`);

  const speech = page.getByRole('region', { name: 'Speech' });
  await expect(speech).toBeVisible();
  const clipLength = speech.getByTestId('clip-length');
  await expect(clipLength).toHaveText('Clip length: 5.00 s');
  const preview = page.locator('canvas.cw-preview');
  await showPreview(page);
  await expect(preview).toBeVisible();
  await page.waitForTimeout(1000);
  const emptyFrame = await preview.screenshot();

  // Text to speech: script with a pause marker, a live estimate, a voice from the cached list.
  await speech.getByRole('radio', { name: 'Text to speech' }).check();
  const script = speech.getByRole('textbox', { name: 'Script', exact: true });
  await script.fill(SCRIPT);
  await script.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(22, 22));
  await speech.getByRole('button', { name: /Insert pause/ }).click();
  await expect(script).toHaveValue(`Hello from Clipwright.<#1#> This scene speaks with subtitles.`);
  await expect(speech.locator('.cw-estimate')).toHaveText(/Estimated length: \d+\.\d s/);
  await speech.locator('.cw-voice-row[data-voice-id="750"] input[type="radio"]').check();
  await chooseOption(speech, 'Gender', 'Female');
  await expect(speech.locator('.cw-voice-row[data-voice-id="750"]')).toHaveCount(0);
  await chooseOption(speech, 'Gender', 'Any');
  const estimated = seconds(await clipLength.textContent());
  expect(estimated).toBeGreaterThan(2);

  // Generate: the first task-detail answer is held so that the progress is seen.
  let held = false;
  await page.route('**/ai/task/detail**', async (route) => {
    if (!held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    await route.continue();
  });
  await speech.getByRole('button', { name: 'Generate' }).click();
  await expect(speech.locator('.cw-generate-progress progress')).toBeVisible();
  await expect(speech.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(speech.getByText(/Speech generated: [\d.]+ s/)).toBeVisible({ timeout: 30_000 });
  await page.unroute('**/ai/task/detail**');

  // The clip takes the audio's length: the decoded audio, the editor and the stored project agree.
  await expect.poll(async () => (await storedClip(page)).speech.resourceInfo).toBeTruthy();
  const stored = await storedClip(page);
  const info = stored.speech.resourceInfo as { staticUrl: string; url: string };
  const decoded = await page.evaluate(async (url) => {
    const bytes = await (await fetch(url)).arrayBuffer();
    return (await new OfflineAudioContext(1, 1, 44100).decodeAudioData(bytes)).duration;
  }, info.staticUrl || info.url);
  expect(Math.abs((stored.speech.duration as number) - decoded)).toBeLessThan(0.1);
  expect(stored.duration).toBe(stored.speech.duration);
  await expect(clipLength).toHaveText(`Clip length: ${stored.duration.toFixed(2)} s`);
  expect(stored.duration).not.toBe(estimated);
  expect((stored.speech.subtitles as unknown[]).length).toBeGreaterThan(0);

  // The preview draws the subtitle…
  await speech.getByRole('button', { name: 'Show subtitle in preview' }).click();
  await expect
    .poll(async () => lowerQuarterDifference(page, emptyFrame, await preview.screenshot()), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.002);
  // …and schedules the speech when the scene plays.
  await speech.getByRole('button', { name: 'Play scene' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __startedSounds: StartedSound[] }).__startedSounds),
    )
    .toContainEqual(expect.objectContaining({ duration: expect.closeTo(decoded, 1) }));
  await speech.getByRole('button', { name: /Pause/ }).click();

  // Generate again with nothing changed: the cached audio is kept, no task runs.
  let generateCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/ai/task/generate')) generateCalls++;
  });
  await speech.getByRole('button', { name: 'Generate' }).click();
  await expect(speech.getByText('The audio matches the script and voice.').first()).toBeVisible();
  expect(generateCalls).toBe(0);

  // Upload: a 1.5 s WAV becomes the uploadVoice with its measured length, and mouth shapes from its loudness
  // (a steady tone: wide open throughout).
  await speech.getByRole('radio', { name: 'Upload audio' }).check();
  await expect(speech.getByText('do not hava staticUrl or key when load uploadVoice')).toBeVisible();
  const tone = Float32Array.from(
    { length: 24000 },
    (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 16000),
  );
  await speech.getByLabel('Audio file').setInputFiles({
    name: 'tone.wav',
    mimeType: 'audio/wav',
    buffer: Buffer.from(encodeWav(tone, 16000)),
  });
  await expect(speech.getByTestId('upload-voice')).toContainText('tone.wav: 1.50 s');
  await expect(clipLength).toHaveText('Clip length: 1.50 s');
  await expect
    .poll(async () => (await storedClip(page)).speech.uploadVoice)
    .toMatchObject({
      name: 'tone.wav',
      duration: 1.5,
      visemes: [{ viseme: 'AI', start: 0, end: 1.5 }],
    });

  // A caption file captions the uploaded audio; a broken one is refused with its line, changing nothing.
  const captionFile = (name: string, text: string) => ({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  await speech
    .getByLabel('Import captions (SRT or WebVTT)')
    .setInputFiles(captionFile('broken.srt', '1\n00:00:01,000 --> 00:00:00,500\nBackwards\n'));
  await expect(speech.getByRole('alert').filter({ hasText: 'broken.srt' })).toHaveText(
    'broken.srt could not be used: line 2: End timestamp is not greater than start timestamp',
  );
  const uploadVoice = async () => (await storedClip(page)).speech.uploadVoice as { subtitles?: unknown };
  expect((await uploadVoice()).subtitles).toBeUndefined();
  await speech
    .getByLabel('Import captions (SRT or WebVTT)')
    .setInputFiles(
      captionFile(
        'tone.vtt',
        'WEBVTT\n\n00:00:00.100 --> 00:00:00.900\nA clear tone\n\n00:00:00.900 --> 00:00:01.400\nstill ringing\n',
      ),
    );
  await expect(speech.getByText('2 captions for this audio.')).toBeVisible();
  await expect
    .poll(async () => (await uploadVoice()).subtitles)
    .toEqual([
      { text: 'A clear tone', start: 0.1, end: 0.9 },
      { text: 'still ringing', start: 0.9, end: 1.4 },
    ]);
  // The video's captions download from the Export dialog, on the video's clock.
  await page.keyboard.press('Control+e');
  const exportDialog = page.getByRole('dialog', { name: /Export/ });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Download SRT' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.srt$/);
  const srt = await readFile((await download.path())!, 'utf8');
  expect(srt).toContain('A clear tone\n\n2\n');
  expect(srt).toMatch(/^1\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\nA clear tone\n/);
  await page.keyboard.press('Escape');
  await expect(exportDialog).toBeHidden();
  await speech.getByRole('button', { name: 'Remove captions' }).click();
  await expect(
    speech.getByText('No captions for this audio yet: import a caption file to show them.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(speech.getByText('2 captions for this audio.')).toBeVisible();

  // Fixed duration: validated before it reaches the project.
  await speech.getByRole('radio', { name: 'Fixed duration' }).check();
  const fixed = speech.getByLabel('Duration (seconds)');
  await fixed.fill('0');
  await expect(speech.getByText('duration 0: must be greater than 0')).toBeVisible();
  await fixed.fill('3.5');
  await expect(clipLength).toHaveText('Clip length: 3.50 s');

  // Cloned voice: a recording from the (fake) microphone, then an uploaded speech sample.
  await speech.getByRole('radio', { name: 'Cloned voice' }).check();
  await expect(script).toHaveValue(`Hello from Clipwright.<#1#> This scene speaks with subtitles.`);
  await speech.getByRole('button', { name: /Record/ }).click();
  await expect(speech.getByText(/Recording… [\d.]+ s/)).toBeVisible();
  await expect(speech.getByRole('meter', { name: 'Input level' })).toBeVisible();
  await page.waitForTimeout(1500);
  await speech.getByRole('button', { name: /Stop recording/ }).click();
  await expect(speech.getByText(/Recording: [\d.]+ s/)).toBeVisible();
  await expect(speech.getByRole('button', { name: /Play recording/ })).toBeVisible();
  await speech.getByRole('textbox', { name: 'Voice name' }).fill('Beep');
  await speech.getByRole('button', { name: 'Clone voice' }).click();
  // The test device's tone is no voice: status 2, listed disabled with the reason.
  await expect(speech.getByRole('alert').filter({ hasText: 'Beep cannot be used' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(speech.locator('.cw-unusable input[type="radio"]')).toBeDisabled();

  const speechFile = await request.get(info.staticUrl || info.url);
  await speech.getByLabel('Or upload a recording').setInputFiles({
    name: 'me.mp3',
    mimeType: 'audio/mpeg',
    buffer: await speechFile.body(),
  });
  await speech.getByRole('textbox', { name: 'Voice name' }).fill('My voice');
  await speech.getByRole('button', { name: 'Clone voice' }).click();
  await expect(speech.getByText('My voice is ready.')).toBeVisible({ timeout: 30_000 });
  await expect(speech.getByRole('radio', { name: 'My voice' })).toBeChecked();
  const generateRequest = page.waitForRequest((r) => r.url().includes('/ai/task/generate'));
  await speech.getByRole('button', { name: 'Generate' }).click();
  expect((await generateRequest).postDataJSON()).toMatchObject({
    action: 'tts_by_cloned_voice',
    param: { script: { text: `Hello from Clipwright.<#1#> This scene speaks with subtitles.` } },
  });
  await expect(speech.getByText(/Speech generated: [\d.]+ s/)).toBeVisible({ timeout: 30_000 });

  // A failing task: the fixed error message next to Generate; the script is kept.
  await script.fill('A script that will fail.');
  await page.route('**/ai/task/detail**', (route) =>
    route.fulfill({ json: { code: 200, data: { task_id: 'x', status: 1, reason: 'engine stopped' } } }),
  );
  await speech.getByRole('button', { name: 'Generate' }).click();
  await expect(speech.locator('.cw-generate [role="alert"]')).toHaveText(
    'unexpectedError: taskDetail 1 — engine stopped',
  );
  await expect(script).toHaveValue('A script that will fail.');

  expect(errors).toEqual([]);
});
