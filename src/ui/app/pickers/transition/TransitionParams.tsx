/** The chosen transition's params, each with the control its uniform type calls for (param-model.ts). */
import { useId } from 'react';
import type { TransitionShaderEntry } from '../../../../shared/model/transition.ts';
import { useT } from '../../../i18n/use-t.ts';
import {
  CheckField,
  ColourField,
  NumberField,
  SelectField,
  SliderField,
  type CommitResult,
} from '../../inspector/controls.tsx';
import {
  hexToVector,
  paramControls,
  paramValue,
  vectorToHex,
  withComponent,
  type ParamControl,
} from './param-model.ts';

const AXES = ['x', 'y', 'z', 'w'] as const;

function numbersOf(value: unknown, size: number): number[] {
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  return Array.from({ length: size }, (_, i) => (typeof list[i] === 'number' ? (list[i] as number) : 0));
}

type SetParam = (value: unknown) => CommitResult;

function ParamField(props: { control: ParamControl; value: unknown; set: SetParam }) {
  const t = useT('transition');
  const groupId = useId();
  const { control, value, set } = props;
  switch (control.kind) {
    case 'slider':
      return (
        <SliderField
          label={control.name}
          value={Number(value)}
          min={control.min}
          max={control.max}
          step={control.step}
          onInput={set}
        />
      );
    case 'number':
      return (
        <NumberField
          name={`param-${control.name}`}
          label={control.name}
          value={Number(value)}
          rule={{ integer: control.integer }}
          commit={set}
        />
      );
    case 'checkbox':
      return <CheckField label={control.name} checked={value === true} onChange={set} />;
    case 'texture':
      return (
        <SelectField
          label={control.name}
          value={String(value)}
          choices={control.choices.map((choice) => ({
            value: choice,
            label: t(`texture_${choice}` as 'texture_noise'),
          }))}
          onChange={set}
        />
      );
    case 'colour':
      return <ColourParam control={control} value={value} set={set} />;
    case 'vector':
      return <VectorParam control={control} value={value} set={set} groupId={groupId} />;
  }
}

/** A colour uniform: a colour input, and an alpha slider when the uniform has a fourth component. */
function ColourParam(props: {
  control: Extract<ParamControl, { kind: 'colour' }>;
  value: unknown;
  set: SetParam;
}) {
  const t = useT('transition');
  const { control, set } = props;
  const vector = numbersOf(props.value, control.alpha ? 4 : 3);
  return (
    <div className="cw-field-row">
      <ColourField
        label={control.name}
        value={vectorToHex(vector)}
        onInput={(hex) => set(hexToVector(hex, control.alpha ? vector[3] : undefined))}
      />
      {control.alpha ? (
        <SliderField
          label={t('alpha', { name: control.name })}
          value={vector[3] ?? 1}
          min={0}
          max={1}
          step={0.01}
          onInput={(alpha) => set(withComponent(vector, 3, alpha))}
        />
      ) : null}
    </div>
  );
}

/** A vector uniform: one number field per component, grouped under the param's name. */
function VectorParam(props: {
  control: Extract<ParamControl, { kind: 'vector' }>;
  value: unknown;
  set: SetParam;
  /** The legend's id, which names the group. */
  groupId: string;
}) {
  const { control, set, groupId } = props;
  const vector = numbersOf(props.value, control.size);
  return (
    <fieldset className="cw-param-vector" aria-labelledby={groupId}>
      <legend id={groupId}>{control.name}</legend>
      {vector.map((component, index) => (
        <NumberField
          key={index}
          name={`param-${control.name}-${index}`}
          label={`${control.name}.${AXES[index] ?? index}`}
          value={component}
          rule={{ integer: control.integer }}
          commit={(next) => set(withComponent(vector, index, next))}
        />
      ))}
    </fieldset>
  );
}

export function TransitionParams(props: {
  entry: TransitionShaderEntry;
  params: Readonly<Record<string, unknown>>;
  setParam(name: string, value: unknown): CommitResult;
}) {
  const t = useT('transition');
  const controls = paramControls(props.entry);
  if (controls.length === 0) return <p className="cw-hint">{t('noParams')}</p>;
  return (
    <div className="cw-transition-params" role="group" aria-label={t('params')}>
      {controls.map((control) => (
        <ParamField
          key={control.name}
          control={control}
          value={paramValue(props.entry, props.params, control.name)}
          set={(value) => props.setParam(control.name, value)}
        />
      ))}
    </div>
  );
}
