/**
 * Absolute commands with every arc replaced by its cubics. The result is Fabric's "simple" path data
 * (M/L/C/Q/Z), so the editing canvas can build a `fabric.Path` from exactly the curves that `drawPath` draws
 * in the worker and `pathBounds` measures, instead of letting Fabric convert the arcs its own way.
 */
import { arcToCubics } from './arc.ts';
import type { BezierCommand } from './fit-box.ts';
import type { PathCommand } from './types.ts';

export function toBezierCommands(commands: readonly PathCommand[]): BezierCommand[] {
  const out: BezierCommand[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const command of commands) {
    switch (command[0]) {
      case 'M':
        [, x, y] = command;
        [startX, startY] = [x, y];
        out.push(command);
        break;
      case 'L':
        [, x, y] = command;
        out.push(command);
        break;
      case 'C':
        [x, y] = [command[5], command[6]];
        out.push(command);
        break;
      case 'Q':
        [x, y] = [command[3], command[4]];
        out.push(command);
        break;
      case 'A': {
        const [, rx, ry, rotation, largeArc, sweep, ex, ey] = command;
        out.push(...arcToCubics(x, y, rx, ry, rotation, largeArc, sweep, ex, ey));
        [x, y] = [ex, ey];
        break;
      }
      case 'Z':
        [x, y] = [startX, startY];
        out.push(command);
        break;
    }
  }
  return out;
}
