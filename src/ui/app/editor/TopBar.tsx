/**
 * The editor's top bar: back to the projects, the project's name, undo/redo, save status (on this device and
 * with the account), the project's history on the account, export, language.
 */
import { useSyncExternalStore } from 'react';
import { LanguageSwitcher } from '../common/LanguageSwitcher.tsx';
import { ExportControls } from '../export/ExportControls.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { Autosave, SaveStatus } from '../../store/persist/autosave.ts';
import type { OpenSync } from '../../store/sync/open-sync.ts';
import { HistoryButton } from './HistoryButton.tsx';
import { SyncState } from './SyncState.tsx';
import { useEditorState, useEditorStore } from '../../store/use-editor.ts';

export function TopBar(props: {
  name: string;
  autosave: Autosave | undefined;
  sync?: OpenSync | undefined;
  onBack?: () => void;
  onShortcuts(): void;
  exportOpen: boolean;
  onExport(): void;
}) {
  const t = useT('common');
  const store = useEditorStore();
  const undoLabel = useEditorState((s) => s.undoLabel);
  const redoLabel = useEditorState((s) => s.redoLabel);
  const status = useSaveStatus(props.autosave);
  return (
    <header className="cw-topbar">
      {props.onBack !== undefined && (
        <button type="button" onClick={props.onBack}>
          {t('projects')}
        </button>
      )}
      <h1 className="cw-project-name">{props.name}</h1>
      <button
        type="button"
        disabled={undoLabel === undefined}
        title={undoLabel}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={() => store.undo()}
      >
        {t('undo')}
      </button>
      <button
        type="button"
        disabled={redoLabel === undefined}
        title={redoLabel}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        onClick={() => store.redo()}
      >
        {t('redo')}
      </button>
      {props.autosave !== undefined && (
        <output className="cw-save-status" data-status={status.kind} aria-live="polite">
          {status.kind === 'saved'
            ? t('saved')
            : status.kind === 'saving'
              ? t('saving')
              : t('saveFailed', { error: status.error })}
        </output>
      )}
      {props.sync !== undefined && <SyncState sync={props.sync} />}
      {props.sync !== undefined && <HistoryButton sync={props.sync} />}
      <ExportControls dialogOpen={props.exportOpen} onOpen={props.onExport} />
      <button type="button" onClick={props.onShortcuts} aria-keyshortcuts="Shift+?">
        {t('shortcuts')}
      </button>
      <LanguageSwitcher />
    </header>
  );
}

function useSaveStatus(autosave: Autosave | undefined): SaveStatus {
  return useSyncExternalStore(
    (listener) => autosave?.onStatus(listener) ?? (() => {}),
    () => autosave?.status() ?? SAVED,
  );
}

const SAVED: SaveStatus = { kind: 'saved', at: 0 };
