/**
 * Replays absolute path commands on anything with the Canvas 2D path methods: a CanvasRenderingContext2D,
 * an OffscreenCanvasRenderingContext2D or a Path2D. The interface is structural so `src/shared` stays free of
 * DOM types. Arcs are drawn as the same cubics that `pathBounds` measures (see bezier-path.ts).
 */
import { toBezierCommands } from './bezier-path.ts';
import type { PathCommand } from './types.ts';

export interface PathSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  closePath(): void;
}

/** Adds the commands to the sink's current path (does not begin, fill or stroke it). */
export function drawPath(sink: PathSink, commands: readonly PathCommand[]): void {
  for (const command of toBezierCommands(commands)) {
    switch (command[0]) {
      case 'M':
        sink.moveTo(command[1], command[2]);
        break;
      case 'L':
        sink.lineTo(command[1], command[2]);
        break;
      case 'C':
        sink.bezierCurveTo(command[1], command[2], command[3], command[4], command[5], command[6]);
        break;
      case 'Q':
        sink.quadraticCurveTo(command[1], command[2], command[3], command[4]);
        break;
      case 'Z':
        sink.closePath();
        break;
    }
  }
}
