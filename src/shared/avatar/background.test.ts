import { describe, expect, it } from 'vitest';
import { restoreAvatarBackground, setAvatarBackground } from './background.ts';
import { avatar } from './test-fixtures.ts';

describe('avatar shape background', () => {
  it('a colour on a Talking Photo marks the shape transparent and asks for the no-background image', () => {
    const p = avatar();
    const change = setAvatarBackground(p, 'halfbody', '#ff0000');
    expect(change.patch).toEqual({
      shapes: { ...p.shapes, halfbody: { ...p.shapes.halfbody, bgColor: '#ff0000', transparent: true } },
    });
    expect(change.image).toBe('noback');
  });

  it('a colour on a shape not shown marks it but swaps no image yet', () => {
    const change = setAvatarBackground(avatar(), 'circle', '#00ff00');
    expect(change.property.shapes.circle).toMatchObject({ bgColor: '#00ff00', transparent: true });
    expect(change.image).toBeNull();
  });

  it('other avatar types only change the colour', () => {
    const change = setAvatarBackground(avatar({}, { type: 3 }), 'halfbody', '#0000ff');
    expect(change.property.shapes.halfbody).toMatchObject({ bgColor: '#0000ff', transparent: false });
    expect(change.image).toBeNull();
  });

  it('restore clears the flag: circle to light lavender, square and halfbody to fully transparent', () => {
    let p = avatar();
    for (const shape of ['circle', 'square', 'halfbody'] as const) {
      p = setAvatarBackground(p, shape, '#123456').property;
    }
    const circle = restoreAvatarBackground(p, 'circle');
    expect(circle.patch).toEqual({
      shapes: { ...p.shapes, circle: { ...p.shapes.circle, bgColor: '#e6e0ff', transparent: false } },
    });
    expect(circle.image).toBeNull();
    expect(restoreAvatarBackground(p, 'square').property.shapes.square).toMatchObject({
      bgColor: 'rgba(0,0,0,0)',
      transparent: false,
    });
    const halfbody = restoreAvatarBackground(p, 'halfbody');
    expect(halfbody.property.shapes.halfbody).toMatchObject({ bgColor: 'rgba(0,0,0,0)', transparent: false });
    // The shown shape goes back to the normal image.
    expect(halfbody.image).toBe('normal');
  });

  it('names a bad shape or colour', () => {
    expect(() => setAvatarBackground(avatar(), 'voice' as 'circle', '#fff')).toThrow(
      "shape: 'voice' is not one of circle, square, halfbody",
    );
    expect(() => setAvatarBackground(avatar(), 'circle', ' ')).toThrow('bgColor: " " is not a colour');
  });
});
