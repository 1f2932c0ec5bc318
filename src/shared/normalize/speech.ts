import { SCENE_DEFAULTS } from '../constants.ts';
import { SPEECH_TYPES, type SpeechType } from '../model/speech.ts';
import { normalizeGender } from '../voices/gender.ts';
import {
  type Draft,
  describe,
  isRecord,
  readArray,
  readBoolean,
  readNumber,
  readOptionalString,
  readRecord,
  readString,
  type RepairLog,
} from './repair.ts';
import { normalizeVisemes } from './visemes.ts';

/** Speech set-up (scene normalisation step 2): defaults, legacy shapes, every type's section present. */
export function normalizeSpeech(raw: unknown, log: RepairLog, path: string): Draft {
  if (!isRecord(raw)) {
    if (raw !== undefined && raw !== null) log.note(path, `${describe(raw)} is not a speech; replaced`);
    // No speech object: a fixed-duration speech of 5 s.
    return fillSpeech({ type: 'duration', duration: SCENE_DEFAULTS.speechDuration }, log, path);
  }
  const speech = raw;
  if (speech.type === undefined) {
    // Old speech shape (no type): type default, pitch 0, volume 1, empty upload voice, duration 10.
    speech.type = 'default';
    speech.pitch = SCENE_DEFAULTS.speechPitch;
    speech.volume = SCENE_DEFAULTS.speechVolume;
    speech.uploadVoice = { name: '', key: '', staticUrl: '', duration: 0 };
    speech.duration = SCENE_DEFAULTS.legacySpeechDuration;
    log.note(path, 'legacy speech without type: made type default');
  } else if (speech.type === 'uploadVoice') {
    speech.type = 'upload';
  } else if (typeof speech.type !== 'string' || !(SPEECH_TYPES as readonly string[]).includes(speech.type)) {
    log.note(`${path}.type`, `${describe(speech.type)} is not a speech type; set to 'default'`);
    speech.type = 'default';
  }
  return fillSpeech(speech, log, path);
}

function fillSpeech(speech: Draft, log: RepairLog, path: string): Draft {
  const type = speech.type as SpeechType;
  readOptionalString(speech, 'audioId', log, path);
  readString(speech, 'text', '', log, path);
  const fallbackDuration = type === 'duration' ? SCENE_DEFAULTS.speechDuration : 0;
  readNumber(speech, 'duration', fallbackDuration, log, path, { min: 0 });
  normalizeVoiceSettings(readRecord(speech, 'property', log, path), log, `${path}.property`);
  readNumber(speech, 'speed', SCENE_DEFAULTS.speechSpeed, log, path, { min: 0.1, max: 10 });
  readNumber(speech, 'volume', SCENE_DEFAULTS.speechVolume, log, path, { min: 0 });
  readNumber(speech, 'pitch', SCENE_DEFAULTS.speechPitch, log, path);
  normalizeResourceInfo(speech, log, path);
  normalizeSubtitles(speech, log, path);
  normalizeVisemes(speech, log, path);
  const upload = readRecord(speech, 'uploadVoice', log, path);
  readString(upload, 'name', '', log, `${path}.uploadVoice`);
  readString(upload, 'key', '', log, `${path}.uploadVoice`);
  readString(upload, 'staticUrl', '', log, `${path}.uploadVoice`);
  readNumber(upload, 'duration', 0, log, `${path}.uploadVoice`, { min: 0 });
  normalizeSubtitles(upload, log, `${path}.uploadVoice`);
  normalizeVisemes(upload, log, `${path}.uploadVoice`);
  const roles = readArray(speech, 'roles', log, path);
  speech.roles = roles.flatMap((role, index) => {
    const rolePath = `${path}.roles[${index}]`;
    if (!isRecord(role)) {
      log.note(rolePath, `${describe(role)} is not a role; removed`);
      return [];
    }
    normalizeVoiceSettings(readRecord(role, 'property', log, rolePath), log, `${rolePath}.property`);
    role.gender = normalizeGender(role.gender ?? (role.property as Draft).gender);
    readNumber(role, 'pitch', SCENE_DEFAULTS.speechPitch, log, rolePath);
    readNumber(role, 'speed', SCENE_DEFAULTS.speechSpeed, log, rolePath, { min: 0.1, max: 10 });
    readNumber(role, 'volume', SCENE_DEFAULTS.speechVolume, log, rolePath, { min: 0 });
    for (const key of ['key', 'name', 'static_url', 'url']) readOptionalString(role, key, log, rolePath);
    return [role];
  });
  adoptContentSpelling(speech, log, path);
  const contents = readArray(speech, 'contents', log, path);
  speech.contents = contents.flatMap((item, index) => {
    const itemPath = `${path}.contents[${index}]`;
    if (!isRecord(item)) {
      log.note(itemPath, `${describe(item)} is not a conversation item; removed`);
      return [];
    }
    readString(item, 'text', '', log, itemPath);
    readNumber(item, '_roleIndex', 0, log, itemPath, { min: 0 });
    item._roleIndex = Math.floor(item._roleIndex as number);
    readNumber(item, 'delay', 0, log, itemPath, { min: 0 });
    readNumber(item, 'duration', 0, log, itemPath, { min: 0 });
    normalizeResourceInfo(item, log, itemPath);
    normalizeSubtitles(item, log, itemPath);
    normalizeVisemes(item, log, itemPath);
    return [item];
  });
  return speech;
}

