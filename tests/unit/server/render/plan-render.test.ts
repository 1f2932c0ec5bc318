import { describe, expect, it } from 'vitest';
import { planRender } from '../../../../src/server/render/combine-parts.ts';

describe('planning a server render', () => {
  it('keeps a render no longer than a part whole, and splits a longer one into picture parts and the sound', () => {
    const payload = (duration: number) => ({
      project: {},
      options: {},
      tier: 'pro' as const,
      mediaUrls: {},
      duration,
      frames: duration * 25,
      rate: { num: 25, den: 1 },
    });
    expect(planRender(payload(60), 60)).toEqual([]);
    expect(planRender(payload(150), 60)).toEqual([
      { kind: 'video', fromFrame: 0, toFrame: 1500 },
      { kind: 'video', fromFrame: 1500, toFrame: 3000 },
      { kind: 'video', fromFrame: 3000, toFrame: 3750 },
      { kind: 'audio' },
    ]);
  });
});
