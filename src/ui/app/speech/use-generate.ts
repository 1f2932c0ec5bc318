/**
 * Generate for one scene: runs src/ui/speech's flow (generate, poll every second)
 * with progress and Cancel, then applies the audio to the speech as it is by then — one undo step, after
 * which refreshConfig gives the clip the audio's length. Edits made while it ran are kept: audio whose
 * script changed meanwhile is dropped (state 'stale'), never written over the user's text.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Api } from '../../api/calls.ts';
import { isAbortError } from '../../api/errors.ts';
import { generateSceneSpeech, type SpeechRunner } from '../../speech/scene-speech.ts';
import { speechRunner } from '../../speech/tasks.ts';
import { updateScene } from '../../../shared/project/edits/scenes.ts';
import { speechDuration } from '../../../shared/speech/duration.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import { describeError } from './describe-error.ts';
import { RunnerCache } from './runner-cache.ts';
import { mergeGeneratedSpeech } from './speech-model.ts';

export type GenerateState =
  | { kind: 'idle' }
  | { kind: 'running'; elapsedMs: number; polls: number; done: number; total: number }
  | { kind: 'done'; seconds: number; generated: number }
  | { kind: 'stale' }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: string };

const caches = new WeakMap<Api, RunnerCache>();

/** The page's result cache for an API (sample sentences and scripts share it). */
export function runnerCacheFor(api: Api): RunnerCache {
  let cache = caches.get(api);
  if (cache === undefined) {
    cache = new RunnerCache();
    caches.set(api, cache);
  }
  return cache;
}

export function useGenerate(api: Api | undefined, store: EditorStore, sceneIndex: number, label: string) {
  const [state, setState] = useState<GenerateState>({ kind: 'idle' });
  const abortRef = useRef<AbortController | undefined>(undefined);
  // Leaving the scene's panel cancels its generation: its progress would have nowhere to show.
  useEffect(() => () => abortRef.current?.abort(), []);

  const generate = useCallback(async () => {
    if (api === undefined || abortRef.current !== undefined) return;
    const before = store.getState().project;
    const clip = before.clips[sceneIndex];
    if (clip === undefined) return;
    const abort = new AbortController();
    abortRef.current = abort;
    const started = performance.now();
    const total = clip.speech.type === 'conversation' ? clip.speech.contents.length : 1;
    let done = 0;
    const running = (patch: { polls?: number }) =>
      setState((s) => ({
        kind: 'running',
        elapsedMs: performance.now() - started,
        polls: patch.polls ?? (s.kind === 'running' ? s.polls : 0),
        done,
        total,
      }));
    running({ polls: 0 });
    const cached = runnerCacheFor(api).wrap(
      speechRunner(api, { onProgress: (progress) => running({ polls: progress.polls }) }),
    );
    const run: SpeechRunner = async (request, signal) => {
      const result = await cached(request, signal);
      done++;
      running({});
      return result;
    };
    try {
      const result = await generateSceneSpeech(before, clip.id, { run, signal: abort.signal });
      const made = result.project.clips.find((c) => c.id === clip.id);
      if (result.generated === 0 || made === undefined) {
        setState({ kind: 'done', seconds: speechDuration(clip.speech), generated: 0 });
        return;
      }
      let applied: number | undefined;
      store.apply(label, (project) => {
        const index = project.clips.findIndex((c) => c.id === clip.id);
        const current = project.clips[index];
        if (current === undefined) return project;
        const merged = mergeGeneratedSpeech(current.speech, clip.speech, made.speech);
        if (merged === undefined) return project;
        applied = speechDuration(merged);
        return updateScene(project, index, { speech: merged });
      });
      setState(
        applied === undefined
          ? { kind: 'stale' }
          : { kind: 'done', seconds: applied, generated: result.generated },
      );
    } catch (error) {
      if (abort.signal.aborted || isAbortError(error)) setState({ kind: 'cancelled' });
      else setState({ kind: 'failed', error: describeError(error) });
    } finally {
      if (abortRef.current === abort) abortRef.current = undefined;
    }
  }, [api, store, sceneIndex, label]);

  const cancel = useCallback(() => abortRef.current?.abort(), []);
  return { state, generate, cancel };
}
