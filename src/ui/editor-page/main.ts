/**
 * The standalone editor page (/editor): the editor mounted in the page, `window.clipwright` set to its API,
 * and the postMessage bridge for hosts that embed the page in an iframe. Allowed host origins: this page's
 * own origin and those listed, comma-separated, in the build variable VITE_CLIPWRIGHT_HOST_ORIGINS.
 */
import { createBrowserApi } from '../api/index.ts';
import { MediaAccess } from '../api/media-access.ts';
import { toModelVoice } from '../voices/replace-on-load.ts';
import { exposeEditor, mountEditor } from '../host/index.ts';
import type { MountedEditor } from '../host/index.ts';

declare global {
  interface Window {
    clipwright?: MountedEditor;
  }
}

function allowedOrigins(): string[] {
  const listed = String(import.meta.env.VITE_CLIPWRIGHT_HOST_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return [location.origin, ...listed];
}

/**
 * The API client reads the session from cookies and localStorage. A browser may deny storage to a page
 * framed by another site; the editor then still runs, only media keys and the voice list are out of reach.
 */
function browserApi() {
  try {
    return createBrowserApi().api;
  } catch (error) {
    console.warn(
      `editor: the API is unavailable here (${(error as Error).message}); media keys will not resolve`,
    );
    return undefined;
  }
}

const api = browserApi();
const media = api === undefined ? undefined : new MediaAccess((key) => api.getAccessUrl(key));
const container = document.getElementById('editor');
if (container === null) throw new Error('editor page: no #editor element');

const editor = mountEditor(container, {
  ...(media !== undefined ? { resolveMedia: (key: string) => media.urlForKey(key) } : {}),
  ...(api !== undefined ? { voices: async () => (await api.voiceList()).list.map(toModelVoice) } : {}),
});
window.clipwright = editor;
exposeEditor(editor, { allowedOrigins: allowedOrigins() });
