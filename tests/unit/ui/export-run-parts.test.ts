import type { Remote } from 'comlink';
import { describe, expect, it } from 'vitest';
import type { ExportPart } from '../../../src/shared/export/parts.ts';
import type {
  ExportHooks,
  ExportJob,
  ExportOutcome,
  ExportWorkerApi,
  JoinRequest,
} from '../../../src/shared/protocol/export.ts';
import { runInParts, type PartsRun } from '../../../src/ui/export/run-parts.ts';
import { deferred } from '../deferred.ts';

type Gate = ReturnType<typeof deferred<void>>;

/** What the fake workers did, in order. */
type Log = string[];

const partLabel = (part: ExportPart | undefined): string =>
  part === undefined ? 'whole' : part.kind === 'audio' ? 'sound' : `v${part.fromFrame}`;

/** An export worker that logs its calls and finishes a part when its gate for that part opens. */
function fakeWorker(name: string, log: Log, gates: Map<string, Gate>) {
  let cancelled = false;
  const worker = {
    run: async (job: ExportJob): Promise<ExportOutcome> => {
      const label = partLabel(job.part);
      log.push(`${name} start ${label}${job.hasAudio ? ' with sound' : ''}`);
      const waiting = gates.get(label)?.promise ?? Promise.resolve();
      await waiting;
      if (cancelled) throw new DOMException('cancelled', 'AbortError');
      log.push(`${name} done ${label}`);
      return {
        file: new Blob([label]),
        mimeType: 'video/mp4',
        container: 'mp4',
        videoCodec: 'avc1.640028',
        audioCodec: label === 'sound' ? 'mp4a.40.2' : null,
        frames: 0,
        notes: [],
      };
    },
    cancel: async () => {
      cancelled = true;
      log.push(`${name} cancel`);
      for (const g of gates.values()) g.resolve();
    },
    join: async (request: JoinRequest) => {
      log.push(
        `${name} join ${request.parts.map((p) => p.name).join(' + ')}${request.sound ? ' + sound' : ''}`,
      );
      return { file: new Blob(['joined']), mimeType: 'video/mp4' };
    },
    removePartFiles: async () => {
      log.push(`${name} clean`);
    },
  };
  return worker as unknown as Remote<ExportWorkerApi>;
}

const noHooks: ExportHooks = {
  resolveMedia: async (key) => key,
  audioChunk: async (start) => ({ start, sampleRate: 48000, channels: [] }),
  progress: () => {},
};

function setup(partCount: number, workerCount: number) {
  const log: Log = [];
  const gates = new Map<string, Gate>();
  const parts = Array.from({ length: partCount }, (_, i) => ({
    kind: 'video' as const,
    fromFrame: i * 60,
    toFrame: (i + 1) * 60,
  }));
  for (const part of parts) gates.set(partLabel(part), deferred());
  gates.set('sound', deferred());
  const workers = Array.from({ length: workerCount }, (_, i) => fakeWorker(`w${i}`, log, gates));
  const soundWorker = fakeWorker('ws', log, gates);
  const sound = deferred<{ worker: Remote<ExportWorkerApi>; hooks: ExportHooks } | null>();
  const controller = new AbortController();
  const run: PartsRun = {
    workers,
    base: {
      project: {} as ExportJob['project'],
      settings: {
        duration: (partCount * 60) / 30,
        rate: { num: 30, den: 1 },
      } as ExportJob['settings'],
      baseUrl: 'http://x/',
      hasAudio: false,
      audioChunkSeconds: 10,
    },
    parts,
    pictureHooks: () => noHooks,
    sound: sound.promise,
    report: () => {},
    signal: controller.signal,
  };
  const open = (label: string) => gates.get(label)?.resolve();
  return { log, run, sound, soundWorker, open, controller, gates };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runInParts', () => {
  it('starts the pictures before the sound is loaded, runs the sound on its own worker and joins in order', async () => {
    const { log, run, sound, soundWorker, open } = setup(3, 2);
    const done = runInParts(run);
    await tick();
    // Both picture workers busy while the sound still loads.
    expect(log).toEqual(['w0 start v0', 'w1 start v60']);
    sound.resolve({ worker: soundWorker, hooks: noHooks });
    await tick();
    expect(log).toContain('ws start sound with sound');
    // The first worker to finish takes the third part from the queue.
    open('v60');
    await tick();
    expect(log.slice(-2)).toEqual(['w1 done v60', 'w1 start v120']);
    open('v0');
    open('v120');
    open('sound');
    const made = await done;
    expect(made.audioCodec).toBe('mp4a.40.2');
    expect(made.frames).toBe(180);
    expect(log).toContain(
      'w0 join part 1 of 3 (frames 0–59) + part 2 of 3 (frames 60–119) + part 3 of 3 (frames 120–179) + sound',
    );
    // Every worker that made a part removes its part files.
    expect(log.filter((line) => line.endsWith(' clean')).sort()).toEqual([
      'w0 clean',
      'w1 clean',
      'ws clean',
    ]);
  });

  it('joins without sound when the video has none', async () => {
    const { log, run, sound, open } = setup(2, 2);
    const done = runInParts(run);
    sound.resolve(null);
    open('v0');
    open('v60');
    await done;
    expect(log.some((line) => line.startsWith('ws'))).toBe(false);
    expect(log).toContain('w0 join part 1 of 2 (frames 0–59) + part 2 of 2 (frames 60–119)');
  });

  it('a sound that fails to load stops the pictures, rejects with its error and leaves no part file', async () => {
    const { log, run, sound } = setup(3, 2);
    const done = runInParts(run);
    await tick();
    sound.reject(new Error("music 'song.mp3': the file could not be decoded"));
    await expect(done).rejects.toThrow("music 'song.mp3'");
    expect(log).toEqual(expect.arrayContaining(['w0 cancel', 'w1 cancel', 'w0 clean', 'w1 clean']));
    expect(log.some((line) => line.includes('join'))).toBe(false);
    expect(log.some((line) => line.includes('start v120'))).toBe(false);
  });

  it('a picture part that fails cancels the others and the sound, and nothing is joined', async () => {
    const { log, run, sound, soundWorker, gates } = setup(3, 2);
    const done = runInParts(run);
    sound.resolve({ worker: soundWorker, hooks: noHooks });
    await tick();
    gates.get('v0')?.reject(new Error('scene 1, video layer a: the video could not be decoded'));
    await expect(done).rejects.toThrow('video layer a');
    expect(log).toEqual(expect.arrayContaining(['w1 cancel', 'ws cancel', 'ws clean']));
    expect(log.some((line) => line.includes('join'))).toBe(false);
  });

  it('a cancel reaches every worker and rejects with AbortError after they stopped', async () => {
    const { log, run, sound, soundWorker, controller, gates } = setup(2, 2);
    const done = runInParts(run);
    sound.resolve({ worker: soundWorker, hooks: noHooks });
    await tick();
    controller.abort();
    // The abort itself reaches every worker with a part, the sound's included.
    expect(log).toEqual(expect.arrayContaining(['w0 cancel', 'w1 cancel', 'ws cancel']));
    for (const g of gates.values()) g.reject(new DOMException('cancelled', 'AbortError'));
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(log.some((line) => line.includes('join'))).toBe(false);
  });
});
