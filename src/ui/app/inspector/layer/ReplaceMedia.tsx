/**
 * Replace an image or a video: the chosen file is read in the page first (an image's
 * pixel size; a video's size and duration, which the upload answer does not carry — a file this browser cannot
 * read is refused here, before it is sent), then uploaded with progress to the local API, and the layer shows
 * the new media in the same place and size on the canvas (the pure `replaceMedia` patch keeps the geometry;
 * a video's trim becomes the whole new video). One undo step. Leaving the layer cancels an upload under way.
 */
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../i18n/use-t.ts';
import type { LayerPropertyType } from '../../../../shared/model/layer.ts';
import { findLayer, updateLayerProperty } from '../../../../shared/project/edits/layers.ts';
import { isAbortError } from '../../../api/errors.ts';
import { uploadWithApi } from '../../../api/upload-with-api.ts';
import { replaceMedia } from '../../../canvas/replace-media.ts';
import { useT } from '../../../i18n/use-t.ts';
import { FileButton } from '../../common/controls/FileButton.tsx';
import { useServices } from '../../services.ts';
import { MediaProbeError, probeVideo } from '../media-probe.ts';
import { uploadedMedia, uploadReplacement, type UploadReplacement } from '../replace-kind.ts';
import { useApply } from '../use-apply.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'uploading'; fraction: number }
  | { kind: 'failed'; message: string };

type T = Translate<'inspector'>;

/** The pixel size of an image file, decoded here. */
async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** What the page reads from the file before it is sent. */
function measure(file: File, target: UploadReplacement) {
  return target.kind === 'image' ? imageSize(file) : probeVideo(file);
}

/** A failed read in the user's language, naming the file and what was read. */
function readFailure(t: T, error: unknown): string {
  if (!(error instanceof MediaProbeError)) return t('uploadFailed', { error: (error as Error).message });
  const key = {
    timeout: 'probeTimeout',
    unreadable: 'probeUnreadable',
    size: 'probeSize',
    duration: 'probeDuration',
  } as const;
  return t(key[error.reason], { name: error.file, detail: error.value });
}

export function ReplaceMedia(props: { layerId: string; type: LayerPropertyType }) {
  const t = useT('inspector');
  const { api } = useServices();
  const apply = useApply();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const upload = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => upload.current?.abort('inspector closed'), []);
  const target = uploadReplacement(props.type);
  if (target === undefined) return null;
  if (api === undefined) return <p className="cw-hint">{t('noApi')}</p>;
  const label = target.kind === 'video' ? t('replaceVideo') : t('replace');
  const replace = async (file: File) => {
    setStatus({ kind: 'reading' });
    let measured;
    try {
      measured = await measure(file, target);
    } catch (error) {
      setStatus({ kind: 'failed', message: readFailure(t, error) });
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setStatus({ kind: 'uploading', fraction: 0 });
    try {
      const uploaded = await uploadWithApi(api, file, {
        kind: target.kind,
        signal: controller.signal,
        onProgress: ({ fraction }) => setStatus({ kind: 'uploading', fraction }),
      });
      const refused = apply(label, (project) => {
        const found = findLayer(project, props.layerId);
        if (found === undefined) return project;
        const patch = replaceMedia(found.layer.property, uploadedMedia(uploaded, measured));
        return updateLayerProperty(project, props.layerId, patch);
      });
      setStatus(refused === undefined ? { kind: 'idle' } : { kind: 'failed', message: refused });
    } catch (error) {
      if (isAbortError(error)) return;
      setStatus({ kind: 'failed', message: t('uploadFailed', { error: (error as Error).message }) });
    } finally {
      if (upload.current === controller) upload.current = undefined;
    }
  };
  const busy = status.kind === 'reading' || status.kind === 'uploading';
  return (
    <div className="cw-field">
      <FileButton
        label={label}
        accept={target.accept}
        disabled={busy}
        onFiles={([file]) => {
          if (file !== undefined) void replace(file);
        }}
      />
      {status.kind === 'reading' ? <progress aria-label={t('uploading')} /> : null}
      {status.kind === 'uploading' ? (
        <progress aria-label={t('uploading')} value={status.fraction} max={1} />
      ) : null}
      {status.kind === 'failed' ? (
        <span className="cw-field-error" role="alert">
          {status.message}
        </span>
      ) : null}
    </div>
  );
}
