/**
 * Preview audio on the page's AudioContext, the master clock: decodes every
 * sound a project plays (speech, video-layer audio, background music; src/shared/playback/audio-cues.ts) and
 * schedules them from a start time. A sound that fails to load is reported and left out; playback goes on.
 * A video layer whose file has no audio track is not a failure: that layer is simply silent.
 */
import type { AudioCue, AudioRef } from '../../shared/playback/audio-cues.ts';
import { planSound } from '../../shared/playback/audio-plan.ts';
import type { PlannedSound } from '../../shared/playback/audio-plan.ts';
import { contextTimeAt } from '../../shared/playback/clock.ts';
import type { AudioAnchor } from '../../shared/playback/clock.ts';
import { isAbort, withLoadTimeout } from './load-guard.ts';
import { hasAudioTrack } from './media-probe.ts';

export type UrlResolver = (key: string) => Promise<string>;

export interface ScheduledSound extends PlannedSound {
  /** AudioContext time when it starts sounding. */
  contextWhen: number;
}

export interface Playing {
  source: AudioBufferSourceNode;
  gain: GainNode;
}

/**
 * Starts one planned sound on `ctx` into `destination`: speed, loop region, fades. `at` turns a project time
 * into the context's time. The preview schedules on its AudioContext; the export renders the same plans
 * chunk by chunk on OfflineAudioContexts, so what the file holds is what the preview plays.
 */
export function startPlannedSound(
  ctx: BaseAudioContext,
  buffer: AudioBuffer,
  plan: PlannedSound,
  destination: AudioNode,
  at: (projectTime: number) => number,
): Playing {
  const { cue } = plan;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  source.playbackRate.value = cue.rate;
  if (cue.loop !== undefined) {
    source.loop = true;
    source.loopStart = cue.loop.start;
    source.loopEnd = Math.min(cue.loop.end, buffer.duration);
  }
  const gain = ctx.createGain();
  plan.gains.forEach((point, i) => {
    if (i === 0) gain.gain.setValueAtTime(point.gain, at(point.time));
    else gain.gain.linearRampToValueAtTime(point.gain, at(point.time));
  });
  source.connect(gain).connect(destination);
  source.start(at(plan.when), plan.offset);
  source.stop(at(plan.when + plan.duration));
  return { source, gain };
}

export class PreviewAudio {
  private readonly buffers = new Map<string, Promise<AudioBuffer | null>>();
  private readonly urls = new Map<AudioCue, string>();
  private playing: Playing[] = [];
  /** Sounds that could not be loaded ('clip c1 speech: reason'). */
  readonly problems: string[] = [];
  /**
   * Every preview sound passes through this node on its way to the speakers: one place for a master volume,
   * and where a test or meter can listen to exactly what the preview plays.
   */
  readonly output: GainNode;

  constructor(
    private readonly ctx: BaseAudioContext,
    private readonly resolveKey: UrlResolver | undefined,
    private readonly timeoutMs: number,
  ) {
    this.output = ctx.createGain();
    this.output.connect(ctx.destination);
  }

  private async urlOf(ref: AudioRef, id: string): Promise<string> {
    if (ref.url !== undefined) return new URL(ref.url, location.href).href;
    if (ref.key === undefined || this.resolveKey === undefined)
      throw new Error(`${id}: key '${ref.key ?? ''}' and no media resolver`);
    return new URL(await this.resolveKey(ref.key), location.href).href;
  }

  /** The decoded sound at `url`; null for a video file without an audio track (it has nothing to play). */
  private decode(url: string, kind: AudioCue['kind'], signal: AbortSignal): Promise<AudioBuffer | null> {
    let pending = this.buffers.get(url);
    if (pending === undefined) {
      pending = (async () => {
        const response = await fetch(url, { signal });
        if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
        const bytes = await response.arrayBuffer();
        // Only a video layer's file may lack audio; speech and music without any are real problems.
        if (kind === 'video' && (await hasAudioTrack(bytes)) === false) return null;
        return this.ctx.decodeAudioData(bytes);
      })();
      this.buffers.set(url, pending);
      // A failed or aborted load is retried by the next load, not cached.
      pending.catch(() => this.buffers.delete(url));
    }
    return pending;
  }

  /** Loads every cue's sound; failures are recorded in `problems` (aborts rethrown to end the load). */
  async load(cues: AudioCue[], signal: AbortSignal): Promise<void> {
    this.urls.clear();
    await Promise.all(
      cues.map(async (cue) => {
        try {
          const url = await this.urlOf(cue.ref, cue.id);
          await withLoadTimeout(this.decode(url, cue.kind, signal), cue.id, this.timeoutMs);
          this.urls.set(cue, url);
        } catch (error) {
          if (isAbort(error) || signal.aborted) return;
          this.problems.push(`${cue.id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
  }

  /** Starts every loaded sound that plays after project time `from`, on the clock `anchor`. */
  async schedule(cues: AudioCue[], from: number, anchor: AudioAnchor): Promise<ScheduledSound[]> {
    this.stop();
    const scheduled: ScheduledSound[] = [];
    for (const cue of cues) {
      const buffer = await this.bufferOf(cue);
      if (buffer == null) continue;
      const plan = planSound(cue, from, buffer.duration);
      if (plan === undefined) continue;
      const at = (time: number): number => contextTimeAt(anchor, time);
      this.playing.push(startPlannedSound(this.ctx, buffer, plan, this.output, at));
      scheduled.push({ ...plan, contextWhen: at(plan.when) });
    }
    return scheduled;
  }

  /** The decoded sound of a loaded cue; null when it has none (failed to load, or a silent video). */
  async bufferOf(cue: AudioCue): Promise<AudioBuffer | null> {
    const url = this.urls.get(cue);
    return url === undefined ? null : ((await this.buffers.get(url)?.catch(() => null)) ?? null);
  }

  /**
   * The decoded sound of a cue like `cue` (the same owner and source) that the last load decoded, or null:
   * the timeline draws waveforms from what the preview already holds, without loading anything itself.
   */
  async loadedSound(cue: Pick<AudioCue, 'id' | 'ref'>): Promise<AudioBuffer | null> {
    for (const [loaded, url] of this.urls) {
      if (loaded.id === cue.id && loaded.ref.url === cue.ref.url && loaded.ref.key === cue.ref.key)
        return (await this.buffers.get(url)?.catch(() => null)) ?? null;
    }
    return null;
  }

  stop(): void {
    for (const { source, gain } of this.playing) {
      try {
        source.stop();
      } catch {
        // Never started (its start time was cancelled): nothing to stop.
      }
      source.disconnect();
      gain.disconnect();
    }
    this.playing = [];
  }
}
