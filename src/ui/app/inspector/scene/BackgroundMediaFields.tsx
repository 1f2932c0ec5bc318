/**
 * A scene's background media (bgMedia): an image or a video, by URL or uploaded, covering the canvas
 * with its own opacity (0–1) and blur (≥ 0); or none.
 */
import type { BackgroundMedia, Scene } from '../../../../shared/model/scene.ts';
import { useT } from '../../../i18n/use-t.ts';
import { FileButton } from '../../common/controls/FileButton.tsx';
import { NumberField, ParsedField, SelectField, SliderField } from '../controls.tsx';
import type { Parsed } from '../fields.ts';
import { useBackgroundMedia, type MediaType, type UploadState } from './use-background-media.ts';
import type { EditScene } from './use-scene-edit.ts';

/** The URL the media points at, when it is one (an object description has none). */
function mediaUrl(media: BackgroundMedia | undefined): string {
  return typeof media?.data === 'string' ? media.data : '';
}

const parseUrl = (raw: string): Parsed<string> => ({ ok: true, value: raw.trim() });

export function BackgroundMediaFields(props: { scene: Scene; sceneIndex: number; editScene: EditScene }) {
  const t = useT('inspector');
  const media = props.scene.bgMedia;
  const edit = useBackgroundMedia(props.scene, props.sceneIndex, props.editScene);
  return (
    <>
      <SelectField
        label={t('mediaType')}
        value={media?.type === 'video' ? 'video' : edit.type}
        choices={[
          { value: 'img', label: t('kind_image') },
          { value: 'video', label: t('kind_video') },
        ]}
        onChange={(value) => {
          edit.setType(value as MediaType);
          return media === undefined ? undefined : edit.set('type', { type: value as MediaType });
        }}
      />
      <ParsedField<string>
        name="bgMediaUrl"
        label={t('mediaUrl')}
        inputMode="text"
        value={mediaUrl(media)}
        parse={parseUrl}
        commit={(url) => (url === '' ? edit.remove() : edit.set('data', { data: url }))}
      />
      {edit.uploadFile !== undefined ? (
        <UploadField upload={edit.upload} uploadFile={edit.uploadFile} />
      ) : null}
      {media !== undefined ? (
        <>
          <SliderField
            label={t('mediaOpacity')}
            value={media.opacity}
            min={0}
            max={1}
            step={0.01}
            onInput={(opacity) => edit.set('opacity', { opacity })}
          />
          <NumberField
            name="bgMediaBlur"
            label={t('mediaBlur')}
            value={media.blur}
            rule={{ min: 0, max: 200 }}
            commit={(blur) => edit.set('blur', { blur })}
          />
          <button type="button" onClick={() => edit.remove()}>
            {t('removeMedia')}
          </button>
        </>
      ) : null}
    </>
  );
}

/** Uploading a file as the media: the file input, a progress bar while it uploads, why it failed. */
function UploadField(props: { upload: UploadState; uploadFile(file: File): Promise<void> }) {
  const t = useT('inspector');
  const { upload } = props;
  return (
    <div className="cw-field">
      <FileButton
        label={t('uploadMedia')}
        accept="image/*,video/*"
        disabled={upload.busy}
        onFiles={([file]) => {
          if (file !== undefined) void props.uploadFile(file);
        }}
      />
      {upload.busy ? <progress aria-label={t('uploading')} /> : null}
      {upload.error !== undefined ? (
        <span className="cw-field-error" role="alert">
          {t('uploadFailed', { error: upload.error })}
        </span>
      ) : null}
    </div>
  );
}
