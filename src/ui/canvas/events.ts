/** Events of the editing canvas: what a user did, for the host (the editor store) to apply. */
import type { LayerPatch } from './layer-patch.ts';

export interface EditingCanvasEvents {
  /**
   * A move, resize, rotate, text edit (on leaving editing, only when the text changed), crop commit, avatar
   * edit or media replacement: the layer's model fields to update (model units).
   */
  change: { layerId: string; patch: LayerPatch };
  /** The lock badge was clicked. */
  unlock: { layerId: string };
  /** The replace-media badge was clicked on a video object. */
  'replace-video': { layerId: string };
  /** The replace-media badge was clicked on any other object. */
  'replace-image': { layerId: string };
  /** A resize step was refused by the resize rules (the object stayed as it was). */
  'resize-refused': { layerId: string; reason: string };
  /** The selection changed (null: nothing selected). */
  select: { layerId: string | null };
  /** A layer (null: the scene background) could not be shown (its media failed to load); it stays empty. */
  error: { layerId: string | null; error: unknown };
  /** A text box entered or left editing: while editing, the app's keyboard shortcuts should stay off. */
  'text-editing': { layerId: string; editing: boolean };
  /**
   * A Talking Photo now needs its other presenter image (from avatar-info: `avatar_noback` for a
   * transparent shape, else `avatar`).
   */
  'avatar-image': { layerId: string; image: 'noback' | 'normal' };
}

export type EditingCanvasEvent = keyof EditingCanvasEvents;
