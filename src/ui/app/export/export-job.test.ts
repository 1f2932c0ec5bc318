import { describe, expect, it, vi } from 'vitest';
import type { ExportOptions } from '../../../shared/export/options.ts';
import type { ExportProgress, ExportResult, ExportRunOptions, LibraryVideo } from '../../export/types.ts';
import { deferred } from '../../../../tests/unit/deferred.ts';
import { ExportJob, type ExportRunner } from './export-job.ts';

const OPTIONS: ExportOptions = {
  container: 'mp4',
  width: 1280,
  height: 720,
  fps: 30,
  quality: 'standard',
  range: 'all',
  onMissingMedia: 'fail',
};

const RESULT: ExportResult = {
  blob: new Blob(['video'], { type: 'video/mp4' }),
  container: 'mp4',
  videoCodec: 'H.264',
  audioCodec: 'AAC',
  width: 1280,
  height: 720,
  fps: 30,
  frames: 150,
  duration: 5,
  notes: [],
  elapsedMs: 2000,
};

const VIDEO: LibraryVideo = { key: 'k', url: '/media/k.mp4', coverUrl: '/media/k.jpg' };

function abortError(): Error {
  return Object.assign(new Error('The export was cancelled'), { name: 'AbortError' });
}

/** A runner whose export and uploads settle when the test says. */
function fakeRunner() {
  const runs: Array<{ options: ExportRunOptions; done: ReturnType<typeof deferred<ExportResult>> }> = [];
  const uploads: Array<{
    name: string;
    signal?: AbortSignal;
    done: ReturnType<typeof deferred<LibraryVideo>>;
  }> = [];
  const runner: ExportRunner = {
    run: vi.fn((options: ExportRunOptions) => {
      const done = deferred<ExportResult>();
      // A real exporter rejects with an AbortError when its signal aborts.
      options.signal?.addEventListener('abort', () => done.reject(abortError()));
      runs.push({ options, done });
      return done.promise;
    }),
    saveToLibrary: vi.fn((_result: ExportResult, name: string, options: { signal?: AbortSignal }) => {
      const done = deferred<LibraryVideo>();
      uploads.push({ name, ...options, done });
      return done.promise;
    }),
  };
  return { runner, runs, uploads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const progress = (fraction: number): ExportProgress => ({
  phase: 'rendering',
  framesDone: Math.round(fraction * 150),
  framesTotal: 150,
  fraction,
  fps: 40,
  secondsLeft: 3,
});

describe('ExportJob', () => {
  it('runs, follows progress, then saves the video to the library', async () => {
    const job = new ExportJob();
    const { runner, runs, uploads } = fakeRunner();
    const seen: string[] = [];
    job.subscribe(() => seen.push(job.getState().kind));
    job.start(OPTIONS, runner, 'Launch video');
    expect(job.getState()).toEqual({ kind: 'running', options: OPTIONS, progress: null, cancelling: false });
    expect(runs[0]?.options).toMatchObject(OPTIONS);
    expect(runs[0]?.options.signal).toBeInstanceOf(AbortSignal);

    runs[0]?.options.onProgress?.(progress(0.5));
    expect(job.getState()).toMatchObject({ kind: 'running', progress: { fraction: 0.5 } });

    runs[0]?.done.resolve(RESULT);
    await settle();
    expect(job.getState()).toEqual({
      kind: 'done',
      result: RESULT,
      name: 'Launch video',
      library: { kind: 'saving' },
    });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.name).toBe('Launch video');

    uploads[0]?.done.resolve(VIDEO);
    await settle();
    expect(job.getState()).toMatchObject({ kind: 'done', library: { kind: 'saved', video: VIDEO } });
    expect(seen).toEqual(['running', 'running', 'done', 'done']);
  });

  it('refuses a second export while one runs', () => {
    const job = new ExportJob();
    const { runner } = fakeRunner();
    job.start(OPTIONS, runner, 'a');
    expect(() => job.start(OPTIONS, runner, 'a')).toThrow(/already running/);
  });

  it('ends a cancelled export as idle with the cancelled notice, not as a failure', async () => {
    const job = new ExportJob();
    const { runner, runs } = fakeRunner();
    job.start(OPTIONS, runner, 'a');
    job.cancel();
    expect(job.getState()).toMatchObject({ kind: 'running', cancelling: true });
    expect(runs[0]?.options.signal?.aborted).toBe(true);
    await settle();
    expect(job.getState()).toEqual({ kind: 'idle', cancelled: true });
    // Progress after the end is ignored.
    runs[0]?.options.onProgress?.(progress(0.9));
    expect(job.getState()).toEqual({ kind: 'idle', cancelled: true });
    job.reset();
    expect(job.getState()).toEqual({ kind: 'idle', cancelled: false });
  });

  it('keeps the failure’s message, then goes back to the settings', async () => {
    const job = new ExportJob();
    const { runner, runs } = fakeRunner();
    job.start(OPTIONS, runner, 'a');
    runs[0]?.done.reject(
      Object.assign(new Error('layer 3 of scene 2 cannot be drawn'), { name: 'ExportFailedError' }),
    );
    await settle();
    expect(job.getState()).toEqual({ kind: 'failed', error: 'layer 3 of scene 2 cannot be drawn' });
    job.reset();
    expect(job.getState()).toEqual({ kind: 'idle', cancelled: false });
  });

  it('treats an exporter that throws at once like one that rejects', async () => {
    const job = new ExportJob();
    const runner: ExportRunner = {
      run: () => {
        throw new Error('no worker');
      },
      saveToLibrary: () => Promise.resolve(VIDEO),
    };
    job.start(OPTIONS, runner, 'a');
    await settle();
    expect(job.getState()).toEqual({ kind: 'failed', error: 'no worker' });
  });

  it('shows a failed upload and retries it', async () => {
    const job = new ExportJob();
    const { runner, runs, uploads } = fakeRunner();
    job.start(OPTIONS, runner, 'a');
    runs[0]?.done.resolve(RESULT);
    await settle();
    uploads[0]?.done.reject(new Error('the library is full (2 GB)'));
    await settle();
    expect(job.getState()).toMatchObject({
      library: { kind: 'failed', error: 'the library is full (2 GB)' },
    });
    job.retrySave();
    expect(job.getState()).toMatchObject({ library: { kind: 'saving' } });
    expect(uploads).toHaveLength(2);
    uploads[1]?.done.resolve(VIDEO);
    await settle();
    expect(job.getState()).toMatchObject({ library: { kind: 'saved' } });
  });

  it('ignores an upload that finishes after the result was dismissed', async () => {
    const job = new ExportJob();
    const { runner, runs, uploads } = fakeRunner();
    job.start(OPTIONS, runner, 'a');
    runs[0]?.done.resolve(RESULT);
    await settle();
    job.reset();
    // The upload is left to finish (the video still lands in the library) but changes nothing here.
    expect(uploads[0]?.signal?.aborted).toBe(false);
    uploads[0]?.done.resolve(VIDEO);
    await settle();
    expect(job.getState()).toEqual({ kind: 'idle', cancelled: false });
  });

  it('stops the export when disposed, without a cancelled notice', async () => {
    const job = new ExportJob();
    const { runner, runs } = fakeRunner();
    job.start(OPTIONS, runner, 'a');
    job.dispose();
    expect(runs[0]?.options.signal?.aborted).toBe(true);
    await settle();
    expect(job.getState()).toEqual({ kind: 'idle', cancelled: false });
  });
});
