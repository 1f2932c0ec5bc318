import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createServices } from './app/create-services.ts';
import { routeHash } from './app/route.ts';
import { createEditor } from './editor/create-editor.ts';
import { initialLanguage } from './i18n/language.ts';
import './app/app.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
const services = createServices();
// This page has no host API; a project loaded by one would be stored and opened like any other.
const editor = createEditor(services, {
  kind: 'store',
  name: () => 'Loaded project',
  show: (projectId) => (location.hash = routeHash({ kind: 'project', projectId })),
});
createRoot(root).render(
  <StrictMode>
    <App services={services} initialLanguage={initialLanguage()} editor={editor} />
  </StrictMode>,
);
