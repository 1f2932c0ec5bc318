/** A duration speech: a fixed length in seconds, validated (> 0) before it reaches the project. */
import { useId, useState } from 'react';
import type { Scene } from '../../../shared/model/scene.ts';
import { useT } from '../../i18n/use-t.ts';
import { parseFixedDuration } from './speech-model.ts';
import { useSceneSpeech } from './use-scene-speech.ts';

export function DurationPanel(props: { sceneIndex: number; scene: Scene }) {
  const t = useT('speech');
  const id = useId();
  const { applySpeech } = useSceneSpeech(props.sceneIndex);
  // What the user is typing, kept while the field has focus (even when it is not a valid number yet).
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const value = draft ?? String(props.scene.speech.duration);
  const parsed = parseFixedDuration(value);
  const error = 'error' in parsed ? parsed.error : undefined;
  return (
    <div className="cw-duration">
      <label htmlFor={`${id}-d`}>{t('fixedDuration')}</label>
      <input
        id={`${id}-d`}
        type="number"
        min={0.1}
        step={0.1}
        value={value}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-e` : undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          const next = parseFixedDuration(e.target.value);
          if ('seconds' in next)
            applySpeech(t('fixedDuration'), (s) => ({ ...s, duration: next.seconds }), 'duration');
        }}
        onBlur={() => setDraft(undefined)}
      />
      {error !== undefined && (
        <p id={`${id}-e`} role="alert" className="cw-speech-error">
          {error}
        </p>
      )}
    </div>
  );
}
