import { describe, expect, it } from 'vitest';
import { normalizeProject } from '../../normalize/project.ts';
import { validateProject } from '../../validate.ts';
import { setLayerEffects, setLayerPreset } from './animation.ts';

const project = () =>
  normalizeProject({
    layout: 'landscape',
    clips: [
      { id: 'sceneone', layers: [{ id: 'rectaaaa', type: 'object', property: { type: 'rect' } }] },
      { id: 'scenetwo', layers: [{ id: 'rectbbbb', type: 'object', property: { type: 'rect' } }] },
    ],
  });

describe('animation edits', () => {
  it('sets the entrance and exit effects of one layer, leaving the others', () => {
    const before = project();
    const animation = {
      enter: { name: 'slidein-l' as const, ease: 'bounce' as const, duration: 0.8, delay: 0 },
      exit: { name: 'fadeout' as const, ease: 'linear' as const, duration: 0.5 },
    };
    const after = setLayerEffects(before, 'rectbbbb', animation);
    expect(after.clips[1]!.layers[0]!.animation).toEqual(animation);
    expect(after.clips[0]).toBe(before.clips[0]);
    expect(before.clips[1]!.layers[0]!.animation.enter.name).toBe('none');
    expect(validateProject(after)).toEqual([]);
  });

  it('sets a preset and removes it with undefined or an empty list', () => {
    const preset = {
      animations: [{ name: 'pulse' as const, trigger: 'both' as const, speed: 0.5, intensity: 0.8 }],
      duration: 1000,
    };
    const set = setLayerPreset(project(), 'rectaaaa', preset);
    expect(set.clips[0]!.layers[0]!.animations).toEqual(preset);
    expect(validateProject(set)).toEqual([]);
    const removed = setLayerPreset(set, 'rectaaaa', undefined);
    expect('animations' in removed.clips[0]!.layers[0]!).toBe(false);
    expect(
      'animations' in setLayerPreset(set, 'rectaaaa', { animations: [], duration: 1 }).clips[0]!.layers[0]!,
    ).toBe(false);
  });

  it('names an unknown layer id', () => {
    expect(() => setLayerPreset(project(), 'nosuchid', undefined)).toThrow(/layerId.*nosuchid/);
  });
});
