/**
 * The editor's keyboard shortcuts, installed on the window while the editor is shown: undo/redo,
 * copy/paste/duplicate/delete of the selected layer, arrow nudges, Escape, Space for play/pause, Ctrl/Cmd+E
 * for the export dialog and `?` for the sheet. They stay off while the creator types (fields, and text being
 * edited on the canvas). Each command runs on the page's Editor (src/ui/editor/editor.ts).
 */
import { useEffect, useEffectEvent } from 'react';
import type { EditingCanvasEvents } from '../../canvas/events.ts';
import { useT } from '../../i18n/use-t.ts';
import type { CommandUi } from '../../editor/editor.ts';
import { useEditor } from '../editor/editor-context.ts';
import { useSession } from '../session/context.ts';
import type { EditorSession } from '../session/editor-session.ts';
import { shortcutAllowed, type TargetLike } from './focus-guard.ts';
import { commandForKey, platformOf } from './key-commands.ts';
import { layerFromText } from './layer-clipboard.ts';
import type { StepLabel } from './run-command.ts';

const STEP_KEYS = {
  paste: 'stepPaste',
  duplicate: 'stepDuplicate',
  delete: 'stepDelete',
  nudge: 'stepNudge',
} as const satisfies Record<StepLabel, string>;

export function useShortcuts(options: { openSheet(): void; openExport(): void }): void {
  const editor = useEditor();
  const session = useSession();
  const t = useT('shortcuts');
  // The latest openSheet and strings, without re-installing the listeners on every render.
  const openSheet = useEffectEvent(() => options.openSheet());
  const openExport = useEffectEvent(() => options.openExport());
  const label = useEffectEvent((step: StepLabel) => t(STEP_KEYS[step]));

  useEffect(() => {
    const platform = platformOf(navigator);
    let textEditing = false;
    const offCanvas = session.onCanvasEvent((event, payload) => {
      if (event === 'text-editing') textEditing = (payload as EditingCanvasEvents['text-editing']).editing;
    });
    const ui: CommandUi = { systemClipboard: navigator.clipboard, openSheet, openExport, label };
    const typing = () => textEditing || canvasTextEditing(session);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = commandForKey(event, platform);
      if (command === undefined || typing()) return;
      if (!shortcutAllowed(event.target as TargetLike | null, command.kind)) return;
      // Text selected on the page: Ctrl+C copies it, as everywhere else.
      if (command.kind === 'copy' && hasTextSelection()) return;
      if (editor.run(command, ui)) event.preventDefault();
    };
    // With nothing copied in this tab, a paste may carry a layer copied in another tab (as JSON text).
    const onPaste = (event: ClipboardEvent) => {
      if (event.defaultPrevented || typing()) return;
      if (!shortcutAllowed(event.target as TargetLike | null, 'paste')) return;
      const layer = layerFromText(event.clipboardData?.getData('text/plain') ?? '');
      if (layer !== undefined && editor.paste(layer, ui)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('paste', onPaste);
    return () => {
      offCanvas();
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('paste', onPaste);
    };
  }, [editor, session]);
}

/** Fabric edits canvas text in place; its active text object says so (the event may not reach us). */
function canvasTextEditing(session: EditorSession): boolean {
  const active = session.editing?.fabric.getActiveObject() as { isEditing?: boolean } | undefined;
  return active?.isEditing === true;
}

function hasTextSelection(): boolean {
  const selection = document.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== '';
}
