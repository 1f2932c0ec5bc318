import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../../../shared/normalize/project.ts';
import { serializeProject } from '../../../shared/serialize.ts';
import type { StoredProject } from '../../store/persist/project-db.ts';
import { blankProject, duplicateRecord, newProjectId, newProjectRecord } from './new-project.ts';
import { checkProjectName, copyNameFor, MAX_PROJECT_NAME_LENGTH } from './project-name.ts';

describe('blankProject', () => {
  it('is one default scene in the chosen format', () => {
    for (const layout of ['landscape', 'portrait', 'square'] as const) {
      const project = blankProject(layout);
      expect(project.layout).toBe(layout);
      expect(project.clips).toHaveLength(1);
      expect(project.clips[0]?.layers).toEqual([]);
      // A new scene speaks for 5 s by duration.
      expect(project.totalDuration).toBe(5);
    }
  });
});

describe('newProjectRecord', () => {
  it('stores the serialised project with its format, name and both times', () => {
    const project = blankProject('portrait');
    const record = newProjectRecord({ id: 'abcdefgh', name: '  My   video ', project, now: 1234 });
    expect(record).toEqual({
      id: 'abcdefgh',
      name: 'My video',
      layout: 'portrait',
      createdAt: 1234,
      updatedAt: 1234,
      project: serializeProject(project),
    });
    // What is stored opens as the same project.
    expect(normalizeProject(record.project)).toEqual(project);
    expect(record.selection).toBeUndefined();
    expect(record.thumbnail).toBeUndefined();
  });

  it('refuses an empty or too long name, naming it', () => {
    const project = blankProject('square');
    expect(() => newProjectRecord({ id: 'abcdefgh', name: '   ', project, now: 1 })).toThrow(
      "newProjectRecord: name '   ' is empty",
    );
    const long = 'x'.repeat(MAX_PROJECT_NAME_LENGTH + 1);
    expect(() => newProjectRecord({ id: 'abcdefgh', name: long, project, now: 1 })).toThrow(
      `is longer than ${MAX_PROJECT_NAME_LENGTH} characters`,
    );
  });
});

describe('newProjectId', () => {
  it('makes an 8-letter id that no stored project has', () => {
    const values = [0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    let i = 0;
    const random = () => values[i++ % values.length] as number;
    // The first draw is taken: the second is used.
    expect(newProjectId(new Set(['aaaaaaaa']), random)).toBe('nnnnnnnn');
    expect(newProjectId(new Set())).toMatch(/^[a-z]{8}$/);
  });

  it('gives up, saying so, when every id it draws is taken', () => {
    expect(() => newProjectId(new Set(['aaaaaaaa']), () => 0)).toThrow(
      'no free id after 100 attempts among 1',
    );
  });
});

describe('duplicateRecord', () => {
  const original: StoredProject = {
    id: 'origaaaa',
    name: 'Launch',
    layout: 'landscape',
    createdAt: 1,
    updatedAt: 2,
    project: serializeProject(blankProject('landscape')),
    selection: { sceneIndex: 0, layerId: null },
    thumbnail: new Blob(['jpeg'], { type: 'image/jpeg' }),
  };

  it('copies everything under the new id and name, created now', () => {
    const copy = duplicateRecord(original, { id: 'copyaaaa', name: 'Launch (copy)', now: 50 });
    expect(copy).toMatchObject({
      id: 'copyaaaa',
      name: 'Launch (copy)',
      layout: 'landscape',
      createdAt: 50,
      updatedAt: 50,
      selection: { sceneIndex: 0, layerId: null },
    });
    expect(copy.project).toEqual(original.project);
    expect(copy.thumbnail).toBe(original.thumbnail);
  });

  it('shares no objects with the original', () => {
    const copy = duplicateRecord(original, { id: 'copyaaaa', name: 'x', now: 50 });
    expect(copy.project).not.toBe(original.project);
    (copy.project as { layout: string }).layout = 'square';
    expect((original.project as { layout: string }).layout).toBe('landscape');
    expect(copy.selection).not.toBe(original.selection);
  });

  it('refuses an empty name', () => {
    expect(() => duplicateRecord(original, { id: 'copyaaaa', name: '', now: 1 })).toThrow(
      "duplicateRecord: name '' is empty",
    );
  });
});

describe('project names', () => {
  it('trims and collapses spaces, refuses empty and too long names', () => {
    expect(checkProjectName('  a  b ')).toEqual({ ok: true, name: 'a b' });
    expect(checkProjectName('\t\n ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkProjectName('é'.repeat(MAX_PROJECT_NAME_LENGTH))).toMatchObject({ ok: true });
    expect(checkProjectName('é'.repeat(MAX_PROJECT_NAME_LENGTH + 1))).toEqual({
      ok: false,
      reason: 'tooLong',
    });
    // Counted in characters, not UTF-16 units: 120 emoji fit.
    expect(checkProjectName('🎬'.repeat(MAX_PROJECT_NAME_LENGTH))).toMatchObject({ ok: true });
  });

  it('names a copy with the translated pattern, shortening a long original', () => {
    const copyOf = (name: string) => `${name} (copy)`;
    expect(copyNameFor('Launch', copyOf)).toBe('Launch (copy)');
    expect(copyNameFor('Lancement', (name) => `${name} (copie)`)).toBe('Lancement (copie)');
    const long = 'y'.repeat(MAX_PROJECT_NAME_LENGTH);
    const name = copyNameFor(long, copyOf);
    expect([...name].length).toBe(MAX_PROJECT_NAME_LENGTH);
    expect(name.endsWith('… (copy)')).toBe(true);
  });
});
