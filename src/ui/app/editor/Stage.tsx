/**
 * The stage: one picture in the middle of the studio, as large as the space allows. The editing canvas of
 * the selected scene and the worker's preview of the whole project lie in the same box; the preview covers
 * it while playing and after a scrub or seek, the editing canvas shows as soon as the creator turns to it
 * (a press on the stage, a layer chosen). React owns the two slots; the session puts its canvases into them
 * (the preview canvas is transferred to the worker, so React must never re-create it).
 */
import { useEffect, useRef } from 'react';
import { useSession, usePlayback } from '../session/context.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { useT } from '../../i18n/use-t.ts';
import { useStageBox } from './use-stage-box.ts';

export function Stage() {
  const session = useSession();
  const t = useT('common');
  const layout = useEditorState((s) => s.project.layout);
  const { view } = usePlayback();
  const area = useRef<HTMLDivElement>(null);
  const edit = useRef<HTMLDivElement>(null);
  const preview = useRef<HTMLDivElement>(null);
  const box = useStageBox(area, layout);
  const attached = useRef(false);

  useEffect(() => {
    if (box === undefined || edit.current === null || preview.current === null) return;
    if (attached.current) {
      void session.resizeStage(box.room).catch(report);
      return;
    }
    attached.current = true;
    void session.attach({ edit: edit.current, preview: preview.current, room: box.room }).catch(report);
  }, [session, box]);

  return (
    <div
      className="cw-stage"
      ref={area}
      data-view={view}
      // Capture: the press also reaches the editing canvas beneath, which selects what is under it.
      onPointerDownCapture={() => {
        if (view !== 'edit') void session.editOnStage().catch(report);
      }}
    >
      <div className="cw-stage-box" style={box?.picture}>
        {/* Focusable so that keyboard users reach the canvas (the arrow keys then nudge the selected layer). */}
        <div className="cw-edit-slot" ref={edit} tabIndex={0} role="group" aria-label={t('editingCanvas')} />
        <div
          className="cw-preview-slot"
          ref={preview}
          role="img"
          aria-label={t('preview')}
          aria-hidden={view === 'edit'}
        />
      </div>
    </div>
  );
}

function report(error: unknown): void {
  console.error('clipwright editor: the stage failed:', error);
}
