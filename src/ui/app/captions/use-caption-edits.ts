/**
 * The caption editor's commands on one scene: each edit of an entry is one undo step with its own label, made
 * through the scene's speech like any speech edit but touching only the entry's list, so the audio, its
 * resourceInfo and the mouth shapes stay as they are and nothing becomes stale. A refused edit changes
 * nothing and returns its reason (the field and the value) for the editor to show.
 */
import { useMemo } from 'react';
import {
  deleteCaption,
  editCaptionText,
  editCaptionWord,
  mergeCaptionWithNext,
  retimeCaption,
  retimeCaptionWord,
  type CaptionTimes,
} from '../../../shared/captions/caption-edit.ts';
import type { CaptionRef } from '../../../shared/captions/caption-store.ts';
import { useT } from '../../i18n/use-t.ts';
import { describeError } from '../speech/describe-error.ts';
import { useSceneSpeech, type SpeechEdit } from '../speech/use-scene-speech.ts';

/** Each returns undefined when the edit was made (or changed nothing), else why it was refused. */
export interface CaptionEdits {
  editText(ref: CaptionRef, text: string): string | undefined;
  /** `coalesce`: edits in a row with the same key make one undo step (arrow keys on a timeline bar). */
  retime(ref: CaptionRef, times: CaptionTimes, coalesce?: string): string | undefined;
  /** Word `word` (from 0) of the entry: its text, or its times, the other words as they are. */
  editWord(ref: CaptionRef, word: number, text: string): string | undefined;
  retimeWord(ref: CaptionRef, word: number, times: CaptionTimes): string | undefined;
  remove(ref: CaptionRef): string | undefined;
  joinWithNext(ref: CaptionRef): string | undefined;
}

export function useCaptionEdits(sceneIndex: number): CaptionEdits {
  const t = useT('captions');
  const { applySpeech } = useSceneSpeech(sceneIndex);
  return useMemo(() => {
    const run = (label: string, edit: SpeechEdit, coalesce?: string) => {
      try {
        applySpeech(label, edit, coalesce);
        return undefined;
      } catch (failure) {
        return describeError(failure);
      }
    };
    return {
      editText: (ref, text) => run(t('editStep'), (speech) => editCaptionText(speech, ref, text)),
      retime: (ref, times, coalesce) =>
        run(t('retimeStep'), (speech) => retimeCaption(speech, ref, times), coalesce),
      editWord: (ref, word, text) => run(t('editStep'), (speech) => editCaptionWord(speech, ref, word, text)),
      retimeWord: (ref, word, times) =>
        run(t('retimeStep'), (speech) => retimeCaptionWord(speech, ref, word, times)),
      remove: (ref) => run(t('deleteStep'), (speech) => deleteCaption(speech, ref)),
      joinWithNext: (ref) => run(t('joinStep'), (speech) => mergeCaptionWithNext(speech, ref)),
    };
  }, [applySpeech, t]);
}
