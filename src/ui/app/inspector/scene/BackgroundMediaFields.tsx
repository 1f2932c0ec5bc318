/**
 * A scene's background media (bgMedia): an image or a video, by URL or uploaded, covering the canvas
 * with its own opacity (0–1) and blur (≥ 0); or none.
 */
import { useId, useState } from 'react';
import type { BackgroundMedia, Scene } from '../../../../shared/model/scene.ts';
import { setBackgroundMedia } from '../../../../shared/project/edits/settings.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useServices } from '../../services.ts';
import { NumberField, ParsedField, SelectField, SliderField } from '../controls.tsx';
import type { Parsed } from '../fields.ts';
import type { EditScene } from './use-scene-edit.ts';

type MediaType = 'img' | 'video';

/** The URL the media points at, when it is one (an object description has none). */
function mediaUrl(media: BackgroundMedia | undefined): string {
  return typeof media?.data === 'string' ? media.data : '';
}

const parseUrl = (raw: string): Parsed<string> => ({ ok: true, value: raw.trim() });

export function BackgroundMediaFields(props: { scene: Scene; sceneIndex: number; editScene: EditScene }) {
  const t = useT('inspector');
  const { api } = useServices();
  const { scene, sceneIndex, editScene } = props;
  const media = scene.bgMedia;
  const [type, setType] = useState<MediaType>(media?.type === 'video' ? 'video' : 'img');
  const [upload, setUpload] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const fileId = useId();
  /** Changes fields of the media, creating it (opaque, sharp) when the scene has none. */
  const set = (field: string, patch: Partial<BackgroundMedia>) =>
    editScene(`bgMedia.${field}`, t('bgMedia'), (p) => {
      const current = p.clips[sceneIndex]?.bgMedia;
      const base: BackgroundMedia = current ?? { type, data: '', opacity: 1, blur: 0 };
      return setBackgroundMedia(p, sceneIndex, { ...base, ...patch });
    });
  const uploadFile = async (file: File) => {
    if (api === undefined) return;
    const kind: MediaType = file.type.startsWith('video/') ? 'video' : 'img';
    setUpload({ busy: true });
    try {
      const uploaded = await api.upload(file, file.name, kind === 'video' ? 'video' : 'image');
      setType(kind);
      const refused = set('data', { type: kind, data: uploaded.static_url });
      setUpload(refused === undefined ? { busy: false } : { busy: false, error: refused });
    } catch (error) {
      setUpload({ busy: false, error: (error as Error).message });
    }
  };
  return (
    <>
      <SelectField
        label={t('mediaType')}
        value={media?.type === 'video' ? 'video' : type}
        choices={[
          { value: 'img', label: t('kind_image') },
          { value: 'video', label: t('kind_video') },
        ]}
        onChange={(value) => {
          setType(value as MediaType);
          return media === undefined ? undefined : set('type', { type: value as MediaType });
        }}
      />
      <ParsedField<string>
        name="bgMediaUrl"
        label={t('mediaUrl')}
        inputMode="text"
        value={mediaUrl(media)}
        parse={parseUrl}
        commit={(url) =>
          url === ''
            ? editScene('bgMedia', t('removeMedia'), (p) => setBackgroundMedia(p, sceneIndex, undefined))
            : set('data', { data: url })
        }
      />
      {api !== undefined ? (
        <div className="cw-field">
          <label htmlFor={fileId}>{t('uploadMedia')}</label>
          <input
            id={fileId}
            type="file"
            accept="image/*,video/*"
            disabled={upload.busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file !== undefined) void uploadFile(file);
            }}
          />
          {upload.busy ? <progress aria-label={t('uploading')} /> : null}
          {upload.error !== undefined ? (
            <span className="cw-field-error" role="alert">
              {t('uploadFailed', { error: upload.error })}
            </span>
          ) : null}
        </div>
      ) : null}
      {media !== undefined ? (
        <>
          <SliderField
            label={t('mediaOpacity')}
            value={media.opacity}
            min={0}
            max={1}
            step={0.01}
            onInput={(opacity) => set('opacity', { opacity })}
          />
          <NumberField
            name="bgMediaBlur"
            label={t('mediaBlur')}
            value={media.blur}
            rule={{ min: 0, max: 200 }}
            commit={(blur) => set('blur', { blur })}
          />
          <button
            type="button"
            onClick={() =>
              editScene('bgMedia', t('removeMedia'), (p) => setBackgroundMedia(p, sceneIndex, undefined))
            }
          >
            {t('removeMedia')}
          </button>
        </>
      ) : null}
    </>
  );
}
