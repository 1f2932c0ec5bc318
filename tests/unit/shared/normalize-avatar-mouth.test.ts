import { describe, expect, it } from 'vitest';
import { normalizeProjectWithReport, validateProject } from '../../../src/shared/index.ts';
import type { AvatarProperty } from '../../../src/shared/model/avatar.ts';
import { seeded } from '../../fixtures/projects.ts';

const load = (extra: Record<string, unknown>, info: Record<string, unknown> = {}) => {
  const { project, repairs } = normalizeProjectWithReport(
    {
      clips: [
        {
          layers: [
            {
              id: 'avatar01',
              type: 'avatar',
              property: {
                type: 'Avatar',
                version: '2.0.0',
                _avatarInfo: { id: 201, type: 2, ...info },
                ...extra,
              },
            },
          ],
        },
      ],
    },
    { random: seeded(1) },
  );
  return { p: project.clips[0]!.layers[0]!.property as AvatarProperty, repairs, project };
};

const PATH = '$.clips[0].layers[0].property';

describe('normalizeProject: talking avatar fields', () => {
  it('keeps lip sync, a face box, a mouth style and the face rectangle as they are', () => {
    const faceBox = { x: 0.3, y: 0.15, width: 0.4, height: 0.35 };
    const config = { x: 114, y: 107, width: 152, height: 175 };
    const { p, repairs, project } = load({ lipSync: false, faceBox }, { mouth_style: 'drawn', config });
    expect(p.lipSync).toBe(false);
    expect(p.faceBox).toEqual(faceBox);
    expect(p._avatarInfo.mouth_style).toBe('drawn');
    expect(p._avatarInfo.config).toEqual(config);
    expect(repairs.filter((r) => r.startsWith(PATH))).toEqual([]);
    expect(validateProject(project)).toEqual([]);
  });

  it('leaves an avatar without them without them (lip sync on, the default face)', () => {
    const { p } = load({});
    expect(p).not.toHaveProperty('lipSync');
    expect(p).not.toHaveProperty('faceBox');
    expect(p._avatarInfo).not.toHaveProperty('mouth_style');
  });

  it('reads the spellings older fields use and repairs the rest, naming the field and the value', () => {
    expect(load({ lipSync: 'false' }).p.lipSync).toBe(false);
    const bad = load({ lipSync: 'sometimes' });
    expect(bad.p.lipSync).toBe(true);
    expect(bad.repairs).toContain(`${PATH}.lipSync: "sometimes" is not a boolean; set to true`);
    const style = load({}, { mouth_style: 'sprite' });
    expect(style.p._avatarInfo).not.toHaveProperty('mouth_style');
    expect(style.repairs).toContain(
      `${PATH}._avatarInfo.mouth_style: "sprite" is not one of drawn, photo; removed`,
    );
  });

  it('reads a face box of numeric strings, and removes one that is not a rectangle inside the image', () => {
    expect(load({ faceBox: { x: '0.25', y: 0.1, width: 0.5, height: '0.4' } }).p.faceBox).toEqual({
      x: 0.25,
      y: 0.1,
      width: 0.5,
      height: 0.4,
    });
    const cases: Array<[unknown, string]> = [
      ['face', `${PATH}.faceBox: "face" is not a rectangle; removed`],
      [
        { x: 0.1, y: 0.1, width: 'wide', height: 0.2 },
        `${PATH}.faceBox.width: "wide" is not a number; face box removed`,
      ],
      [
        { x: 1.2, y: 0.1, width: 0.2, height: 0.2 },
        `${PATH}.faceBox.x: 1.2 is not a fraction of the image from 0 to below 1; face box removed`,
      ],
      [
        { x: 0.7, y: 0.1, width: 0.5, height: 0.2 },
        `${PATH}.faceBox.width: 0.5 does not fit the image: it must be > 0 and at most 0.3; face box removed`,
      ],
      [
        { x: 0.1, y: 0.1, width: 0.2, height: 0 },
        `${PATH}.faceBox.height: 0 does not fit the image: it must be > 0 and at most 0.9; face box removed`,
      ],
    ];
    for (const [faceBox, repair] of cases) {
      const { p, repairs } = load({ faceBox });
      expect(p, JSON.stringify(faceBox)).not.toHaveProperty('faceBox');
      expect(repairs).toContain(repair);
    }
  });

  it("keeps an uploaded voice's mouth shapes, dropping malformed cues as for generated speech", () => {
    const { project, repairs } = normalizeProjectWithReport(
      {
        clips: [
          {
            speech: {
              type: 'upload',
              uploadVoice: {
                name: 'me.wav',
                key: 'k',
                staticUrl: '',
                duration: 1,
                visemes: [
                  { viseme: 'rest', start: 0, end: 0.4 },
                  { viseme: 'XX', start: 0.4, end: 0.5 },
                  { viseme: 'AI', start: 0.4, end: 1 },
                ],
              },
            },
          },
        ],
      },
      { random: seeded(1) },
    );
    expect(project.clips[0]!.speech.uploadVoice.visemes).toEqual([
      { viseme: 'rest', start: 0, end: 0.4 },
      { viseme: 'AI', start: 0.4, end: 1 },
    ]);
    expect(repairs).toContain(
      '$.clips[0].speech.uploadVoice.visemes[1]: viseme "XX" is not one of rest, MBP, FV, L, WQ, U, O, E, AI, etc; removed',
    );
  });
});
