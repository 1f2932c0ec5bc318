import { describe, expect, it } from 'vitest';
import {
  commandForKey,
  platformOf,
  shortcutList,
  type KeyCap,
  type KeyInput,
  type Platform,
  type ShortcutCommand,
} from '../../../src/ui/app/shortcuts/key-commands.ts';

const press = (key: string, mods: Partial<Omit<KeyInput, 'key'>> = {}): KeyInput => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});
/** The platform's command modifier. */
const cmd = (platform: Platform) => (platform === 'mac' ? { metaKey: true } : { ctrlKey: true });
const otherCmd = (platform: Platform) => (platform === 'mac' ? { ctrlKey: true } : { metaKey: true });
const PLATFORMS: Platform[] = ['mac', 'other'];

describe('commandForKey', () => {
  for (const platform of PLATFORMS) {
    describe(platform, () => {
      it('maps the command-key shortcuts', () => {
        const c = cmd(platform);
        expect(commandForKey(press('z', c), platform)).toEqual({ kind: 'undo' });
        expect(commandForKey(press('Z', { ...c, shiftKey: true }), platform)).toEqual({ kind: 'redo' });
        expect(commandForKey(press('z', { ...c, shiftKey: true }), platform)).toEqual({ kind: 'redo' });
        expect(commandForKey(press('c', c), platform)).toEqual({ kind: 'copy' });
        expect(commandForKey(press('v', c), platform)).toEqual({ kind: 'paste' });
        expect(commandForKey(press('d', c), platform)).toEqual({ kind: 'duplicate' });
        expect(commandForKey(press('e', c), platform)).toEqual({ kind: 'openExport' });
        expect(commandForKey(press('E', c), platform)).toEqual({ kind: 'openExport' });
        // A held Ctrl/Cmd+E opens the dialog once.
        expect(commandForKey(press('e', { ...c, repeat: true }), platform)).toBeUndefined();
        // Caps Lock on: the same commands.
        expect(commandForKey(press('Z', c), platform)).toEqual({ kind: 'undo' });
        expect(commandForKey(press('C', c), platform)).toEqual({ kind: 'copy' });
      });

      it('leaves the other system modifier, Alt and unknown letters alone', () => {
        for (const letter of ['z', 'c', 'v', 'd', 'y', 'e']) {
          expect(commandForKey(press(letter, otherCmd(platform)), platform)).toBeUndefined();
          expect(commandForKey(press(letter, { ...cmd(platform), altKey: true }), platform)).toBeUndefined();
          // Both command keys held is not a shortcut either.
          expect(commandForKey(press(letter, { ctrlKey: true, metaKey: true }), platform)).toBeUndefined();
        }
        for (const letter of ['a', 's', 'x', 'p', 'n', 'q']) {
          expect(commandForKey(press(letter, cmd(platform)), platform)).toBeUndefined();
        }
        // Shift with any letter but Z is not a shortcut (Shift+Cmd+C, Shift+Cmd+D…).
        for (const letter of ['C', 'V', 'D', 'Y', 'E']) {
          expect(
            commandForKey(press(letter, { ...cmd(platform), shiftKey: true }), platform),
          ).toBeUndefined();
        }
      });

      it('reads the physical key when the layout types no Latin letter (Arabic, Korean…)', () => {
        expect(commandForKey(press('ئ', { ...cmd(platform), code: 'KeyZ' }), platform)).toEqual({
          kind: 'undo',
        });
        expect(commandForKey(press('ㅊ', { ...cmd(platform), code: 'KeyC' }), platform)).toEqual({
          kind: 'copy',
        });
        // A Latin layout wins over the physical key: AZERTY's Z sits on KeyW.
        expect(commandForKey(press('z', { ...cmd(platform), code: 'KeyW' }), platform)).toEqual({
          kind: 'undo',
        });
      });

      it('maps the plain keys', () => {
        expect(commandForKey(press('Delete'), platform)).toEqual({ kind: 'delete' });
        expect(commandForKey(press('Backspace'), platform)).toEqual({ kind: 'delete' });
        expect(commandForKey(press('Escape'), platform)).toEqual({ kind: 'deselect' });
        expect(commandForKey(press(' '), platform)).toEqual({ kind: 'togglePlay' });
        expect(commandForKey(press('?', { shiftKey: true }), platform)).toEqual({ kind: 'openSheet' });
        expect(commandForKey(press('?'), platform)).toEqual({ kind: 'openSheet' });
      });

      it('nudges 1 unit with the arrows and 10 with Shift', () => {
        expect(commandForKey(press('ArrowLeft'), platform)).toEqual({ kind: 'nudge', dx: -1, dy: 0 });
        expect(commandForKey(press('ArrowRight'), platform)).toEqual({ kind: 'nudge', dx: 1, dy: 0 });
        expect(commandForKey(press('ArrowUp'), platform)).toEqual({ kind: 'nudge', dx: 0, dy: -1 });
        expect(commandForKey(press('ArrowDown'), platform)).toEqual({ kind: 'nudge', dx: 0, dy: 1 });
        const big = { shiftKey: true };
        expect(commandForKey(press('ArrowLeft', big), platform)).toEqual({ kind: 'nudge', dx: -10, dy: 0 });
        expect(commandForKey(press('ArrowRight', big), platform)).toEqual({ kind: 'nudge', dx: 10, dy: 0 });
        expect(commandForKey(press('ArrowUp', big), platform)).toEqual({ kind: 'nudge', dx: 0, dy: -10 });
        expect(commandForKey(press('ArrowDown', big), platform)).toEqual({ kind: 'nudge', dx: 0, dy: 10 });
        // With the command key or Alt an arrow belongs to the system (word jumps, history).
        expect(commandForKey(press('ArrowLeft', cmd(platform)), platform)).toBeUndefined();
        expect(commandForKey(press('ArrowLeft', { altKey: true }), platform)).toBeUndefined();
      });

      it('ignores Shift, modifiers and repeats where they change the meaning', () => {
        for (const key of ['Delete', 'Backspace', 'Escape', ' ']) {
          expect(commandForKey(press(key, { shiftKey: true }), platform)).toBeUndefined();
          expect(commandForKey(press(key, cmd(platform)), platform)).toBeUndefined();
          expect(commandForKey(press(key, { altKey: true }), platform)).toBeUndefined();
        }
        expect(commandForKey(press(' ', { repeat: true }), platform)).toBeUndefined();
        expect(commandForKey(press('?', { repeat: true }), platform)).toBeUndefined();
        // Held arrows and Ctrl+Z keep working.
        expect(commandForKey(press('ArrowUp', { repeat: true }), platform)).toEqual({
          kind: 'nudge',
          dx: 0,
          dy: -1,
        });
        expect(commandForKey(press('z', { ...cmd(platform), repeat: true }), platform)).toEqual({
          kind: 'undo',
        });
      });

      it('gives nothing for ordinary typing', () => {
        for (const key of ['a', 'z', 'Z', '1', 'Enter', 'Tab', 'Home', 'F5', 'Shift', 'Control', 'Meta']) {
          expect(commandForKey(press(key), platform)).toBeUndefined();
        }
      });
    });
  }

  it('redoes with Ctrl+Y on Windows and Linux only (Cmd+Y is the history on a Mac)', () => {
    expect(commandForKey(press('y', { ctrlKey: true }), 'other')).toEqual({ kind: 'redo' });
    expect(commandForKey(press('y', { metaKey: true }), 'mac')).toBeUndefined();
  });
});

