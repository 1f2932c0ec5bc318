import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createServices } from './app/create-services.ts';
import { createAppEditor } from './editor/create-editor.ts';
import { initialLanguage } from './i18n/language.ts';
import './app/app.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
const services = createServices();
const editor = createAppEditor(services);
createRoot(root).render(
  <StrictMode>
    <App services={services} initialLanguage={initialLanguage()} editor={editor} />
  </StrictMode>,
);
