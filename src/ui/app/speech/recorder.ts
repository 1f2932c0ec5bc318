/**
 * Records a voice sample from the microphone (MediaRecorder) with a live level and elapsed time, as an
 * external store the recorder panel reads. Denied permission and a missing microphone end in a state that
 * says so (the panel shows it in words), never in an unhandled rejection.
 */
import { Emitter } from '../../../shared/emitter.ts';

export type RecorderState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'recording'; elapsedMs: number; level: number }
  | { kind: 'done'; take: Blob; durationMs: number }
  | { kind: 'failed'; reason: 'denied' | 'no-microphone' | 'unsupported' | 'other'; message: string };

type Listener = () => void;

export class SampleRecorder {
  #state: RecorderState = { kind: 'idle' };
  readonly #events = new Emitter<{ change: void }>();
  #stream: MediaStream | undefined;
  #recorder: MediaRecorder | undefined;
  #context: AudioContext | undefined;
  #timer = 0;

  subscribe = (listener: Listener): (() => void) => {
    return this.#events.on('change', listener);
  };

  get = (): RecorderState => this.#state;

  #set(state: RecorderState): void {
    this.#state = state;
    this.#events.emit('change');
  }

  async start(): Promise<void> {
    if (this.#state.kind === 'recording' || this.#state.kind === 'starting') return;
    if (typeof MediaRecorder === 'undefined' || navigator.mediaDevices?.getUserMedia === undefined) {
      this.#set({ kind: 'failed', reason: 'unsupported', message: 'MediaRecorder is not available' });
      return;
    }
    this.#set({ kind: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      const name = (error as Error).name;
      const reason =
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'denied'
          : name === 'NotFoundError' || name === 'OverconstrainedError'
            ? 'no-microphone'
            : 'other';
      this.#set({ kind: 'failed', reason, message: `${name}: ${(error as Error).message}` });
      return;
    }
    this.#stream = stream;
    const chunks: Blob[] = [];
    const recorder = new MediaRecorder(stream);
    this.#recorder = recorder;
    const started = performance.now();
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      if (this.#recorder !== recorder) return; // reset() dropped this take
      const durationMs = performance.now() - started;
      this.#release();
      this.#set({ kind: 'done', take: new Blob(chunks, { type: recorder.mimeType }), durationMs });
    });
    // The level meter: the peak of the latest samples, read every animation frame.
    const context = new AudioContext();
    this.#context = context;
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const tick = () => {
      if (this.#recorder !== recorder) return;
      analyser.getFloatTimeDomainData(samples);
      let peak = 0;
      for (const s of samples) peak = Math.max(peak, Math.abs(s));
      this.#set({ kind: 'recording', elapsedMs: performance.now() - started, level: Math.min(1, peak) });
      this.#timer = requestAnimationFrame(tick);
    };
    recorder.start(250);
    tick();
  }

  stop(): void {
    if (this.#recorder?.state === 'recording') this.#recorder.stop();
  }

  /** Back to idle, dropping the take (or cancelling a recording). */
  reset(): void {
    const recorder = this.#recorder;
    this.#release();
    if (recorder?.state === 'recording') recorder.stop();
    this.#set({ kind: 'idle' });
  }

  #release(): void {
    cancelAnimationFrame(this.#timer);
    this.#recorder = undefined;
    for (const track of this.#stream?.getTracks() ?? []) track.stop();
    this.#stream = undefined;
    void this.#context?.close().catch(() => undefined);
    this.#context = undefined;
  }
}
