/**
 * When the editor's shortcuts must stay out of the way: while the creator types (a text field,
 * a textarea, a select, anything contenteditable — Fabric's text editing types into a hidden textarea too),
 * inside a modal dialog (it has its own keys), and when the focused control uses the key itself (Space
 * presses a button; arrows move in a list, a slider or tabs; Delete may delete the focused scene).
 * Written against a small element shape so it is unit-tested without a DOM.
 */
import type { CommandKind } from './key-commands.ts';

export interface TargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
  closest?(selector: string): unknown;
}

/** Input types that take no typing: a shortcut pressed on them is still a shortcut. */
const NON_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'color', 'file', 'image']);

/** Roles whose widgets use arrow keys, Delete, Space or Enter themselves (WAI-ARIA keyboard patterns). */
const KEYED_ROLES = new Set([
  'button',
  'checkbox',
  'switch',
  'radio',
  'radiogroup',
  'option',
  'listbox',
  'slider',
  'spinbutton',
  'tab',
  'tablist',
  'menu',
  'menuitem',
  'menubar',
  'tree',
  'treeitem',
  'grid',
  'gridcell',
  'link',
]);

/** True while the target takes typed text. */
export function isTextEntry(target: TargetLike | null | undefined): boolean {
  if (target == null) return false;
  if (target.isContentEditable === true) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
  const role = target.getAttribute?.('role');
  return role === 'textbox' || role === 'searchbox' || role === 'combobox';
}

/** True when the focused control handles this plain key itself (commands with Ctrl/Cmd are not blocked). */
function controlUsesKey(target: TargetLike, command: CommandKind): boolean {
  if (command !== 'nudge' && command !== 'delete' && command !== 'togglePlay') return false;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || tag === 'INPUT') return true;
  const role = target.getAttribute?.('role');
  return role != null && KEYED_ROLES.has(role);
}

/** Whether a shortcut command may run for a key press aimed at `target`. */
export function shortcutAllowed(target: TargetLike | null | undefined, command: CommandKind): boolean {
  if (target == null) return true;
  if (isTextEntry(target)) return false;
  if (target.closest?.('dialog[open]') != null) return false;
  return !controlUsesKey(target, command);
}
