import type { GenerateTaskRequest, SpeechResult } from '../../shared/api/task.ts';
import { SPEECH_ESTIMATE } from '../../shared/constants.ts';
import type { ClipId } from '../../shared/ids.ts';
import type { Project } from '../../shared/model/project.ts';
import type { ConversationItem, Speech } from '../../shared/model/speech.ts';
import { refreshConfig } from '../../shared/project/refresh-config.ts';
import { hasAudio } from '../../shared/speech/cached-audio.ts';
import { generateRequest, speechSignature, type SpeechInput } from './requests.ts';
import { subtitlesFromCues, visemesOf } from './subtitles.ts';

/** Runs one generation task to its result (see tasks.ts). */
export type SpeechRunner = (request: GenerateTaskRequest, signal?: AbortSignal) => Promise<SpeechResult>;

/** Field on a speech / conversation item recording which inputs its cached audio was made from. */
export const SIGNATURE_FIELD = '_speechSignature';

interface Signed {
  [SIGNATURE_FIELD]?: unknown;
}

export interface GenerateSceneOptions {
  run: SpeechRunner;
  signal?: AbortSignal | undefined;
}

export interface SceneSpeechResult {
  project: Project;
  /** Scripts sent to the engine (0 when every cached audio still matched). */
  generated: number;
}

/**
 * Generates a scene's speech (`/ai/task/generate`): a default speech as one task, a conversation
 * item by item; duration and upload speeches have nothing to generate. Audio is made again only when the text
 * or voice settings changed since it was made (else the cached resource info is kept). The audio's duration,
 * subtitles and mouth shapes (relative to the audio, also for a conversation item) are stored, and the
 * project's durations refreshed (refreshConfig).
 */
export async function generateSceneSpeech(
  project: Project,
  clipId: ClipId,
  options: GenerateSceneOptions,
): Promise<SceneSpeechResult> {
  const index = project.clips.findIndex((clip) => clip.id === clipId);
  const clip = project.clips[index];
  if (clip === undefined) throw new Error(`clipId: no clip '${clipId}' in the project`);
  const { speech, generated } = await generateSpeech(clip.speech, options);
  if (generated === 0) return { project, generated };
  const clips = project.clips.map((c, i) => (i === index ? { ...c, speech } : c));
  return { project: refreshConfig({ ...project, clips }), generated };
}

async function generateSpeech(
  speech: Speech,
  options: GenerateSceneOptions,
): Promise<{ speech: Speech; generated: number }> {
  switch (speech.type) {
    case 'default': {
      const input: SpeechInput = {
        text: speech.text,
        property: speech.property,
        speed: speech.speed,
        pitch: speech.pitch,
      };
      if (isCurrent(speech, input)) return { speech, generated: 0 };
      const result = await options.run(generateRequest(input), options.signal);
      return {
        speech: {
          ...speech,
          ...audioOf(result),
          duration: result.duration,
          subtitles: subtitlesFromCues(result.subtitles),
          visemes: visemesOf(result),
          [SIGNATURE_FIELD]: speechSignature(input),
        },
        generated: 1,
      };
    }
    case 'conversation':
      return generateConversation(speech, options);
    case 'duration':
    case 'upload':
      return { speech, generated: 0 };
  }
}

async function generateConversation(
  speech: Speech,
  options: GenerateSceneOptions,
): Promise<{ speech: Speech; generated: number }> {
  let generated = 0;
  const contents: ConversationItem[] = [];
  // Items play one after another: each starts after the earlier ones, their delays and the pause between them.
  let at = 0;
  for (const [i, item] of speech.contents.entries()) {
    const role = speech.roles[item._roleIndex];
    if (role === undefined)
      throw new Error(`contents[${i}]._roleIndex: no role ${item._roleIndex} (${speech.roles.length} roles)`);
    if (i > 0) at += SPEECH_ESTIMATE.conversationPauseSeconds + SPEECH_ESTIMATE.conversationIntervalSeconds;
    at += item.delay;
    const input: SpeechInput = {
      text: item.text,
      property: role.property,
      speed: role.speed,
      pitch: role.pitch,
    };
    let next: ConversationItem = item;
    if (!isCurrent(item, input)) {
      const result = await options.run(generateRequest(input), options.signal);
      generated++;
      next = {
        ...item,
        ...audioOf(result),
        duration: result.duration,
        subtitles: subtitlesFromCues(result.subtitles, at),
        visemes: visemesOf(result),
        [SIGNATURE_FIELD]: speechSignature(input),
      };
    } else if (item.subtitles !== undefined) {
      // Cached audio, but earlier items may have changed length: move its subtitles to where it now starts.
      next = { ...item, subtitles: item.subtitles.map((entry) => ({ ...entry, audio_offset: round(at) })) };
    }
    contents.push(next);
    at += next.duration;
  }
  return { speech: generated === 0 ? speech : { ...speech, contents }, generated };
}

/** Cached audio matches when it exists and was made from these inputs (audio of unknown origin is trusted). */
function isCurrent(owner: { resourceInfo?: Speech['resourceInfo'] } & Signed, input: SpeechInput): boolean {
  if (!hasAudio(owner.resourceInfo)) return false;
  const made = owner[SIGNATURE_FIELD];
  return made === undefined || made === speechSignature(input);
}

function audioOf(result: SpeechResult): { resourceInfo: { key: string; url: string; staticUrl: string } } {
  return { resourceInfo: { key: result.key, url: result.url, staticUrl: result.static_url } };
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
