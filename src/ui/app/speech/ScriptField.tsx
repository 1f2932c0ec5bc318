/**
 * The script of a default speech: a textarea, a button putting a pause marker `<#S#>` at the caret, and the
 * live duration estimate as the user types.
 */
import { useIntl } from 'react-intl';
import { useId, useRef, useState } from 'react';
import type { SpeechVoice } from '../../../shared/model/voice.ts';
import { wordsPerMinuteOf } from '../../../shared/speech/duration.ts';
import { estimateSpeechDuration } from '../../../shared/speech/estimate.ts';
import { useT } from '../../i18n/use-t.ts';
import { Select } from '../common/controls/Select.tsx';
import { insertAtSelection, pauseMarker } from './speech-model.ts';
import { fractionDigits } from '../../i18n/intl.ts';

const PAUSES = [0.5, 1, 2, 3] as const;

export function ScriptField(props: {
  text: string;
  property: SpeechVoice;
  speed: number;
  onChange(text: string): void;
}) {
  const t = useT('speech');
  const intl = useIntl();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [pause, setPause] = useState<number>(1);
  let estimate: number | undefined;
  try {
    estimate = estimateSpeechDuration(props.text, {
      wordsPerMinute: wordsPerMinuteOf(props.property),
      speed: props.speed > 0 ? props.speed : 1,
    });
  } catch {
    estimate = undefined;
  }

  const insertPause = () => {
    const el = area.current;
    const start = el?.selectionStart ?? props.text.length;
    const end = el?.selectionEnd ?? start;
    const next = insertAtSelection(props.text, start, end, pauseMarker(pause));
    props.onChange(next.text);
    // After React writes the new value: caret after the marker, focus back in the script.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <div className="cw-script">
      <label htmlFor={`${id}-script`}>{t('script')}</label>
      <textarea
        id={`${id}-script`}
        ref={area}
        rows={5}
        value={props.text}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <div className="cw-script-tools">
        <label>
          <span id={`${id}-pause`}>{t('pauseSeconds')}</span>
          <Select
            labelledBy={`${id}-pause`}
            value={String(pause)}
            options={PAUSES.map((s) => ({ value: String(s), label: String(s) }))}
            onChange={(value) => setPause(Number(value))}
          />
        </label>
        <button type="button" onClick={insertPause}>
          {t('insertPause')} {pauseMarker(pause)}
        </button>
        {estimate !== undefined && (
          <output className="cw-estimate" aria-live="polite">
            {t('estimate', { seconds: intl.formatNumber(estimate, fractionDigits(1)) })}
          </output>
        )}
      </div>
    </div>
  );
}
