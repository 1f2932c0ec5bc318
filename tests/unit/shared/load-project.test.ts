import { describe, expect, it } from 'vitest';
import { loadProject, loadProjectWithReport } from '../../../src/shared/normalize/load.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { validateProject } from '../../../src/shared/validate.ts';
import { richProject, seeded } from '../../fixtures/projects.ts';

describe('loadProject: shape check, migrations, repairs, then the schema as the contract', () => {
  it('refuses what cannot be a project, naming the path and the value', () => {
    expect(() => loadProject('a string')).toThrow(`$: a project must be an object, got "a string"`);
    expect(() => loadProject({ clips: 5 })).toThrow('$.clips: must be a list of scenes, got 5');
  });

  it('migrates, repairs and reports, and the result holds to the schema', () => {
    const raw = richProject() as { schemaVersion?: number; clips: Array<Record<string, unknown>> };
    delete raw.schemaVersion;
    raw.clips[0]!.duration = 'long';
    raw.clips[1]!.speech = { ...(raw.clips[1]!.speech as object), type: 'uploadVoice' };
    const { project, repairs } = loadProjectWithReport(raw, { random: seeded(3) });
    expect(repairs.some((line) => line.startsWith('$.clips[0].duration: "long" is not a number'))).toBe(true);
    expect(project.clips[1]!.speech.type).toBe('upload');
    expect(validateProject(project)).toEqual([]);
  });

  it('loads exactly what normalisation makes of a sound project', () => {
    const raw = richProject();
    expect(loadProject(raw, { random: seeded(5) })).toEqual(normalizeProject(raw, { random: seeded(5) }));
  });
});
