/**
 * A default speech (text to speech, or a cloned voice): script, voice, speed/pitch/volume, Generate and the
 * generated audio. Each edit is one undo step (typing and sliders coalesced); edits that change what the
 * audio is made from drop the audio, so the clip follows the estimate until Generate runs again.
 */
import type { ApiVoice } from '../../../shared/api/voices.ts';
import type { Scene } from '../../../shared/model/scene.ts';
import { hasAudio } from '../../../shared/speech/cached-audio.ts';
import { useT } from '../../i18n/use-t.ts';
import { useServices } from '../services.ts';
import { ClonePanel } from './ClonePanel.tsx';
import { GeneratePanel } from './GeneratePanel.tsx';
import { PlayAudioButton, resourceSource } from './PlayAudioButton.tsx';
import { ScriptField } from './ScriptField.tsx';
import { patchDefaultSpeech, speechVoiceOf } from './speech-model.ts';
import { useGenerate } from './use-generate.ts';
import { useSceneSpeech } from './use-scene-speech.ts';
import { VoiceControls } from './VoiceControls.tsx';
import { VoicePicker } from './VoicePicker.tsx';

export function DefaultSpeechPanel(props: { sceneIndex: number; scene: Scene; cloned: boolean }) {
  const t = useT('speech');
  const { api, media } = useServices();
  const { store, applySpeech } = useSceneSpeech(props.sceneIndex);
  const { speech } = props.scene;
  const generation = useGenerate(api, store, props.sceneIndex, t('generate'));
  const chooseVoice = (voice: ApiVoice) =>
    applySpeech(t('voice'), (s) => patchDefaultSpeech(s, { property: speechVoiceOf(voice) }));
  const audio = speech.resourceInfo;
  const blocked =
    speech.property.voice === null ? t('noVoice') : speech.text.trim() === '' ? t('noScript') : undefined;

  return (
    <div className="cw-speech-default">
      <ScriptField
        text={speech.text}
        property={speech.property}
        speed={speech.speed}
        onChange={(text) => applySpeech(t('script'), (s) => patchDefaultSpeech(s, { text }), 'text')}
      />
      {props.cloned ? (
        <ClonePanel api={api} value={speech.property} onChange={chooseVoice} />
      ) : (
        <VoicePicker api={api} value={speech.property} onChange={chooseVoice} />
      )}
      <VoiceControls
        value={speech}
        onChange={(field, value) =>
          applySpeech(t(field), (s) => patchDefaultSpeech(s, { [field]: value }), field)
        }
      />
      <GeneratePanel
        state={generation.state}
        onGenerate={() => void generation.generate()}
        onCancel={generation.cancel}
        blocked={api === undefined ? t('noApi') : blocked}
        upToDate={hasAudio(audio)}
      />
      {audio !== undefined && hasAudio(audio) && (
        <PlayAudioButton id={`speech:${props.scene.id}`} source={resourceSource(audio, media)} />
      )}
    </div>
  );
}
