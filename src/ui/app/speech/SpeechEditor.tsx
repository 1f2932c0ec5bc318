/**
 * The speech editor of one scene: the speech type (text to speech,
 * cloned voice, upload, fixed duration, conversation), the panel of that type, the subtitle style, and the
 * scene's length with a button that plays the scene in the preview. Every change goes through `store.apply`.
 */
import { useIntl } from 'react-intl';
import { useId } from 'react';
import type { Speech } from '../../../shared/model/speech.ts';
import type { SpeechVoice } from '../../../shared/model/voice.ts';
import { sceneSubtitles } from '../../../shared/speech/subtitle-at.ts';
import type { Api } from '../../api/calls.ts';
import { sceneStart } from '../../../shared/timeline/visibility.ts';
import { useT } from '../../i18n/use-t.ts';
import { useServices } from '../services.ts';
import { usePlayback, useSession } from '../session/context.ts';
import { EditCaptionsButton } from '../captions/EditCaptionsButton.tsx';
import { ConversationPanel } from './ConversationPanel.tsx';
import { DefaultSpeechPanel } from './DefaultSpeechPanel.tsx';
import { DurationPanel } from './DurationPanel.tsx';
import {
  SPEECH_MODES,
  speechMode,
  speechVoiceOf,
  switchSpeechMode,
  type SpeechMode,
} from './speech-model.ts';
import { SubtitleStylePanel } from './SubtitleStylePanel.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { useSceneSpeech } from './use-scene-speech.ts';
import { voiceSourceFor } from './voice-source.ts';
import './speech.css';
import type { KeyIn } from '../../i18n/messages.ts';
import { fractionDigits } from '../../i18n/intl.ts';

const MODE_LABELS: Record<SpeechMode, KeyIn<'speech'>> = {
  default: 'modeDefault',
  cloned: 'modeCloned',
  upload: 'modeUpload',
  duration: 'modeDuration',
  conversation: 'modeConversation',
};

export function SpeechEditor({ sceneIndex }: { sceneIndex: number }) {
  const t = useT('speech');
  const id = useId();
  const { api, defaultVoiceIds } = useServices();
  const { scene, applySpeech, store } = useSceneSpeech(sceneIndex);
  if (scene === undefined) return <section className="cw-panel cw-speech" aria-label={t('title')} />;
  const mode = speechMode(scene.speech);

  const switchMode = (next: SpeechMode) =>
    applySpeech(t(MODE_LABELS[next]), (speech) =>
      switchSpeechMode(speech, next, startingVoice(api, speech, next, defaultVoiceIds)),
    );

  return (
    <section className="cw-panel cw-speech" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <div role="radiogroup" aria-label={t('mode')} className="cw-speech-modes">
        {SPEECH_MODES.map((m) => (
          <label key={m} className="cw-speech-mode">
            <input type="radio" name={`${id}-mode`} checked={mode === m} onChange={() => switchMode(m)} />
            {t(MODE_LABELS[m])}
          </label>
        ))}
      </div>
      <div className="cw-speech-body" key={`${scene.id}:${mode}`}>
        {(mode === 'default' || mode === 'cloned') && (
          <DefaultSpeechPanel sceneIndex={sceneIndex} scene={scene} cloned={mode === 'cloned'} />
        )}
        {mode === 'upload' && <UploadPanel sceneIndex={sceneIndex} scene={scene} />}
        {mode === 'duration' && <DurationPanel sceneIndex={sceneIndex} scene={scene} />}
        {mode === 'conversation' && <ConversationPanel sceneIndex={sceneIndex} scene={scene} />}
      </div>
      <SceneLength sceneIndex={sceneIndex} seconds={scene.duration} speech={scene.speech} store={store} />
      <SubtitleStylePanel sceneIndex={sceneIndex} scene={scene} />
    </section>
  );
}

/**
 * The voice a mode starts with when the voice family changes: for text to speech the environment's default
 * free voice of the speech's gender, for a cloned voice the newest usable one — both from the
 * cached list when it is loaded, else none (the user picks).
 */
function startingVoice(
  api: Api | undefined,
  speech: Speech,
  mode: SpeechMode,
  defaults: { male: number; female: number },
): SpeechVoice | undefined {
  if (api === undefined || (mode !== 'default' && mode !== 'cloned')) return undefined;
  const state = voiceSourceFor(api).get();
  if (state.kind !== 'ready') return undefined;
  if (mode === 'cloned') {
    const clone = state.voices.filter((v) => v.voiceType === 'clone').at(-1);
    return clone === undefined ? undefined : speechVoiceOf(clone);
  }
  const wanted = speech.property.gender === 1 ? defaults.male : defaults.female;
  const voice = state.voices.find((v) => v.id === wanted);
  return voice === undefined ? undefined : speechVoiceOf(voice);
}

/** The clip's length (it follows the speech), and playing this scene in the preview. */
function SceneLength(props: {
  sceneIndex: number;
  seconds: number;
  speech: Speech;
  store: ReturnType<typeof useSceneSpeech>['store'];
}) {
  const t = useT('speech');
  const intl = useIntl();
  const session = useSession();
  const playback = usePlayback();
  const playing = playback.state === 'playing';
  const subtitles = sceneSubtitles(props.speech);
  const first = subtitles[0];
  const play = async () => {
    if (playing) return session.togglePlay();
    await session.showScene(props.sceneIndex);
    await session.togglePlay();
  };
  const showSubtitle = async () => {
    if (first === undefined) return;
    const start = sceneStart(props.store.getState().project, props.sceneIndex);
    await session.seek(start + (first.start + first.end) / 2);
  };
  return (
    <div className="cw-generate-row cw-scene-length">
      <output data-testid="clip-length">
        {t('clipLength', { seconds: intl.formatNumber(props.seconds, fractionDigits(2)) })}
      </output>
      <button type="button" aria-pressed={playing} onClick={() => void play()}>
        {playing ? `❚❚ ${t('pauseScene')}` : `▶ ${t('playScene')}`}
      </button>
      {first !== undefined && (
        <button type="button" onClick={() => void showSubtitle()}>
          {t('showSubtitle')}
        </button>
      )}
      <EditCaptionsButton sceneIndex={props.sceneIndex} speech={props.speech} />
    </div>
  );
}
