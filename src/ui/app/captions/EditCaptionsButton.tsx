/**
 * The speech panel's way into the caption editor: a button shown while the scene has captions (generated,
 * imported or per conversation line), opening the editor on the scene's first caption.
 */
import { useState } from 'react';
import { sceneCaptions } from '../../../shared/captions/caption-store.ts';
import type { Speech } from '../../../shared/model/speech.ts';
import { useT } from '../../i18n/use-t.ts';
import { CaptionEditorDialog } from './CaptionEditorDialog.tsx';

export function EditCaptionsButton(props: { sceneIndex: number; speech: Speech }) {
  const t = useT('captions');
  const [open, setOpen] = useState(false);
  const count = sceneCaptions(props.speech).length;
  if (count === 0 && !open) return null;
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && <CaptionEditorDialog sceneIndex={props.sceneIndex} onClose={() => setOpen(false)} />}
    </>
  );
}
