/**
 * The libraries: tabs to insert every layer kind into the selected scene — avatars by display
 * type, stock and uploaded videos and images, icons, stickers, shapes, text presets. Click or Enter inserts
 * at the canvas centre; dragging an item (or media files) onto the canvas inserts it at the drop point;
 * files dropped on the panel are inserted at the centre. Each insert is one undo step.
 */
import { useCallback, useId, useState, type DragEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useServices } from '../services.ts';
import type { DraggedItem } from './drag-state.ts';
import { LibraryTabContent } from './LibraryTabContent.tsx';
import { LibraryTabs, type Tab } from './LibraryTabs.tsx';
import { UploadStatus } from './UploadStatus.tsx';
import { useCanvasDrop } from './use-canvas-drop.ts';
import { useInsertLayer, type LayerBuilder } from './use-insert.ts';
import { useLibrary } from './use-library.ts';
import { useUploads } from './use-uploads.ts';
import './libraries.css';

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

  return (
    <section
      className="cw-panel cw-library"
      aria-label={t('library')}
      onDragOver={onPanelDragOver}
      onDrop={onPanelDrop}
    >
      <LibraryTabs baseId={baseId} tab={tab} setTab={setTab} />
      <div
        className="cw-lib-body"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tab}`}
      >
        <LibraryTabContent tab={tab} state={state} retry={retry} onInsert={insert} onFiles={startUploads} />
      </div>
      <UploadStatus jobs={uploads.jobs} notices={uploads.notices} onDismiss={uploads.dismiss} />
    </section>
  );
}
