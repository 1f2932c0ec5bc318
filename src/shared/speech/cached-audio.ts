/** Generated (or uploaded) audio cached on a speech or conversation item, with its subtitles and mouth shapes. */
interface CachedAudio {
  resourceInfo?: { key: string; url: string; staticUrl: string } | undefined;
  subtitles?: unknown;
  visemes?: unknown;
}

/** Whether audio exists, so that its measured duration wins over an estimate. */
export function hasAudio(resource: CachedAudio['resourceInfo']): boolean {
  return resource !== undefined && (resource.key !== '' || resource.url !== '' || resource.staticUrl !== '');
}

/** The owner without its cached audio, subtitles and mouth shapes: they no longer match a new script or voice. */
export function withoutAudio<T extends CachedAudio>(owner: T): T {
  const { resourceInfo: _r, subtitles: _s, visemes: _v, ...rest } = owner;
  return rest as T;
}
