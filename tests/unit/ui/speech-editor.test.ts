import { describe, expect, it } from 'vitest';
import type { GenerateTaskRequest, SpeechResult } from '../../../src/shared/api/task.ts';
import type { ApiVoice } from '../../../src/shared/api/voices.ts';
import { ApiError, SPEC_MESSAGES, SpecError } from '../../../src/shared/errors.ts';
import type { Speech } from '../../../src/shared/model/speech.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { refreshConfig } from '../../../src/shared/project/refresh-config.ts';
import { SIGNATURE_FIELD } from '../../../src/ui/speech/scene-speech.ts';
import { speechSignature } from '../../../src/ui/speech/requests.ts';
import { describeError } from '../../../src/ui/app/speech/describe-error.ts';
import { RunnerCache, requestKey } from '../../../src/ui/app/speech/runner-cache.ts';
import {
  AUDIO_DURATION_FIELD,
  FIXED_DURATION_FIELD,
  insertAtSelection,
  mergeGeneratedSpeech,
  parseFixedDuration,
  patchDefaultSpeech,
  pauseMarker,
  speechMode,
  speechVoiceOf,
  switchSpeechMode,
} from '../../../src/ui/app/speech/speech-model.ts';
import { hex, patchSubtitleStyle, subtitlePatchProblem } from '../../../src/ui/app/speech/subtitle-style.ts';
import { encodeWav, mixDown } from '../../../src/ui/app/speech/wav.ts';
import { DEFAULT_SUBTITLE_STYLE } from '../../../src/shared/model/text-style.ts';

const JAMES: ApiVoice = {
  id: 750,
  name: 'James',
  gender: 1,
  lan: 'en',
  country_name: 'United States',
  is_free: 1,
  app_json: { text: 'Hello.' },
  tts_config: { voice_id: 750, words_per_minute: 180, engine: 'espeak-ng' },
  voiceType: 'tts',
};
const CLONE: ApiVoice = { ...JAMES, id: 100001, name: 'Mine', voiceType: 'clone' };

function baseSpeech(): Speech {
  return normalizeProject({ layout: 'landscape', clips: [{ id: 'c1', layers: [] }] }).clips[0]!.speech;
}

/** A default speech with audio made from its current inputs. */
function generated(text = 'Hello there'): Speech {
  const speech: Speech = {
    ...baseSpeech(),
    type: 'default',
    text,
    property: speechVoiceOf(JAMES),
  };
  const signature = speechSignature({ text, property: speech.property, speed: 1, pitch: 0 });
  return {
    ...speech,
    duration: 1.84,
    resourceInfo: { key: 'k1', url: '/u', staticUrl: '/s' },
    subtitles: [{ text, start: 0.3, end: 1.5 }],
    visemes: [
      { viseme: 'rest', start: 0, end: 0.3 },
      { viseme: 'E', start: 0.3, end: 1.5 },
      { viseme: 'rest', start: 1.5, end: 1.84 },
    ],
    [SIGNATURE_FIELD]: signature,
  } as Speech;
}

describe('speech modes', () => {
  it('a cloned voice makes a default speech the cloned mode', () => {
    expect(speechMode(generated())).toBe('default');
    expect(speechMode({ ...generated(), property: speechVoiceOf(CLONE) })).toBe('cloned');
    expect(speechMode(baseSpeech())).toBe('duration');
    expect(speechVoiceOf(CLONE)).toEqual({
      voice: { id: 100001, name: 'Mine' },
      voiceType: 'clone',
      model: '100001',
      tts_config: JAMES.tts_config,
      gender: 1,
    });
  });

  it('keeps the fixed duration and the audio length apart across switches', () => {
    const speech = generated();
    const asDuration = switchSpeechMode(speech, 'duration');
    // No fixed duration kept yet: the current length is the starting value.
    expect(asDuration).toMatchObject({ type: 'duration', duration: 1.84, [AUDIO_DURATION_FIELD]: 1.84 });
    const fixed = { ...asDuration, duration: 7 };
    const back = switchSpeechMode(fixed, 'default');
    expect(back).toMatchObject({ type: 'default', duration: 1.84, [FIXED_DURATION_FIELD]: 7 });
    expect(back.resourceInfo).toEqual(speech.resourceInfo);
    expect(switchSpeechMode(back, 'duration').duration).toBe(7);
  });

  it('drops audio whose length was not kept, and audio of the other voice family', () => {
    const noLength = { ...generated(), type: 'upload' as const };
    const back = switchSpeechMode(noLength, 'default');
    expect(back.resourceInfo).toBeUndefined();
    expect(SIGNATURE_FIELD in back).toBe(false);
    const cloned = switchSpeechMode(generated(), 'cloned', speechVoiceOf(CLONE));
    expect(cloned.property.voiceType).toBe('clone');
    expect(cloned.resourceInfo).toBeUndefined();
    expect(cloned.subtitles).toBeUndefined();
    expect(cloned.visemes).toBeUndefined();
    const unchosen = switchSpeechMode(generated(), 'cloned');
    expect(unchosen.property).toEqual({ voice: null, voiceType: 'clone', tts_config: {}, gender: 1 });
  });

  it('a new duration speech without a length starts at 5 s; the same mode changes nothing', () => {
    const speech = { ...baseSpeech(), type: 'upload' as const, duration: 0 };
    expect(switchSpeechMode(speech, 'duration').duration).toBe(5);
    const same = generated();
    expect(switchSpeechMode(same, 'default')).toBe(same);
  });
});

