import { describe, expect, it } from 'vitest';
import { parseRenderArgs } from '../../../../src/server/render/cli-args.ts';
import { progressLine } from '../../../../src/server/render/progress-bar.ts';

describe('render command arguments', () => {
  it('reads the project, the output and the export options; the container follows the file name', () => {
    expect(
      parseRenderArgs(['p.json', '-o', 'out.webm', '--width', '1280', '--height', '720', '--fps', '29.97']),
    ).toEqual({
      projectFile: 'p.json',
      outFile: 'out.webm',
      options: { width: 1280, height: 720, fps: 29.97, container: 'webm' },
      dataDir: './data',
    });
    expect(parseRenderArgs(['p.json', '-o', 'o.mp4', '--quality', 'high', '--timeout', '90']).timeoutMs).toBe(
      90_000,
    );
  });

  it('names the flag and the value that are wrong', () => {
    expect(() => parseRenderArgs(['p.json'])).toThrow(/no output file given/);
    expect(() => parseRenderArgs(['-o', 'a.mp4'])).toThrow(/no project file given/);
    expect(() => parseRenderArgs(['p.json', '-o', 'a.mp4', '--width', '12.5'])).toThrow(
      "--width must be a positive integer, got '12.5'",
    );
    expect(() => parseRenderArgs(['p.json', '-o', 'a.mp4', '--quality', 'ultra'])).toThrow(
      "--quality must be one of low, standard, high, got 'ultra'",
    );
    expect(() => parseRenderArgs(['p.json', '-o', 'a.mp4', '--container', 'webm'])).toThrow(
      "--container webm does not match the output file 'a.mp4'",
    );
    expect(() => parseRenderArgs(['p.json', '-o', 'a.mp4', '--fps'])).toThrow('option --fps needs a value');
    expect(() => parseRenderArgs(['p.json', '-o', 'a.mp4', '--speed', '2'])).toThrow(
      "unknown option '--speed'",
    );
  });
});

describe('render progress line', () => {
  it('shows the bar, the share done, frames, speed and time left', () => {
    expect(
      progressLine({ phase: 'rendering', fraction: 0.5, framesDone: 120, framesTotal: 240, fps: 30 }),
    ).toBe(`[${'#'.repeat(15)}${'-'.repeat(15)}]  50%  rendering  120/240 frames  30 fps  4 s left`);
    expect(progressLine({ phase: 'preparing', fraction: 0, framesDone: 0, framesTotal: 0, fps: 0 })).toBe(
      `[${'-'.repeat(30)}]   0%  preparing`,
    );
  });
});
