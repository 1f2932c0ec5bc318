/** The subtitle style panel's fields: each shows one property of the style and sets it through `set`. */
import { useId } from 'react';
import {
  CAPTION_PRESET_NAMES,
  CAPTION_PRESETS,
  captionPresetOf,
  type CaptionPresetName,
} from '../../../shared/captions/caption-presets.ts';
import { CAPTION_CHARS, type SubtitleStyle } from '../../../shared/model/text-style.ts';
import { FONT_NAMES } from '../../../shared/fonts/names.ts';
import { useT } from '../../i18n/use-t.ts';
import type { KeyIn } from '../../i18n/messages.ts';
import { ColourInput } from '../common/controls/ColourInput.tsx';
import { Select } from '../common/controls/Select.tsx';
import { Slider } from '../common/controls/Slider.tsx';
import { hex } from './subtitle-style.ts';
import type { SetSubtitleStyle } from './use-subtitle-style.ts';

const FONT_CHOICES = [...new Set(FONT_NAMES.map((font) => font.name))].sort();

interface FieldProps {
  style: SubtitleStyle;
  set: SetSubtitleStyle;
}

/** The font, from the known fonts; a font the style names that is not among them stays choosable. */
export function FontField({ style, set }: FieldProps) {
  const t = useT('speech');
  const id = useId();
  const names = FONT_CHOICES.includes(style.fontFamily) ? FONT_CHOICES : [style.fontFamily, ...FONT_CHOICES];
  return (
    <label>
      <span id={id}>{t('font')}</span>
      <Select
        labelledBy={id}
        value={style.fontFamily}
        options={names.map((name) => ({ value: name, label: name }))}
        onChange={(fontFamily) => set({ fontFamily })}
      />
    </label>
  );
}

/** A number; an emptied field is NaN, which the check refuses with its reason. Typing coalesces. */
export function NumberField(
  props: FieldProps & {
    field: 'fontSize' | 'strokeWidth' | 'opacity' | 'bottom' | 'top';
    label: KeyIn<'speech'>;
    step?: number;
  },
) {
  const t = useT('speech');
  const { field } = props;
  return (
    <label>
      {t(props.label)}
      <input
        type="number"
        step={props.step ?? 1}
        value={props.style[field]}
        onChange={(e) =>
          props.set(
            { [field]: e.target.value === '' ? Number.NaN : Number(e.target.value) },
            `subtitle:${field}`,
          )
        }
      />
    </label>
  );
}

export function ColorField(
  props: FieldProps & {
    field:
      'color' | 'strokeColor' | 'shadowColor' | 'backgroundColor' | 'highlightColor' | 'highlightBoxColor';
    label: KeyIn<'speech'>;
  },
) {
  const t = useT('speech');
  const id = useId();
  const { field } = props;
  return (
    <span className="cw-style-field">
      <label htmlFor={id}>{t(props.label)}</label>
      <ColourInput
        id={id}
        label={t(props.label)}
        value={hex(props.style[field])}
        onChange={(value) => props.set({ [field]: value }, `subtitle:${field}`)}
      />
    </span>
  );
}

export function ChoiceField(
  props: FieldProps & {
    field: 'textShadow' | 'position' | 'textAlign' | 'textTransform' | 'animation';
    label: KeyIn<'speech'>;
    options: ReadonlyArray<readonly [string, KeyIn<'speech'>]>;
  },
) {
  const t = useT('speech');
  const id = useId();
  const { field } = props;
  return (
    <label>
      <span id={id}>{t(props.label)}</span>
      <Select
        labelledBy={id}
        value={props.style[field]}
        options={props.options.map(([value, key]) => ({ value, label: t(key) }))}
        onChange={(value) => props.set({ [field]: value } as Partial<SubtitleStyle>)}
      />
    </label>
  );
}

/** Characters per line on a slider (quick changes coalesce into one undo step), with its value shown. */
export function CharsField({ style, set, disabled }: FieldProps & { disabled: boolean }) {
  const t = useT('speech');
  const id = useId();
  return (
    <span className="cw-range">
      <span id={id}>{t('captionMaxChars')}</span>
      <Slider
        id={`${id}-slider`}
        labelledBy={id}
        min={CAPTION_CHARS.min}
        max={CAPTION_CHARS.max}
        step={1}
        value={style.maxCharsPerLine}
        disabled={disabled}
        onChange={(maxCharsPerLine) => set({ maxCharsPerLine }, 'subtitle:maxCharsPerLine')}
      />
      <output htmlFor={`${id}-slider`}>{style.maxCharsPerLine}</output>
    </span>
  );
}

/** Lines per page: one or two. */
export function LinesField({ style, set, disabled }: FieldProps & { disabled: boolean }) {
  const t = useT('speech');
  const id = useId();
  return (
    <label>
      <span id={id}>{t('captionLines')}</span>
      <Select
        labelledBy={id}
        value={String(style.maxLines)}
        disabled={disabled}
        options={[
          { value: '1', label: t('captionOneLine') },
          { value: '2', label: t('captionTwoLines') },
        ]}
        onChange={(value) => set({ maxLines: value === '1' ? 1 : 2 })}
      />
    </label>
  );
}

/**
 * The caption presets: choosing one sets its fields at once (one undo step). The style's own preset is
 * shown while every field of it is unchanged; 'Custom' otherwise.
 */
export function PresetField({ style, set }: FieldProps) {
  const t = useT('speech');
  const id = useId();
  const current = captionPresetOf(style) ?? 'custom';
  return (
    <label>
      <span id={id}>{t('captionPreset')}</span>
      <Select
        labelledBy={id}
        value={current}
        options={[
          ...CAPTION_PRESET_NAMES.map((name) => ({ value: name, label: t(`preset_${name}`) })),
          { value: 'custom', label: t('presetCustom'), disabled: true },
        ]}
        onChange={(name) => {
          const preset = CAPTION_PRESETS[name as CaptionPresetName] as Partial<SubtitleStyle> | undefined;
          if (preset !== undefined) set({ ...preset });
        }}
      />
    </label>
  );
}

/** A checkbox; `patch` says what the style becomes when it is checked or unchecked. */
export function ToggleField(props: {
  set: SetSubtitleStyle;
  checked: boolean;
  label: KeyIn<'speech'>;
  patch: (on: boolean) => Partial<SubtitleStyle>;
}) {
  const t = useT('speech');
  return (
    <label className="cw-check">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.set(props.patch(e.target.checked))}
      />
      {t(props.label)}
    </label>
  );
}
