/**
 * The preview state machine: not loaded, loading resources, playing, ended, paused,
 * aborted. Every change goes through `nextPreviewState`, so an impossible step (playing before anything is
 * loaded) is an error naming the state and the action instead of a silent corruption.
 */
import type { PreviewState } from '../protocol/playback.ts';

export type PreviewAction = 'load' | 'loaded' | 'abort' | 'play' | 'pause' | 'seek' | 'end' | 'unload';

/** Allowed steps: action → (from state → to state). Seek pauses a playing preview (it waits for pause). */
const STEPS: Record<PreviewAction, Partial<Record<PreviewState, PreviewState>>> = {
  load: {
    'not loaded': 'loading resources',
    'loading resources': 'loading resources',
    playing: 'loading resources',
    paused: 'loading resources',
    ended: 'loading resources',
    aborted: 'loading resources',
  },
  loaded: { 'loading resources': 'paused' },
  abort: { 'loading resources': 'aborted' },
  play: { paused: 'playing', ended: 'playing' },
  pause: { playing: 'paused', paused: 'paused' },
  seek: { playing: 'paused', paused: 'paused', ended: 'paused' },
  end: { playing: 'ended' },
  unload: {
    'not loaded': 'not loaded',
    'loading resources': 'not loaded',
    playing: 'not loaded',
    paused: 'not loaded',
    ended: 'not loaded',
    aborted: 'not loaded',
  },
};

export class PreviewStateError extends Error {
  override name = 'PreviewStateError';
  constructor(
    readonly state: PreviewState,
    readonly action: PreviewAction,
  ) {
    super(`preview: cannot ${action} while the state is '${state}'`);
  }
}

export function canStep(state: PreviewState, action: PreviewAction): boolean {
  return STEPS[action][state] !== undefined;
}

export function nextPreviewState(state: PreviewState, action: PreviewAction): PreviewState {
  const next = STEPS[action][state];
  if (next === undefined) throw new PreviewStateError(state, action);
  return next;
}
