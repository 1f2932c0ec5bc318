/**
 * Editing a scene's background media: the media type chosen (kept while the scene has no media yet, so
 * the URL typed next gets it), changes of its fields, its removal, and an upload that becomes its URL.
 */
import { useState } from 'react';
import type { BackgroundMedia, Scene } from '../../../../shared/model/scene.ts';
import { setBackgroundMedia } from '../../../../shared/project/edits/settings.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useServices } from '../../services.ts';
import type { CommitResult } from '../controls.tsx';
import type { EditScene } from './use-scene-edit.ts';

export type MediaType = 'img' | 'video';

export interface UploadState {
  busy: boolean;
  error?: string;
}

export interface BackgroundMediaEdit {
  type: MediaType;
  setType(type: MediaType): void;
  /** Changes fields of the media, creating it (opaque, sharp) when the scene has none. */
  set(field: string, patch: Partial<BackgroundMedia>): CommitResult;
  remove(): CommitResult;
  upload: UploadState;
  /** Undefined without the API (nowhere to upload to). */
  uploadFile: ((file: File) => Promise<void>) | undefined;
}

export function useBackgroundMedia(
  scene: Scene,
  sceneIndex: number,
  editScene: EditScene,
): BackgroundMediaEdit {
  const t = useT('inspector');
  const { api } = useServices();
  const [type, setType] = useState<MediaType>(scene.bgMedia?.type === 'video' ? 'video' : 'img');
  const [upload, setUpload] = useState<UploadState>({ busy: false });
  const set = (field: string, patch: Partial<BackgroundMedia>) =>
    editScene(`bgMedia.${field}`, t('bgMedia'), (p) => {
      const current = p.clips[sceneIndex]?.bgMedia;
      const base: BackgroundMedia = current ?? { type, data: '', opacity: 1, blur: 0 };
      return setBackgroundMedia(p, sceneIndex, { ...base, ...patch });
    });
  const remove = () =>
    editScene('bgMedia', t('removeMedia'), (p) => setBackgroundMedia(p, sceneIndex, undefined));
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
  return { type, setType, set, remove, upload, uploadFile: api === undefined ? undefined : uploadFile };
}
