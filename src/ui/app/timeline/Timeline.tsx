/**
 * The timeline: the project's clips laid out by duration with their transitions, a ruler that
 * scrubs the preview, the playhead, and the selected scene's layers as rows of start/stop bars that are
 * dragged (or moved with the arrow keys) within the clamping rules of clampLayerWindow. Dragged edges snap
 * (see snap.ts); the guide of the target they snapped to is drawn across the whole timeline. Under the sound
 * tracks, the selected scene's captions are bars too, retimed the same way (CaptionsTrack).
 */
import { useMemo, useState } from 'react';
import type { Scene } from '../../../shared/model/scene.ts';
import { useT } from '../../i18n/use-t.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { useLayerLabel } from '../layers/use-layer-label.ts';
import { LayerBar } from './LayerBar.tsx';
import { Playhead } from './Playhead.tsx';
import { Ruler } from './Ruler.tsx';
import { AudioTracks } from './AudioTracks.tsx';
import { CaptionEditorDialog } from '../captions/CaptionEditorDialog.tsx';
import type { CaptionRef } from '../../../shared/captions/caption-store.ts';
import { CaptionsTrack } from './CaptionsTrack.tsx';
import { TimelineClips } from './TimelineClips.tsx';
import type { TimelineView } from './TimelineTools.tsx';
import { SnapContext, type TimelineSnap } from './snap-context.ts';
import { clipSpans, pxPerSecond, timeToPx, type ClipSpan } from './time-scale.ts';
import './timeline.css';

/** Room after the last clip so the end handle of a bar that reaches the end can be grabbed (px). */
const END_ROOM = 24;

/** `view`: the zoom (1 = BASE_PX_PER_SECOND) and whether edges snap, set by the dock's timeline tools. */
export function Timeline({ view }: { view: TimelineView }) {
  const t = useT('timeline');
  const clips = useEditorState((s) => s.project.clips);
  const total = useEditorState((s) => s.project.totalDuration);
  const sceneIndex = useEditorState((s) => s.selection.sceneIndex);
  const pps = pxPerSecond(view.zoom);
  const [guide, setGuide] = useState<number | undefined>(undefined);
  // The caption editor opened from a caption bar: on that scene, at that caption.
  const [editing, setEditing] = useState<{ sceneIndex: number; ref: CaptionRef } | undefined>(undefined);
  const snap = useMemo<TimelineSnap>(() => ({ enabled: view.snap, showGuide: setGuide }), [view.snap]);
  const spans = useMemo(() => clipSpans(clips.map((clip) => clip.duration)), [clips]);
  const scene = clips[sceneIndex];
  const span = spans[sceneIndex];

  return (
    <section className="cw-panel cw-timeline" aria-label={t('timeline')}>
      <h2 className="cw-visually-hidden">{t('timeline')}</h2>
      <p id="cw-tl-hint" className="cw-visually-hidden">
        {t('barHint')}
      </p>
      <SnapContext.Provider value={snap}>
        <div className="cw-tl-scroll">
          <div className="cw-tl-content" style={{ inlineSize: timeToPx(total, pps) + END_ROOM }}>
            <Ruler total={total} pps={pps} />
            <TimelineClips clips={clips} spans={spans} sceneIndex={sceneIndex} pps={pps} />
            <AudioTracks pps={pps} />
            {scene !== undefined && span !== undefined && (
              <CaptionsTrack
                scene={scene}
                sceneIndex={sceneIndex}
                span={span}
                pps={pps}
                onOpen={(ref) => setEditing({ sceneIndex, ref })}
              />
            )}
            {scene !== undefined && span !== undefined && (
              <LayerRows scene={scene} sceneIndex={sceneIndex} span={span} pps={pps} />
            )}
            <Playhead pps={pps} />
            {guide !== undefined && (
              <div
                className="cw-tl-snap-guide"
                aria-hidden="true"
                data-time={guide}
                style={{ insetInlineStart: timeToPx(guide, pps) }}
              />
            )}
          </div>
        </div>
      </SnapContext.Provider>
      {editing !== undefined && (
        <CaptionEditorDialog
          sceneIndex={editing.sceneIndex}
          focus={editing.ref}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}

/** The selected scene's layers, front first, each a row with its start/stop bar. */
function LayerRows(props: { scene: Scene; sceneIndex: number; span: ClipSpan; pps: number }) {
  const t = useT('timeline');
  const label = useLayerLabel();
  const selectedLayer = useEditorState((s) => s.selection.layerId);
  const { scene } = props;
  return (
    <ul className="cw-tl-rows" aria-label={t('layerRows', { n: props.sceneIndex + 1 })}>
      {[...scene.layers].reverse().map((layer) => (
        <li key={layer.id} className="cw-tl-row" data-layer-id={layer.id}>
          <LayerBar
            layer={layer}
            name={label(layer)}
            selected={layer.id === selectedLayer}
            clip={{ start: props.span.start, duration: scene.duration, layers: scene.layers }}
            pps={props.pps}
          />
        </li>
      ))}
    </ul>
  );
}
