/**
 * The editing canvas's Fabric objects, one per layer of the shown scene: built from the layer kinds'
 * views, kept while a layer's content is unchanged (only moved in place), rebuilt when it changes, in the
 * scene's z-order. Objects carry no model: `layerOf` finds the layer an object shows.
 */
import type { Canvas, FabricObject } from 'fabric';
import type { Emitter } from '../../shared/emitter.ts';
import type { Layer } from '../../shared/model/layer.ts';
import type { Scene } from '../../shared/model/scene.ts';
import { usesUrl } from '../../shared/media/content-key.ts';
import { layerShown } from '../../shared/timeline/conversation-avatars.ts';
import { placementOf } from '../../canvas/fabric-paint.ts';
import { applyControls, type ControlCallbacks } from './controls.ts';
import type { EditingCanvasEvents } from './events.ts';
import type { MediaResolver } from './media.ts';
import { avatarPlacement } from './objects/avatar.ts';
import { createLayerObject } from './objects/kinds.ts';
import type { MediaPlayer } from './objects/player.ts';
import { contentKey, lockFlags } from './sync-keys.ts';

interface Entry {
  layer: Layer;
  key: string;
  object: FabricObject;
  player?: MediaPlayer | undefined;
}

/** What the objects need to know of a crop in progress (crop-control.ts). */
export interface CropState {
  /** A crop is open: it holds the selection. */
  active(): boolean;
  /** The avatar whose stand-in replaces it during a crop. */
  avatarId(): string | undefined;
}

export class LayerObjects {
  private readonly entries = new Map<string, Entry>();
  private readonly ids = new WeakMap<FabricObject, string>();
  /**
   * While sync() re-arranges the objects, Fabric fires selection events of its own (removing the selected
   * object clears the selection, a rebuilt one is selected again): not the creator's choice, and passed on
   * they would move the editor's selection to a stale layer while a newer one is being shown.
   */
  rearranging = false;
  /** The scene shown last (its speech type decides which conversation avatars show). */
  scene: Scene | undefined;

  constructor(
    private readonly fabric: Canvas,
    private readonly emitter: Emitter<EditingCanvasEvents>,
    private readonly controls: ControlCallbacks,
    private readonly crop: CropState,
    private readonly resolver: MediaResolver | undefined,
  ) {}

  idOf(object: FabricObject): string | undefined {
    return this.ids.get(object);
  }

  layerOf(object: FabricObject): Layer | undefined {
    const id = this.ids.get(object);
    return id === undefined ? undefined : this.entries.get(id)?.layer;
  }

  objectOf(layerId: string): FabricObject | undefined {
    return this.entries.get(layerId)?.object;
  }

  find(layerId: string): Entry | undefined {
    return this.entries.get(layerId);
  }

  entryOf(layerId: string): Entry {
    const entry = this.entries.get(layerId);
    if (entry === undefined) throw new Error(`layer ${layerId} is not on the canvas`);
    return entry;
  }

  playerOf(layerId: string): MediaPlayer {
    const entry = this.entryOf(layerId);
    if (entry.player === undefined) {
      throw new TypeError(
        `layer ${layerId} is a ${entry.layer.property.type}: only videos and stickers play`,
      );
    }
    return entry.player;
  }

  /** The objects showing `url` are built again by the next sync. */
  forgetUsing(url: string): void {
    const uses = usesUrl(url);
    // A content key no layer has.
    for (const entry of this.entries.values()) if (uses(entry.key)) entry.key = '';
  }

  /**
   * Whether a layer's object shows: as the worker decides (hidden layers, conversation avatars without a
   * conversation speech), and not while an avatar crop shows its stand-in.
   */
  private shownIn(layer: Layer, where: Scene): boolean {
    return layerShown(layer, where) && this.crop.avatarId() !== layer.id;
  }

  /** Placement of an existing object from its (moved) layer. */
  place(object: FabricObject, layer: Layer, where: Scene): void {
    const p = layer.property;
    object.set({
      ...placementOf(p.type === 'Avatar' ? avatarPlacement(p) : p),
      ...lockFlags(layer),
      visible: this.shownIn(layer, where),
    });
    object.setCoords();
  }

  /** Makes the objects show `next`; resolves when every new object shows its media (or failed). */
  async sync(next: Scene): Promise<void> {
    this.scene = next;
    const active = this.fabric.getActiveObject();
    const activeId = active === undefined ? undefined : this.ids.get(active);
    const pending: Promise<void>[] = [];
    const built = await Promise.all(next.layers.map((layer) => this.entryFor(layer, next, pending)));
    this.arrange(built, activeId);
    // A conversation avatar hidden by a speech change cannot stay selected: its controls would float alone.
    const selected = this.fabric.getActiveObject();
    const hiddenNow = selected !== undefined && selected.visible === false;
    const wasShown = activeId !== undefined && active?.visible === true;
    if (hiddenNow && wasShown && !this.crop.active()) this.fabric.discardActiveObject();
    this.fabric.requestRenderAll();
    await Promise.all(pending);
  }

  /** The entry of `layer`: the existing object moved in place when its content is the same, else a new one. */
  private async entryFor(layer: Layer, where: Scene, pending: Promise<void>[]): Promise<Entry | undefined> {
    const old = this.entries.get(layer.id);
    // A layer the edit kept is the same object (edits share what they do not change): same content.
    const key = old !== undefined && old.layer === layer ? old.key : contentKey(layer);
    if (old !== undefined && old.key === key) {
      this.place(old.object, layer, where);
      return { ...old, layer };
    }
    try {
      const made = await this.build(layer, where);
      pending.push(made.ready);
      return made.entry;
    } catch (error) {
      this.emitter.emit('error', { layerId: layer.id, error });
      return undefined;
    }
  }

  private async build(layer: Layer, where: Scene): Promise<{ entry: Entry; ready: Promise<void> }> {
    const { object, ready, player } = await createLayerObject(layer, this.resolver);
    object.set({ ...lockFlags(layer), visible: this.shownIn(layer, where) });
    applyControls(object, this.controls, layer.property.type === 'textbox');
    this.ids.set(object, layer.id);
    const shown = ready.then(
      () => this.fabric.requestRenderAll(),
      (error: unknown) => this.emitter.emit('error', { layerId: layer.id, error }),
    );
    return { entry: { layer, key: contentKey(layer), object, player }, ready: shown };
  }

  /** Removes the objects no longer shown and puts the rest in the scene's order, keeping the selection. */
  private arrange(built: readonly (Entry | undefined)[], activeId: string | undefined): void {
    const keep = new Set(built.flatMap((entry) => (entry === undefined ? [] : [entry.object])));
    this.rearranging = true;
    try {
      for (const entry of this.entries.values()) {
        if (keep.has(entry.object)) continue;
        entry.player?.dispose();
        this.fabric.remove(entry.object);
      }
      this.entries.clear();
      let index = 0;
      for (const entry of built) {
        if (entry === undefined) continue;
        this.entries.set(entry.layer.id, entry);
        if (!this.fabric.getObjects().includes(entry.object)) this.fabric.add(entry.object);
        this.fabric.moveObjectTo(entry.object, index++);
      }
      // A rebuilt object keeps the selection of the one it replaces.
      const again = activeId === undefined ? undefined : this.entries.get(activeId)?.object;
      if (again !== undefined && again !== this.fabric.getActiveObject() && !this.crop.active())
        this.fabric.setActiveObject(again);
    } finally {
      this.rearranging = false;
    }
  }

  dispose(): void {
    for (const entry of this.entries.values()) entry.player?.dispose();
  }
}
