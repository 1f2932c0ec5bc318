/** Plays a generated or uploaded sound (one at a time), resolving a media key through the API when needed. */
import { useState } from 'react';
import type { MediaAccess } from '../../api/media-access.ts';
import { useT } from '../../i18n/use-t.ts';
import { describeError } from './describe-error.ts';
import { oneAudio } from './one-audio.ts';
import { usePlayingId } from './use-voices.ts';

/** Where a sound is: a URL, or a function that finds it (a key's signed URL); it may fail with a fixed message. */
export type SoundSource = () => Promise<string>;

export function resourceSource(
  resource: { key: string; url: string; staticUrl: string },
  media: MediaAccess | undefined,
): SoundSource {
  return async () => {
    if (resource.staticUrl !== '') return resource.staticUrl;
    if (resource.url !== '') return resource.url;
    if (media === undefined) throw new Error(`key '${resource.key}': no API to resolve it`);
    return media.urlForLayer({ key: resource.key });
  };
}

export function PlayAudioButton(props: { id: string; source: SoundSource; label?: string }) {
  const t = useT('speech');
  const playing = usePlayingId() === props.id;
  const [error, setError] = useState<string | undefined>(undefined);
  const toggle = async () => {
    if (playing) return oneAudio.stop();
    setError(undefined);
    try {
      await oneAudio.play(props.id, await props.source());
    } catch (e) {
      if ((e as Error).name !== 'AbortError') setError(describeError(e));
    }
  };
  return (
    <span className="cw-play-audio">
      <button type="button" aria-pressed={playing} onClick={() => void toggle()}>
        {playing ? `■ ${t('stop')}` : `▶ ${props.label ?? t('playAudio')}`}
      </button>
      {error !== undefined && (
        <span role="alert" className="cw-speech-error">
          {error}
        </span>
      )}
    </span>
  );
}