/**
 * Projects from the original product may name a conversation's items `content` instead of `contents`; read
 * as missing they would make a silent 0-second conversation. `contents` wins when both are present.
 */
function adoptContentSpelling(speech: Draft, log: RepairLog, path: string): void {
  if (speech.contents !== undefined || !Array.isArray(speech.content)) return;
  speech.contents = speech.content;
  delete speech.content;
  log.note(`${path}.content`, 'read as contents (the conversation items)');
}

/** Voice settings of a speech or role: voice (or null), tts_config, gender 1 or 2. */
export function normalizeVoiceSettings(property: Draft, log: RepairLog, path: string): void {
  const voice = property.voice;
  if (isRecord(voice) && (typeof voice.id === 'number' || typeof voice.id === 'string')) {
    readString(voice, 'name', '', log, `${path}.voice`);
  } else {
    if (voice !== undefined && voice !== null)
      log.note(`${path}.voice`, `${describe(voice)} is not a voice; cleared`);
    property.voice = null;
  }
  readOptionalString(property, 'voiceType', log, path);
  const tts = readRecord(property, 'tts_config', log, path);
  const wpm = tts.words_per_minute;
  if (wpm !== undefined && !(typeof wpm === 'number' && Number.isFinite(wpm) && wpm > 0)) {
    log.note(`${path}.tts_config.words_per_minute`, `${describe(wpm)} is not a positive number; removed`);
    delete tts.words_per_minute;
  }
  readOptionalString(property, 'model', log, path);
  readOptionalString(property, 'ref', log, path);
  property.gender = normalizeGender(property.gender);
}

function normalizeResourceInfo(owner: Draft, log: RepairLog, path: string): void {
  const info = owner.resourceInfo;
  if (info === undefined) return;
  if (!isRecord(info)) {
    log.note(`${path}.resourceInfo`, `${describe(info)} is not resource info; removed`);
    delete owner.resourceInfo;
    return;
  }
  for (const key of ['key', 'url', 'staticUrl']) readString(info, key, '', log, `${path}.resourceInfo`);
}

function normalizeSubtitles(owner: Draft, log: RepairLog, path: string): void {
  if (owner.subtitles === undefined) return;
  const list = readArray(owner, 'subtitles', log, path);
  owner.subtitles = list.flatMap((entry, index) => {
    const entryPath = `${path}.subtitles[${index}]`;
    if (!isRecord(entry)) {
      log.note(entryPath, `${describe(entry)} is not a subtitle; removed`);
      return [];
    }
    readString(entry, 'text', '', log, entryPath);
    const start = readNumber(entry, 'start', 0, log, entryPath, { min: 0 });
    readNumber(entry, 'end', start, log, entryPath, { min: start });
    if (entry.audio_offset !== undefined) readNumber(entry, 'audio_offset', 0, log, entryPath, { min: 0 });
    return [entry];
  });
}

/** Legacy `textDecoration` ('none' or 'underline') becomes the underline and linethrough flags. */
export function convertTextDecoration(style: Draft, log: RepairLog, path: string): void {
  if (!('textDecoration' in style)) return;
  const decoration = style.textDecoration;
  delete style.textDecoration;
  if (style.underline === undefined) style.underline = decoration === 'underline';
  if (style.linethrough === undefined) style.linethrough = decoration === 'line-through';
  readBoolean(style, 'underline', false, log, path);
  readBoolean(style, 'linethrough', false, log, path);
}
