/**
 * The standalone editor page (/editor). Framed by a host page it is the embeddable editor (`mountEditor`);
 * opened on its own (from a language site) it is the whole app, projects page included. Either way
 * `window.clipwright` is the host-page API, and the postMessage bridge answers hosts from allowed origins:
 * this page's own origin and those listed, comma-separated, in the build variable VITE_CLIPWRIGHT_HOST_ORIGINS.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/App.tsx';
import { createServices } from '../app/create-services.ts';
import { exposeEditor, mountEditor } from '../host/index.ts';
import type { MountedEditor } from '../host/index.ts';
import { createSessionApi } from '../host/session-api.ts';
import type { EditorApi } from '../host/types.ts';
import { initialLanguage } from '../i18n/language.ts';
import { toModelVoice } from '../voices/replace-on-load.ts';
import { createAppEditor } from '../editor/create-editor.ts';
import '../app/app.css';

declare global {
  interface Window {
    clipwright?: MountedEditor | EditorApi;
  }
}

function allowedOrigins(): string[] {
  const listed = String(import.meta.env.VITE_CLIPWRIGHT_HOST_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return [location.origin, ...listed];
}

const container = document.getElementById('editor');
if (container === null) throw new Error('editor page: no #editor element');
const services = createServices();
const api = services.api;
const voices =
  api !== undefined ? { voices: async () => (await api.voiceList()).list.map(toModelVoice) } : {};
const framed = window.parent !== window;

if (framed) {
  const editor = mountEditor(container, { services, ...voices });
  window.clipwright = editor;
  exposeEditor(editor, { allowedOrigins: allowedOrigins() });
} else {
  const editor = createAppEditor(services);
  const api = createSessionApi(editor, voices);
  window.clipwright = api;
  exposeEditor(api, { allowedOrigins: allowedOrigins() });
  createRoot(container).render(
    <StrictMode>
      <App services={services} initialLanguage={initialLanguage()} editor={editor} />
    </StrictMode>,
  );
}
