/**
 * A drop-down choice that looks like the rest of the studio (a native `<select>` keeps the system's look,
 * and its list ignores the theme). Radix Select gives the listbox pattern: the trigger is a `combobox` named
 * by its label (`id` for a `<label htmlFor>`, or `labelledBy`), arrows and typing move in the list, Escape
 * closes it. Radix refuses an empty item value, so values travel prefixed and `''` stays a valid choice.
 */
import * as RadixSelect from '@radix-ui/react-select';
import { useId } from 'react';
import { useDirection, usePortalHost } from './layout.ts';
import './controls.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** The language the label is written in, when it is not the UI's (a language's own name). */
  lang?: string;
}

// Drawn, not typed: the trigger's text is then only the chosen option's, as a native select's value was.
const Chevron = () => (
  <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
    <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);
const Check = () => (
  <svg viewBox="0 0 12 10" width="12" height="10" aria-hidden="true">
    <path d="M1 5l3.5 3.5L11 1" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);

const encode = (value: string) => `v:${value}`;
const decode = (value: string) => value.slice(2);

export function Select(props: {
  value: string;
  options: readonly SelectOption[];
  onChange(value: string): void;
  /** The trigger's id, for a `<label htmlFor>`. */
  id?: string;
  /** The id of the element that names the choice. */
  labelledBy?: string;
  /** The name, when no element on screen gives it. */
  label?: string;
  disabled?: boolean;
}) {
  const dir = useDirection();
  const ownId = useId();
  const [anchor, host] = usePortalHost();
  return (
    <RadixSelect.Root
      dir={dir}
      value={encode(props.value)}
      onValueChange={(value) => props.onChange(decode(value))}
      disabled={props.disabled === true}
    >
      <RadixSelect.Trigger
        ref={anchor}
        id={props.id ?? ownId}
        className="cw-select"
        aria-labelledby={props.labelledBy}
        aria-label={props.label}
      >
        <RadixSelect.Value />
        <RadixSelect.Icon className="cw-select-icon">
          <Chevron />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal container={host}>
        <RadixSelect.Content className="cw-select-content" position="popper" sideOffset={4}>
          <RadixSelect.Viewport className="cw-select-viewport">
            {props.options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={encode(option.value)}
                disabled={option.disabled === true}
                className="cw-select-item"
              >
                <RadixSelect.ItemText>
                  {option.lang !== undefined ? <span lang={option.lang}>{option.label}</span> : option.label}
                </RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className="cw-select-check">
                  <Check />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
