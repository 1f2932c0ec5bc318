/**
 * Our project model as one Remotion composition, so Remotion's own tools (the web renderer, the Player) can
 * export and play the benchmark project. The timeline is ours (src/shared/timeline): each scene is a
 * <Sequence> that starts early by its predecessor's transition window, during which it is frozen at its own
 * first frame (as our renderer shows the incoming scene at local time 0) and faded in while the outgoing
 * scene fades out: a cross-fade, where our renderer runs the gl-transition's shader.
 */
import { AbsoluteFill, Freeze, Sequence, useCurrentFrame, useVideoConfig } from 'remotion';
import { Audio, Video } from '@remotion/media';
import type { Project } from '../../../src/shared/model/project.ts';
import type { Scene } from '../../../src/shared/model/scene.ts';
import { clipStartTimes, scenesAt } from '../../../src/shared/timeline/visibility.ts';
import { LayerView, PROJECT_HEIGHT, PROJECT_WIDTH } from './layers.tsx';

export interface CompositionProps extends Record<string, unknown> {
  project: Project;
  /** The project's music (the export has sound; the preview benchmark plays none for any renderer). */
  music: boolean;
}

/** Seconds before a scene's start that it already shows: its predecessor's transition window. */
function leadIn(project: Project, index: number): number {
  const previous = project.clips[index - 1];
  if (previous === undefined || previous.transition.name === 'none') return 0;
  return Math.min(previous.transition.duration, previous.duration);
}

/** How opaque scene `index` is at project time t: our timeline's transition progress as a cross-fade. */
function sceneAlpha(project: Project, index: number, t: number): number {
  const frame = scenesAt(project, t);
  if (frame.kind === 'scene') return frame.index === index ? 1 : 0;
  if (frame.kind === 'transition') {
    if (frame.from.index === index) return 1 - frame.progress;
    if (frame.to.index === index) return frame.progress;
  }
  return 0;
}

/** A scene's background and layers at its local time (the frame of its inner sequence). */
function SceneContent({ scene }: { scene: Scene }) {
  const { fps } = useVideoConfig();
  const local = useCurrentFrame() / fps;
  const background = scene.bgMedia?.type === 'video' ? scene.bgMedia.data : undefined;
  return (
    <AbsoluteFill style={{ backgroundColor: scene.bgColor }}>
      {typeof background === 'string' ? (
        <Video src={background} muted loop objectFit="cover" style={{ width: '100%', height: '100%' }} />
      ) : null}
      {scene.layers.map((layer) => (
        <LayerView key={layer.id} layer={layer} local={local} sceneDuration={scene.duration} />
      ))}
    </AbsoluteFill>
  );
}

/** One scene: faded by the transitions around it, frozen at its first frame while it fades in. */
function SceneTrack({ project, index, from }: { project: Project; index: number; from: number }) {
  const { fps } = useVideoConfig();
  const frame = useCurrentFrame();
  const scene = project.clips[index] as Scene;
  const lead = Math.round(leadIn(project, index) * fps);
  const alpha = sceneAlpha(project, index, (from + frame) / fps);
  return (
    <AbsoluteFill style={{ opacity: alpha }}>
      <Freeze frame={lead} active={(f) => f < lead}>
        <Sequence from={lead} durationInFrames={Math.round(scene.duration * fps)}>
          <SceneContent scene={scene} />
        </Sequence>
      </Freeze>
    </AbsoluteFill>
  );
}

/** The whole project, drawn in its own 1920×1080 space and scaled to the composition's size. */
export function ProjectComposition({ project, music }: CompositionProps) {
  const { fps, width } = useVideoConfig();
  const starts = clipStartTimes(project);
  const url = project.clips[0]?.bgm?._staticUrl;
  return (
    <AbsoluteFill style={{ backgroundColor: '#000', overflow: 'hidden' }}>
      <AbsoluteFill
        style={{
          width: PROJECT_WIDTH,
          height: PROJECT_HEIGHT,
          transformOrigin: 'top left',
          transform: `scale(${width / PROJECT_WIDTH})`,
        }}
      >
        {project.clips.map((scene, i) => {
          const from = Math.round(((starts[i] as number) - leadIn(project, i)) * fps);
          return (
            <Sequence
              key={scene.id}
              from={from}
              durationInFrames={Math.round((scene.duration + leadIn(project, i)) * fps)}
              premountFor={fps}
            >
              <SceneTrack project={project} index={i} from={from} />
            </Sequence>
          );
        })}
      </AbsoluteFill>
      {music && typeof url === 'string' ? (
        <Audio src={url} loop volume={project.clips[0]?.bgm?.volume ?? 0.1} />
      ) : null}
    </AbsoluteFill>
  );
}

/** The composition object Remotion's renderers take: our project at `width`×`height`, `fps`. */
export function projectComposition(
  project: Project,
  width: number,
  height: number,
  fps: number,
  music: boolean,
) {
  return {
    id: 'clipwright-heavy',
    component: ProjectComposition,
    durationInFrames: Math.round(project.totalDuration * fps),
    fps,
    width,
    height,
    defaultProps: { project, music },
  };
}
