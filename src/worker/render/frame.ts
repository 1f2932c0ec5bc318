/**
 * The frame of a project at time t: one scene, or inside a transition window
 * the outgoing scene (still playing) and the incoming one at its local time 0, blended with the clip's
 * gl-transition in WebGL2. Preview, grabs and export all draw through here.
 *
 * The incoming scene is the same picture for the whole window, so it is drawn once and kept (with its
 * texture in the blender): a transition frame then costs one scene and the blend, not two scenes, two
 * uploads and the blend — on 2 CPU cores that is what kept transitions from 60 frames/s (bench/results).
 */
import type { Project } from '../../shared/model/project.ts';
import type { Scene } from '../../shared/model/scene.ts';
import { scenesAt } from '../../shared/timeline/visibility.ts';
import type { BlendUse, TransitionBlender } from '../transitions/index.ts';
import type { LayerPainters } from './layer-painters.ts';
import { drawScene, prepareScene, type Paint, type SceneTarget } from './scene.ts';
import { recordStage } from '../stats/stages.ts';

/** What the incoming scene's canvas holds: which scene (object identity: a new project is new scenes), when, how big. */
interface IncomingKey {
  scene: Scene;
  localTime: number;
  width: number;
  height: number;
}

/** The two scenes of a transition (reused between frames), and what the incoming one shows. */
export class TransitionScratch {
  readonly from = new OffscreenCanvas(1, 1);
  readonly to = new OffscreenCanvas(1, 1);
  private key: IncomingKey | undefined;
  /** Bumped whenever `to` is redrawn: the blender keeps its texture while the version stays. */
  version = 0;

  holds(key: IncomingKey): boolean {
    const k = this.key;
    return (
      k !== undefined &&
      k.scene === key.scene &&
      k.localTime === key.localTime &&
      k.width === key.width &&
      k.height === key.height
    );
  }

  /** `to` is being redrawn: it holds nothing reusable until `drawn` says what it shows. */
  redrawing(): void {
    this.key = undefined;
    this.version++;
  }

  drawn(key: IncomingKey): void {
    this.key = key;
  }
}

export interface FrameTarget extends SceneTarget {
  scratch: TransitionScratch;
  /**
   * What a transition's blend is for, which sets its size on a CPU rasteriser (renderer-info.ts): an export's
   * frame or a grab (`output`), or the editor preview's paused (`still`) or playing (`moving`) frame.
   */
  blend: BlendUse;
}

function scratchContext(
  canvas: OffscreenCanvas,
  width: number,
  height: number,
): OffscreenCanvasRenderingContext2D {
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('no 2d context for a transition scene');
  ctx.reset();
  return ctx;
}

/**
 * The size a transition window draws its two scenes at for a width×height output and the blend's `use`: the
 * blend's size (smaller than the output on a CPU rasteriser, except for an output), or the output's when there
 * is no blender (no WebGL: the blend fails and falls back to a reported cross-fade). In motion the scenes
 * keep a still's size: the incoming scene, drawn once, serves a pause and a play, and the blend shrinks it.
 */
export function transitionSceneSize(
  blender: () => TransitionBlender,
  width: number,
  height: number,
  use: BlendUse,
): { width: number; height: number } {
  try {
    return blender().blendSizeFor(width, height, use === 'moving' ? 'still' : use);
  } catch {
    return { width, height };
  }
}

/** Black, for a time where no scene shows (or no project is loaded). */
export function paintBlack(width: number, height: number): Paint {
  return (ctx) => {
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, width, height);
  };
}

/**
 * Everything the frame at t needs, and the paint that draws it (synchronously: the preview draws it straight
 * onto the visible canvas). A transition's two scenes are drawn and blended here, on canvases of their own.
 */
export async function prepareFrame(
  target: FrameTarget,
  project: Project,
  t: number,
  painters: LayerPainters,
  blender: () => TransitionBlender,
  missing: string[],
): Promise<Paint> {
  const { scale, projectWidth, projectHeight } = target;
  const width = Math.round(projectWidth * scale);
  const height = Math.round(projectHeight * scale);
  const at = scenesAt(project, t);
  switch (at.kind) {
    case 'empty':
      return paintBlack(width, height);
    case 'scene':
      return prepareScene(target, at.scene, at.localTime, painters, missing);
    case 'transition': {
      const { scratch, blend: use } = target;
      // Both scenes are drawn at the size the blend is made at (smaller than the output on a CPU rasteriser,
      // in the preview): fewer pixels to draw, and nothing to scale down before the upload.
      const size = transitionSceneSize(blender, width, height, use);
      const sceneTarget = { ...target, scale: (scale * size.width) / width };
      const fromCtx = scratchContext(scratch.from, size.width, size.height);
      const incoming = {
        scene: at.to.scene,
        localTime: at.to.localTime,
        width: size.width,
        height: size.height,
      };
      const drawIncoming = async () => {
        if (scratch.holds(incoming)) return;
        scratch.redrawing();
        const toCtx = scratchContext(scratch.to, size.width, size.height);
        const problems: string[] = [];
        await drawScene({ ...sceneTarget, ctx: toCtx }, at.to.scene, at.to.localTime, painters, problems);
        missing.push(...problems);
        // A picture with a problem (media that failed) is drawn again next frame, and reported again.
        if (problems.length === 0) scratch.drawn(incoming);
      };
      await Promise.all([
        drawScene({ ...sceneTarget, ctx: fromCtx }, at.from.scene, at.from.localTime, painters, missing),
        drawIncoming(),
      ]);
      const [a, b] = [scratch.from, scratch.to];
      const { transition } = at.from.scene;
      const blendStarted = performance.now();
      try {
        const blended = blender().blend(
          a,
          b,
          transition.name,
          at.progress,
          transition.params,
          width,
          height,
          { toVersion: scratch.version, use },
        );
        recordStage('transition.blend', performance.now() - blendStarted);
        return (ctx) => ctx.drawImage(blended, 0, 0, width, height);
      } catch (error) {
        // A transition that cannot be drawn (no WebGL, a broken shader) becomes a cross-fade, and is reported.
        missing.push(`clip ${at.from.scene.id} transition '${transition.name}': ${String(error)}`);
        return (ctx) => {
          ctx.drawImage(a, 0, 0, width, height);
          ctx.globalAlpha = at.progress;
          ctx.drawImage(b, 0, 0, width, height);
          ctx.globalAlpha = 1;
        };
      }
    }
  }
}
