/**
 * A conversation: roles with voice, speed, pitch and volume, each linked to an
 * avatar of the scene by role index; lines (text, speaker, delay) added, removed and reordered with buttons;
 * Generate makes every line whose audio is missing or stale. Conversation avatars show in the preview only
 * while the speech is a conversation (the worker's layerShown).
 */
import type { Scene } from '../../../shared/model/scene.ts';
import { hasAudio } from '../../../shared/speech/cached-audio.ts';
import { ConversationLines } from './ConversationLines.tsx';
import { ConversationRoles } from './ConversationRoles.tsx';
import { GeneratePanel } from './GeneratePanel.tsx';
import { useConversation } from './use-conversation.ts';

export function ConversationPanel(props: { sceneIndex: number; scene: Scene }) {
  const { id, media, voices, generation, avatars, edits, blocked } = useConversation(
    props.sceneIndex,
    props.scene,
  );
  const { speech } = props.scene;

  return (
    <div className="cw-conversation">
      <ConversationRoles
        sceneIndex={props.sceneIndex}
        speech={speech}
        voices={voices}
        avatars={avatars}
        edits={edits}
      />
      <ConversationLines
        id={id}
        sceneId={props.scene.id}
        speech={speech}
        media={media}
        applySpeech={edits.applySpeech}
      />
      <GeneratePanel
        state={generation.state}
        onGenerate={() => void generation.generate()}
        onCancel={generation.cancel}
        blocked={blocked}
        upToDate={speech.contents.length > 0 && speech.contents.every((item) => hasAudio(item.resourceInfo))}
      />
    </div>
  );
}
