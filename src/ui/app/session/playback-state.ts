/** What the player controls and the timeline show of the preview: state and time, as a small subscribable. */
import { Emitter } from '../../../shared/emitter.ts';
import type { PreviewState } from '../../../shared/protocol/playback.ts';
import type { CopiesProgress } from './copies-watch.ts';

/**
 * Which picture the stage shows: the editing canvas ('edit'), or the worker's preview ('playback') while it
 * plays and after the creator scrubbed or sought, until they turn to editing again.
 */
export type StageView = 'edit' | 'playback';

export interface PlaybackSnapshot {
  readonly state: PreviewState;
  /** Media time (seconds) of the preview. */
  readonly time: number;
  readonly duration: number;
  /** Problems of the last load ('layer x: media load timeout', ...), shown to the user. */
  readonly problems: readonly string[];
  readonly view: StageView;
  /** The preview copies of large videos being made in the background (null when none is). */
  readonly copies: CopiesProgress | null;
}

export class PlaybackState {
  private snapshot: PlaybackSnapshot = {
    state: 'not loaded',
    time: 0,
    duration: 0,
    problems: [],
    view: 'edit',
    copies: null,
  };
  private readonly events = new Emitter<{ change: void }>();

  get = (): PlaybackSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    return this.events.on('change', listener);
  };

  set(next: Partial<PlaybackSnapshot>): void {
    const merged = { ...this.snapshot, ...next };
    if (
      merged.state === this.snapshot.state &&
      merged.time === this.snapshot.time &&
      merged.duration === this.snapshot.duration &&
      merged.problems === this.snapshot.problems &&
      merged.view === this.snapshot.view &&
      merged.copies === this.snapshot.copies
    )
      return;
    this.snapshot = merged;
    this.events.emit('change');
  }
}
