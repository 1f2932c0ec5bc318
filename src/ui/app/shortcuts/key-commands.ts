/**
 * The editor's keyboard shortcuts as data: which key press means which command. Pure (no DOM), so
 * every combination is unit-tested, and the shortcut sheet lists exactly what this module accepts.
 * The command key is Cmd (Meta) on Apple systems and Ctrl elsewhere; the other one must not be held, so
 * that Ctrl+Z on a Mac (or Win+Z on Windows) is left to the system.
 */

export type ShortcutCommand =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'copy' }
  | { kind: 'paste' }
  | { kind: 'duplicate' }
  | { kind: 'delete' }
  | { kind: 'nudge'; dx: number; dy: number }
  | { kind: 'deselect' }
  | { kind: 'togglePlay' }
  | { kind: 'openSheet' }
  | { kind: 'openExport' };

export type CommandKind = ShortcutCommand['kind'];

/** The fields of a KeyboardEvent this module reads. */
export interface KeyInput {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  repeat?: boolean;
}

export type Platform = 'mac' | 'other';

/** Units an arrow key moves the selected layer; with Shift, ten times as far. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

/** Apple systems (command key ⌘) by the browser's platform strings. */
export function platformOf(nav: { platform?: string; userAgent?: string }): Platform {
  return /Mac|iPhone|iPad|iPod/i.test(`${nav.platform ?? ''} ${nav.userAgent ?? ''}`) ? 'mac' : 'other';
}

/**
 * The Latin letter a key press stands for: `key` when it is one (any Latin layout, AZERTY included), else the
 * physical key (`code` KeyZ), so that shortcuts also work with an Arabic, Japanese or Korean layout active.
 */
function letterOf(input: KeyInput): string | undefined {
  if (/^[a-z]$/i.test(input.key)) return input.key.toLowerCase();
  const physical = /^Key([A-Z])$/.exec(input.code ?? '');
  return physical?.[1]?.toLowerCase();
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The command of a key press, or undefined when it is none of the editor's shortcuts. */
export function commandForKey(input: KeyInput, platform: Platform): ShortcutCommand | undefined {
  const command = platform === 'mac' ? input.metaKey : input.ctrlKey;
  const otherCommand = platform === 'mac' ? input.ctrlKey : input.metaKey;
  if (input.altKey || otherCommand) return undefined;
  if (command) return commandWithModifier(input, platform);
  return plainCommand(input);
}

function commandWithModifier(input: KeyInput, platform: Platform): ShortcutCommand | undefined {
  const letter = letterOf(input);
  if (input.shiftKey) return letter === 'z' ? { kind: 'redo' } : undefined;
  switch (letter) {
    case 'z':
      return { kind: 'undo' };
    case 'y':
      // Ctrl+Y is redo on Windows and Linux; on a Mac Cmd+Y belongs to the browser (history).
      return platform === 'other' ? { kind: 'redo' } : undefined;
    case 'c':
      return { kind: 'copy' };
    case 'v':
      return { kind: 'paste' };
    case 'd':
      return { kind: 'duplicate' };
    case 'e':
      // Held keys do not reopen the dialog over and over.
      return input.repeat === true ? undefined : { kind: 'openExport' };
    default:
      return undefined;
  }
}

function plainCommand(input: KeyInput): ShortcutCommand | undefined {
  const arrow = ARROWS[input.key];
  if (arrow !== undefined) {
    const step = input.shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP;
    // `+ 0` turns -0 into 0 (a nudge of -0 reads oddly in an undo label or a test).
    return { kind: 'nudge', dx: arrow[0] * step + 0, dy: arrow[1] * step + 0 };
  }
  // '?' is typed with Shift on most layouts; on others it is a plain key: both open the sheet.
  if (input.key === '?') return input.repeat === true ? undefined : { kind: 'openSheet' };
  if (input.shiftKey) return undefined;
  switch (input.key) {
    case 'Delete':
    case 'Backspace':
      return { kind: 'delete' };
    case 'Escape':
      return { kind: 'deselect' };
    case ' ':
    case 'Spacebar':
      // Holding Space must not start and stop playback over and over.
      return input.repeat === true ? undefined : { kind: 'togglePlay' };
    default:
      return undefined;
  }
}

/** One key of a shortcut as the sheet prints it: a name to translate, or a literal key cap. */
export type KeyCap =
  { name: 'command' | 'shift' | 'delete' | 'backspace' | 'escape' | 'space' } | { text: string };

export interface ShortcutEntry {
  command: CommandKind | 'nudgeLarge';
  /** Alternative key combinations, each a list of keys pressed together. */
  combos: KeyCap[][];
}

/** Every shortcut for the sheet, in reading order; tests check each combo gives its command. */
export function shortcutList(platform: Platform): ShortcutEntry[] {
  const cmd: KeyCap = { name: 'command' };
  const shift: KeyCap = { name: 'shift' };
  const letter = (text: string): KeyCap => ({ text });
  const arrows = ['←', '→', '↑', '↓'].map((text) => [{ text }]);
  return [
    { command: 'undo', combos: [[cmd, letter('Z')]] },
    {
      command: 'redo',
      combos: [[cmd, shift, letter('Z')], ...(platform === 'other' ? [[cmd, letter('Y')]] : [])],
    },
    { command: 'copy', combos: [[cmd, letter('C')]] },
    { command: 'paste', combos: [[cmd, letter('V')]] },
    { command: 'duplicate', combos: [[cmd, letter('D')]] },
    { command: 'delete', combos: [[{ name: 'delete' }], [{ name: 'backspace' }]] },
    { command: 'nudge', combos: arrows },
    { command: 'nudgeLarge', combos: arrows.map((combo) => [shift, ...combo]) },
    { command: 'deselect', combos: [[{ name: 'escape' }]] },
    { command: 'togglePlay', combos: [[{ name: 'space' }]] },
    { command: 'openExport', combos: [[cmd, letter('E')]] },
    { command: 'openSheet', combos: [[letter('?')]] },
  ];
}
