/**
 * Text editing on the canvas: entering and leaving Fabric's editing mode is
 * reported so that the app can suspend its keyboard shortcuts meanwhile; the edit itself comes out of the
 * canvas's `object:modified` (Fabric fires it on exit only when the text changed). A triple click — a click
 * that follows two clicks, each within 500 ms of the one before — selects the line.
 */
import type { Canvas, FabricObject } from 'fabric';
import { TEXT } from '../../shared/constants.ts';

/** Whether the last of these click times (ms, oldest first) completes a triple click. */
export function isTripleClick(times: readonly number[]): boolean {
  const [a, b, c] = times.slice(-3);
  if (a === undefined || b === undefined || c === undefined) return false;
  return b - a <= TEXT.tripleClickMs && c - b <= TEXT.tripleClickMs && b >= a && c >= b;
}

/** Calls `report` with the object and true/false as text editing starts and ends; returns the remover. */
export function onTextEditing(
  fabric: Canvas,
  report: (object: FabricObject, editing: boolean) => void,
): () => void {
  const offEnter = fabric.on('text:editing:entered', ({ target }) => report(target, true));
  const offExit = fabric.on('text:editing:exited', ({ target }) => report(target, false));
  return () => {
    offEnter();
    offExit();
  };
}

/** Text styles without empty line or character entries: what a change compares and stores. */
export function compactStyles(styles: Record<string, Record<string, Record<string, unknown>>>) {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [line, chars] of Object.entries(styles)) {
    const kept = Object.entries(chars).filter(([, style]) => Object.keys(style).length > 0);
    if (kept.length > 0) out[line] = Object.fromEntries(kept);
  }
  return out;
}
