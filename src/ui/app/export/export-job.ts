/**
 * One export and what follows it, kept above the dialog: the dialog can be hidden while the video renders
 * (the creator goes on editing) and shown again, and the export goes on. The job runs the exporter, follows
 * its progress, turns an abort into "cancelled" and a failure into its message, and once the file is made
 * saves it to the creator's library (with a retry). A small external store: `subscribe` and `getState`.
 */
import { Emitter } from '../../../shared/emitter.ts';
import type { ExportOptions } from '../../../shared/export/options.ts';
import type { ExportProgress, ExportResult, ExportRunOptions, LibraryVideo } from '../../export/types.ts';

export interface ExportRunner {
  run(options: ExportRunOptions): Promise<ExportResult>;
  saveToLibrary(result: ExportResult, name: string, options: { signal?: AbortSignal }): Promise<LibraryVideo>;
}

export type LibraryState =
  { kind: 'saving' } | { kind: 'saved'; video: LibraryVideo } | { kind: 'failed'; error: string };

export type ExportJobState =
  /** `cancelled`: the last export was cancelled (the dialog says so). */
  | { kind: 'idle'; cancelled: boolean }
  | {
      kind: 'running';
      options: ExportOptions;
      /** null until the exporter reports. */
      progress: ExportProgress | null;
      /** Cancel was pressed; the exporter is stopping. */
      cancelling: boolean;
    }
  | { kind: 'done'; result: ExportResult; name: string; library: LibraryState }
  | { kind: 'failed'; error: string };

const IDLE: ExportJobState = { kind: 'idle', cancelled: false };

export class ExportJob {
  private state: ExportJobState = IDLE;
  private readonly events = new Emitter<{ change: void }>();
  private run: AbortController | undefined;
  private upload: AbortController | undefined;
  private runner: ExportRunner | undefined;
  /** Bumped by every start and reset: answers of an older run or upload are dropped. */
  private generation = 0;

  readonly getState = (): ExportJobState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    return this.events.on('change', listener);
  };

  /** Starts an export; refused while one runs. */
  start(options: ExportOptions, runner: ExportRunner, name: string): void {
    if (this.state.kind === 'running') throw new Error('an export is already running');
    const generation = ++this.generation;
    const controller = new AbortController();
    this.run = controller;
    this.runner = runner;
    this.set({ kind: 'running', options, progress: null, cancelling: false });
    const current = () => generation === this.generation;
    let promise: Promise<ExportResult>;
    try {
      promise = runner.run({
        ...options,
        signal: controller.signal,
        onProgress: (progress) => {
          if (current() && this.state.kind === 'running') this.set({ ...this.state, progress });
        },
      });
    } catch (error) {
      promise = Promise.reject(error as Error);
    }
    promise.then(
      (result) => {
        if (!current()) return;
        this.run = undefined;
        this.set({ kind: 'done', result, name, library: { kind: 'saving' } });
        this.saveToLibrary(generation);
      },
      (error: unknown) => {
        if (!current()) return;
        this.run = undefined;
        // Stopped by Cancel: whatever the exporter rejected with, that is a cancel, not a failure.
        if (controller.signal.aborted) this.set({ kind: 'idle', cancelled: true });
        else this.set({ kind: 'failed', error: messageOf(error) });
      },
    );
  }

  /** Stops the running export; it ends as cancelled once the exporter has stopped. */
  cancel(): void {
    if (this.state.kind !== 'running' || this.run === undefined) return;
    this.set({ ...this.state, cancelling: true });
    this.run.abort();
  }

  /** Tries the library upload again after it failed. */
  retrySave(): void {
    if (this.state.kind !== 'done' || this.state.library.kind !== 'failed') return;
    this.set({ ...this.state, library: { kind: 'saving' } });
    this.saveToLibrary(this.generation);
  }

  /**
   * Back to the settings: forgets a finished or failed export (and a "cancelled" notice). A library upload
   * under way is left to finish, so the video still lands in the library. Does nothing while running.
   */
  reset(): void {
    if (this.state.kind === 'running') return;
    this.generation++;
    this.upload = undefined;
    this.set(IDLE);
  }

  /** Stops the export and the upload (the editor is closing); the job is idle again after. */
  dispose(): void {
    this.generation++;
    this.run?.abort();
    this.upload?.abort();
    this.run = undefined;
    this.upload = undefined;
    if (this.state !== IDLE) this.set(IDLE);
  }

  private saveToLibrary(generation: number): void {
    const state = this.state;
    const runner = this.runner;
    if (state.kind !== 'done' || runner === undefined) return;
    const controller = new AbortController();
    this.upload = controller;
    const settle = (library: LibraryState) => {
      if (generation !== this.generation || this.state.kind !== 'done') return;
      this.upload = undefined;
      this.set({ ...this.state, library });
    };
    let promise: Promise<LibraryVideo>;
    try {
      promise = runner.saveToLibrary(state.result, state.name, { signal: controller.signal });
    } catch (error) {
      promise = Promise.reject(error as Error);
    }
    promise.then(
      (video) => settle({ kind: 'saved', video }),
      (error: unknown) => settle({ kind: 'failed', error: messageOf(error) }),
    );
  }

  private set(state: ExportJobState): void {
    this.state = state;
    this.events.emit('change');
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
