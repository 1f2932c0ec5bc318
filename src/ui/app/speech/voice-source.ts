/**
 * The editor's voice list: the cached `list-v3` of src/ui/voices (memory + dexie with a time-to-live), per
 * signed-in user (their cloned voices are in it), as an external store the pickers read.
 */
import type { ApiVoice } from '../../../shared/api/voices.ts';
import { Emitter } from '../../../shared/emitter.ts';
import type { Api } from '../../api/calls.ts';
import { isAbortError } from '../../api/errors.ts';
import { MemoryCacheStore, type CacheStore } from '../../voices/cache-store.ts';
import { DexieCacheStore } from '../../voices/dexie-store.ts';
import { VoiceList } from '../../voices/voice-list.ts';

export type VoiceListState =
  { kind: 'loading' } | { kind: 'ready'; voices: readonly ApiVoice[] } | { kind: 'failed'; error: string };

type Listener = () => void;

export class VoiceSource {
  #state: VoiceListState = { kind: 'loading' };
  readonly #events = new Emitter<{ change: void }>();
  #list: Promise<VoiceList> | undefined;
  #started = false;

  constructor(
    private readonly api: Api,
    private readonly store: CacheStore,
  ) {}

  subscribe = (listener: Listener): (() => void) => {
    const off = this.#events.on('change', listener);
    if (!this.#started) {
      this.#started = true;
      void this.load();
    }
    return off;
  };

  get = (): VoiceListState => this.#state;

  #set(state: VoiceListState): void {
    this.#state = state;
    this.#events.emit('change');
  }

  /** The user's list: the user id from the sign-in's user_info, else from `/api/user/me`. */
  #voiceList(): Promise<VoiceList> {
    this.#list ??= (async () => {
      const kept = this.api.client.session.user() as { id?: unknown } | undefined;
      const id = typeof kept?.id === 'number' ? kept.id : (await this.api.me()).id;
      return new VoiceList({
        fetchList: (signal) => this.api.voiceList({ signal }),
        store: this.store,
        userKey: String(id),
        onCacheError: (error) => console.warn('clipwright voices: cache unavailable:', error),
      });
    })();
    this.#list.catch(() => (this.#list = undefined));
    return this.#list;
  }

  /** Loads the list (from the caches when fresh); `refresh` asks the API again (after cloning a voice). */
  async load(options: { refresh?: boolean } = {}): Promise<void> {
    if (this.#state.kind !== 'ready') this.#set({ kind: 'loading' });
    try {
      const list = await this.#voiceList();
      if (options.refresh === true) await list.invalidate();
      const voices = await list.voices({ refresh: options.refresh === true });
      this.#set({ kind: 'ready', voices });
    } catch (error) {
      if (isAbortError(error)) return;
      this.#set({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  }
}

const sources = new WeakMap<Api, VoiceSource>();

/** One source per API client, shared by every picker of the page. */
export function voiceSourceFor(api: Api): VoiceSource {
  let source = sources.get(api);
  if (source === undefined) {
    let store: CacheStore;
    try {
      store = typeof indexedDB === 'undefined' ? new MemoryCacheStore() : new DexieCacheStore();
    } catch {
      store = new MemoryCacheStore();
    }
    source = new VoiceSource(api, store);
    sources.set(api, source);
  }
  return source;
}
