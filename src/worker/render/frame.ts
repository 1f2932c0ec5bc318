/**
 * The frame of a project at time t (DESIGN.md "Transition timing"): one scene, or inside a transition window
 * the outgoing scene (still playing) and the incoming one at its local time 0, blended with the clip's
 * gl-transition in WebGL2. Preview, grabs and export all draw through here.
 */
import type { Project } from '../../shared/model/project.ts';
import { scenesAt } from '../../shared/timeline/visibility.ts';
import type { TransitionBlender } from '../transitions/index.ts';
import type { LayerPainters } from './layer-painters.ts';
import { drawScene } from './scene.ts';
import { recordStage } from '../stats/stages.ts';
import type { SceneFrameTarget } from './scene.ts';

export interface FrameTarget extends SceneFrameTarget {
  /** Scratch canvases for the two scenes of a transition (reused between frames). */
  scratch: [OffscreenCanvas, OffscreenCanvas];
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

export async function drawFrame(
  target: FrameTarget,
  project: Project,
  t: number,
  painters: LayerPainters,
  blender: () => TransitionBlender,
  missing: string[],
): Promise<void> {
  const { ctx, scale, projectWidth, projectHeight } = target;
  const width = Math.round(projectWidth * scale);
  const height = Math.round(projectHeight * scale);
  const at = scenesAt(project, t);
  switch (at.kind) {
    case 'empty':
      ctx.fillStyle = '#000000';
      ctx.fillRect(0, 0, width, height);
      return;
    case 'scene':
      await drawScene(target, at.scene, at.localTime, painters, missing);
      return;
    case 'transition': {
      const [a, b] = target.scratch;
      const fromCtx = scratchContext(a, width, height);
      const toCtx = scratchContext(b, width, height);
      await Promise.all([
        drawScene({ ...target, ctx: fromCtx }, at.from.scene, at.from.localTime, painters, missing),
        drawScene({ ...target, ctx: toCtx }, at.to.scene, at.to.localTime, painters, missing),
      ]);
      const { transition } = at.from.scene;
      const blendStarted = performance.now();
      try {
        const blended = blender().blend(a, b, transition.name, at.progress, transition.params, width, height);
        ctx.drawImage(blended, 0, 0, width, height);
        recordStage('transition.blend', performance.now() - blendStarted);
      } catch (error) {
        // A transition that cannot be drawn (no WebGL, a broken shader) becomes a cross-fade, and is reported.
        missing.push(`clip ${at.from.scene.id} transition '${transition.name}': ${String(error)}`);
        ctx.drawImage(a, 0, 0);
        ctx.globalAlpha = at.progress;
        ctx.drawImage(b, 0, 0);
        ctx.globalAlpha = 1;
      }
      return;
    }
  }
}
