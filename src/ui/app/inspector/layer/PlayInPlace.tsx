/** Play or pause a video or sticker in place on the editing canvas; the project does not change. */
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useSession } from '../../session/context.ts';

export function PlayInPlace(props: { layerId: string }) {
  const t = useT('inspector');
  const session = useSession();
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const { layerId } = props;
  // Leaving the layer stops it where it is. The layer may not be on the canvas (still loading, deleted,
  // another scene shown): pauseMedia then throws at once, and a throw in a cleanup would unmount the editor.
  useEffect(
    () => () => {
      const canvas = session.editing;
      void Promise.resolve()
        .then(() => canvas?.pauseMedia(layerId))
        .catch(() => undefined);
    },
    [session, layerId],
  );
  const toggle = async () => {
    const canvas = session.editing;
    if (canvas === undefined) return setError(t('noCanvas'));
    try {
      if (playing) await canvas.pauseMedia(layerId);
      else await canvas.playMedia(layerId);
      setPlaying(!playing);
      setError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <div className="cw-field-row">
      <button type="button" aria-pressed={playing} onClick={() => void toggle()}>
        {playing ? t('pause') : t('play')}
      </button>
      {error !== undefined ? (
        <span className="cw-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
