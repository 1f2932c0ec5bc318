import type { GenerateTaskRequest } from '../../shared/api/task.ts';
import type { SpeechVoice } from '../../shared/model/voice.ts';

/** What a generation depends on: the script and the voice settings (volume only matters at playback). */
export interface SpeechInput {
  text: string;
  property: SpeechVoice;
  speed: number;
  pitch: number;
}

/**
 * The `/ai/task/generate` request for a script: a cloned voice (voiceType 'clone') speaks through
 * `tts_by_cloned_voice` (model = the cloned voice id unless the settings name one, ref, script.text); every
 * other voice through `tts` with its tts_config. Pause markers `<#S#>` stay in the text: the server reads them.
 */
export function generateRequest(input: SpeechInput): GenerateTaskRequest {
  const { property } = input;
  const voice = property.voice;
  if (voice === null)
    throw new Error(
      `property.voice: no voice chosen (got null) for text ${JSON.stringify(preview(input.text))}`,
    );
  const speed = input.speed > 0 ? input.speed : 1;
  const common = { speed, pitch: input.pitch, subtitle: true as const };
  if (property.voiceType === 'clone') {
    return {
      action: 'tts_by_cloned_voice',
      param: {
        model: property.model ?? voice.id,
        ...(property.ref !== undefined ? { ref: property.ref } : {}),
        script: { text: input.text },
        tts_config: stripUndefined(property.tts_config),
        ...common,
      },
    };
  }
  const voiceId = Number(voice.id);
  if (!Number.isFinite(voiceId))
    throw new Error(`property.voice.id: not a voice id (got ${JSON.stringify(voice.id)})`);
  return {
    action: 'tts',
    param: {
      tts_config: { ...stripUndefined(property.tts_config), voice_id: voiceId },
      text: input.text,
      ...common,
    },
  };
}

/** A stable key of the inputs: equal keys mean the cached audio still matches (regenerate on change only). */
export function speechSignature(input: SpeechInput): string {
  const { property } = input;
  return JSON.stringify([
    input.text,
    property.voice?.id ?? null,
    property.voiceType ?? null,
    property.model ?? null,
    property.ref ?? null,
    input.speed,
    input.pitch,
  ]);
}

function stripUndefined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

function preview(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
