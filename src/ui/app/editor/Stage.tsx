/**
 * The stage: the editing canvas of the selected scene beside the preview of the whole project.
 * React owns the two slots; the session puts its canvases into them (the preview canvas is transferred to
 * the worker, so React must never re-create it).
 */
import { useEffect, useRef } from 'react';
import { useSession } from '../session/context.ts';
import { useT } from '../../i18n/use-t.ts';

/** The preview's on-screen width (CSS pixels): the worker renders at this size (no retina scaling). */
export const PREVIEW_WIDTH = 384;

export function Stage() {
  const session = useSession();
  const t = useT('common');
  const edit = useRef<HTMLDivElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (edit.current === null || preview.current === null) return;
    void session
      .attach({ edit: edit.current, preview: preview.current, previewWidth: PREVIEW_WIDTH })
      .catch((error: unknown) => console.error('clipwright editor: the stage could not start:', error));
  }, [session]);
  return (
    <div className="cw-stage">
      {/* Focusable so that keyboard users reach the canvas (the arrow keys then nudge the selected layer). */}
      <div className="cw-edit-slot" ref={edit} tabIndex={0} role="group" aria-label={t('editingCanvas')} />
      <div className="cw-preview-slot" ref={preview} role="img" aria-label={t('preview')} />
    </div>
  );
}
