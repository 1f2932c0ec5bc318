import type { ApiVoice, VoiceListResponse } from '../../shared/api/voices.ts';
import { isAbortError } from '../api/errors.ts';
import type { CacheStore } from './cache-store.ts';

/** How long a cached voice list is used before it is fetched again. */
export const VOICE_LIST_TTL_MS = 24 * 60 * 60 * 1000;

export interface VoiceListOptions {
  fetchList: (signal?: AbortSignal) => Promise<VoiceListResponse>;
  store: CacheStore;
  /** Separates users (their cloned voices are in the list). */
  userKey: string;
  ttlMs?: number;
  now?: () => number;
  /** A broken persistent cache never stops the editor: it is reported here and the list is fetched. */
  onCacheError?: (error: unknown) => void;
}

/**
 * The app voice list (`list-v3`, audio_type app): kept in memory, and in the persistent store with a
 * time-to-live so that a reload does not ask again. Concurrent callers share one fetch.
 */
export class VoiceList {
  readonly #options: VoiceListOptions;
  #memory: { voices: ApiVoice[]; expiresAt: number } | undefined;
  #loading: Promise<ApiVoice[]> | undefined;

  constructor(options: VoiceListOptions) {
    this.#options = options;
  }

  get #key(): string {
    return `voices:list-v3:${this.#options.userKey}`;
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  voices(options: { signal?: AbortSignal; refresh?: boolean } = {}): Promise<ApiVoice[]> {
    if (options.refresh !== true && this.#memory !== undefined && this.#memory.expiresAt > this.#now())
      return Promise.resolve(this.#memory.voices);
    if (this.#loading !== undefined && options.refresh !== true) return this.#loading;
    const loading = this.#load(options.refresh === true, options.signal);
    this.#loading = loading;
    const clear = () => {
      if (this.#loading === loading) this.#loading = undefined;
    };
    loading.then(clear, clear);
    return loading;
  }

  /** Forgets both caches (after a voice is cloned, for instance). */
  async invalidate(): Promise<void> {
    this.#memory = undefined;
    await this.#options.store.delete(this.#key);
  }

  async #load(refresh: boolean, signal: AbortSignal | undefined): Promise<ApiVoice[]> {
    const { store, onCacheError } = this.#options;
    if (!refresh) {
      try {
        const entry = await store.get<ApiVoice[]>(this.#key);
        if (entry !== undefined && entry.expiresAt > this.#now()) {
          this.#memory = { voices: entry.value, expiresAt: entry.expiresAt };
          return entry.value;
        }
      } catch (error) {
        onCacheError?.(error);
      }
    }
    const { list } = await this.#options.fetchList(signal);
    const expiresAt = this.#now() + (this.#options.ttlMs ?? VOICE_LIST_TTL_MS);
    this.#memory = { voices: list, expiresAt };
    try {
      await store.put({ key: this.#key, value: list, expiresAt });
    } catch (error) {
      if (!isAbortError(error)) onCacheError?.(error);
    }
    return list;
  }
}
