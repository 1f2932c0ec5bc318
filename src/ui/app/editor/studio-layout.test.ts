import { describe, expect, it } from 'vitest';
import { checkedSizes, loadStudioLayout, saveStudioLayout, studioLayoutKey } from './studio-layout.ts';

const IDS = { columns: ['library', 'scenes', 'stage', 'inspector'], rows: ['work', 'dock'] } as const;

function memory(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('studio layout', () => {
  it('is kept per signed-in user, and for a guest when nobody is signed in', () => {
    expect(studioLayoutKey(memory({ user_info: '{"id":7,"name":"Ada"}' }))).toBe(
      'clipwright.studio-layout.7',
    );
    expect(studioLayoutKey(memory())).toBe('clipwright.studio-layout.guest');
    expect(studioLayoutKey(memory({ user_info: 'not json' }))).toBe('clipwright.studio-layout.guest');
  });

  it('saves each group beside the other and loads them back', () => {
    const storage = memory({ user_info: '{"id":7}' });
    saveStudioLayout(storage, 'columns', { library: 20, scenes: 10, stage: 50, inspector: 20 }, IDS);
    saveStudioLayout(storage, 'rows', { work: 70, dock: 30 }, IDS);
    expect(loadStudioLayout(storage, IDS)).toEqual({
      columns: { library: 20, scenes: 10, stage: 50, inspector: 20 },
      rows: { work: 70, dock: 30 },
    });
    // Another user on the same browser starts from the defaults.
    storage.setItem('user_info', '{"id":8}');
    expect(loadStudioLayout(storage, IDS)).toEqual({});
  });

  it('drops sizes that do not fit the panels: other ids, not percents, not adding up to 100', () => {
    expect(checkedSizes({ work: 70, dock: 30 }, IDS.rows)).toEqual({ work: 70, dock: 30 });
    expect(checkedSizes({ work: 70, tray: 30 }, IDS.rows)).toBeUndefined();
    expect(checkedSizes({ work: 70 }, IDS.rows)).toBeUndefined();
    expect(checkedSizes({ work: '70', dock: 30 }, IDS.rows)).toBeUndefined();
    expect(checkedSizes({ work: 90, dock: 30 }, IDS.rows)).toBeUndefined();
    expect(checkedSizes(null, IDS.rows)).toBeUndefined();
    const storage = memory({ 'clipwright.studio-layout.guest': '{"rows":{"work":1,"dock":2}}' });
    expect(loadStudioLayout(storage, IDS)).toEqual({});
    expect(loadStudioLayout(memory({ 'clipwright.studio-layout.guest': '{oops' }), IDS)).toEqual({});
  });

  it('loses only the layout when the storage refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveStudioLayout(storage, 'rows', { work: 70, dock: 30 }, IDS)).not.toThrow();
  });
});
