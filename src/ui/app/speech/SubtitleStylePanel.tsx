/**
 * The scene's subtitle style (defaults filled; legacy textDecoration was converted on load). Every change
 * is an undo step (sliders coalesced); "Show subtitle" seeks the preview into the first subtitle so the
 * style can be seen as the worker draws it.
 */
import { useId, useState } from 'react';
import { DEFAULT_SUBTITLE_STYLE, type SubtitleStyle } from '../../../shared/model/text-style.ts';
import { updateScene } from '../../../shared/project/edits/scenes.ts';
import { FONT_NAMES } from '../../../shared/fonts/names.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Scene } from '../../../shared/model/scene.ts';
import { hex, patchSubtitleStyle, subtitlePatchProblem } from './subtitle-style.ts';
import { useSceneSpeech } from './use-scene-speech.ts';
import type { KeyIn } from '../../i18n/messages.ts';

const FONT_CHOICES = [...new Set(FONT_NAMES.map((font) => font.name))].sort();

export function SubtitleStylePanel(props: { sceneIndex: number; scene: Scene }) {
  const t = useT('speech');
  const id = useId();
  const { applyProject } = useSceneSpeech(props.sceneIndex);
  const style = props.scene.subtitleStyle;
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const set = (patch: Partial<SubtitleStyle>, coalesce?: string) => {
    const issue = subtitlePatchProblem(patch);
    setProblem(issue);
    if (issue !== undefined) return;
    const index = props.sceneIndex;
    applyProject(
      t('subtitleStyle'),
      (project) => {
        const scene = project.clips[index];
        return scene === undefined
          ? project
          : updateScene(project, index, { subtitleStyle: patchSubtitleStyle(scene.subtitleStyle, patch) });
      },
      coalesce,
    );
  };
  const number = (
    field: 'fontSize' | 'strokeWidth' | 'opacity' | 'bottom' | 'top',
    label: KeyIn<'speech'>,
    step = 1,
  ) => (
    <label>
      {t(label)}
      <input
        type="number"
        step={step}
        value={style[field]}
        onChange={(e) =>
          set({ [field]: e.target.value === '' ? Number.NaN : Number(e.target.value) }, `subtitle:${field}`)
        }
      />
    </label>
  );
  const choice = <K extends 'textShadow' | 'position' | 'textAlign' | 'textTransform'>(
    field: K,
    label: KeyIn<'speech'>,
    options: ReadonlyArray<readonly [string, KeyIn<'speech'>]>,
  ) => (
    <label>
      {t(label)}
      <select
        value={style[field]}
        onChange={(e) => set({ [field]: e.target.value } as Partial<SubtitleStyle>)}
      >
        {options.map(([value, key]) => (
          <option key={value} value={value}>
            {t(key)}
          </option>
        ))}
      </select>
    </label>
  );
  const toggle = (
    checked: boolean,
    label: KeyIn<'speech'>,
    patch: (on: boolean) => Partial<SubtitleStyle>,
  ) => (
    <label className="cw-check">
      <input type="checkbox" checked={checked} onChange={(e) => set(patch(e.target.checked))} />
      {t(label)}
    </label>
  );
  const transparent = style.backgroundColor === 'transparent' || style.backgroundColor === '';
  const edgeField = style.position === 'top' ? 'top' : 'bottom';

  return (
    <details className="cw-subtitle-style">
      <summary>{t('subtitleStyle')}</summary>
      <div className="cw-style-grid">
        <label>
          {t('font')}
          <select value={style.fontFamily} onChange={(e) => set({ fontFamily: e.target.value })}>
            {!FONT_CHOICES.includes(style.fontFamily) && (
              <option value={style.fontFamily}>{style.fontFamily}</option>
            )}
            {FONT_CHOICES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {number('fontSize', 'fontSize')}
        <label>
          {t('color')}
          <input type="color" value={hex(style.color)} onChange={(e) => set({ color: e.target.value })} />
        </label>
        <label>
          {t('strokeColor')}
          <input
            type="color"
            value={hex(style.strokeColor)}
            onChange={(e) => set({ strokeColor: e.target.value })}
          />
        </label>
        {number('strokeWidth', 'strokeWidth')}
        {number('opacity', 'opacity', 0.05)}
        {toggle(String(style.fontWeight) === 'bold' || Number(style.fontWeight) >= 600, 'bold', (on) => ({
          fontWeight: on ? 'bold' : 'normal',
        }))}
        {toggle(style.fontStyle === 'italic', 'italic', (on) => ({ fontStyle: on ? 'italic' : 'normal' }))}
        {toggle(style.underline, 'underline', (on) => ({ underline: on }))}
        {toggle(style.linethrough, 'linethrough', (on) => ({ linethrough: on }))}
        {choice('textShadow', 'shadow', [
          ['none', 'shadowNone'],
          ['small', 'shadowSmall'],
          ['middle', 'shadowMiddle'],
          ['large', 'shadowLarge'],
        ])}
        <label>
          {t('shadowColor')}
          <input
            type="color"
            value={hex(style.shadowColor)}
            onChange={(e) => set({ shadowColor: e.target.value })}
          />
        </label>
        {choice('position', 'position', [
          ['top', 'posTop'],
          ['middle', 'posMiddle'],
          ['bottom', 'posBottom'],
        ])}
        {style.position !== 'middle' && number(edgeField, 'edgeDistance')}
        {toggle(transparent, 'transparent', (on) => ({ backgroundColor: on ? 'transparent' : '#000000' }))}
        {!transparent && (
          <label>
            {t('background')}
            <input
              type="color"
              value={hex(style.backgroundColor)}
              onChange={(e) => set({ backgroundColor: e.target.value })}
            />
          </label>
        )}
        {choice('textAlign', 'align', [
          ['left', 'alignLeft'],
          ['center', 'alignCenter'],
          ['right', 'alignRight'],
        ])}
        {choice('textTransform', 'textCase', [
          ['none', 'caseNone'],
          ['uppercase', 'caseUpper'],
          ['lowercase', 'caseLower'],
          ['capitalize', 'caseCapitalize'],
        ])}
      </div>
      {problem !== undefined && (
        <p role="alert" id={`${id}-p`} className="cw-speech-error">
          {problem}
        </p>
      )}
      <button type="button" onClick={() => set({ ...DEFAULT_SUBTITLE_STYLE })}>
        {t('resetStyle')}
      </button>
    </details>
  );
}
