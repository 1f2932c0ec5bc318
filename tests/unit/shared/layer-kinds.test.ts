import { describe, expect, it } from 'vitest';
import {
  LAYER_KIND_NAMES,
  LAYER_KINDS,
  PROPERTY_TYPE_ALIASES,
  callKind,
  kindOf,
  type PerKind,
} from '../../../src/shared/kinds/registry.ts';
import { LayerPropertySchema, layerTypeOf, type LayerPropertyType } from '../../../src/shared/model/layer.ts';
import { normalizeLayerProperty, resolvePropertyType } from '../../../src/shared/normalize/layer-property.ts';
import { normalizeProject } from '../../../src/shared/normalize/project.ts';
import { RepairLog } from '../../../src/shared/normalize/repair.ts';
import { seeded } from '../../fixtures/projects.ts';

/** Every `property.type` the project schema accepts, read from the schema itself. */
const SCHEMA_TYPES = LayerPropertySchema.options
  .flatMap((option): LayerPropertyType[] => {
    const type = option.shape.type;
    return 'options' in type ? [...type.options] : [...type.values];
  })
  .sort();

describe('layer kinds registry', () => {
  it('covers exactly the property types of the project schema, each type by one kind', () => {
    const listed = LAYER_KIND_NAMES.flatMap((name) => LAYER_KINDS[name].propertyTypes);
    expect([...listed].sort()).toEqual(SCHEMA_TYPES);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('finds the kind of each type', () => {
    expect(kindOf('CustomImage')).toBe('image');
    expect(kindOf('textbox')).toBe('text');
    expect(kindOf('circle')).toBe('shape');
    expect(kindOf('CustomDoubleArrow')).toBe('line');
    expect(kindOf('CustomPath')).toBe('pathShape');
    expect(kindOf('Avatar')).toBe('avatar');
    expect(() => kindOf('hexagon' as LayerPropertyType)).toThrow(
      "property.type 'hexagon' belongs to no layer kind",
    );
  });

  it('saves avatars and videos under their own layer type, everything else as an object', () => {
    const types = Object.fromEntries(SCHEMA_TYPES.map((type) => [type, layerTypeOf(type)]));
    expect(types).toEqual({
      Avatar: 'avatar',
      CustomArrow: 'object',
      CustomDoubleArrow: 'object',
      CustomIcon: 'object',
      CustomImage: 'object',
      CustomLine: 'object',
      CustomPath: 'object',
      CustomSticker: 'object',
      CustomVideo: 'video',
      circle: 'object',
      rect: 'object',
      textbox: 'object',
      triangle: 'object',
    });
  });

  it("reads each kind's older spellings as one of that kind's types", () => {
    for (const [alias, type] of Object.entries(PROPERTY_TYPE_ALIASES)) {
      expect(LAYER_KINDS[kindOf(type)].propertyTypes, alias).toContain(type);
      expect(resolvePropertyType({}, { type: alias })).toBe(type);
    }
    expect(resolvePropertyType({}, { type: 'i-text' })).toBe('textbox');
    expect(resolvePropertyType({ type: 'video' }, { type: 'unknown' })).toBe('CustomVideo');
    expect(resolvePropertyType({}, { type: 'unknown' })).toBeUndefined();
  });

  it("loads a layer of every type from its type alone into one its kind's schema accepts", () => {
    const layers = SCHEMA_TYPES.map((type) => ({
      property: type === 'CustomIcon' ? { type, width: 24 } : { type },
    }));
    const project = normalizeProject({ clips: [{ layers }] }, { random: seeded(1) });
    const loaded = project.clips[0]!.layers;
    expect(loaded.map((layer) => layer.property.type)).toEqual(SCHEMA_TYPES);
    for (const layer of loaded) {
      const parsed = LAYER_KINDS[kindOf(layer.property.type)].schema.safeParse(layer.property);
      expect(parsed.success, `${layer.property.type}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it("calls the registry's entry for the property's kind with the property", () => {
    const named: PerKind<[string], string> = {
      image: (p, suffix) => `image ${p.stretch}${suffix}`,
      video: (p, suffix) => `video ${p._speed}${suffix}`,
      icon: (p, suffix) => `icon ${String(p.fillNeeded)}${suffix}`,
      sticker: (p, suffix) => `sticker ${p.sticker.totalFrames}${suffix}`,
      text: (p, suffix) => `text ${p.text}${suffix}`,
      avatar: (p, suffix) => `avatar ${p.type}${suffix}`,
      shape: (p, suffix) => `shape ${p.type}${suffix}`,
      line: (p, suffix) => `line ${p.x2}${suffix}`,
      pathShape: (p, suffix) => `path ${p.shape}${suffix}`,
    };
    const text: Record<string, unknown> = { text: 'Hello' };
    normalizeLayerProperty('textbox', text, { fgColor: '#000' }, new RepairLog(), 'p');
    const circle: Record<string, unknown> = {};
    normalizeLayerProperty('circle', circle, { fgColor: '#000' }, new RepairLog(), 'p');
    expect(callKind(named, LayerPropertySchema.parse(text), '!')).toBe('text Hello!');
    expect(callKind(named, LayerPropertySchema.parse(circle), '?')).toBe('shape circle?');
  });

  it('refuses to compile a registry that misses a kind', () => {
    // @ts-expect-error: the registry has no entry for path shapes, so it is not a PerKind.
    const partial: PerKind<[], string> = {
      image: () => 'image',
      video: () => 'video',
      icon: () => 'icon',
      sticker: () => 'sticker',
      text: () => 'text',
      avatar: () => 'avatar',
      shape: () => 'shape',
      line: () => 'line',
    };
    expect(LAYER_KIND_NAMES.filter((name) => !(name in partial))).toContain('pathShape');
  });
});
