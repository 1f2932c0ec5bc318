/**
 * The libraries: tabs to insert every layer kind into the selected scene — avatars by display
 * type, stock and uploaded videos and images, icons, stickers, shapes, text presets. Click or Enter inserts
 * at the canvas centre; dragging an item (or media files) onto the canvas inserts it at the drop point;
 * files dropped on the panel are inserted at the centre. Each insert is one undo step.
 */
import { useCallback, useId, useMemo, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useServices } from '../services.ts';
import { AvatarsTab } from './AvatarsTab.tsx';
import type { DraggedItem } from './drag-state.ts';
import { iconEntries, imageEntries, stickerEntries, videoEntries } from './entries.ts';
import { LibraryTile, TileGrid } from './LibraryTile.tsx';
import { MediaTab } from './MediaTab.tsx';
import { ShapesTab } from './ShapesTab.tsx';
import { TextTab } from './TextTab.tsx';
import { UploadStatus } from './UploadStatus.tsx';
import { useCanvasDrop } from './use-canvas-drop.ts';
import { useInsertLayer, type LayerBuilder } from './use-insert.ts';
import { useLibrary, type LibraryState } from './use-library.ts';
import { useUploads } from './use-uploads.ts';
import './libraries.css';
import type { KeyIn } from '../../i18n/messages.ts';

const TABS = ['avatars', 'videos', 'images', 'icons', 'stickers', 'shapes', 'text'] as const;
type Tab = (typeof TABS)[number];
const TAB_KEYS: Record<Tab, KeyIn<'libraries'>> = {
  avatars: 'tabAvatars',
  videos: 'tabVideos',
  images: 'tabImages',
  icons: 'tabIcons',
  stickers: 'tabStickers',
  shapes: 'tabShapes',
  text: 'tabText',
};

export function LibraryPanel(_props: Record<string, never>) {
  const t = useT('libraries');
  const { api } = useServices();
  const [tab, setTab] = useState<Tab>('shapes');
  const { state, retry } = useLibrary(api);
  const insertLayer = useInsertLayer();
  const uploads = useUploads(t);
  const startUploads = uploads.start;
  const baseId = useId();

  const insert = useCallback(
    (label: string, build: LayerBuilder) => void insertLayer(label, build),
    [insertLayer],
  );
  const onItemDrop = useCallback(
    (item: DraggedItem, at: { x: number; y: number }) => void insertLayer(item.label, item.build, at),
    [insertLayer],
  );
  const onFilesDrop = useCallback(
    (files: readonly File[], at: { x: number; y: number }) => startUploads(files, at),
    [startUploads],
  );
  useCanvasDrop(onItemDrop, onFilesDrop);

  const onPanelDragOver = (event: DragEvent) => {
    if (event.dataTransfer.types.includes('Files')) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    }
  };
  const onPanelDrop = (event: DragEvent) => {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    startUploads([...event.dataTransfer.files]);
  };
  const onTabKey = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -TABS.length, End: TABS.length }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const index = Math.min(TABS.length - 1, Math.max(0, TABS.indexOf(tab) + step));
    const next = TABS[index] ?? tab;
    setTab(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <section
      className="cw-panel cw-library"
      aria-label={t('library')}
      onDragOver={onPanelDragOver}
      onDrop={onPanelDrop}
    >
      <div className="cw-lib-tabs" role="tablist" aria-label={t('library')} onKeyDown={onTabKey}>
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {t(TAB_KEYS[id])}
          </button>
        ))}
      </div>
      <div
        className="cw-lib-body"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
      >
        <TabContent tab={tab} state={state} retry={retry} onInsert={insert} onFiles={startUploads} />
      </div>
      <UploadStatus jobs={uploads.jobs} notices={uploads.notices} onDismiss={uploads.dismiss} />
    </section>
  );
}

function TabContent(props: {
  tab: Tab;
  state: LibraryState;
  retry(): void;
  onInsert(label: string, build: LayerBuilder): void;
  onFiles(files: readonly File[]): void;
}) {
  const t = useT('libraries');
  const { tab, state, onInsert } = props;
  const data = state.status === 'ready' ? state.data : undefined;
  const entries = useMemo(
    () =>
      data === undefined
        ? undefined
        : {
            images: imageEntries(data.images),
            videos: videoEntries(data.videos),
            icons: iconEntries(data.icons),
            stickers: stickerEntries(data.stickers),
          },
    [data],
  );
  if (tab === 'shapes') return <ShapesTab onInsert={onInsert} />;
  if (tab === 'text') return <TextTab onInsert={onInsert} />;
  if (tab === 'images' || tab === 'videos')
    return (
      <>
        <LibraryStatus state={state} retry={props.retry} />
        <MediaTab
          kind={tab === 'images' ? 'image' : 'video'}
          stock={entries?.[tab]}
          onInsert={onInsert}
          onFiles={props.onFiles}
        />
      </>
    );
  if (data === undefined || entries === undefined) return <LibraryStatus state={state} retry={props.retry} />;
  if (tab === 'avatars')
    return <AvatarsTab avatars={data.avatars} template={data.avatarDefaults?.template} onInsert={onInsert} />;
  const list = entries[tab];
  if (list.length === 0) return <p className="cw-lib-empty">{t('empty')}</p>;
  return (
    <TileGrid label={t(TAB_KEYS[tab])}>
      {list.map((entry) => (
        <LibraryTile key={entry.id} {...entry} thumb={entry.thumbUrl} onInsert={onInsert} />
      ))}
    </TileGrid>
  );
}

function LibraryStatus(props: { state: LibraryState; retry(): void }) {
  const t = useT('libraries');
  switch (props.state.status) {
    case 'ready':
      return null;
    case 'loading':
      return <p role="status">{t('loading')}</p>;
    case 'unavailable':
      return <p className="cw-lib-empty">{t('noApi')}</p>;
    case 'failed':
      return (
        <p role="alert">
          {t('loadFailed', { error: props.state.error })}{' '}
          <button type="button" onClick={props.retry}>
            {t('retry')}
          </button>
        </p>
      );
  }
}
