/**
 * The caption editor of one scene: a modal list of its caption entries in the order they play, each with
 * where it plays, its speaker in a conversation, its text and its times, to fix a misheard word or a late
 * caption without making the audio again. Every change is one undo step; Escape and Close close it.
 */
import { useId } from 'react';
import {
  sceneCaptions,
  captionKey,
  captionEntries,
  sameCaption,
  type CaptionRef,
  type SceneCaption,
} from '../../../shared/captions/caption-store.ts';
import { speakerName } from '../../../shared/captions/video-captions.ts';
import type { Speech } from '../../../shared/model/speech.ts';
import { sceneStart } from '../../../shared/timeline/visibility.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState, useEditorStore } from '../../store/use-editor.ts';
import { trapTab } from '../common/trap-tab.ts';
import { useModal } from '../common/use-modal.ts';
import { useSession } from '../session/context.ts';
import { CaptionRow } from './CaptionRow.tsx';
import { useCaptionEdits } from './use-caption-edits.ts';
import './captions.css';

export function CaptionEditorDialog(props: {
  sceneIndex: number;
  focus?: CaptionRef | undefined;
  onClose(): void;
}) {
  const t = useT('captions');
  const tc = useT('common');
  const dialog = useModal();
  const titleId = useId();
  const introId = useId();
  const store = useEditorStore();
  const session = useSession();
  const speech = useEditorState((s) => s.project.clips[props.sceneIndex]?.speech);
  const edits = useCaptionEdits(props.sceneIndex);
  const captions = speech === undefined ? [] : sceneCaptions(speech);
  const conversation = speech?.type === 'conversation';
  const focus = props.focus ?? captions[0]?.ref;

  const seek = (caption: SceneCaption) => {
    const scene = sceneStart(store.getState().project, props.sceneIndex);
    session
      .seek(scene + caption.offset + caption.start)
      .catch((error: unknown) => console.error('clipwright: seeking to a caption failed:', error));
  };

  return (
    <dialog
      ref={dialog}
      className="cw-modal cw-captions-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onClose={() => dialog.current?.open !== true && props.onClose()}
      onKeyDown={(event) => trapTab(event, dialog.current)}
    >
      <h2 id={titleId}>{t('title', { n: props.sceneIndex + 1 })}</h2>
      <p id={introId}>{t('intro')}</p>
      {captions.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <div className="cw-captions-scroll">
          <table className="cw-modal-table cw-captions-table">
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('plays')}</th>
                {conversation && <th scope="col">{t('speaker')}</th>}
                <th scope="col">{t('text')}</th>
                <th scope="col">{t('start')}</th>
                <th scope="col">{t('end')}</th>
                <th scope="col">
                  <span className="cw-visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {captions.map((caption, index) => (
                <CaptionRow
                  key={captionKey(caption.ref)}
                  caption={caption}
                  number={index + 1}
                  speaker={conversation ? speakerOf(speech, caption) : undefined}
                  edits={edits}
                  focused={focus !== undefined && sameCaption(focus, caption.ref)}
                  hasNext={speech !== undefined && hasNext(speech, caption.ref)}
                  onSeek={seek}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form method="dialog" className="cw-captions-actions">
        <button type="submit">{tc('close')}</button>
      </form>
    </dialog>
  );
}

function speakerOf(speech: Speech | undefined, caption: SceneCaption): string | undefined {
  if (speech === undefined || caption.role === undefined) return undefined;
  return speakerName(speech.roles[caption.role], caption.role);
}

function hasNext(speech: Speech, ref: CaptionRef): boolean {
  return ref.entry + 1 < captionEntries(speech, ref.source).length;
}
