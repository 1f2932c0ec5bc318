/**
 * Pure edits of a conversation speech: roles with their
 * voice settings, items (text, role, delay) and the avatars linked to roles by `_roleIndex`. An edit that
 * changes what an item's audio was made from (its text or role, or its role's voice, speed, pitch) drops
 * that item's audio, subtitles and mouth shapes; volume and delay apply at playback and keep them.
 */
import { linkConversationRole } from '../../../shared/avatar/create-avatar.ts';
import type { Project } from '../../../shared/model/project.ts';
import type { ConversationItem, ConversationRole, Speech } from '../../../shared/model/speech.ts';
import type { SpeechVoice } from '../../../shared/model/voice.ts';
import { withoutAudio } from '../../../shared/speech/cached-audio.ts';
import { SIGNATURE_FIELD } from '../../speech/scene-speech.ts';
import { placeConversationSubtitles } from './speech-model.ts';

function staleItem(item: ConversationItem): ConversationItem {
  const rest = { ...withoutAudio(item) } as ConversationItem & Record<string, unknown>;
  delete rest[SIGNATURE_FIELD];
  return rest;
}

function checkIndex(length: number, index: number, field: string): void {
  if (!(Number.isInteger(index) && index >= 0 && index < length))
    throw new RangeError(`${field} ${index}: must be an index from 0 to ${length - 1}`);
}

export function newRole(property: SpeechVoice): ConversationRole {
  return { property, gender: property.gender, pitch: 0, speed: 1, volume: 1 };
}

export function addRole(speech: Speech, property: SpeechVoice): Speech {
  return { ...speech, roles: [...speech.roles, newRole(property)] };
}

export type RolePatch = Partial<Pick<ConversationRole, 'property' | 'gender' | 'pitch' | 'speed' | 'volume'>>;

export function patchRole(speech: Speech, index: number, patch: RolePatch): Speech {
  checkIndex(speech.roles.length, index, 'roleIndex');
  const role = speech.roles[index] as ConversationRole;
  const next = { ...role, ...patch };
  const voiceChanged =
    next.property !== role.property || next.speed !== role.speed || next.pitch !== role.pitch;
  return {
    ...speech,
    roles: speech.roles.map((r, i) => (i === index ? next : r)),
    contents: voiceChanged
      ? speech.contents.map((item) => (item._roleIndex === index ? staleItem(item) : item))
      : speech.contents,
  };
}

/**
 * Removes role `index` from scene `sceneIndex`: refused while items speak it; later roles move down one, and
 * so do their items and linked avatars; avatars of the removed role are no longer conversation avatars.
 */
export function removeRole(project: Project, sceneIndex: number, index: number): Project {
  checkIndex(project.clips.length, sceneIndex, 'sceneIndex');
  const scene = project.clips[sceneIndex]!;
  const { speech } = scene;
  checkIndex(speech.roles.length, index, 'roleIndex');
  const users = speech.contents.filter((item) => item._roleIndex === index).length;
  if (users > 0) throw new Error(`roleIndex ${index}: ${users} item(s) still speak this role`);
  const shift = (i: number) => (i > index ? i - 1 : i);
  const layers = scene.layers.map((layer) => {
    const p = layer.property;
    if (p.type !== 'Avatar' || p._roleIndex === undefined || p._roleIndex < index) return layer;
    const property = { ...p };
    if (p._roleIndex === index) delete property._roleIndex;
    else property._roleIndex = p._roleIndex - 1;
    return { ...layer, property };
  });
  const nextSpeech: Speech = {
    ...speech,
    roles: speech.roles.filter((_, i) => i !== index),
    contents: speech.contents.map((item) => ({ ...item, _roleIndex: shift(item._roleIndex) })),
  };
  return withScene(project, sceneIndex, { ...scene, layers, speech: nextSpeech });
}

export function addItem(speech: Speech, roleIndex: number): Speech {
  checkIndex(speech.roles.length, roleIndex, 'roleIndex');
  const item: ConversationItem = { text: '', _roleIndex: roleIndex, delay: 0, duration: 0 };
  return { ...speech, contents: [...speech.contents, item] };
}

export type ItemPatch = Partial<Pick<ConversationItem, 'text' | '_roleIndex' | 'delay'>>;

export function patchItem(speech: Speech, index: number, patch: ItemPatch): Speech {
  checkIndex(speech.contents.length, index, 'itemIndex');
  if (patch._roleIndex !== undefined) checkIndex(speech.roles.length, patch._roleIndex, 'roleIndex');
  if (patch.delay !== undefined && !(Number.isFinite(patch.delay) && patch.delay >= 0))
    throw new RangeError(`delay ${patch.delay}: must be a number of seconds ≥ 0`);
  const item = speech.contents[index] as ConversationItem;
  const next = { ...item, ...patch };
  const stale = next.text !== item.text || next._roleIndex !== item._roleIndex;
  const contents = speech.contents.map((c, i) => (i === index ? (stale ? staleItem(next) : next) : c));
  return placeConversationSubtitles({ ...speech, contents });
}

export function removeItem(speech: Speech, index: number): Speech {
  checkIndex(speech.contents.length, index, 'itemIndex');
  return placeConversationSubtitles({ ...speech, contents: speech.contents.filter((_, i) => i !== index) });
}

/** Moves item `from` to position `to` (keyboard reordering: up and down buttons). */
export function moveItem(speech: Speech, from: number, to: number): Speech {
  checkIndex(speech.contents.length, from, 'itemIndex');
  checkIndex(speech.contents.length, to, 'to');
  if (from === to) return speech;
  const contents = [...speech.contents];
  const [moved] = contents.splice(from, 1);
  contents.splice(to, 0, moved as ConversationItem);
  return placeConversationSubtitles({ ...speech, contents });
}

/**
 * Links the avatar layer `layerId` of scene `sceneIndex` to role `roleIndex` (the role takes the
 * avatar's key, name, gender and URLs), or unlinks it with `undefined`.
 */
export function linkAvatar(
  project: Project,
  sceneIndex: number,
  layerId: string,
  roleIndex: number | undefined,
): Project {
  checkIndex(project.clips.length, sceneIndex, 'sceneIndex');
  const scene = project.clips[sceneIndex]!;
  const layer = scene.layers.find((l) => l.id === layerId);
  if (layer === undefined || layer.property.type !== 'Avatar')
    throw new Error(`layerId '${layerId}': no avatar layer in scene ${sceneIndex}`);
  if (roleIndex !== undefined) checkIndex(scene.speech.roles.length, roleIndex, 'roleIndex');
  const property = { ...layer.property };
  if (roleIndex === undefined) delete property._roleIndex;
  else property._roleIndex = roleIndex;
  const layers = scene.layers.map((l) => (l.id === layerId ? { ...l, property } : l));
  const speech = roleIndex === undefined ? scene.speech : linkConversationRole(scene.speech, property);
  return withScene(project, sceneIndex, { ...scene, layers, speech });
}

function withScene(project: Project, index: number, scene: Project['clips'][number]): Project {
  return { ...project, clips: project.clips.map((s, i) => (i === index ? scene : s)) };
}
