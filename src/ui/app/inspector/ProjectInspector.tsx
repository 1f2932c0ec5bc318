/**
 * Project settings: the format (changing it keeps every layer where it is; the session
 * re-creates the editing canvas and the preview at the new size) and the background audio volume (0–1).
 */
import { LAYOUTS, type Layout } from '../../../shared/constants.ts';
import { setBackgroundAudioVolume, setProjectLayout } from '../../../shared/project/edits/settings.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { FieldGroup, SelectField, SliderField } from './controls.tsx';
import { useApply } from './use-apply.ts';

export function ProjectInspector() {
  const t = useT('inspector');
  const apply = useApply();
  const layout = useEditorState((s) => s.project.layout);
  const volume = useEditorState((s) => s.project.backgroundAudioVolume);
  return (
    <div className="cw-project-inspector">
      <FieldGroup title={t('format')}>
        <SelectField
          label={t('format')}
          value={layout}
          choices={LAYOUTS.map((value) => ({ value, label: t(value) }))}
          onChange={(value) => apply(t('format'), (p) => setProjectLayout(p, value as Layout))}
        />
        <p className="cw-hint">{t('formatNote')}</p>
      </FieldGroup>
      <FieldGroup title={t('audio')}>
        <SliderField
          label={t('bgAudioVolume')}
          value={volume}
          min={0}
          max={1}
          step={0.01}
          onInput={(value) =>
            apply(
              t('bgAudioVolume'),
              (p) => setBackgroundAudioVolume(p, value),
              'inspector:project:backgroundAudioVolume',
            )
          }
        />
      </FieldGroup>
    </div>
  );
}
