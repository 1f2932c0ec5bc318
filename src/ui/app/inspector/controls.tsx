/**
 * The inspector's form controls, each labelled (a visible label) and keyboard reachable; the slider, colour and
 * select are the shared ones of common/controls. Sliders, colours, selects and checkboxes commit on input (the
 * caller coalesces them into one undo step); typed numbers commit on Enter or when the field loses focus, and a
 * refused value shows a message naming the field and the value while the model stays as it was.
 */
import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { ColourInput } from '../common/controls/ColourInput.tsx';
import { Select } from '../common/controls/Select.tsx';
import { Slider } from '../common/controls/Slider.tsx';
import { formatNumber, parseNumber, type FieldProblem, type NumberRule, type Parsed } from './fields.ts';

/** What a commit answers: nothing when applied, else the message to show (an edit the store refused). */
export type CommitResult = string | undefined;

export function useProblemText(): (field: string, raw: string, problem: FieldProblem) => string {
  const t = useT('inspector');
  return (field, value, problem) => {
    switch (problem.kind) {
      case 'notNumber':
        return t('errNotNumber', { field, value });
      case 'belowMin':
        return t('errBelowMin', { field, value, limit: problem.limit });
      case 'aboveMax':
        return t('errAboveMax', { field, value, limit: problem.limit });
      case 'notInteger':
        return t('errNotInteger', { field, value });
      case 'notList':
        return t('errNotList', { field, value });
      case 'notColour':
        return t('errNotColour', { field, value });
    }
  };
}

function FieldError(props: { id: string; message: string | undefined }) {
  if (props.message === undefined) return null;
  return (
    <span id={props.id} className="cw-field-error" role="alert">
      {props.message}
    </span>
  );
}

/**
 * A text field whose value is parsed on Enter or blur. `parse` refuses with a problem; `commit` may still refuse
 * (the store's edit throws) and answer a message. Escape puts the model's value back.
 */
export function ParsedField<T>(props: {
  label: string;
  value: string;
  parse(raw: string): Parsed<T>;
  commit(value: T): CommitResult;
  placeholder?: string;
  inputMode?: 'decimal' | 'text';
  name?: string;
}) {
  const id = useId();
  const problemText = useProblemText();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = () => {
    if (draft === null) return;
    const parsed = props.parse(draft);
    if (!parsed.ok) {
      setError(problemText(props.label, parsed.raw, parsed.problem));
      return;
    }
    const refused = props.commit(parsed.value);
    setError(refused);
    if (refused === undefined) setDraft(null);
  };
  return (
    <div className="cw-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="text"
        inputMode={props.inputMode ?? 'decimal'}
        value={draft ?? props.value}
        placeholder={props.placeholder}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={submit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
          if (event.key === 'Escape') {
            setDraft(null);
            setError(undefined);
          }
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A number typed in a text field, checked against `rule`. */
export function NumberField(props: {
  label: string;
  value: number | undefined;
  rule?: NumberRule;
  commit(value: number): CommitResult;
  name?: string;
}) {
  const rule = props.rule ?? {};
  return (
    <ParsedField<number>
      label={props.label}
      value={formatNumber(props.value)}
      parse={(raw) => parseNumber(raw, rule)}
      commit={props.commit}
      {...(props.name !== undefined ? { name: props.name } : {})}
    />
  );
}

/** A slider with its value beside it; commits on every change. */
export function SliderField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onInput(value: number): CommitResult;
}) {
  const id = useId();
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <div className="cw-field">
      <span className="cw-field-label" id={`${id}-label`}>
        {props.label}
      </span>
      <span className="cw-slider">
        <Slider
          id={id}
          labelledBy={`${id}-label`}
          min={props.min}
          max={props.max}
          step={props.step}
          value={props.value}
          onChange={(value) => setError(props.onInput(value))}
        />
        <output htmlFor={id}>{formatNumber(props.value)}</output>
      </span>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A colour (#rrggbb) by its swatch's picker or its hex code; commits on every change. */
export function ColourField(props: { label: string; value: string; onInput(value: string): CommitResult }) {
  const id = useId();
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <div className="cw-field">
      <label htmlFor={id}>{props.label}</label>
      <ColourInput
        id={id}
        label={props.label}
        value={props.value}
        describedBy={error !== undefined ? `${id}-error` : undefined}
        onChange={(value) => setError(props.onInput(value))}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField(props: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange(value: string): CommitResult;
}) {
  const id = useId();
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <div className="cw-field">
      <label htmlFor={id} id={`${id}-label`}>
        {props.label}
      </label>
      <Select
        id={id}
        labelledBy={`${id}-label`}
        value={props.value}
        options={props.choices}
        onChange={(value) => setError(props.onChange(value))}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckField(props: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): CommitResult;
}) {
  const [error, setError] = useState<string | undefined>(undefined);
  const id = useId();
  return (
    <div className="cw-field cw-field-check">
      <label>
        <input
          type="checkbox"
          checked={props.checked}
          aria-describedby={error !== undefined ? `${id}-error` : undefined}
          onChange={(event) => setError(props.onChange(event.currentTarget.checked))}
        />
        {props.label}
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Multi-line text; commits on input (coalesced by the caller, so typing is one undo step). */
export function TextAreaField(props: { label: string; value: string; onInput(value: string): CommitResult }) {
  const id = useId();
  return (
    <div className="cw-field">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        rows={3}
        value={props.value}
        onChange={(event) => props.onInput(event.currentTarget.value)}
      />
    </div>
  );
}

/** A titled group of fields, foldable. */
export { FieldGroup } from './FieldGroup.tsx';
