/**
 * Open media resources, counted (every VideoSample/VideoFrame/ImageBitmap closed when no longer
 * needed; unclosed VideoFrames stall hardware decoders and grow memory). Every resource the renderer opens
 * goes through `track`, and is released with `release`. A FinalizationRegistry warns when a tracked resource
 * is garbage-collected without having been released: that is a leak, named by what opened it.
 */
import type { ResourceCounts } from '../../shared/protocol/renderer.ts';

export type ResourceKind = 'videoFrames' | 'videoSamples' | 'imageBitmaps' | 'videoInputs';

interface Closable {
  close(): void;
}

const counts: ResourceCounts = { videoFrames: 0, videoSamples: 0, imageBitmaps: 0, videoInputs: 0 };
const open = new WeakMap<object, ResourceKind>();
const leaks = new FinalizationRegistry<string>((label) => {
  console.warn(`clipwright renderer: ${label} was garbage-collected without being closed (leak)`);
});

/** Counts `resource` as open; `label` names it in a leak warning. Returns the resource. */
export function track<T extends object>(resource: T, kind: ResourceKind, label: string): T {
  if (open.has(resource)) return resource;
  open.set(resource, kind);
  counts[kind]++;
  leaks.register(resource, `${kind.slice(0, -1)} (${label})`, resource);
  return resource;
}

/** Closes a tracked resource (once; later calls do nothing). */
export function release(resource: Closable | null | undefined): void {
  if (resource == null) return;
  const kind = open.get(resource);
  if (kind !== undefined) {
    open.delete(resource);
    counts[kind]--;
    leaks.unregister(resource);
  }
  resource.close();
}

/** Marks a tracked resource as handed over to code that closes it itself (e.g. mediabunny disposing). */
export function forget(resource: object): void {
  const kind = open.get(resource);
  if (kind === undefined) return;
  open.delete(resource);
  counts[kind]--;
  leaks.unregister(resource);
}

export function resourceCounts(): ResourceCounts {
  return { ...counts };
}
