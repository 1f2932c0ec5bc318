/**
 * The inspector: three tabs — the selected layer, the selected scene, the project. Selecting a layer
 * (on the canvas or in the layer list) brings the layer tab forward; the arrow keys move between the tabs.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { findLayer } from '../../../shared/project/edits/layers.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { CropContext } from './crop-context.ts';
import { LayerInspector } from './layer/LayerInspector.tsx';
import { ProjectInspector } from './ProjectInspector.tsx';
import { SceneInspector } from './scene/SceneInspector.tsx';
import './inspector.css';

const TABS = ['layer', 'scene', 'project'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = { layer: 'tabLayer', scene: 'tabScene', project: 'tabProject' } as const;

export function Inspector(_props: Record<string, never>) {
  const t = useT('inspector');
  const id = useId();
  const [cropping, setCropping] = useState<string | null>(null);
  const crop = useMemo(() => ({ cropping, setCropping }), [cropping]);
  const selectedId = useEditorState((s) => s.selection.layerId);
  // While a crop runs the canvas selection is the crop box: the inspector stays on the cropped layer.
  const layerId = selectedId ?? cropping;
  const sceneIndex = useEditorState((s) => s.selection.sceneIndex);
  const layer = useEditorState((s) => (layerId === null ? undefined : findLayer(s.project, layerId)?.layer));
  const scene = useEditorState((s) => s.project.clips[sceneIndex]);
  const [tab, setTab] = useState<Tab>(layerId === null ? 'scene' : 'layer');
  // A newly selected layer brings its tab forward (state derived while rendering, not in an effect).
  const [shownLayerId, setShownLayerId] = useState(layerId);
  if (shownLayerId !== layerId) {
    setShownLayerId(layerId);
    if (layerId !== null) setTab('layer');
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // In right-to-left layouts the visual order of the tabs is mirrored.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const horizontal = event.key === 'ArrowRight' || event.key === 'ArrowLeft';
    const delta = rtl && horizontal ? -step : step;
    const next = TABS[(TABS.indexOf(tab) + delta + TABS.length) % TABS.length] ?? 'layer';
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <section className="cw-panel cw-inspector" aria-label={t('inspector')}>
      <div role="tablist" aria-label={t('inspector')} className="cw-inspector-tabs" onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(TAB_LABEL[name])}
          </button>
        ))}
      </div>
      <CropContext.Provider value={crop}>
        <div
          id={`${id}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${tab}`}
          className="cw-inspector-panel"
        >
          {tab === 'layer' ? (
            layer !== undefined ? (
              <LayerInspector key={layer.id} layer={layer} />
            ) : (
              <p className="cw-hint">{t('noLayer')}</p>
            )
          ) : null}
          {tab === 'scene' && scene !== undefined ? (
            <SceneInspector key={sceneIndex} scene={scene} sceneIndex={sceneIndex} />
          ) : null}
          {tab === 'project' ? <ProjectInspector /> : null}
        </div>
      </CropContext.Provider>
    </section>
  );
}
