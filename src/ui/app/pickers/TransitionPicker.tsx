/**
 * The transition picker: every transition (the cut 'none' and the ~126 shaders), searchable, each
 * with a thumbnail that plays under the pointer or the keyboard focus; the chosen one's duration and params.
 * Every change is one undo step on `scene.transition` (coalesced per param while a slider moves).
 */
import { useId, useState, type KeyboardEvent } from 'react';
import {
  chooseTransition,
  setTransitionDuration,
  setTransitionParam,
} from '../../../shared/project/edits/settings.ts';
import { transitionEntry } from '../../../shared/transitions/catalogue.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { NumberField } from '../inspector/controls.tsx';
import { useApply } from '../inspector/use-apply.ts';
import { filterTransitions, PICKER_NAMES, transitionLabel } from './transition/catalogue.ts';
import { durationRule } from './transition/param-model.ts';
import { TransitionParams } from './transition/TransitionParams.tsx';
import { TransitionThumb } from './transition/TransitionThumb.tsx';
import './transition/transition-picker.css';

export function TransitionPicker(props: { sceneIndex: number }) {
  const t = useT('transition');
  const apply = useApply();
  const id = useId();
  const { sceneIndex } = props;
  const scene = useEditorState((s) => s.project.clips[sceneIndex]);
  const [query, setQuery] = useState('');
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  if (scene === undefined) return null;
  const transition = scene.transition;
  const names = filterTransitions(PICKER_NAMES, query);
  const entry = transitionEntry(transition.name);
  const key = (field: string) => `inspector:scene${sceneIndex}:transition.${field}`;
  const choose = (name: string) => apply(t('transition'), (p) => chooseTransition(p, sceneIndex, name));
  const label = (name: string) => (name === 'none' ? t('none') : transitionLabel(name));
  // The option that takes Tab: the chosen one when it is listed, else the first.
  const tabStop = names.includes(transition.name) ? transition.name : names[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = focused ?? tabStop;
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
  };

  return (
    <div className="cw-transition-picker" data-transition={transition.name}>
      <p className="cw-transition-current">{t('current', { name: label(transition.name) })}</p>
      <div className="cw-field">
        <label htmlFor={`${id}-search`}>{t('search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          aria-controls={`${id}-list`}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </div>
      <p className="cw-hint" aria-live="polite">
        {t('count', { count: names.length })}
      </p>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('transitions')}
        className="cw-transition-list"
        onKeyDown={onKeyDown}
      >
        {names.map((name) => (
          <div
            key={name}
            id={`${id}-option-${name}`}
            role="option"
            aria-selected={name === transition.name}
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
              {...(name === transition.name ? { params: transition.params } : {})}
            />
            <span>{label(name)}</span>
          </div>
        ))}
      </div>
      {transition.name !== 'none' ? (
        <>
          <NumberField
            name="transitionDuration"
            label={t('duration')}
            value={transition.duration}
            rule={durationRule(scene.duration)}
            commit={(seconds) =>
              apply(t('duration'), (p) => setTransitionDuration(p, sceneIndex, seconds), key('duration'))
            }
          />
          {entry !== undefined ? (
            <TransitionParams
              entry={entry}
              params={transition.params}
              setParam={(param, value) =>
                apply(t('params'), (p) => setTransitionParam(p, sceneIndex, param, value), key(param))
              }
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
