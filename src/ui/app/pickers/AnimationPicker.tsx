/**
 * The animation picker: the layer's entrance and exit effects (each with ease
 * and duration) and its animation preset (with direction, speed, intensity and when it plays), with a live
 * preview of the result on the layer. Every choice is one undo step through the store; sliders coalesce.
 */
import { findLayer } from '../../../shared/project/edits/layers.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { AnimationPreview } from './animation/AnimationPreview.tsx';
import { EffectFields } from './animation/EffectFields.tsx';
import { PresetFields } from './animation/PresetFields.tsx';
import './animation/animation.css';

export function AnimationPicker(props: { layerId: string }) {
  const t = useT('animation');
  const layer = useEditorState((s) => findLayer(s.project, props.layerId)?.layer);
  const sceneIndex = useEditorState((s) => findLayer(s.project, props.layerId)?.sceneIndex ?? -1);
  const scene = useEditorState((s) => s.project.clips[sceneIndex]);
  const layout = useEditorState((s) => s.project.layout);
  if (layer === undefined || scene === undefined)
    return (
      <section className="cw-panel cw-anim" aria-label={t('title')}>
        <p>{t('noLayer')}</p>
      </section>
    );
  return (
    <section className="cw-panel cw-anim" aria-label={t('title')}>
      <h2 className="cw-anim-title">{t('title')}</h2>
      <AnimationPreview
        layer={layer}
        layout={layout}
        clipDuration={scene.duration}
        background={scene.bgColor}
        label={t('preview')}
      />
      <EffectFields layer={layer} phase="enter" />
      <EffectFields layer={layer} phase="exit" />
      <PresetFields layer={layer} />
    </section>
  );
}
