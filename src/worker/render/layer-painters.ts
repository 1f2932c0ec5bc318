/**
 * The painters of a project's layers, kept across project updates: a layer whose content (its property) did
 * not change keeps its painter and cached images; a changed or removed layer's painter is disposed and the
 * media it opened are released (closed when no other painter uses them).
 */
import { usesUrl } from '../../shared/media/content-key.ts';
import type { Layer } from '../../shared/model/layer.ts';
import type { Scene } from '../../shared/model/scene.ts';
import { createPainter, layerContentKey } from '../layers/kinds.ts';
import { scopeMedia } from '../layers/types.ts';
import type { LayerPainter, MediaHub, MediaServices, PaintRequest } from '../layers/types.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { loadBackground } from './background.ts';
import type { BackgroundSource } from './background.ts';
import { recordStage } from '../stats/stages.ts';

interface Entry {
  key: string;
  /** The layer object the painter was made or last kept for: the same object has the same content. */
  layer: Layer;
  painter: LayerPainter;
  media: MediaServices;
  ready: Promise<void>;
  released: boolean;
}

interface BackgroundEntry {
  key: string;
  bgMedia: Scene['bgMedia'];
  media: MediaServices;
  source: Promise<BackgroundSource | undefined>;
  released: boolean;
}

export class LayerPainters {
  private entries = new Map<string, Entry>();
  private backgrounds = new Map<string, BackgroundEntry>();

  constructor(readonly hub: MediaHub) {}

  /**
   * Adopts the layers of a new project version. The scenes named in `first` (those on screen) load first;
   * the others start once those have loaded, so the frame on screen does not share the network and the
   * two CPU cores with every clip of the project (on the heavy benchmark project: ten clips of media).
   * Returns the ids of the layers with new painters (the others kept theirs, with their cached images).
   */
  update(scenes: readonly Scene[], first: ReadonlySet<string> = new Set()): Set<string> {
    const next = new Map<string, Entry>();
    const nextBackgrounds = new Map<string, BackgroundEntry>();
    const started: Promise<unknown>[] = [];
    const fresh = new Set<string>();
    const adopt = (scene: Scene, gate: Promise<unknown> | undefined) => {
      for (const layer of scene.layers) {
        const old = this.entries.get(layer.id);
        // Scenes an edit kept are the same objects (the page patches the project): no key to compute.
        const key = old !== undefined && old.layer === layer ? old.key : layerContentKey(layer);
        if (old !== undefined && old.key === key) {
          old.layer = layer;
          next.set(layer.id, old);
          this.entries.delete(layer.id);
        } else {
          const entry = this.start(layer, key, gate);
          next.set(layer.id, entry);
          started.push(entry.ready);
          fresh.add(layer.id);
        }
      }
      const oldBg = this.backgrounds.get(scene.id);
      const bgKey =
        oldBg !== undefined && oldBg.bgMedia === scene.bgMedia
          ? oldBg.key
          : JSON.stringify(scene.bgMedia ?? null);
      if (oldBg !== undefined && oldBg.key === bgKey) {
        oldBg.bgMedia = scene.bgMedia;
        nextBackgrounds.set(scene.id, oldBg);
        this.backgrounds.delete(scene.id);
      } else {
        const background = this.startBackground(scene, bgKey, gate);
        nextBackgrounds.set(scene.id, background);
        started.push(background.source);
      }
    };
    for (const scene of scenes) if (first.has(scene.id)) adopt(scene, undefined);
    const gate = started.length === 0 ? undefined : Promise.allSettled([...started]);
    for (const scene of scenes) if (!first.has(scene.id)) adopt(scene, gate);
    // Release the replaced painters once the new ones have loaded: media both use stay decoded.
    const replaced = { entries: [...this.entries.values()], backgrounds: [...this.backgrounds.values()] };
    this.entries = next;
    this.backgrounds = nextBackgrounds;
    void this.settled().then(() => release(replaced.entries, replaced.backgrounds));
    return fresh;
  }

  /** A layer's painter; its media start loading now, or once `gate` has settled. */
  private start(layer: Layer, key: string, gate: Promise<unknown> | undefined): Entry {
    const media = scopeMedia(this.hub, `layer ${layer.id}`);
    const painter = createPainter(layer, media);
    // A painter released before its gate opened (the project changed again) never opens its media.
    const entry: Entry = { key, layer, painter, media, ready: Promise.resolve(), released: false };
    const prepare = async () => {
      if (entry.released) return;
      const started = performance.now();
      try {
        await painter.prepare();
      } finally {
        recordStage(`prepare.${layer.property.type}`, performance.now() - started);
      }
    };
    entry.ready = gate === undefined ? prepare() : gate.then(prepare);
    entry.ready.catch(() => {});
    return entry;
  }

  private startBackground(scene: Scene, key: string, gate: Promise<unknown> | undefined): BackgroundEntry {
    const media = scopeMedia(this.hub, `background ${scene.id}`);
    const { bgMedia } = scene;
    const entry: BackgroundEntry = {
      key,
      bgMedia,
      media,
      source: Promise.resolve(undefined),
      released: false,
    };
    const load = () =>
      bgMedia === undefined || entry.released ? Promise.resolve(undefined) : loadBackground(bgMedia, media);
    entry.source = gate === undefined ? load() : gate.then(load);
    entry.source.catch(() => {});
    return entry;
  }

  /**
   * Drops the painters (and backgrounds) whose content names `url`, releasing their media at once: the next
   * `update` starts them afresh, opening the file again. Returns how many were dropped.
   */
  forgetUsing(url: string): number {
    const uses = usesUrl(url);
    const dropped = [...this.entries].filter(([, entry]) => uses(entry.key));
    const droppedBackgrounds = [...this.backgrounds].filter(([, bg]) => uses(bg.key));
    for (const [id] of dropped) this.entries.delete(id);
    for (const [id] of droppedBackgrounds) this.backgrounds.delete(id);
    release(
      dropped.map(([, entry]) => entry),
      droppedBackgrounds.map(([, bg]) => bg),
    );
    return dropped.length + droppedBackgrounds.length;
  }

  background(scene: Scene): Promise<BackgroundSource | undefined> {
    return this.backgrounds.get(scene.id)?.source ?? Promise.resolve(undefined);
  }

  /** Waits until every layer has loaded what it needs (or failed). */
  async settled(): Promise<void> {
    await Promise.allSettled([
      ...[...this.entries.values()].map((e) => e.ready),
      ...[...this.backgrounds.values()].map((b) => b.source),
    ]);
  }

  async paint(layer: Layer, request: PaintRequest): Promise<LayerImage | null> {
    const entry = this.entries.get(layer.id);
    if (entry === undefined) return null;
    await entry.ready;
    const started = performance.now();
    try {
      return await entry.painter.paint(request);
    } finally {
      recordStage(`paint.${layer.property.type}`, performance.now() - started);
    }
  }

  dispose(): void {
    release(this.entries.values(), this.backgrounds.values());
    this.entries.clear();
    this.backgrounds.clear();
  }
}

function release(entries: Iterable<Entry>, backgrounds: Iterable<BackgroundEntry>): void {
  for (const entry of entries) {
    entry.released = true;
    entry.painter.dispose();
    entry.media.release();
  }
  for (const bg of backgrounds) {
    bg.released = true;
    bg.media.release();
  }
}
