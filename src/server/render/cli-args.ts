/**
 * `npm run render -- FILE.json -o OUT.mp4 [--width W --height H --fps F --container mp4|webm
 * --quality low|standard|high --data DIR --timeout S]`: what the render command was asked, checked.
 */
import { EXPORT_CONTAINERS, EXPORT_QUALITIES } from '../../shared/export/options.ts';
import type { ExportContainer, ExportOptions } from '../../shared/export/options.ts';
import { DEFAULT_DATA_DIR, UsageError, walkArgs } from '../args.ts';

export interface RenderCliArgs {
  projectFile: string;
  outFile: string;
  options: Partial<ExportOptions>;
  /** The data folder whose stored media the project uses (the local server's). */
  dataDir: string;
  timeoutMs?: number;
}

export const RENDER_USAGE =
  'usage: npm run render -- FILE.json -o OUT.mp4 [--width W] [--height H] [--fps F] ' +
  '[--container mp4|webm] [--quality low|standard|high] [--data DIR] [--timeout SECONDS]';

function positiveNumber(flag: string, raw: string, integer: boolean): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value)))
    throw new UsageError(`${flag} must be a positive ${integer ? 'integer' : 'number'}, got '${raw}'`);
  return value;
}

function oneOf<T extends string>(flag: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw))
    throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, got '${raw}'`);
  return raw as T;
}

/** The container a file name asks for (.webm → webm, .mp4/.m4v → mp4), undefined for other names. */
export function containerOfFile(path: string): ExportContainer | undefined {
  if (/\.webm$/i.test(path)) return 'webm';
  if (/\.(mp4|m4v)$/i.test(path)) return 'mp4';
  return undefined;
}

export function parseRenderArgs(argv: readonly string[]): RenderCliArgs {
  const options: Partial<ExportOptions> = {};
  let projectFile: string | undefined;
  let outFile: string | undefined;
  let dataDir = DEFAULT_DATA_DIR;
  let timeoutMs: number | undefined;
  walkArgs(argv, (arg, value) => {
    if (arg === '-o' || arg === '--out') outFile = value();
    else if (arg === '--width') options.width = positiveNumber(arg, value(), true);
    else if (arg === '--height') options.height = positiveNumber(arg, value(), true);
    else if (arg === '--fps') options.fps = positiveNumber(arg, value(), false);
    else if (arg === '--container') options.container = oneOf(arg, value(), EXPORT_CONTAINERS);
    else if (arg === '--quality') options.quality = oneOf(arg, value(), EXPORT_QUALITIES);
    else if (arg === '--data') dataDir = value();
    else if (arg === '--timeout') timeoutMs = positiveNumber(arg, value(), false) * 1000;
    else if (arg.startsWith('-')) throw new UsageError(`unknown option '${arg}'\n${RENDER_USAGE}`);
    else if (projectFile === undefined) projectFile = arg;
    else throw new UsageError(`one project file at a time: '${projectFile}' and '${arg}'\n${RENDER_USAGE}`);
  });
  if (projectFile === undefined) throw new UsageError(`no project file given\n${RENDER_USAGE}`);
  if (outFile === undefined) throw new UsageError(`no output file given (-o OUT.mp4)\n${RENDER_USAGE}`);
  const named = containerOfFile(outFile);
  if (options.container === undefined) options.container = named ?? 'mp4';
  else if (named !== undefined && named !== options.container)
    throw new UsageError(`--container ${options.container} does not match the output file '${outFile}'`);
  return { projectFile, outFile, options, dataDir, ...(timeoutMs !== undefined ? { timeoutMs } : {}) };
}