describe('script and voice edits', () => {
  it('a new script drops the audio, so the clip follows the estimate', () => {
    const speech = generated();
    const edited = patchDefaultSpeech(speech, { text: 'Hello there, friend' });
    expect(edited.text).toBe('Hello there, friend');
    expect(edited.resourceInfo).toBeUndefined();
    expect(edited.subtitles).toBeUndefined();
    expect(edited.visemes).toBeUndefined();
    const project = normalizeProject({ layout: 'landscape', clips: [{ id: 'c1', layers: [] }] });
    const refreshed = refreshConfig({ ...project, clips: [{ ...project.clips[0]!, speech: edited }] });
    // 3 words at 180 wpm + 0.6 s lead and tail.
    expect(refreshed.clips[0]!.duration).toBe(1.6);
  });

  it('volume keeps the audio; speed, pitch and voice do not', () => {
    const speech = generated();
    expect(patchDefaultSpeech(speech, { volume: 0.5 }).resourceInfo).toEqual(speech.resourceInfo);
    expect(patchDefaultSpeech(speech, { speed: 1.2 }).resourceInfo).toBeUndefined();
    expect(patchDefaultSpeech(speech, { pitch: 10 }).resourceInfo).toBeUndefined();
    expect(
      patchDefaultSpeech(speech, { property: speechVoiceOf({ ...JAMES, id: 751 }) }).resourceInfo,
    ).toBeUndefined();
    expect(patchDefaultSpeech(speech, { text: speech.text }).resourceInfo).toEqual(speech.resourceInfo);
  });

  it('inserts the pause marker at the caret or over the selection', () => {
    expect(pauseMarker(1)).toBe('<#1#>');
    expect(pauseMarker(0.5)).toBe('<#0.5#>');
    expect(() => pauseMarker(0)).toThrow('pause seconds 0: must be a number greater than 0');
    expect(insertAtSelection('Hello world', 5, 5, '<#1#>')).toEqual({ text: 'Hello<#1#> world', caret: 10 });
    expect(insertAtSelection('Hello world', 5, 11, '<#1#>')).toEqual({ text: 'Hello<#1#>', caret: 10 });
    expect(insertAtSelection('Hi', 9, 12, '<#2#>')).toEqual({ text: 'Hi<#2#>', caret: 7 });
  });

  it('validates the fixed duration', () => {
    expect(parseFixedDuration('7.5')).toEqual({ seconds: 7.5 });
    expect(parseFixedDuration('0')).toEqual({ error: 'duration 0: must be greater than 0' });
    expect(parseFixedDuration('-2')).toEqual({ error: 'duration -2: must be greater than 0' });
    expect(parseFixedDuration('abc')).toEqual({ error: "duration 'abc': must be a number of seconds" });
    expect(parseFixedDuration('')).toEqual({ error: "duration '': must be a number of seconds" });
    expect(parseFixedDuration('4000')).toEqual({ error: 'duration 4000: must be at most 3600 s' });
  });
});

