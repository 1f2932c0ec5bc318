/**
 * The transition picker's list box: one option per listed transition, its thumbnail playing while the
 * option is under the pointer or has the keyboard focus. The arrow keys, Home and End move the focus; Enter,
 * Space or a click chooses.
 */
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { TransitionThumb } from './TransitionThumb.tsx';

function onListKey(
  event: KeyboardEvent<HTMLDivElement>,
  id: string,
  names: readonly string[],
  current: string | undefined,
  choose: (name: string) => void,
): void {
  if (current === undefined) return;
  const index = names.indexOf(current);
  const moves: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
  let next: number | undefined;
  if (event.key in moves) next = index + (moves[event.key] ?? 0);
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = names.length - 1;
  else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    choose(current);
    return;
  }
  if (next === undefined) return;
  event.preventDefault();
  const target = names[Math.min(names.length - 1, Math.max(0, next))];
  if (target !== undefined) document.getElementById(`${id}-option-${target}`)?.focus();
}

export function TransitionList(props: {
  /** The picker's id: the list is `${id}-list`, each option `${id}-option-${name}`. */
  id: string;
  names: readonly string[];
  /** The scene's transition, and its params (its thumbnail plays with them). */
  chosen: string;
  params: Readonly<Record<string, unknown>>;
  label(name: string): string;
  choose(name: string): void;
}) {
  const t = useT('transition');
  const { id, names, chosen, choose } = props;
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  // The option that takes Tab: the chosen one when it is listed, else the first.
  const tabStop = names.includes(chosen) ? chosen : names[0];

  return (
    <div
      id={`${id}-list`}
      role="listbox"
      aria-label={t('transitions')}
      className="cw-transition-list"
      onKeyDown={(event) => onListKey(event, id, names, focused ?? tabStop, choose)}
    >
      {names.map((name) => (
        <div
          key={name}
          id={`${id}-option-${name}`}
          role="option"
          aria-selected={name === chosen}
          tabIndex={name === tabStop ? 0 : -1}
          data-name={name}
          className="cw-transition-option"
          onClick={() => choose(name)}
          onFocus={() => setFocused(name)}
          onBlur={() => setFocused((was) => (was === name ? null : was))}
          onPointerEnter={() => setHovered(name)}
          onPointerLeave={() => setHovered((was) => (was === name ? null : was))}
        >
          <TransitionThumb
            name={name}
            active={name === hovered || name === focused}
            {...(name === chosen ? { params: props.params } : {})}
          />
          <span>{props.label(name)}</span>
        </div>
      ))}
    </div>
  );
}
