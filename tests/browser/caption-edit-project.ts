/**
 * The caption editing specs' project: one black scene of 4 s whose generated speech (a quiet tone as its
 * audio, mouth shapes) has three captions, the first two with their words as spoken; and how a spec opens it
 * in the standalone editor page and reads it back through that page's host API.
 */
import { expect, type Page } from '@playwright/test';
import { encodeWav } from '../../src/ui/app/speech/wav.ts';
import { seedProject } from './seed-project.ts';

const PROJECT_ID = 'caption-edit-e2e';

/** 4 s of a quiet tone as a data URL: the speech's audio, which no caption edit may touch. */
function toneUrl(): string {
  const rate = 8000;
  const samples = new Float32Array(rate * 4).map((_, i) => 0.2 * Math.sin((2 * Math.PI * 220 * i) / rate));
  return `data:audio/wav;base64,${Buffer.from(encodeWav(samples, rate)).toString('base64')}`;
}

export const AUDIO = { key: '', url: toneUrl(), staticUrl: toneUrl() };
export const VISEMES = [
  { viseme: 'AI', start: 0.2, end: 0.5 },
  { viseme: 'O', start: 0.9, end: 1.2 },
];
const words = (list: Array<[string, number, number]>) =>
  list.map(([text, start, end]) => ({ text, start, end }));

/** One black scene of 4 s whose generated speech has three captions, the first two with their words. */
export const PROJECT = {
  layout: 'landscape',
  clips: [
    {
      id: 'c1',
      bgColor: '#000000',
      duration: 4,
      layers: [],
      speech: {
        type: 'default',
        text: 'Helo world. Nice to meet you. Bye.',
        duration: 4,
        resourceInfo: AUDIO,
        visemes: VISEMES,
        subtitles: [
          {
            text: 'HELO WORLD',
            start: 0.2,
            end: 1.6,
            words: words([
              ['HELO', 0.2, 0.8],
              ['WORLD', 0.9, 1.6],
            ]),
          },
          {
            text: 'NICE TO MEET YOU',
            start: 1.8,
            end: 3.2,
            words: words([
              ['NICE', 1.8, 2.1],
              ['TO', 2.1, 2.3],
              ['MEET', 2.3, 2.7],
              ['YOU', 2.7, 3.2],
            ]),
          },
          { text: 'BYE', start: 3.4, end: 3.9 },
        ],
      },
      subtitleStyle: { fontSize: 96, fontWeight: 'bold', color: '#ffffff', textShadow: 'none' },
    },
  ],
};

export interface Api {
  getProject(): Promise<unknown>;
  exportSubtitles(options: { format: 'srt' | 'vtt' }): Promise<string>;
  getVideoFrame(time?: number): Promise<File>;
}
export interface StoredSpeech {
  resourceInfo: unknown;
  visemes: unknown;
  text: string;
  subtitles: Array<{
    text: string;
    start: number;
    end: number;
    words?: Array<{ text: string; start: number; end: number }>;
  }>;
}
declare global {
  interface Window {
    clipwright?: unknown;
  }
}

export async function openEditor(page: Page, lang: 'en' | 'ar'): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/editor?lang=${lang}`);
  await seedProject(page, PROJECT_ID, 'Caption editing', PROJECT);
  await page.goto(`/editor?lang=${lang}#/project/${PROJECT_ID}`);
  await expect(page.locator('.cw-edit-slot canvas.upper-canvas')).toBeVisible({ timeout: 60_000 });
  return errors;
}

/** The first scene's speech as the host API reads the project now. */
export function speech(page: Page): Promise<StoredSpeech> {
  return page.evaluate(async () => {
    const raw = await (window.clipwright as Api).getProject();
    const project = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
      clips: Array<{ speech: StoredSpeech }>;
    };
    return project.clips[0]!.speech;
  });
}
