/**
 * Conversation avatars (shown only when a conversation speech is used): an
 * avatar carrying a role index (`_roleIndex`) presents one role of a conversation speech, so it is shown only
 * while the scene's speech is a conversation. The worker's renderer and the editing canvas both decide with
 * this one rule, so the canvas never shows a presenter the preview leaves out. Pure.
 */
import type { Layer } from '../model/layer.ts';
import type { Scene } from '../model/scene.ts';

/** Whether the layer is the avatar of a conversation role (it carries a role index). */
export function isConversationAvatar(layer: Pick<Layer, 'property'>): boolean {
  const p = layer.property;
  return p.type === 'Avatar' && p._roleIndex !== undefined;
}

/**
 * Whether a layer is shown in its scene at all (before its start/stop window): not hidden by the user, and,
 * for a conversation avatar, only while the speech is a conversation.
 */
export function layerShown(layer: Pick<Layer, 'property'>, scene: Pick<Scene, 'speech'>): boolean {
  if (!layer.property.visible) return false;
  return !isConversationAvatar(layer) || scene.speech.type === 'conversation';
}
