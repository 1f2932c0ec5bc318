/**
 * A scene's thumbnail: a small frame grab of the preview just after the scene starts, as an object URL.
 * It is grabbed again only when the scene's content changes (the store replaces scene objects on every edit,
 * so the object is the quick check and its JSON the real one), after a pause so typing does not grab on
 * every key, one grab at a time across the list (SerialQueue). The previous URL is revoked when replaced.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Scene } from '../../../shared/model/scene.ts';
import { sceneStart } from '../../../shared/timeline/visibility.ts';
import type { EditorStore } from '../../store/editor-store.ts';
import type { EditorSession } from '../session/editor-session.ts';
import type { SerialQueue } from './serial-queue.ts';

/** Wait after the last change before grabbing (ms). */
export const THUMBNAIL_DEBOUNCE_MS = 400;
/** The grab is this far into the scene (s), so a layer appearing at 0 with an entrance shows. */
export const THUMBNAIL_OFFSET = 0.3;
/** Thumbnails are this fraction of the project size (1920 × 0.1 = 192 px wide). */
export const THUMBNAIL_SCALE = 0.1;
/** A grab before the preview is attached fails; it is tried again this often (ms), this many times. */
const RETRY_MS = 800;
const RETRIES = 8;

export function useSceneThumbnail(
  scene: Scene,
  layout: string,
  store: EditorStore,
  session: EditorSession,
  queue: SerialQueue,
): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  const contentKey = useMemo(() => `${layout}\n${JSON.stringify(scene)}`, [scene, layout]);
  const sceneId = scene.id;

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (left: number, delay: number) => {
      timer = setTimeout(() => {
        void queue
          .run(
            async () => {
              // Where the scene starts now (it may have moved while this waited).
              const { project } = store.getState();
              const index = project.clips.findIndex((clip) => clip.id === sceneId);
              if (index < 0) return undefined;
              const duration = project.clips[index]?.duration ?? 0;
              const time = sceneStart(project, index) + Math.min(THUMBNAIL_OFFSET, duration / 2);
              return session.grabFrame(time, THUMBNAIL_SCALE, 'image/jpeg');
            },
            () => cancelled,
          )
          .then(
            (blob) => {
              if (cancelled || blob === undefined || blob.size === 0) return;
              setUrl(URL.createObjectURL(blob));
            },
            (error: unknown) => {
              if (cancelled) return;
              if (left > 0) attempt(left - 1, RETRY_MS);
              else console.warn(`clipwright scenes: no thumbnail for scene ${sceneId}:`, error);
            },
          );
      }, delay);
    };
    attempt(RETRIES, THUMBNAIL_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [contentKey, sceneId, store, session, queue]);

  // The old image is released once the new one is shown (and when the scene leaves the list).
  useEffect(() => {
    if (url === undefined) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}