describe('applying a generation that ran while the user edited', () => {
  const before = patchDefaultSpeech(generated(), { text: 'Hello again' });
  const made = { ...generated('Hello again'), duration: 2.2 };

  it('takes the audio when the inputs are unchanged, keeping other edits', () => {
    const current = patchDefaultSpeech(before, { volume: 0.4 });
    const merged = mergeGeneratedSpeech(current, before, made)!;
    expect(merged).toMatchObject({ text: 'Hello again', volume: 0.4, duration: 2.2 });
    expect(merged.resourceInfo).toEqual(made.resourceInfo);
    expect(merged.visemes).toEqual(made.visemes);
    expect((merged as Record<string, unknown>)[SIGNATURE_FIELD]).toBe(
      (made as Record<string, unknown>)[SIGNATURE_FIELD],
    );
  });

  it('drops it when the script changed meanwhile (the typed text wins)', () => {
    const current = patchDefaultSpeech(before, { text: 'Hello again and again' });
    expect(mergeGeneratedSpeech(current, before, made)).toBeUndefined();
    expect(mergeGeneratedSpeech({ ...before, type: 'duration' }, before, made)).toBeUndefined();
  });
});

describe('runner cache', () => {
  const request: GenerateTaskRequest = {
    action: 'tts',
    param: { tts_config: { voice_id: 1 }, text: 'a', subtitle: true },
  };
  const result: SpeechResult = {
    static_url: '/s',
    url: '/u',
    key: 'k',
    duration: 1,
    subtitles: [],
    visemes: [],
  };

  it('equal requests (any key order) share one run; failures are retried', async () => {
    let runs = 0;
    let fail = true;
    const cache = new RunnerCache();
    const run = cache.wrap(() => {
      runs++;
      return fail ? Promise.reject(new Error('boom')) : Promise.resolve(result);
    });
    await expect(run(request)).rejects.toThrow('boom');
    expect(cache.size).toBe(0);
    fail = false;
    const reordered = {
      param: { subtitle: true, text: 'a', tts_config: { voice_id: 1 } },
      action: 'tts',
    } as GenerateTaskRequest;
    expect(requestKey(reordered)).toBe(requestKey(request));
    await expect(run(request)).resolves.toBe(result);
    await expect(run(reordered)).resolves.toBe(result);
    expect(runs).toBe(2);
  });
});

describe('WAV encoding for cloning', () => {
  it('mixes channels and writes a 16-bit mono RIFF file', () => {
    const mixed = mixDown([Float32Array.from([1, -1, 0.5]), Float32Array.from([0, -1, 0.5])]);
    expect([...mixed]).toEqual([0.5, -1, 0.5]);
    const wav = encodeWav(Float32Array.from([0, 1, -1, 2]), 8000);
    const view = new DataView(wav.buffer);
    expect(String.fromCharCode(...wav.subarray(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...wav.subarray(8, 12))).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767]);
    expect(() => mixDown([])).toThrow('channels: no audio channel to mix (got 0)');
    expect(() => encodeWav(new Float32Array(1), 0)).toThrow('sampleRate 0');
  });
});

describe('subtitle style', () => {
  it('checks numbers and converts colours for the colour input', () => {
    expect(subtitlePatchProblem({ fontSize: 60, color: '#ff0000' })).toBeUndefined();
    expect(subtitlePatchProblem({ fontSize: 0 })).toBe('fontSize 0: must be a number from 8 to 400');
    expect(subtitlePatchProblem({ opacity: 1.5 })).toBe('opacity 1.5: must be a number from 0 to 1');
    expect(() => patchSubtitleStyle(DEFAULT_SUBTITLE_STYLE, { strokeWidth: Number.NaN })).toThrow(
      'strokeWidth NaN: must be a number from 0 to 40',
    );
    expect(patchSubtitleStyle(DEFAULT_SUBTITLE_STYLE, { position: 'top', top: 80 })).toMatchObject({
      position: 'top',
      top: 80,
      fontSize: 48,
    });
    expect(hex('rgba(0,0,0,0.5)')).toBe('#000000');
    expect(hex('#FFF')).toBe('#ffffff');
    expect(hex('rgb(255, 128, 0)')).toBe('#ff8000');
    expect(hex('white')).toBe('#000000');
  });
});

describe('error text', () => {
  it('adds the API or task detail to the fixed message', () => {
    expect(
      describeError(new SpecError(SPEC_MESSAGES.taskFailed, { cause: { status: 1, reason: 'engine down' } })),
    ).toBe('unexpectedError: taskDetail 1 — engine down');
    expect(describeError(new ApiError('/ai/task/generate', 400, { code: 400, message: 'text: empty' }))).toBe(
      '/ai/task/generate error: 400 — text: empty',
    );
    expect(describeError(new Error('plain'))).toBe('plain');
    expect(describeError('text')).toBe('text');
  });
});
