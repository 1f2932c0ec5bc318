import { describe, expect, it } from 'vitest';
import { isTextEntry, shortcutAllowed, type TargetLike } from '../../../src/ui/app/shortcuts/focus-guard.ts';
import type { CommandKind } from '../../../src/ui/app/shortcuts/key-commands.ts';

/** A minimal element: tag, attributes, and whether it sits in an open dialog. */
function el(
  tagName: string,
  init: { type?: string; role?: string; editable?: boolean; inDialog?: boolean } = {},
) {
  const target: TargetLike = {
    tagName,
    ...(init.type !== undefined ? { type: init.type } : {}),
    isContentEditable: init.editable === true,
    getAttribute: (name) => (name === 'role' ? (init.role ?? null) : null),
    closest: (selector) => (selector === 'dialog[open]' && init.inDialog === true ? {} : null),
  };
  return target;
}

const ALL: CommandKind[] = [
  'undo',
  'redo',
  'copy',
  'paste',
  'duplicate',
  'delete',
  'nudge',
  'deselect',
  'togglePlay',
  'openSheet',
  'openExport',
];

describe('isTextEntry', () => {
  it('is true for fields that take typing', () => {
    expect(isTextEntry(el('INPUT'))).toBe(true);
    for (const type of ['text', 'number', 'search', 'email', 'url', 'password', 'range', 'TEXT'])
      expect(isTextEntry(el('INPUT', { type })), type).toBe(true);
    expect(isTextEntry(el('TEXTAREA'))).toBe(true);
    expect(isTextEntry(el('textarea'))).toBe(true);
    expect(isTextEntry(el('SELECT'))).toBe(true);
    expect(isTextEntry(el('DIV', { editable: true }))).toBe(true);
    expect(isTextEntry(el('DIV', { role: 'textbox' }))).toBe(true);
    expect(isTextEntry(el('DIV', { role: 'combobox' }))).toBe(true);
  });

  it('is false for controls without typing and for the page', () => {
    for (const type of ['button', 'checkbox', 'radio', 'color', 'file', 'submit'])
      expect(isTextEntry(el('INPUT', { type })), type).toBe(false);
    expect(isTextEntry(el('BUTTON'))).toBe(false);
    expect(isTextEntry(el('BODY'))).toBe(false);
    expect(isTextEntry(el('CANVAS'))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('shortcutAllowed', () => {
  it('allows every command on the page and the canvas', () => {
    for (const command of ALL) {
      expect(shortcutAllowed(el('BODY'), command)).toBe(true);
      expect(shortcutAllowed(el('CANVAS'), command)).toBe(true);
      expect(shortcutAllowed(null, command)).toBe(true);
    }
  });

  it('blocks every command while typing and inside a modal dialog', () => {
    for (const command of ALL) {
      expect(shortcutAllowed(el('INPUT', { type: 'text' }), command), command).toBe(false);
      expect(shortcutAllowed(el('TEXTAREA'), command), command).toBe(false);
      expect(shortcutAllowed(el('SELECT'), command), command).toBe(false);
      expect(shortcutAllowed(el('P', { editable: true }), command), command).toBe(false);
      expect(shortcutAllowed(el('BUTTON', { inDialog: true }), command), command).toBe(false);
    }
  });

  it('leaves plain keys to a focused control that uses them, but not the command-key shortcuts', () => {
    const controls = [
      el('BUTTON'),
      el('A'),
      el('INPUT', { type: 'checkbox' }),
      el('LI', { role: 'option' }),
      el('DIV', { role: 'slider' }),
      el('DIV', { role: 'tab' }),
      el('DIV', { role: 'treeitem' }),
    ];
    for (const control of controls) {
      for (const command of ['nudge', 'delete', 'togglePlay'] as const)
        expect(shortcutAllowed(control, command), `${control.tagName} ${command}`).toBe(false);
      for (const command of [
        'undo',
        'redo',
        'copy',
        'paste',
        'duplicate',
        'deselect',
        'openSheet',
        'openExport',
      ] as const)
        expect(shortcutAllowed(control, command), `${control.tagName} ${command}`).toBe(true);
    }
    // A plain container is not a control.
    expect(shortcutAllowed(el('DIV', { role: 'region' }), 'nudge')).toBe(true);
    expect(shortcutAllowed(el('DIV'), 'delete')).toBe(true);
  });
});
