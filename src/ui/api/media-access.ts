import type { AccessUrlResponse } from '../../shared/api/media.ts';
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';

/** Signed URLs are renewed this long before they expire, so that a URL handed out still works when used. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Media URLs by asset key (`/ai/source/get-access-url`), each cached until shortly before it expires;
 * concurrent asks for one key share one call.
 */
export class MediaAccess {
  readonly #cache = new Map<string, { url: Promise<string>; expiresAt: number }>();

  constructor(
    private readonly getAccessUrl: (key: string) => Promise<AccessUrlResponse>,
    private readonly now: () => number = Date.now,
  ) {}

  urlForKey(key: string): Promise<string> {
    const cached = this.#cache.get(key);
    if (cached !== undefined && cached.expiresAt > this.now()) return cached.url;
    const entry = { url: Promise.resolve(''), expiresAt: Number.POSITIVE_INFINITY };
    entry.url = this.getAccessUrl(key).then(
      (answer) => {
        entry.expiresAt = answer.expires_at * 1000 - EXPIRY_MARGIN_MS;
        return answer.url;
      },
      (error: unknown) => {
        this.#cache.delete(key);
        throw error;
      },
    );
    this.#cache.set(key, entry);
    return entry.url;
  }

  /** A layer's media URL: its key's signed URL, else its static URL, else 'no key and no staticurl'. */
  urlForLayer(layer: { key?: string | undefined; staticUrl?: string | undefined }): Promise<string> {
    if (layer.key !== undefined && layer.key !== '') return this.urlForKey(layer.key);
    if (layer.staticUrl !== undefined && layer.staticUrl !== '') return Promise.resolve(layer.staticUrl);
    return Promise.reject(
      new SpecError(SPEC_MESSAGES.noKeyNoStaticUrl, {
        cause: { key: layer.key, staticUrl: layer.staticUrl },
      }),
    );
  }
}
