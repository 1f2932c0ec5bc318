import { SPEECH_ESTIMATE } from '../constants.ts';
import type { ConversationItem, Speech } from '../model/speech.ts';
import { conversationItemDuration } from './duration.ts';

/** Where one conversation item plays on its scene's clock. */
export interface ConversationItemSpan {
  item: ConversationItem;
  index: number;
  /** Seconds from the scene's start to the start of the item's audio. */
  start: number;
  /** Its length: the audio's duration, else the estimate with its role's voice. */
  duration: number;
}

/**
 * The items of a conversation in playing order: each after its own delay, consecutive items apart by the pause
 * and interval that speechDuration counts. The sound (audio-cues.ts) and the talking avatars use these times.
 */
export function conversationItemSpans(speech: Pick<Speech, 'contents' | 'roles'>): ConversationItemSpan[] {
  const spans: ConversationItemSpan[] = [];
  let at = 0;
  speech.contents.forEach((item, index) => {
    if (index > 0)
      at += SPEECH_ESTIMATE.conversationPauseSeconds + SPEECH_ESTIMATE.conversationIntervalSeconds;
    at += item.delay;
    const duration = conversationItemDuration(item, speech.roles[item._roleIndex]);
    spans.push({ item, index, start: at, duration });
    at += duration;
  });
  return spans;
}
