/**
 * The painters of a project's layers, kept across project updates: a layer whose content (its property) did
 * not change keeps its painter and cached images; a changed or removed layer's painter is disposed and the
 * media it opened are released (closed when no other painter uses them).
 */
import type { Layer } from '../../shared/model/layer.ts';
import type { Scene } from '../../shared/model/scene.ts';
import { createPainter, layerContentKey } from '../layers/create.ts';
import { scopeMedia } from '../layers/types.ts';
import type { LayerPainter, MediaHub, MediaServices, PaintRequest } from '../layers/types.ts';
import type { LayerImage } from '../../canvas/animated-layer.ts';
import { loadBackground } from './background.ts';
import type { BackgroundSource } from './background.ts';
import { recordStage } from '../stats/stages.ts';

interface Entry {
  key: string;
  painter: LayerPainter;
  media: MediaServices;
  ready: Promise<void>;
}

interface BackgroundEntry {
  key: string;
  media: MediaServices;
  source: Promise<BackgroundSource | undefined>;
}

export class LayerPainters {
  private entries = new Map<string, Entry>();
  private backgrounds = new Map<string, BackgroundEntry>();

  constructor(readonly hub: MediaHub) {}

  /** Adopts the layers of a new project version. */
  update(scenes: readonly Scene[]): void {
    const next = new Map<string, Entry>();
    const nextBackgrounds = new Map<string, BackgroundEntry>();
    for (const scene of scenes) {
      for (const layer of scene.layers) {
        const key = layerContentKey(layer);
        const old = this.entries.get(layer.id);
        if (old !== undefined && old.key === key) {
          next.set(layer.id, old);
          this.entries.delete(layer.id);
        } else {
          next.set(layer.id, this.start(layer, key));
        }
      }
      const bgKey = JSON.stringify(scene.bgMedia ?? null);
      const oldBg = this.backgrounds.get(scene.id);
      if (oldBg !== undefined && oldBg.key === bgKey) {
        nextBackgrounds.set(scene.id, oldBg);
        this.backgrounds.delete(scene.id);
      } else {
        nextBackgrounds.set(scene.id, this.startBackground(scene, bgKey));
      }
    }
    // Release the replaced painters once the new ones have loaded: media both use stay decoded.
    const replaced = { entries: [...this.entries.values()], backgrounds: [...this.backgrounds.values()] };
    this.entries = next;
    this.backgrounds = nextBackgrounds;
    void this.settled().then(() => release(replaced.entries, replaced.backgrounds));
  }

  private start(layer: Layer, key: string): Entry {
    const media = scopeMedia(this.hub, `layer ${layer.id}`);
    const painter = createPainter(layer, media);
    const ready = painter.prepare();
    ready.catch(() => {});
    return { key, painter, media, ready };
  }

  private startBackground(scene: Scene, key: string): BackgroundEntry {
    const media = scopeMedia(this.hub, `background ${scene.id}`);
    const source =
      scene.bgMedia === undefined ? Promise.resolve(undefined) : loadBackground(scene.bgMedia, media);
    source.catch(() => {});
    return { key, media, source };
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
    entry.painter.dispose();
    entry.media.release();
  }
  for (const bg of backgrounds) bg.media.release();
}
