import { describe, expect, it } from 'vitest';
import { kindOf } from '../../../src/shared/kinds/registry.ts';
import type { Layer } from '../../../src/shared/model/layer.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { updateLayer } from '../../../src/shared/project/edits/layers.ts';
import { fileName, isLocked, layerName, lockPatch, NAME_MAX } from '../../../src/ui/app/layers/layer-info.ts';

function layersOf(raw: unknown[]): Layer[] {
  const project = normalizeProject({ layout: 'landscape', clips: [{ layers: raw }] });
  return project.clips[0]?.layers ?? [];
}

describe('layer panel labels', () => {
  const [text, image, rect, arrow, blankText] = layersOf([
    { id: 'text0001', type: 'object', property: { type: 'textbox', text: '\n  Hello world \nsecond line' } },
    {
      id: 'image001',
      type: 'object',
      property: { type: 'CustomImage', _staticUrl: 'https://cdn.example/media/My%20Photo.png?x=1' },
    },
    { id: 'rect0001', type: 'object', property: { type: 'rect' } },
    { id: 'arrow001', type: 'object', property: { type: 'CustomArrow' } },
    { id: 'text0002', type: 'object', property: { type: 'textbox', text: '   ' } },
  ]);

  it('names text by its first line, media by its file, others not at all', () => {
    expect(layerName(text as Layer)).toBe('Hello world');
    expect(layerName(image as Layer)).toBe('My Photo.png');
    expect(layerName(rect as Layer)).toBeUndefined();
    expect(layerName(blankText as Layer)).toBeUndefined();
  });

  it('cuts long names with an ellipsis', () => {
    const [long] = layersOf([
      { id: 'text0003', type: 'object', property: { type: 'textbox', text: 'x'.repeat(50) } },
    ]);
    const name = layerName(long as Layer) ?? '';
    expect(name).toHaveLength(NAME_MAX);
    expect(name).toBe(`${'x'.repeat(NAME_MAX - 1)}…`);
  });

  it('maps property types to the kinds the panel names', () => {
    expect(kindOf((text as Layer).property.type)).toBe('text');
    expect(kindOf((arrow as Layer).property.type)).toBe('line');
    expect(kindOf('circle')).toBe('shape');
    expect(kindOf('CustomPath')).toBe('pathShape');
    expect(kindOf('Avatar')).toBe('avatar');
    expect(kindOf('CustomVideo')).toBe('video');
  });

  it('takes the last path segment of a URL or key', () => {
    expect(fileName('a/b/c.mp4#t=1')).toBe('c.mp4');
    expect(fileName('key-only')).toBe('key-only');
    expect(fileName('https://x/y/%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('layer lock', () => {
  it('sets and clears the six lock flags together', () => {
    expect(lockPatch(true)).toEqual({
      lockMovementX: true,
      lockMovementY: true,
      lockRotation: true,
      lockScalingFlip: true,
      lockScalingX: true,
      lockScalingY: true,
    });
    const project = normalizeProject({
      layout: 'landscape',
      clips: [{ layers: [{ id: 'rect0001', type: 'object', property: { type: 'rect' } }] }],
    });
    const layer = () => locked.clips[0]?.layers[0] as Layer;
    let locked = updateLayer(project, 'rect0001', lockPatch(true));
    expect(isLocked(layer())).toBe(true);
    locked = updateLayer(locked, 'rect0001', { lockRotation: false });
    // One flag cleared is not locked: the toggle then locks all six again.
    expect(isLocked(layer())).toBe(false);
    locked = updateLayer(locked, 'rect0001', lockPatch(false));
    expect(Object.values(lockPatch(false)).every((v) => !v)).toBe(true);
    expect(isLocked(layer())).toBe(false);
    expect(layer().lockMovementX).toBe(false);
  });
});
