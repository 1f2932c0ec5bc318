/**
 * The export harness page (harness/export.ts) as the browser tests drive it: its functions' types, opening
 * it, and calling one of them.
 */
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export interface RunResult {
  ok: boolean;
  name?: string;
  message?: string;
  container?: string;
  videoCodec?: string;
  audioCodec?: string | null;
  frames?: number;
  duration?: number;
  notes?: string[];
  size?: number;
  type?: string;
  progress?: number;
}
export interface Harness {
  start(w?: number, h?: number): Promise<void>;
  run(
    raw: unknown,
    options: Record<string, unknown>,
    context?: Record<string, unknown>,
    abortAfter?: number,
  ): Promise<RunResult>;
  probe(): Promise<
    Record<string, unknown> & {
      packets: number;
      fps: number;
      duration: number;
      width: number;
      height: number;
      keyTimes: number[];
    }
  >;
  compare(
    t: number,
    points: Array<[number, number]>,
  ): Promise<{ frameTime: number; exported: number[][]; grabbed: number[][] }>;
  framesAt(t: number): Promise<{ frameTime: number; exported: ImageData; grabbed: ImageData }>;
  flashesAndClicks(x: number, y: number): Promise<{ flashes: number[]; clicks: number[] }>;
  loudness(from: number, to: number): Promise<number>;
  workerCounts(): Promise<{ counts: Record<string, number>; heap: number | null }>;
  storedFiles(): Promise<string[]>;
  useFile(base64: string, type: string, project: unknown): Promise<void>;
  lastFileBase64(): Promise<string>;
  pixelsAt(times: number[], points: Array<[number, number]>): Promise<number[][][]>;
  progress(): Promise<Array<{ framesDone: number; framesTotal: number; fraction: number }>>;
  wavUrl(seconds: number, options: { hz?: number; clicks?: number[] }): string;
  flashVideo(seconds: number, flashes: number[]): Promise<string>;
  quadrantImage(w: number, h: number, colours: [string, string, string, string]): Promise<string>;
  spriteSheet(frame: number, columns: number, frames: number, colours: string[]): Promise<string>;
  svgUrl(svg: string): string;
}

export async function openExportHarness(page: Page): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/harness/export.html');
  await page.waitForFunction(() => window.harness !== undefined);
  await page.evaluate(() => (window.harness as Harness).start());
  expect(errors).toEqual([]);
}

export const call = <A extends unknown[], R>(page: Page, name: keyof Harness, ...args: A): Promise<R> =>
  page.evaluate(
    ([n, a]) =>
      (
        (window.harness as Record<string, (...x: unknown[]) => unknown>)[n as string] as (
          ...x: unknown[]
        ) => Promise<R>
      )(...(a as unknown[])),
    [name, args] as const,
  ) as Promise<R>;
