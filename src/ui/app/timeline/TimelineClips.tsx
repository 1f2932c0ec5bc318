/**
 * The timeline's row of clips, laid out by duration: each clip is a button that shows its scene and can be
 * dragged to another place in the row (the same move as the scene list's), a scene of fixed length has an end
 * edge to trim it by, and a transition into the next clip is marked over the end of the clip it leaves.
 */
import { useIntl } from 'react-intl';
import type { Scene } from '../../../shared/model/scene.ts';
import { fractionDigits } from '../../i18n/intl.ts';
import { useT } from '../../i18n/use-t.ts';
import { useSession } from '../session/context.ts';
import { timeToPx, type ClipSpan } from './time-scale.ts';
import { useClipTrim, type ClipTrim } from './use-clip-trim.ts';
import { reorderDragProps } from '../common/reorder-drag.ts';
import { useSceneDrag, type SceneItemDrag } from '../scenes/use-scene-drag.ts';
import { useSceneEdits } from '../scenes/use-scene-edits.ts';
import { MIN_SCENE_SECONDS } from '../../../shared/project/edits/scenes.ts';
import { DURATIONS } from '../../../shared/constants.ts';

export function TimelineClips(props: {
  clips: readonly Scene[];
  spans: readonly ClipSpan[];
  sceneIndex: number;
  pps: number;
}) {
  const { clips } = props;
  const dragOf = useSceneDrag(useSceneEdits().move);
  return (
    <div className="cw-tl-clips">
      {props.spans.map((span) => {
        const clip = clips[span.index];
        if (clip === undefined) return null;
        return (
          <ClipSlot
            key={clip.id}
            clip={clip}
            span={span}
            current={span.index === props.sceneIndex}
            next={span.index < clips.length - 1}
            pps={props.pps}
            drag={dragOf(span.index)}
          />
        );
      })}
    </div>
  );
}

function ClipSlot(props: {
  clip: Scene;
  span: ClipSpan;
  current: boolean;
  /** Whether a clip follows (only then is there a transition to mark). */
  next: boolean;
  pps: number;
  drag: SceneItemDrag;
}) {
  const t = useT('timeline');
  const session = useSession();
  const intl = useIntl();
  const { clip, pps } = props;
  const { index, start, end } = props.span;
  const transition = clip.transition;
  const trim = useClipTrim(index, start, clip.duration, pps);
  const fixed = clip.speech.type === 'duration';
  const seconds = (value: number) => t('seconds', { value: intl.formatNumber(value, fractionDigits(1)) });
  return (
    <div className="cw-tl-clip-slot">
      <button
        type="button"
        className="cw-tl-clip"
        aria-current={props.current ? 'true' : undefined}
        title={fixed ? undefined : t('trimFollowsSpeech')}
        data-dragging={props.drag.dragging ? 'true' : undefined}
        data-drop={props.drag.dropMark}
        {...reorderDragProps<HTMLButtonElement>(clip.id, props.drag, 'inline')}
        style={{ insetInlineStart: timeToPx(start, pps), inlineSize: timeToPx(trim.length, pps) }}
        onClick={() => void session.showScene(index).catch((e: unknown) => console.error('clipwright:', e))}
      >
        {t('clip', { n: index + 1, duration: seconds(trim.length) })}
      </button>
      {fixed && (
        <TrimEdge
          n={index + 1}
          at={timeToPx(start + trim.length, pps)}
          trim={trim}
          valueText={seconds(trim.length)}
        />
      )}
      {props.next && transition.name !== 'none' && (
        <span
          className="cw-tl-transition"
          role="img"
          aria-label={t('transition', {
            n: index + 2,
            name: transition.displayName || transition.name,
          })}
          title={transition.displayName || transition.name}
          style={{
            insetInlineStart: timeToPx(Math.min(end, start + trim.length) - transition.duration, pps),
            inlineSize: Math.max(8, timeToPx(transition.duration, pps)),
          }}
        />
      )}
    </div>
  );
}

/** The end edge of a fixed-length clip: drag it, or focus it and use the arrow keys, to set the length. */
function TrimEdge(props: { n: number; at: number; trim: ClipTrim; valueText: string }) {
  const t = useT('timeline');
  const { trim } = props;
  return (
    <div
      className="cw-tl-trim"
      role="slider"
      tabIndex={0}
      aria-label={t('trimHandle', { n: props.n })}
      aria-valuemin={MIN_SCENE_SECONDS}
      aria-valuemax={DURATIONS.maxVideoSeconds}
      aria-valuenow={trim.length}
      aria-valuetext={props.valueText}
      data-trimming={trim.trimming ? 'true' : undefined}
      style={{ insetInlineStart: props.at }}
      onKeyDown={trim.onKeyDown}
      {...trim.pointer}
    />
  );
}
