/**
 * The demo host's data: it signs in with the demo account when no session cookie is there (the library needs
 * the signed-in user's token), then reads the library and its templates through the API client.
 */
import type { LibraryResponse } from '../../shared/api/library.ts';
import { createBrowserApi } from '../api/index.ts';
import type { Goods } from '../host/index.ts';

const DEMO_ACCOUNT = { email: 'demo@clipwright.local', password: 'clipwright-demo' };

export async function openLibrary() {
  const { api } = createBrowserApi();
  if (!document.cookie.split(';').some((part) => part.trim().startsWith('access_token=')))
    await api.signIn(DEMO_ACCOUNT);
  const library: LibraryResponse = await api.library();
  return { library, template: (id: string) => api.template(id) };
}

/** The goods a card is filled with: the library's images and videos, rotated per card so the cards differ. */
export function goodsFor(library: LibraryResponse, card: number): Goods {
  const rotate = <T>(list: readonly T[]) => list.map((_, i) => list[(i + card) % list.length] as T);
  return {
    images: rotate(library.images.map((image) => image.url)),
    videos: rotate(
      library.videos.map((video) => ({
        url: video.url,
        duration: video.duration,
        coverUrl: video.cover.url,
      })),
    ),
  };
}
