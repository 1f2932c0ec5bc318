/**
 * The editor's layout (issue 7): libraries and scenes on the start side, the stage and player in the middle,
 * layers, inspector and speech on the end side, the timeline along the bottom. CSS grid areas with logical
 * directions, so Arabic mirrors it.
 */
import { useState } from 'react';
import { Inspector } from '../inspector/Inspector.tsx';
import { LayerPanel } from '../layers/LayerPanel.tsx';
import { LibraryPanel } from '../libraries/LibraryPanel.tsx';
import { PlayerControls } from '../player/PlayerControls.tsx';
import { SceneList } from '../scenes/SceneList.tsx';
import { ShortcutSheet } from '../shortcuts/ShortcutSheet.tsx';
import { useShortcuts } from '../shortcuts/use-shortcuts.ts';
import { SpeechEditor } from '../speech/SpeechEditor.tsx';
import { Timeline } from '../timeline/Timeline.tsx';
import type { Autosave } from '../../store/persist/autosave.ts';
import { useEditorState } from '../../store/use-editor.ts';
import { Stage } from './Stage.tsx';
import { TopBar } from './TopBar.tsx';

/** `onBack` is absent when the editor is embedded by a host (no projects page to go back to). */
export function EditorLayout(props: { name: string; autosave: Autosave | undefined; onBack?: () => void }) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const sceneIndex = useEditorState((s) => s.selection.sceneIndex);
  useShortcuts({ openSheet: () => setSheetOpen(true) });
  return (
    <div className="cw-editor-layout">
      <TopBar
        name={props.name}
        autosave={props.autosave}
        {...(props.onBack !== undefined ? { onBack: props.onBack } : {})}
        onShortcuts={() => setSheetOpen(true)}
      />
      <aside className="cw-area-library">
        <LibraryPanel />
      </aside>
      <nav className="cw-area-scenes">
        <SceneList />
      </nav>
      <main className="cw-area-stage">
        <Stage />
        <PlayerControls />
      </main>
      <aside className="cw-area-inspector">
        <LayerPanel />
        <Inspector />
        <SpeechEditor sceneIndex={sceneIndex} />
      </aside>
      <footer className="cw-area-timeline">
        <Timeline />
      </footer>
      <ShortcutSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
    </div>
  );
}
