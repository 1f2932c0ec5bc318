import { describe, expect, it } from 'vitest';
import {
  canonicalOrigin,
  checkArgs,
  isAllowedOrigin,
  parseEditorMessage,
  parseHostMessage,
  toWireError,
} from '../../../src/ui/host/messages.ts';

const call = (method: unknown, args: unknown, id: unknown = 7) => ({
  channel: 'clipwright',
  kind: 'call',
  id,
  method,
  args,
});

describe('bridge: host messages', () => {
  it('ignores anything that is not a clipwright message, or has no usable id', () => {
    expect(parseHostMessage('hello').action).toBe('ignore');
    expect(parseHostMessage({ kind: 'call', id: 1, method: 'seek', args: [1] }).action).toBe('ignore');
    expect(parseHostMessage(call('seek', [1], -1))).toEqual({
      action: 'ignore',
      reason: 'id must be a whole number ≥ 0, got -1',
    });
    expect(parseHostMessage(call('seek', [1], 1.5)).action).toBe('ignore');
  });
  it('runs a well-formed call, hello and subscription', () => {
    expect(parseHostMessage(call('seek', [2.5]))).toEqual({
      action: 'run',
      message: { channel: 'clipwright', kind: 'call', id: 7, method: 'seek', args: [2.5] },
    });
    expect(parseHostMessage({ channel: 'clipwright', kind: 'hello' }).action).toBe('run');
    expect(parseHostMessage({ channel: 'clipwright', kind: 'subscribe', id: 3, event: 'play end' })).toEqual({
      action: 'run',
      message: { channel: 'clipwright', kind: 'subscribe', id: 3, event: 'play end' },
    });
  });
  it('answers an error naming the bad method, argument or event', () => {
    const error = (data: unknown) => {
      const parsed = parseHostMessage(data);
      return parsed.action === 'reject' ? parsed.error.message : parsed.action;
    };
    expect(error(call('renderVideo', []))).toMatch(
      /^method "renderVideo" is not one of loadProject, previewAll/,
    );
    expect(error(call('exportVideo', ['fast']))).toBe('exportVideo: options must be an object, got "fast"');
    expect(error(call('seek', 'now'))).toBe('seek: args must be a list, got "now"');
    expect(error(call('seek', []))).toBe('seek: time must be a finite number of seconds, got undefined');
    expect(error(call('previewAll', [Number.NaN]))).toBe(
      'previewAll: startTime must be a finite number of seconds, got NaN',
    );
    expect(error(call('loadProject', []))).toBe('loadProject: json is missing');
    expect(error(call('replaceGoods', [{ videos: [3] }]))).toBe(
      'replaceGoods: videos[0] must be a URL or a media object, got 3',
    );
    expect(error(call('replaceGoods', [{ lan: 5 }]))).toBe(
      'replaceGoods: lan must be a language code, got 5',
    );
    expect(error({ channel: 'clipwright', kind: 'subscribe', id: 1, event: 'click' })).toBe(
      'subscribe: event "click" is not an editor event',
    );
    expect(error({ channel: 'clipwright', kind: 'eval', id: 1 })).toBe(
      'kind "eval" is not call, cancel, subscribe or unsubscribe',
    );
  });
  it('runs an export call with or without options, and a cancel naming its request', () => {
    expect(parseHostMessage(call('exportVideo', [])).action).toBe('run');
    expect(parseHostMessage(call('exportVideo', [{ container: 'webm' }])).action).toBe('run');
    expect(parseHostMessage({ channel: 'clipwright', kind: 'cancel', id: 4 })).toEqual({
      action: 'run',
      message: { channel: 'clipwright', kind: 'cancel', id: 4 },
    });
    expect(parseHostMessage({ channel: 'clipwright', kind: 'cancel', id: 'all' }).action).toBe('ignore');
  });
  it('accepts optional times left out', () => {
    expect(checkArgs('previewAll', [])).toBeUndefined();
    expect(checkArgs('getVideoFrame', [undefined])).toBeUndefined();
    expect(checkArgs('getVideoFrame', [1.25])).toBeUndefined();
    expect(
      checkArgs('replaceGoods', [{ images: ['a.png', { url: 'b.png' }], speechs: ['hi'], lan: 'fr' }]),
    ).toBeUndefined();
  });
});

describe('bridge: editor messages and origins', () => {
  it('reads replies, errors and events; drops the rest', () => {
    expect(
      parseEditorMessage({ channel: 'clipwright', kind: 'reply', id: 2, ok: true, value: 4 }),
    ).toMatchObject({
      id: 2,
      ok: true,
      value: 4,
    });
    expect(
      parseEditorMessage({
        channel: 'clipwright',
        kind: 'reply',
        id: 2,
        ok: false,
        error: { message: 'boom' },
      }),
    ).toMatchObject({ ok: false, error: { name: 'Error', message: 'boom' } });
    expect(parseEditorMessage({ channel: 'clipwright', kind: 'reply', id: 2, ok: false })).toBeUndefined();
    expect(parseEditorMessage({ channel: 'clipwright', kind: 'event', event: 'nope' })).toBeUndefined();
    expect(parseEditorMessage({ channel: 'other', kind: 'ready' })).toBeUndefined();
  });
  it('reads export progress only when it has every field', () => {
    const progress = {
      phase: 'rendering',
      framesDone: 5,
      framesTotal: 100,
      fraction: 0.07,
      fps: 40,
      secondsLeft: 2,
    };
    expect(parseEditorMessage({ channel: 'clipwright', kind: 'progress', id: 3, progress })).toEqual({
      channel: 'clipwright',
      kind: 'progress',
      id: 3,
      progress,
    });
    const noEstimate = { ...progress, secondsLeft: null };
    expect(
      parseEditorMessage({ channel: 'clipwright', kind: 'progress', id: 3, progress: noEstimate }),
    ).toBeDefined();
    for (const bad of [
      { ...progress, phase: 'done' },
      { ...progress, fps: '40' },
      { phase: 'rendering' },
      null,
    ])
      expect(
        parseEditorMessage({ channel: 'clipwright', kind: 'progress', id: 3, progress: bad }),
      ).toBeUndefined();
  });
  it('matches origins exactly: localhost and 127.0.0.1 differ, ports matter', () => {
    const allowed = [canonicalOrigin('http://localhost:8815/'), canonicalOrigin('https://shop.example')];
    expect(allowed).toEqual(['http://localhost:8815', 'https://shop.example']);
    expect(isAllowedOrigin('http://localhost:8815', allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:8815', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:8816', allowed)).toBe(false);
    expect(isAllowedOrigin('null', allowed)).toBe(false);
    expect(() => canonicalOrigin('shop.example')).toThrow('allowed origin "shop.example" is not a URL');
  });
  it('keeps an error name and message across the bridge', () => {
    expect(toWireError(new RangeError('seek: bad'))).toEqual({ name: 'RangeError', message: 'seek: bad' });
    expect(toWireError('plain')).toEqual({ name: 'Error', message: 'plain' });
  });
});
