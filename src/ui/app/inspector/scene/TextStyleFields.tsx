/** The scene's text styles: title, subtitle and paragraph presets. */
import { FONT_NAMES } from '../../../../shared/fonts/names.ts';
import type { Scene } from '../../../../shared/model/scene.ts';
import type { TextStyleEntry } from '../../../../shared/model/text-style.ts';
import {
  TEXT_STYLE_KINDS,
  updateTextStyle,
  type TextStyleKind,
} from '../../../../shared/project/edits/settings.ts';
import { useT } from '../../../i18n/use-t.ts';
import { CheckField, FieldGroup, NumberField, SelectField, SliderField } from '../controls.tsx';
import { weightOptions, weightValue } from '../layer-fields.ts';
import type { EditScene } from './use-scene-edit.ts';

const ALIGNS = ['left', 'center', 'right'] as const;

function StyleEntry(props: {
  kind: TextStyleKind;
  style: TextStyleEntry;
  sceneIndex: number;
  editScene: EditScene;
}) {
  const t = useT('inspector');
  const { kind, style, sceneIndex, editScene } = props;
  const set = (field: keyof TextStyleEntry, patch: Partial<TextStyleEntry>) =>
    editScene(`textStyle.${kind}.${field}`, t(`style_${kind}`), (p) =>
      updateTextStyle(p, sceneIndex, kind, patch),
    );
  const families = FONT_NAMES.some((f) => f.name === style.fontFamily)
    ? FONT_NAMES.map((f) => f.name)
    : [style.fontFamily, ...FONT_NAMES.map((f) => f.name)];
  const alignLabel = { left: t('alignLeft'), center: t('alignCenter'), right: t('alignRight') };
  return (
    <FieldGroup title={t(`style_${kind}`)}>
      <SelectField
        label={t('fontFamily')}
        value={style.fontFamily}
        choices={families.map((name) => ({ value: name, label: name }))}
        onChange={(fontFamily) => set('fontFamily', { fontFamily })}
      />
      <div className="cw-field-grid">
        <NumberField
          name={`${kind}FontSize`}
          label={t('fontSize')}
          value={style.fontSize}
          rule={{ min: 1, max: 2000 }}
          commit={(fontSize) => set('fontSize', { fontSize })}
        />
        <SelectField
          label={t('fontWeight')}
          value={String(style.fontWeight)}
          choices={weightOptions(style.fontWeight).map((w) => ({
            value: w,
            label: w === 'normal' ? t('weightNormal') : w === 'bold' ? t('weightBold') : w,
          }))}
          onChange={(w) => set('fontWeight', { fontWeight: weightValue(w) })}
        />
        <SelectField
          label={t('fontStyle')}
          value={style.fontStyle === 'italic' ? 'italic' : 'normal'}
          choices={[
            { value: 'normal', label: t('styleNormal') },
            { value: 'italic', label: t('styleItalic') },
          ]}
          onChange={(fontStyle) => set('fontStyle', { fontStyle })}
        />
        <SelectField
          label={t('textAlign')}
          value={style.align}
          choices={
            (ALIGNS as readonly string[]).includes(style.align)
              ? ALIGNS.map((a) => ({ value: a, label: alignLabel[a] }))
              : [
                  { value: style.align, label: style.align },
                  ...ALIGNS.map((a) => ({ value: a, label: alignLabel[a] })),
                ]
          }
          onChange={(align) => set('align', { align })}
        />
      </div>
      <CheckField
        label={t('underline')}
        checked={style.underline}
        onChange={(underline) => set('underline', { underline })}
      />
      <SliderField
        label={t('opacity')}
        value={style.opacity}
        min={0}
        max={1}
        step={0.01}
        onInput={(opacity) => set('opacity', { opacity })}
      />
    </FieldGroup>
  );
}

export function TextStyleFields(props: { scene: Scene; sceneIndex: number; editScene: EditScene }) {
  return (
    <>
      {TEXT_STYLE_KINDS.map((kind) => (
        <StyleEntry
          key={kind}
          kind={kind}
          style={props.scene.textStyle[kind]}
          sceneIndex={props.sceneIndex}
          editScene={props.editScene}
        />
      ))}
    </>
  );
}
