import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createServices } from './app/create-services.ts';
import { initialLanguage } from './i18n/language.ts';
import './app/app.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={createServices()} initialLanguage={initialLanguage()} />
  </StrictMode>,
);
