/**
 * The studio: the top bar, the libraries on the start side, the stage in the middle, layers, inspector and
 * speech on the end side, the player, the scene strip and the timeline docked along the bottom. It fills the
 * window and never scrolls as a page: each panel scrolls inside. CSS grid areas with logical directions, so
 * Arabic mirrors it.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { ExportDialog } from '../export/ExportDialog.tsx';
import {
  ExportJobContext,
  useExportRunning,
  useLeaveWarning,
  useOwnedExportJob,
} from '../export/use-export-job.ts';
import { Inspector } from '../inspector/Inspector.tsx';
import { LayerPanel } from '../layers/LayerPanel.tsx';
import { LibraryPanel } from '../libraries/LibraryPanel.tsx';
import { useSession } from '../session/context.ts';
import { ShortcutSheet } from '../shortcuts/ShortcutSheet.tsx';
import { useShortcuts } from '../shortcuts/use-shortcuts.ts';
import { SpeechEditor } from '../speech/SpeechEditor.tsx';
import type { Autosave } from '../../store/persist/autosave.ts';
import type { OpenSync } from '../../store/sync/open-sync.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { useT } from '../../i18n/use-t.ts';
import { Dock } from './Dock.tsx';
import { Stage } from './Stage.tsx';
import { StudioFrame } from './StudioFrame.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * `onBack` is absent when the editor is embedded by a host (no projects page to go back to). `openExport`
 * asks for the export dialog (the projects page's Export action); `onExportOpened` says it was shown.
 */
export function EditorLayout(props: {
  name: string;
  autosave: Autosave | undefined;
  sync?: OpenSync | undefined;
  onBack?: () => void;
  openExport?: boolean;
  onExportOpened?: () => void;
}) {
  const session = useSession();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(props.openExport === true);
  // A later request (the route changed while the editor was open) opens it too.
  const [exportRequest, setExportRequest] = useState(props.openExport);
  if (props.openExport !== exportRequest) {
    setExportRequest(props.openExport);
    if (props.openExport === true) setExportOpen(true);
  }
  // The export outlives its dialog (Hide keeps it going) and ends with the editor.
  const exportJob = useOwnedExportJob();
  const exporting = useExportRunning(exportJob);
  useLeaveWarning(exporting);
  const te = useT('export');
  const onBack = props.onBack;
  // Leaving the editor ends its export: asked first, so a long render is not lost by a stray click.
  const back =
    onBack === undefined ? undefined : () => (!exporting || window.confirm(te('leaveRunning'))) && onBack();
  useShortcuts({ openSheet: () => setSheetOpen(true), openExport: () => setExportOpen(true) });

  const exportOpened = useEffectEvent(() => props.onExportOpened?.());
  useEffect(() => {
    if (props.openExport === true) exportOpened();
  }, [props.openExport]);

  return (
    <ExportJobContext.Provider value={exportJob}>
      <div className="cw-editor-layout">
        <TopBar
          name={props.name}
          autosave={props.autosave}
          sync={props.sync}
          {...(back !== undefined ? { onBack: back } : {})}
          onShortcuts={() => setSheetOpen(true)}
          exportOpen={exportOpen}
          onExport={() => setExportOpen(true)}
        />
        <StudioAreas />
        <ShortcutSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
        {exportOpen && (
          <ExportDialog
            projectName={props.name}
            loadTier={() => session.accountTier()}
            run={(options) => session.exportVideo(options)}
            saveToLibrary={(result, name, options) => session.saveExportToLibrary(result, name, options)}
            onClose={() => setExportOpen(false)}
          />
        )}
      </div>
    </ExportJobContext.Provider>
  );
}

/** The studio's panels and what each holds. */
function StudioAreas() {
  const sceneIndex = useEditorState((s) => s.selection.sceneIndex);
  return (
    <StudioFrame
      library={
        <aside className="cw-area-library">
          <LibraryPanel />
        </aside>
      }
      stage={
        <main className="cw-area-stage">
          <Stage />
        </main>
      }
      inspector={
        <aside className="cw-area-inspector">
          <LayerPanel />
          <Inspector />
          <SpeechEditor sceneIndex={sceneIndex} />
        </aside>
      }
      dock={<Dock />}
    />
  );
}