describe('platformOf', () => {
  it('recognises Apple systems', () => {
    expect(platformOf({ platform: 'MacIntel' })).toBe('mac');
    expect(platformOf({ platform: 'iPad' })).toBe('mac');
    expect(platformOf({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe('mac');
    expect(platformOf({ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe(
      'other',
    );
    expect(platformOf({ platform: 'Linux x86_64' })).toBe('other');
    expect(platformOf({})).toBe('other');
  });
});

/** The key press a sheet combo stands for. */
function pressOf(combo: KeyCap[], platform: Platform): KeyInput {
  const input = press('');
  for (const cap of combo) {
    if ('text' in cap) {
      const arrows: Record<string, string> = {
        '←': 'ArrowLeft',
        '→': 'ArrowRight',
        '↑': 'ArrowUp',
        '↓': 'ArrowDown',
      };
      input.key = arrows[cap.text] ?? cap.text.toLowerCase();
    } else if (cap.name === 'command') Object.assign(input, cmd(platform));
    else if (cap.name === 'shift') input.shiftKey = true;
    else input.key = { delete: 'Delete', backspace: 'Backspace', escape: 'Escape', space: ' ' }[cap.name];
  }
  if (input.shiftKey && input.key.length === 1) input.key = input.key.toUpperCase();
  return input;
}

describe('shortcutList (the sheet)', () => {
  for (const platform of PLATFORMS) {
    it(`lists only combos that give their command (${platform})`, () => {
      const list = shortcutList(platform);
      for (const entry of list) {
        expect(entry.combos.length).toBeGreaterThan(0);
        for (const combo of entry.combos) {
          const command = commandForKey(pressOf(combo, platform), platform) as ShortcutCommand;
          expect(command, `${entry.command}: ${JSON.stringify(combo)}`).toBeDefined();
          if (entry.command === 'nudgeLarge') {
            expect(command.kind).toBe('nudge');
            expect(Math.abs((command as { dx: number }).dx) + Math.abs((command as { dy: number }).dy)).toBe(
              10,
            );
          } else expect(command.kind).toBe(entry.command);
        }
      }
    });

    it(`lists every command (${platform})`, () => {
      const listed = new Set(shortcutList(platform).map((entry) => entry.command));
      expect([...listed].sort()).toEqual(
        [
          'copy',
          'delete',
          'deselect',
          'duplicate',
          'nudge',
          'nudgeLarge',
          'openExport',
          'openSheet',
          'paste',
          'redo',
          'togglePlay',
          'undo',
        ].sort(),
      );
    });
  }

  it('shows Ctrl+Y as a redo only off the Mac', () => {
    const redo = (platform: Platform) => shortcutList(platform).find((entry) => entry.command === 'redo');
    expect(redo('other')?.combos).toHaveLength(2);
    expect(redo('mac')?.combos).toHaveLength(1);
  });
});
