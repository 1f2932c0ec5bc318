import { describe, expect, it } from 'vitest';
import { Emitter } from '../../../src/shared/emitter.ts';

interface Events {
  change: void;
  select: { id: string | null };
  tick: number;
}

describe('Emitter', () => {
  it('calls the listeners of the emitted event, in the order they subscribed, with its payload', () => {
    const emitter = new Emitter<Events>();
    const heard: string[] = [];
    emitter.on('tick', (t) => heard.push(`a${t}`));
    emitter.on('select', ({ id }) => heard.push(`select ${id}`));
    emitter.on('tick', (t) => heard.push(`b${t}`));
    emitter.on('change', () => heard.push('change'));
    emitter.emit('tick', 1);
    emitter.emit('select', { id: null });
    emitter.emit('change');
    emitter.emit('tick', 2);
    expect(heard).toEqual(['a1', 'b1', 'select null', 'change', 'a2', 'b2']);
  });

  it('types each payload: a void event takes none, the others their own', () => {
    const emitter = new Emitter<Events>();
    const heard: unknown[] = [];
    emitter.on('change', (payload) => heard.push(payload));
    emitter.on('tick', (t) => heard.push(t));
    // @ts-expect-error a void event takes no payload
    emitter.emit('change', 1);
    // @ts-expect-error tick needs its number
    emitter.emit('tick');
    emitter.emit('change');
    expect(heard).toEqual([1, undefined, undefined]);
  });

  it('does nothing for an event nobody listens to', () => {
    const emitter = new Emitter<Events>();
    expect(() => emitter.emit('tick', 1)).not.toThrow();
    expect(emitter.count('tick')).toBe(0);
  });

  it('calls a function subscribed twice once, and one unsubscribe removes it', () => {
    const emitter = new Emitter<Events>();
    const heard: number[] = [];
    const listener = (t: number) => heard.push(t);
    const off = emitter.on('tick', listener);
    emitter.on('tick', listener);
    expect(emitter.count('tick')).toBe(1);
    emitter.emit('tick', 1);
    off();
    emitter.emit('tick', 2);
    expect(heard).toEqual([1]);
    expect(emitter.count('tick')).toBe(0);
  });

  it('unsubscribes with the returned function or off; removing twice or an unknown listener does nothing', () => {
    const emitter = new Emitter<Events>();
    const heard: string[] = [];
    const a = (t: number) => heard.push(`a${t}`);
    const b = (t: number) => heard.push(`b${t}`);
    const offA = emitter.on('tick', a);
    emitter.on('tick', b);
    offA();
    offA();
    emitter.off('tick', (t: number) => heard.push(`stranger${t}`));
    emitter.off('select', () => heard.push('never'));
    emitter.emit('tick', 1);
    emitter.off('tick', b);
    emitter.emit('tick', 2);
    expect(heard).toEqual(['b1']);
    expect(emitter.count('tick')).toBe(0);
  });

  it('counts the listeners of each event', () => {
    const emitter = new Emitter<Events>();
    const off = emitter.on('tick', () => undefined);
    emitter.on('tick', () => undefined);
    emitter.on('change', () => undefined);
    expect([emitter.count('tick'), emitter.count('change'), emitter.count('select')]).toEqual([2, 1, 0]);
    off();
    expect(emitter.count('tick')).toBe(1);
  });

  it('clear removes every listener of every event; an old unsubscribe then does nothing', () => {
    const emitter = new Emitter<Events>();
    const heard: string[] = [];
    const off = emitter.on('tick', (t) => heard.push(`old${t}`));
    emitter.on('change', () => heard.push('change'));
    emitter.clear();
    emitter.emit('tick', 1);
    emitter.emit('change');
    const listener = (t: number) => heard.push(`new${t}`);
    emitter.on('tick', listener);
    off();
    emitter.emit('tick', 2);
    expect(heard).toEqual(['new2']);
  });

  describe('during an emit', () => {
    it('a listener removed by an earlier one still hears this emit, and not the next', () => {
      const emitter = new Emitter<Events>();
      const heard: string[] = [];
      let offB = () => {};
      emitter.on('tick', (t) => {
        heard.push(`a${t}`);
        offB();
      });
      offB = emitter.on('tick', (t) => heard.push(`b${t}`));
      emitter.emit('tick', 1);
      emitter.emit('tick', 2);
      expect(heard).toEqual(['a1', 'b1', 'a2']);
    });

    it('a listener that unsubscribes itself hears this emit only', () => {
      const emitter = new Emitter<Events>();
      const heard: number[] = [];
      const off = emitter.on('tick', (t) => {
        heard.push(t);
        off();
      });
      emitter.emit('tick', 1);
      emitter.emit('tick', 2);
      expect(heard).toEqual([1]);
    });

    it('a listener subscribed by another first hears the next emit', () => {
      const emitter = new Emitter<Events>();
      const heard: string[] = [];
      let added = false;
      emitter.on('tick', (t) => {
        heard.push(`a${t}`);
        if (added) return;
        added = true;
        emitter.on('tick', (u) => heard.push(`late${u}`));
      });
      emitter.emit('tick', 1);
      emitter.emit('tick', 2);
      expect(heard).toEqual(['a1', 'a2', 'late2']);
    });

    it('an emit from a listener runs to its end before the outer emit goes on', () => {
      const emitter = new Emitter<Events>();
      const heard: string[] = [];
      emitter.on('tick', (t) => {
        heard.push(`a${t}`);
        if (t === 1) emitter.emit('tick', 2);
      });
      emitter.on('tick', (t) => heard.push(`b${t}`));
      emitter.emit('tick', 1);
      expect(heard).toEqual(['a1', 'a2', 'b2', 'b1']);
    });

    it('clear from a listener keeps this emit going and silences the next', () => {
      const emitter = new Emitter<Events>();
      const heard: string[] = [];
      emitter.on('tick', (t) => {
        heard.push(`a${t}`);
        emitter.clear();
      });
      emitter.on('tick', (t) => heard.push(`b${t}`));
      emitter.emit('tick', 1);
      emitter.emit('tick', 2);
      expect(heard).toEqual(['a1', 'b1']);
    });
  });

  describe('a listener that throws', () => {
    it('without onError: the error leaves emit, later listeners miss that emit, the next emit reaches all', () => {
      const emitter = new Emitter<Events>();
      const heard: string[] = [];
      const failure = new Error('listener broke');
      emitter.on('tick', (t) => heard.push(`a${t}`));
      emitter.on('tick', (t) => {
        if (t === 1) throw failure;
        heard.push(`b${t}`);
      });
      emitter.on('tick', (t) => heard.push(`c${t}`));
      expect(() => emitter.emit('tick', 1)).toThrow(failure);
      emitter.emit('tick', 2);
      expect(heard).toEqual(['a1', 'a2', 'b2', 'c2']);
    });

    it('with onError: the error, event and payload are handed to it and the later listeners still run', () => {
      const reported: Array<[unknown, keyof Events, Events[keyof Events]]> = [];
      const emitter = new Emitter<Events>({
        onError: (error, name, payload) => reported.push([error, name, payload]),
      });
      const heard: string[] = [];
      const failure = new Error('listener broke');
      emitter.on('select', () => {
        throw failure;
      });
      emitter.on('select', ({ id }) => heard.push(`b ${id}`));
      emitter.on('select', () => {
        throw 'not an Error';
      });
      emitter.on('select', ({ id }) => heard.push(`d ${id}`));
      const payload = { id: 'layer-1' };
      expect(() => emitter.emit('select', payload)).not.toThrow();
      expect(heard).toEqual(['b layer-1', 'd layer-1']);
      expect(reported).toEqual([
        [failure, 'select', payload],
        ['not an Error', 'select', payload],
      ]);
      expect(reported[0]?.[2]).toBe(payload);
    });
  });
});
