/** The voice list for React (the cached list-v3 of the signed-in user), and sample-sentence playback. */
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { ApiVoice } from '../../../shared/api/voices.ts';
import type { Api } from '../../api/calls.ts';
import { speechRunner } from '../../speech/tasks.ts';
import { describeError } from './describe-error.ts';
import { oneAudio } from './one-audio.ts';
import { runnerCacheFor } from './use-generate.ts';
import { voiceSourceFor, type VoiceListState } from './voice-source.ts';

const NO_API: VoiceListState = { kind: 'failed', error: 'no API' };
const noop = () => () => {};

export function useVoiceList(api: Api | undefined): {
  state: VoiceListState;
  reload(refresh?: boolean): void;
} {
  const source = api === undefined ? undefined : voiceSourceFor(api);
  const state = useSyncExternalStore(source?.subscribe ?? noop, source?.get ?? (() => NO_API));
  const reload = useCallback((refresh = false) => void source?.load({ refresh }), [source]);
  return { state, reload };
}

/** Which sound of the editor plays now (one at a time). */
export function usePlayingId(): string | undefined {
  return useSyncExternalStore(oneAudio.subscribe, oneAudio.playing);
}

/**
 * Plays a voice's sample sentence (`app_json.text`), spoken by that voice through the speech task; made once
 * per voice and page (the runner cache), played one at a time.
 */
export function useVoiceSample(api: Api | undefined) {
  const [busy, setBusy] = useState<number | undefined>(undefined);
  const [error, setError] = useState<{ id: number; message: string } | undefined>(undefined);
  const playing = usePlayingId();
  const toggle = useCallback(
    async (voice: ApiVoice) => {
      const id = `sample:${voice.id}`;
      if (oneAudio.playing() === id) return oneAudio.stop();
      if (api === undefined) return;
      setError(undefined);
      setBusy(voice.id);
      try {
        const run = runnerCacheFor(api).wrap(speechRunner(api));
        const request =
          voice.voiceType === 'clone'
            ? ({
                action: 'tts_by_cloned_voice',
                param: { model: voice.id, script: { text: voice.app_json.text }, subtitle: true },
              } as const)
            : ({
                action: 'tts',
                param: { tts_config: { voice_id: voice.id }, text: voice.app_json.text, subtitle: true },
              } as const);
        const result = await run(request);
        await oneAudio.play(id, result.static_url !== '' ? result.static_url : result.url);
      } catch (e) {
        if ((e as Error).name !== 'AbortError') setError({ id: voice.id, message: describeError(e) });
      } finally {
        setBusy(undefined);
      }
    },
    [api],
  );
  return { busy, error, playing, toggle };
}
