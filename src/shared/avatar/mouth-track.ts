/**
 * Which mouth shape an avatar shows at a time of its scene. The scene's speech drives it: a generated
 * (default) speech and an uploaded voice drive every avatar of the scene from the scene's start; in a
 * conversation each item drives the avatar of its role (`_roleIndex`) from where the item plays (its delay
 * and the pauses between items, as its sound is scheduled), and the other avatars keep their mouths shut.
 * Cues are cut where their sound stops (the audio's length, the scene's end); silence, a speech without mouth
 * shapes, a fixed duration and a turned-off lip sync give the closed `rest`. Pure.
 */
import type { AvatarProperty } from '../model/avatar.ts';
import type { Scene } from '../model/scene.ts';
import type { Speech } from '../model/speech.ts';
import { conversationItemSpans } from '../speech/conversation-timing.ts';
import { mouthBlend, type MouthBlend, type VisemeCue } from '../speech/visemes.ts';
import { lipSyncOn } from './face-box.ts';

/** The closed mouth, held. */
export const CLOSED_MOUTH: MouthBlend = Object.freeze({ from: 'rest', to: 'rest', mix: 1 });

/** `cues` (seconds from the start of their audio) moved to start at `offset`, cut at `end` (scene clock). */
function place(cues: readonly VisemeCue[] | undefined, offset: number, end: number): VisemeCue[] {
  const placed: VisemeCue[] = [];
  for (const cue of cues ?? []) {
    const start = offset + cue.start;
    const stop = Math.min(end, offset + cue.end);
    if (start < stop) placed.push({ viseme: cue.viseme, start, end: stop });
  }
  return placed;
}

/** How long a sound of `duration` plays in a scene of `sceneDuration` from `start` (0: as long as the scene). */
const soundEnd = (start: number, duration: number, sceneDuration: number): number =>
  Math.min(sceneDuration, start + (duration > 0 ? duration : sceneDuration));

/**
 * The mouth shapes that drive an avatar of the conversation role `roleIndex` (undefined: an avatar of no role)
 * in a scene of `sceneDuration` seconds, on the scene's clock, sorted.
 */
export function sceneVisemeTrack(
  speech: Speech,
  sceneDuration: number,
  roleIndex: number | undefined,
): VisemeCue[] {
  switch (speech.type) {
    case 'default':
      return place(speech.visemes, 0, soundEnd(0, speech.duration, sceneDuration));
    case 'upload':
      return place(speech.uploadVoice.visemes, 0, soundEnd(0, speech.uploadVoice.duration, sceneDuration));
    case 'duration':
      return [];
    case 'conversation':
      if (roleIndex === undefined) return [];
      return conversationItemSpans(speech)
        .filter(({ item, start }) => item._roleIndex === roleIndex && start < sceneDuration)
        .flatMap(({ item, start, duration }) =>
          place(item.visemes, start, soundEnd(start, duration, sceneDuration)),
        );
  }
}

/** Tracks already placed, per speech object (an edit makes a new one) and per scene length and role. */
const placedTracks = new WeakMap<Speech, Map<string, VisemeCue[]>>();

function trackOf(speech: Speech, sceneDuration: number, roleIndex: number | undefined): VisemeCue[] {
  let tracks = placedTracks.get(speech);
  if (tracks === undefined) {
    tracks = new Map();
    placedTracks.set(speech, tracks);
  }
  const key = `${sceneDuration}|${roleIndex ?? ''}`;
  let track = tracks.get(key);
  if (track === undefined) {
    track = sceneVisemeTrack(speech, sceneDuration, roleIndex);
    tracks.set(key, track);
  }
  return track;
}

/** The mouth of an avatar at `time` (seconds on its scene's clock), with the short cross-fades of mouthBlend. */
export function avatarMouthAt(
  p: AvatarProperty,
  scene: Pick<Scene, 'speech' | 'duration'>,
  time: number,
): MouthBlend {
  if (!lipSyncOn(p)) return CLOSED_MOUTH;
  const track = trackOf(scene.speech, scene.duration, p._roleIndex);
  return track.length === 0 ? CLOSED_MOUTH : mouthBlend(track, time);
}
