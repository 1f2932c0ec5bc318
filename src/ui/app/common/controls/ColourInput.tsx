/**
 * A colour as a swatch and its hex code (`<input type="color">` opens the system's dialog, which ignores the
 * theme and the page's language). The hex field takes typing and pasting (a full `#rrggbb` applies at once,
 * `#rgb` on Enter or leaving the field, anything else goes back to the colour); the swatch opens a Radix
 * Popover with react-colorful's picker, whose two sliders work with the keyboard too.
 */
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { useT } from '../../../i18n/use-t.ts';
import { fullHex, shortHex } from './hex.ts';
import { useDirection, usePortalHost } from './layout.ts';
import './controls.css';

export function ColourInput(props: {
  /** `#rrggbb`. */
  value: string;
  /** Every change while dragging in the picker or typing (the caller coalesces them into one undo step). */
  onChange(value: string): void;
  /** The field's name: the swatch button is named after it. */
  label: string;
  /** The hex field's id, for a `<label htmlFor>`. */
  id?: string;
  /** The id of an error message about the field. */
  describedBy?: string;
}) {
  const t = useT('common');
  const dir = useDirection();
  const [anchor, host] = usePortalHost();
  const [draft, setDraft] = useState<string | null>(null);
  const finish = () => {
    if (draft !== null) {
      const hex = fullHex(draft) ?? shortHex(draft);
      if (hex !== undefined && hex !== props.value) props.onChange(hex);
    }
    setDraft(null);
  };
  // react-colorful names its sliders in English; they are renamed once mounted (React leaves them alone
  // afterwards, the names it set never changing).
  const nameSliders = (node: HTMLElement | null) => {
    const [area, hue] = node?.querySelectorAll('[role="slider"]') ?? [];
    area?.setAttribute('aria-label', t('colourArea'));
    hue?.setAttribute('aria-label', t('colourHue'));
  };
  return (
    <span className="cw-colour" ref={anchor}>
      <Popover.Root>
        <Popover.Trigger
          className="cw-colour-swatch"
          style={{ background: props.value }}
          aria-label={t('pickColour', { name: props.label })}
        />
        <Popover.Portal container={host}>
          <Popover.Content className="cw-popover" dir={dir} sideOffset={4} align="start" ref={nameSliders}>
            <HexColorPicker color={props.value} onChange={props.onChange} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <input
        id={props.id}
        type="text"
        className="cw-colour-hex"
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        value={draft ?? props.value}
        aria-invalid={draft !== null && fullHex(draft) === undefined && shortHex(draft) === undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDraft(text);
          const hex = fullHex(text);
          if (hex !== undefined && hex !== props.value) props.onChange(hex);
        }}
        onBlur={finish}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
    </span>
  );
}
