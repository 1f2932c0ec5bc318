/**
 * Where a layer's media come from: a static URL when the layer has one, else its key resolved
 * by the page (which holds the auth), else 'no key and no staticurl'. Relative URLs resolve against the page.
 */
import { SPEC_MESSAGES, SpecError } from '../../shared/errors.ts';
import { mediaSourceOf } from '../../shared/media/source.ts';
import type { MediaRef } from '../../shared/media/source.ts';
import type { MediaResolver } from '../../shared/protocol/renderer.ts';

export class MediaSources {
  private resolver: MediaResolver | undefined;
  private readonly resolved = new Map<string, Promise<string>>();

  constructor(private readonly baseUrl: string) {}

  setResolver(resolver: MediaResolver): void {
    this.resolver = resolver;
    this.resolved.clear();
  }

  absolute(url: string): string {
    return new URL(url, this.baseUrl).href;
  }

  /** The URL of a layer's media; `what` names the layer in errors. */
  async urlOf(ref: MediaRef, what: string): Promise<string> {
    const source = mediaSourceOf(ref, what);
    if (source.kind === 'url') return this.absolute(source.url);
    const { key } = source;
    if (this.resolver === undefined) {
      throw new SpecError(SPEC_MESSAGES.noKeyNoStaticUrl, {
        cause: `${what}: key '${key}' and no media resolver set by the page`,
      });
    }
    let pending = this.resolved.get(key);
    if (pending === undefined) {
      pending = this.resolver(key).then((url) => this.absolute(url));
      this.resolved.set(key, pending);
      pending.catch(() => this.resolved.delete(key));
    }
    return pending;
  }
}
