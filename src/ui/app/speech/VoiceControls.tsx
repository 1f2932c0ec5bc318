/** Speed, pitch and volume of a voice (speed 0.5–2, pitch −50–50, volume; defaults 1, 0, 1). */
import { useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Slider } from '../common/controls/Slider.tsx';

export interface VoiceTuning {
  speed: number;
  pitch: number;
  volume: number;
}

const RANGES = {
  speed: { min: 0.5, max: 2, step: 0.05, digits: 2 },
  pitch: { min: -50, max: 50, step: 1, digits: 0 },
  volume: { min: 0, max: 2, step: 0.05, digits: 2 },
} as const;

export function VoiceControls(props: {
  value: VoiceTuning;
  onChange(field: keyof VoiceTuning, value: number): void;
}) {
  const t = useT('speech');
  const id = useId();
  return (
    <div className="cw-voice-controls">
      {(['speed', 'pitch', 'volume'] as const).map((field) => {
        const range = RANGES[field];
        const value = props.value[field];
        return (
          <span key={field} className="cw-range">
            <span id={`${id}-${field}`}>{t(field)}</span>
            <Slider
              id={`${id}-${field}-slider`}
              labelledBy={`${id}-${field}`}
              min={range.min}
              max={range.max}
              step={range.step}
              value={value}
              onChange={(next) => props.onChange(field, next)}
            />
            <output htmlFor={`${id}-${field}-slider`}>{value.toFixed(range.digits)}</output>
          </span>
        );
      })}
    </div>
  );
}
