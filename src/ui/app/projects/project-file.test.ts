import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../../../shared/normalize/project.ts';
import { serializeProject } from '../../../shared/serialize.ts';
import { isolate } from './bidi.ts';
import { blankProject } from './new-project.ts';
import {
  exportFileName,
  exportProjectText,
  MAX_IMPORT_BYTES,
  nameFromFileName,
  readProjectFile,
} from './project-file.ts';

const rect = { id: 'rectaaaa', property: { type: 'rect', left: 0, top: 0, width: 100, height: 100 } };

describe('readProjectFile', () => {
  it('imports a valid project without repairs', () => {
    const project = blankProject('square');
    const result = readProjectFile(JSON.stringify(serializeProject(project)), 'Summer sale.json');
    expect(result).toEqual({ ok: true, project, repairs: [], name: 'Summer sale' });
  });

  it('lists what normalisation repaired', () => {
    const text = JSON.stringify({ layout: '9:16', clips: [{ layers: [rect] }, 'not a scene'] });
    const result = readProjectFile(text, 'old.JSON');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.name).toBe('old');
    expect(result.project.layout).toBe('portrait');
    expect(result.project.clips).toHaveLength(1);
    expect(result.repairs).toContain('$.clips[1]: "not a scene" is not a scene; removed');
  });

  it('refuses text that is not JSON, with the parser message', () => {
    const result = readProjectFile('{"clips": [', 'broken.json');
    expect(result).toMatchObject({ ok: false, problem: 'notJson' });
    expect(!result.ok && result.detail).toMatch(/JSON/);
    expect(readProjectFile('', 'empty.json')).toMatchObject({ ok: false, problem: 'notJson' });
  });

  it('refuses JSON that cannot be a project, naming the path', () => {
    expect(readProjectFile('[1, 2]', 'list.json')).toEqual({
      ok: false,
      problem: 'notProject',
      detail: '$: a project must be an object, got [1,2]',
    });
    const noClips = readProjectFile('{"layout": "square", "clips": "none"}', 'x.json');
    expect(noClips).toMatchObject({ ok: false, problem: 'notProject' });
    expect(!noClips.ok && noClips.detail).toMatch(/^\$\.clips: must be a list of scenes/);
  });

  it('refuses a file over the size limit before parsing it', () => {
    const result = readProjectFile('', 'huge.json', MAX_IMPORT_BYTES + 1);
    expect(result).toEqual({
      ok: false,
      problem: 'tooLarge',
      detail: `${MAX_IMPORT_BYTES + 1} bytes, more than the ${MAX_IMPORT_BYTES} a project file can have`,
    });
  });

  it('accepts a UTF-8 byte-order mark', () => {
    const text = `\uFEFF${JSON.stringify({ clips: [{}] })}`;
    expect(readProjectFile(text, 'bom.json')).toMatchObject({ ok: true });
  });
});

describe('file names', () => {
  it('takes the project name from the file name', () => {
    expect(nameFromFileName('Launch video.json')).toBe('Launch video');
    expect(nameFromFileName('a.b.JSON')).toBe('a.b');
    expect(nameFromFileName('.json')).toBe('');
    expect(nameFromFileName('notes.txt')).toBe('notes.txt');
  });

  it('makes a safe export file name', () => {
    expect(exportFileName('Launch video')).toBe('Launch video.json');
    expect(exportFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j.json');
    expect(exportFileName('  ..hidden.. ')).toBe('hidden.json');
    expect(exportFileName('...')).toBe('project.json');
    expect(exportFileName('مشروع')).toBe('مشروع.json');
    expect(exportFileName('z'.repeat(300))).toBe(`${'z'.repeat(100)}.json`);
    expect(exportFileName('Launch video', 'mp4')).toBe('Launch video.mp4');
    expect(exportFileName('', 'webm')).toBe('project.webm');
  });
});

describe('exportProjectText', () => {
  it('writes the normalised, serialised project, which imports back the same', () => {
    const stored = serializeProject(normalizeProject({ layout: 'portrait', clips: [{ layers: [rect] }] }));
    const text = exportProjectText(stored);
    expect(JSON.parse(text)).toEqual(stored);
    const back = readProjectFile(text, 'p.json');
    expect(back).toMatchObject({ ok: true, repairs: [] });
    expect(back.ok && back.project).toEqual(normalizeProject(stored));
  });

  it('brings an old stored shape up to date', () => {
    const text = exportProjectText({ layout: '16:9', clips: [{}] });
    expect(JSON.parse(text)).toMatchObject({ layout: 'landscape', totalDuration: 5 });
  });
});

describe('isolate', () => {
  it('isolates text of unknown direction inside right-to-left languages only', () => {
    expect(isolate('/api/library error: 401', 'ar')).toBe('\u2068/api/library error: 401\u2069');
    expect(isolate('broken.json', 'en')).toBe('broken.json');
    expect(isolate('broken.json', 'jp')).toBe('broken.json');
  });
});
