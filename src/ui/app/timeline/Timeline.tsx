/**
 * The timeline: the project's clips laid out by duration with their transitions, a ruler that
 * scrubs the preview, the playhead, and the selected scene's layers as rows of start/stop bars that are
 * dragged (or moved with the arrow keys) within the clamping rules of clampLayerWindow.
 */
import { useIntl } from 'react-intl';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { useLayerLabel } from '../layers/use-layer-label.ts';
import { useSession } from '../session/context.ts';
import { LayerBar } from './LayerBar.tsx';
import { Playhead } from './Playhead.tsx';
import { Ruler } from './Ruler.tsx';
import { clipSpans, pxPerSecond, stepZoom, timeToPx } from './time-scale.ts';
import './timeline.css';
import { fractionDigits } from '../../i18n/intl.ts';

/** Room after the last clip so the end handle of a bar that reaches the end can be grabbed (px). */
const END_ROOM = 24;

export function Timeline(_props: Record<string, never>) {
  const t = useT('timeline');
  const session = useSession();
  const label = useLayerLabel();
  const clips = useEditorState((s) => s.project.clips);
  const total = useEditorState((s) => s.project.totalDuration);
  const sceneIndex = useEditorState((s) => s.selection.sceneIndex);
  const selectedLayer = useEditorState((s) => s.selection.layerId);
  const [zoom, setZoom] = useState(1);
  const pps = pxPerSecond(zoom);
  const spans = useMemo(() => clipSpans(clips.map((clip) => clip.duration)), [clips]);
  const scene = clips[sceneIndex];
  const span = spans[sceneIndex];
  const intl = useIntl();
  const seconds = (value: number) => t('seconds', { value: intl.formatNumber(value, fractionDigits(1)) });

  return (
    <section className="cw-panel cw-timeline" aria-label={t('timeline')}>
      <div className="cw-tl-toolbar">
        <h2 className="cw-panel-title">{t('timeline')}</h2>
        <button type="button" aria-label={t('zoomOut')} onClick={() => setZoom((z) => stepZoom(z, -1))}>
          −
        </button>
        <output className="cw-tl-zoom">{t('zoomLevel', { percent: zoom })}</output>
        <button type="button" aria-label={t('zoomIn')} onClick={() => setZoom((z) => stepZoom(z, 1))}>
          +
        </button>
      </div>
      <p id="cw-tl-hint" className="cw-visually-hidden">
        {t('barHint')}
      </p>
      <div className="cw-tl-scroll">
        <div className="cw-tl-content" style={{ inlineSize: timeToPx(total, pps) + END_ROOM }}>
          <Ruler total={total} pps={pps} />
          <div className="cw-tl-clips">
            {spans.map(({ index, start, end }) => {
              const clip = clips[index];
              if (clip === undefined) return null;
              const next = index < clips.length - 1;
              const transition = clip.transition;
              return (
                <div key={clip.id} className="cw-tl-clip-slot">
                  <button
                    type="button"
                    className="cw-tl-clip"
                    aria-current={index === sceneIndex ? 'true' : undefined}
                    style={{ insetInlineStart: timeToPx(start, pps), inlineSize: timeToPx(end - start, pps) }}
                    onClick={() =>
                      void session.showScene(index).catch((e: unknown) => console.error('clipwright:', e))
                    }
                  >
                    {t('clip', { n: index + 1, duration: seconds(clip.duration) })}
                  </button>
                  {next && transition.name !== 'none' && (
                    <span
                      className="cw-tl-transition"
                      role="img"
                      aria-label={t('transition', {
                        n: index + 2,
                        name: transition.displayName || transition.name,
                      })}
                      title={transition.displayName || transition.name}
                      style={{
                        insetInlineStart: timeToPx(end - transition.duration, pps),
                        inlineSize: Math.max(8, timeToPx(transition.duration, pps)),
                      }}
                    />
                  )}
                </div>
              );
            })}
          </div>
          {scene !== undefined && span !== undefined && (
            <ul className="cw-tl-rows" aria-label={t('layerRows', { n: sceneIndex + 1 })}>
              {[...scene.layers].reverse().map((layer) => (
                <li key={layer.id} className="cw-tl-row" data-layer-id={layer.id}>
                  <LayerBar
                    layer={layer}
                    name={label(layer)}
                    selected={layer.id === selectedLayer}
                    clipStart={span.start}
                    clipDuration={scene.duration}
                    pps={pps}
                  />
                </li>
              ))}
            </ul>
          )}
          <Playhead pps={pps} />
        </div>
      </div>
    </section>
  );
}
