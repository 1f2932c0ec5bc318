import { SPEECH_ESTIMATE } from '../constants.ts';
import type { ConversationItem, ConversationRole, Speech } from '../model/speech.ts';
import type { SpeechVoice } from '../model/voice.ts';
import { hasAudio } from './cached-audio.ts';
import { estimateSpeechDuration, FALLBACK_WORDS_PER_MINUTE } from './estimate.ts';

/** The voice's words per minute (its tts_config), else the fallback rate. */
export function wordsPerMinuteOf(voice: SpeechVoice | undefined): number {
  const wpm = voice?.tts_config.words_per_minute;
  return typeof wpm === 'number' && Number.isFinite(wpm) && wpm > 0 ? wpm : FALLBACK_WORDS_PER_MINUTE;
}

function positiveOr(value: number, fallback: number): number {
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** One conversation item's length: its audio's duration, else the estimate with its role's voice. */
export function conversationItemDuration(item: ConversationItem, role: ConversationRole | undefined): number {
  if (hasAudio(item.resourceInfo)) return item.duration;
  return estimateSpeechDuration(item.text, {
    wordsPerMinute: wordsPerMinuteOf(role?.property),
    speed: positiveOr(role?.speed ?? 1, 1),
  });
}

/**
 * The length in seconds of a scene's speech, which is the scene's duration:
 * duration → its duration; default → the audio's duration, else the estimate with the voice's rate;
 * upload → the uploaded voice's duration; conversation → Σ (delay + duration) with the 0.5 s pause between
 * consecutive items.
 */
export function speechDuration(speech: Speech): number {
  switch (speech.type) {
    case 'duration':
      return speech.duration;
    case 'default':
      if (hasAudio(speech.resourceInfo)) return speech.duration;
      return estimateSpeechDuration(speech.text, {
        wordsPerMinute: wordsPerMinuteOf(speech.property),
        speed: positiveOr(speech.speed, 1),
      });
    case 'upload':
      return speech.uploadVoice.duration;
    case 'conversation': {
      let total = 0;
      speech.contents.forEach((item, index) => {
        if (index > 0)
          total += SPEECH_ESTIMATE.conversationPauseSeconds + SPEECH_ESTIMATE.conversationIntervalSeconds;
        total += item.delay + conversationItemDuration(item, speech.roles[item._roleIndex]);
      });
      return Math.round(total * 1000) / 1000;
    }
  }
}

/** The speech with its estimates brought up to date (items and default scripts that have no audio yet). */
export function refreshSpeechEstimates(speech: Speech): Speech {
  switch (speech.type) {
    case 'default':
      return hasAudio(speech.resourceInfo) ? speech : { ...speech, duration: speechDuration(speech) };
    case 'conversation':
      return {
        ...speech,
        contents: speech.contents.map((item) =>
          hasAudio(item.resourceInfo)
            ? item
            : { ...item, duration: conversationItemDuration(item, speech.roles[item._roleIndex]) },
        ),
      };
    case 'duration':
    case 'upload':
      return speech;
  }
}
