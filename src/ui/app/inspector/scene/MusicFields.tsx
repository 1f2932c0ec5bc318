/**
 * A scene's background music: a track from the library's music list, its volume
 * (0–1), loop and enabled. New music starts at the defaults (loop on, volume 0.1, enabled).
 */
import { useEffect, useState } from 'react';
import type { LibraryMusic } from '../../../../shared/api/library.ts';
import { BGM_DEFAULTS } from '../../../../shared/constants.ts';
import type { BackgroundMusic, Scene } from '../../../../shared/model/scene.ts';
import { setSceneMusic } from '../../../../shared/project/edits/settings.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useServices } from '../../services.ts';
import { CheckField, SelectField, SliderField, type Choice } from '../controls.tsx';
import type { EditScene } from './use-scene-edit.ts';

type Library =
  { kind: 'loading' } | { kind: 'ready'; music: LibraryMusic[] } | { kind: 'failed'; error: string };

/** The library's music, fetched once per mount. */
function useMusicLibrary(): Library {
  const { api } = useServices();
  const [library, setLibrary] = useState<Library>(
    api === undefined ? { kind: 'failed', error: 'no API' } : { kind: 'loading' },
  );
  useEffect(() => {
    if (api === undefined) return;
    const abort = new AbortController();
    api.library({ signal: abort.signal }).then(
      (answer) => setLibrary({ kind: 'ready', music: answer.music }),
      (error: unknown) => {
        if (!abort.signal.aborted) setLibrary({ kind: 'failed', error: (error as Error).message });
      },
    );
    return () => abort.abort();
  }, [api]);
  return library;
}

const NONE = '';

export function MusicFields(props: { scene: Scene; sceneIndex: number; editScene: EditScene }) {
  const t = useT('inspector');
  const library = useMusicLibrary();
  const { scene, sceneIndex, editScene } = props;
  const bgm = scene.bgm;
  const current = bgm?.audioId === undefined ? NONE : String(bgm.audioId);
  const tracks = library.kind === 'ready' ? library.music : [];
  const choices: Choice[] = [
    { value: NONE, label: t('noMusic') },
    ...tracks.map((track) => ({ value: String(track.id), label: `${track.title} (${track.mood})` })),
  ];
  // A track the library no longer lists stays selectable under its id.
  if (current !== NONE && !choices.some((c) => c.value === current))
    choices.push({ value: current, label: current });
  const set = (field: string, patch: Partial<BackgroundMusic>) =>
    editScene(`bgm.${field}`, t('music'), (p) => {
      const base = p.clips[sceneIndex]?.bgm;
      if (base === undefined) return p;
      return setSceneMusic(p, sceneIndex, { ...base, ...patch });
    });
  const choose = (id: string) => {
    if (id === NONE) return editScene('bgm', t('music'), (p) => setSceneMusic(p, sceneIndex, undefined));
    const track = tracks.find((item) => String(item.id) === id);
    if (track === undefined) return undefined;
    return editScene('bgm', t('music'), (p) =>
      setSceneMusic(p, sceneIndex, {
        loop: bgm?.loop ?? BGM_DEFAULTS.loop,
        volume: bgm?.volume ?? BGM_DEFAULTS.volume,
        enabled: bgm?.enabled ?? BGM_DEFAULTS.enabled,
        audioId: track.id,
        _staticUrl: track.url,
        _urlkey: track.key,
      }),
    );
  };
  return (
    <>
      {library.kind === 'loading' ? <p className="cw-hint">{t('loadingLibrary')}</p> : null}
      {library.kind === 'failed' ? (
        <p className="cw-hint">{t('libraryUnavailable', { error: library.error })}</p>
      ) : null}
      <SelectField label={t('musicTrack')} value={current} choices={choices} onChange={choose} />
      {bgm !== undefined ? (
        <>
          <SliderField
            label={t('musicVolume')}
            value={bgm.volume}
            min={0}
            max={1}
            step={0.01}
            onInput={(volume) => set('volume', { volume })}
          />
          <CheckField label={t('loop')} checked={bgm.loop} onChange={(loop) => set('loop', { loop })} />
          <CheckField
            label={t('musicEnabled')}
            checked={bgm.enabled}
            onChange={(enabled) => set('enabled', { enabled })}
          />
        </>
      ) : null}
    </>
  );
}
