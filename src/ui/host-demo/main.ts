/**
 * The demo host page (/host-demo): embeds /editor in an iframe and drives it only through the postMessage
 * bridge (`connectEditor`), using every method: a template gallery whose cards are filled with replaceGoods and
 * shown by getVideoFrame, a strip of thumbnails, play/pause/seek controls and an event log.
 */
import { connectEditor, HOST_EVENTS } from '../host/index.ts';
import type { EditorConnection } from '../host/index.ts';
import { goodsFor, openLibrary } from './library.ts';

declare global {
  interface Window {
    demo?: { editor: EditorConnection };
  }
}

const byId = (id: string) => {
  const node = document.getElementById(id);
  if (node === null) throw new Error(`host demo: no #${id} element`);
  return node;
};
const status = (text: string) => (byId('status').textContent = text);
const iframe = byId('editor') as HTMLIFrameElement;
const editor = connectEditor(iframe, { origin: location.origin });
window.demo = { editor };

function logEvents(): Promise<void[]> {
  const log = byId('log');
  return Promise.all(
    HOST_EVENTS.map((name) =>
      editor.on(name, (payload) => {
        const line = document.createElement('li');
        line.textContent = `${name} ${JSON.stringify(payload)}`;
        log.append(line);
        log.scrollTop = log.scrollHeight;
      }),
    ),
  );
}

function button(label: string, run: () => Promise<unknown>): HTMLButtonElement {
  const node = document.createElement('button');
  node.type = 'button';
  node.textContent = label;
  node.addEventListener(
    'click',
    () => void run().catch((error: Error) => status(`${label}: ${error.message}`)),
  );
  return node;
}

async function thumbnails(count = 6): Promise<void> {
  const project = (await editor.getProject()) as { totalDuration?: number };
  const duration = project.totalDuration ?? 0;
  const strip = byId('thumbnails');
  strip.replaceChildren();
  for (let i = 0; i < count; i++) {
    const time = (duration * (i + 0.5)) / count;
    const image = document.createElement('img');
    image.src = URL.createObjectURL(await editor.getVideoFrame(time));
    image.title = `${time.toFixed(2)} s`;
    image.style.cssText = 'height:72px;cursor:pointer';
    image.addEventListener('click', () => void editor.seek(time));
    strip.append(image);
  }
}

function controls(): void {
  const time = document.createElement('input');
  time.type = 'number';
  time.step = '0.1';
  time.value = '0';
  time.style.width = '6em';
  time.setAttribute('aria-label', 'time (s)');
  byId('controls').append(
    button('Play', () => editor.previewAll(Number(time.value))),
    button('Pause', async () => (time.value = (await editor.pausePreview()).toFixed(2))),
    time,
    button('Seek', () => editor.seek(Number(time.value))),
    button('Refresh config', () => editor.refreshConfig()),
    button('Thumbnails', () => thumbnails()),
    button('Download project', async () => {
      const json = JSON.stringify(await editor.getProject(), null, 2);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
      link.download = 'project.json';
      link.click();
    }),
  );
}

/** One card per template, filled in turn: load, replaceGoods with this card's media, a frame as its picture. */
async function gallery(): Promise<void> {
  const { library, template } = await openLibrary();
  const cards = byId('gallery');
  for (const [index, entry] of library.templates.entries()) {
    const card = document.createElement('figure');
    card.style.cssText = 'margin:0;width:200px';
    const picture = document.createElement('img');
    picture.src = entry.cover.url;
    picture.alt = entry.title;
    picture.style.width = '200px';
    const caption = document.createElement('figcaption');
    caption.textContent = `${entry.title} · ${entry.scenes} scenes`;
    const open = button('Open', async () => {
      await editor.loadProject(await template(entry.id));
      await editor.replaceGoods(goodsFor(library, index));
      await thumbnails();
    });
    card.append(picture, caption, open);
    cards.append(card);
  }
  for (const [index, entry] of library.templates.entries()) {
    status(`Filling card ${index + 1} of ${library.templates.length}…`);
    await editor.loadProject(await template(entry.id));
    await editor.replaceGoods(goodsFor(library, index));
    const picture = cards.children[index]?.querySelector('img');
    if (picture) picture.src = URL.createObjectURL(await editor.getVideoFrame(1));
  }
  if (library.templates.length > 0) await thumbnails();
  status(`Ready: ${library.templates.length} templates`);
}

controls();
await editor.ready;
await logEvents();
status('Editor connected; reading the library…');
// `?gallery=off` leaves the editor to whoever drives the page (the browser tests).
if (new URLSearchParams(location.search).get('gallery') === 'off') status('Editor connected');
else gallery().catch((error: Error) => status(`Gallery: ${error.message}`));
