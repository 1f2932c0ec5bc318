/**
 * What every layer kind defines in `src/shared`: the schema of its `property`, the property types it covers
 * (a kind may cover several, e.g. a box shape is a rect, a triangle or a circle), other spellings of those
 * types found in older projects, the layer type it is saved under, and the normaliser that repairs a raw
 * property on load. The registry (registry.ts) joins the kinds; the worker, the editing canvas and the
 * inspector each have a registry of their own keyed by the same kind names, so a kind missing a part there
 * is a compile error. How to add a kind: docs/architecture.md.
 */
import type { z } from 'zod';
import type { ResizeKind } from '../geometry/resize-rules.ts';
import type { LayerType } from '../model/layer.ts';
import type { Draft, RepairLog } from '../normalize/repair.ts';

/** What a property's normaliser may read of its project. */
export interface NormalizeContext {
  /** The project's foreground colour: the default fill of shapes. */
  readonly fgColor: string;
}

export interface LayerKindDefinition<P extends { readonly type: string }> {
  /** The runtime contract of the kind's property. */
  readonly schema: z.ZodType<P>;
  /** Every `property.type` the kind covers. */
  readonly propertyTypes: readonly P['type'][];
  /** Other spellings of those types seen in older or hand-written projects. */
  readonly aliases: Readonly<Record<string, P['type']>>;
  /** How messages name a layer of this kind ('… video layer v1 …'). */
  readonly noun: string;
  /** The layer's own `type` field for this kind. */
  readonly layerType: LayerType;
  /**
   * Repairs `property` in place: fills defaults, clamps ranges, removes what cannot be read (each repair
   * written to `log` under `path`). `property.type` is already set to `type`.
   */
  normalize(property: Draft, type: P['type'], context: NormalizeContext, log: RepairLog, path: string): void;
  /** The editing canvas's resize rule per property type; types without one follow Fabric's lock flags. */
  readonly resizeRules?: Readonly<Partial<Record<P['type'], ResizeKind>>>;
}
