import { describe, expect, it } from 'vitest';
import { normalizeProjectWithReport, validateProject } from '../../../src/shared/index.ts';
import { seeded } from '../../fixtures/projects.ts';

const load = (speech: Record<string, unknown>) =>
  normalizeProjectWithReport({ clips: [{ speech }] }, { random: seeded(1) });

const GOOD = [
  { viseme: 'rest', start: 0, end: 0.3 },
  { viseme: 'MBP', start: 0.3, end: 0.38 },
  { viseme: 'AI', start: 0.38, end: 0.5 },
  { viseme: 'rest', start: 0.5, end: 0.8 },
];

describe('normalizeProject: viseme cues of generated speech', () => {
  it('keeps valid cues of a speech and of a conversation item as they are', () => {
    const { project, repairs } = load({
      type: 'conversation',
      text: 'Mama',
      visemes: GOOD,
      contents: [{ text: 'Hi', _roleIndex: 0, delay: 0, duration: 1, visemes: GOOD }],
    });
    const speech = project.clips[0]!.speech;
    expect(speech.visemes).toEqual(GOOD);
    expect(speech.contents[0]!.visemes).toEqual(GOOD);
    expect(repairs.filter((r) => r.includes('visemes'))).toEqual([]);
    expect(validateProject(project)).toEqual([]);
  });

  it('leaves a speech without visemes without them', () => {
    const { project } = load({ type: 'default', text: 'Hi' });
    expect(project.clips[0]!.speech).not.toHaveProperty('visemes');
  });

  it('drops malformed cues with a repair naming the field and the value, keeping the others', () => {
    const { project, repairs } = load({
      type: 'default',
      text: 'Mama',
      visemes: [
        GOOD[0],
        'MBP',
        { viseme: 'XX', start: 0.3, end: 0.35 },
        { viseme: 'MBP', start: -1, end: 0.35 },
        { viseme: 'MBP', start: 'soon', end: 0.35 },
        { viseme: 'MBP', start: 0.3, end: 0.2 },
        { viseme: 'MBP', start: 0.3, end: Number.NaN },
        GOOD[1],
        { viseme: 'E', start: 0.35, end: 0.4 },
        GOOD[2],
        GOOD[3],
      ],
    });
    expect(project.clips[0]!.speech.visemes).toEqual(GOOD);
    const path = '$.clips[0].speech.visemes';
    expect(repairs.filter((r) => r.startsWith(path))).toEqual([
      `${path}[1]: "MBP" is not a viseme cue; removed`,
      `${path}[2]: viseme "XX" is not one of rest, MBP, FV, L, WQ, U, O, E, AI, etc; removed`,
      `${path}[3]: start -1 is not a number ≥ 0; removed`,
      `${path}[4]: start "soon" is not a number ≥ 0; removed`,
      `${path}[5]: end 0.2 is not a number ≥ start 0.3; removed`,
      // Loading reads the project as JSON: NaN is null there.
      `${path}[6]: end null is not a number ≥ start 0.3; removed`,
      `${path}[8]: start 0.35 is before the previous cue's end 0.38; removed`,
    ]);
  });

  it('reads numeric strings as numbers, as everywhere in a project', () => {
    const { project, repairs } = load({
      type: 'default',
      visemes: [{ viseme: 'AI', start: '0.25', end: '0.5' }],
    });
    expect(project.clips[0]!.speech.visemes).toEqual([{ viseme: 'AI', start: 0.25, end: 0.5 }]);
    expect(repairs.filter((r) => r.includes('visemes'))).toEqual([]);
  });

  it('replaces visemes that are not a list by an empty one', () => {
    const { project, repairs } = load({
      type: 'conversation',
      contents: [{ text: 'Hi', _roleIndex: 0, delay: 0, duration: 1, visemes: 'AI' }],
    });
    expect(project.clips[0]!.speech.contents[0]!.visemes).toEqual([]);
    expect(repairs).toContain('$.clips[0].speech.contents[0].visemes: "AI" is not a list; replaced by []');
  });
});
