/**
 * The transition picker: every transition (the cut 'none' and the ~126 shaders), searchable, each
 * with a thumbnail that plays under the pointer or the keyboard focus; the chosen one's duration and params.
 * Every change is one undo step on `scene.transition` (coalesced per param while a slider moves).
 */
import { useId, useState } from 'react';
import type { Scene } from '../../../shared/model/scene.ts';
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
import { TransitionList } from './transition/TransitionList.tsx';
import { TransitionParams } from './transition/TransitionParams.tsx';
import './transition/transition-picker.css';

export function TransitionPicker(props: { sceneIndex: number }) {
  const t = useT('transition');
  const apply = useApply();
  const id = useId();
  const { sceneIndex } = props;
  const scene = useEditorState((s) => s.project.clips[sceneIndex]);
  const [query, setQuery] = useState('');
  if (scene === undefined) return null;
  const transition = scene.transition;
  const names = filterTransitions(PICKER_NAMES, query);
  const choose = (name: string) => apply(t('transition'), (p) => chooseTransition(p, sceneIndex, name));
  const label = (name: string) => (name === 'none' ? t('none') : transitionLabel(name));

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
      <TransitionList
        id={id}
        names={names}
        chosen={transition.name}
        params={transition.params}
        label={label}
        choose={choose}
      />
      {transition.name !== 'none' ? <TransitionSettings scene={scene} sceneIndex={sceneIndex} /> : null}
    </div>
  );
}

/** The chosen transition's duration and params (the cut has neither). */
function TransitionSettings({ scene, sceneIndex }: { scene: Scene; sceneIndex: number }) {
  const t = useT('transition');
  const apply = useApply();
  const transition = scene.transition;
  const entry = transitionEntry(transition.name);
  const key = (field: string) => `inspector:scene${sceneIndex}:transition.${field}`;
  return (
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
  );
}
