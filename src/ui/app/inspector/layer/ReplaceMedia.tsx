/**
 * Replace an image (SPEC §1 replace media): the chosen file is uploaded to the local API, and the layer shows
 * the new image in the same place and size on the canvas (the pure `replaceMedia` patch keeps the geometry).
 */
import { useId, useState } from 'react';
import { findLayer, updateLayerProperty } from '../../../../shared/project/edits/layers.ts';
import { replaceMedia } from '../../../canvas/replace-media.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useServices } from '../../services.ts';
import { INSPECTOR_STRINGS } from '../strings.ts';
import { useApply } from '../use-apply.ts';

type Status = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; message: string };

/** The pixel size of an image file, decoded here (the upload answer does not carry it). */
async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

export function ReplaceMedia(props: { layerId: string }) {
  const t = useT(INSPECTOR_STRINGS);
  const { api } = useServices();
  const apply = useApply();
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (api === undefined) return <p className="cw-hint">{t('noApi')}</p>;
  const replace = async (file: File) => {
    setStatus({ kind: 'uploading' });
    try {
      const [size, uploaded] = await Promise.all([imageSize(file), api.upload(file, file.name, 'image')]);
      const refused = apply(t('replace'), (project) => {
        const found = findLayer(project, props.layerId);
        if (found === undefined) return project;
        const patch = replaceMedia(found.layer.property, {
          url: uploaded.static_url,
          key: uploaded.key,
          ...size,
        });
        return updateLayerProperty(project, props.layerId, patch);
      });
      setStatus(refused === undefined ? { kind: 'idle' } : { kind: 'failed', message: refused });
    } catch (error) {
      setStatus({ kind: 'failed', message: (error as Error).message });
    }
  };
  return (
    <div className="cw-field">
      <label htmlFor={id}>{t('replace')}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={status.kind === 'uploading'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file !== undefined) void replace(file);
        }}
      />
      {status.kind === 'uploading' ? <progress aria-label={t('uploading')} /> : null}
      {status.kind === 'failed' ? (
        <span className="cw-field-error" role="alert">
          {t('uploadFailed', { error: status.message })}
        </span>
      ) : null}
    </div>
  );
}
