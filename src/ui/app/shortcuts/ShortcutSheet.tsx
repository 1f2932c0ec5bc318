/**
 * The keyboard shortcut sheet: a modal <dialog> listing every shortcut of key-commands.ts with the
 * keys of this system (⌘ on Apple, Ctrl elsewhere). `showModal` makes the rest of the page inert; Tab also
 * wraps inside the dialog; Escape and the Close button close it, and the browser returns focus to the
 * control that opened it.
 */
import { Fragment, useId, useMemo } from 'react';
import { trapTab } from '../common/trap-tab.ts';
import { useModal } from '../common/use-modal.ts';
import { useT } from '../../i18n/use-t.ts';
import { platformOf, shortcutList, type KeyCap, type Platform } from './key-commands.ts';
import './shortcuts.css';

const KEY_NAMES = {
  shift: 'keyShift',
  delete: 'keyDelete',
  backspace: 'keyBackspace',
  escape: 'keyEscape',
  space: 'keySpace',
} as const;

export function ShortcutSheet(props: { open: boolean; onClose(): void }) {
  const t = useT('shortcuts');
  const tc = useT('common');
  const dialog = useModal(props.open);
  const titleId = useId();
  const introId = useId();
  const platform = useMemo<Platform>(() => platformOf(navigator), []);

  const keyName = (cap: KeyCap): string => {
    if ('text' in cap) return cap.text;
    if (cap.name === 'command') return platform === 'mac' ? t('keyCmd') : t('keyCtrl');
    return t(KEY_NAMES[cap.name]);
  };

  return (
    <dialog
      ref={dialog}
      className="cw-modal cw-shortcut-sheet"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onClose={props.onClose}
      onKeyDown={(event) => trapTab(event, dialog.current)}
    >
      <h2 id={titleId}>{tc('shortcuts')}</h2>
      <p id={introId} className="cw-shortcut-intro">
        {t('intro')}
      </p>
      <table className="cw-modal-table cw-shortcut-table">
        <thead>
          <tr>
            <th scope="col">{t('action')}</th>
            <th scope="col">{t('keys')}</th>
          </tr>
        </thead>
        <tbody>
          {shortcutList(platform).map((entry) => (
            <tr key={entry.command} data-command={entry.command}>
              <th scope="row">{t(entry.command)}</th>
              <td>
                {entry.combos.map((combo, i) => (
                  <Fragment key={i}>
                    {i > 0 && <span className="cw-shortcut-or"> {t('or')} </span>}
                    <kbd className="cw-combo">
                      {combo.map((cap, j) => (
                        <Fragment key={j}>
                          {j > 0 && '+'}
                          <kbd>{keyName(cap)}</kbd>
                        </Fragment>
                      ))}
                    </kbd>
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form method="dialog" className="cw-shortcut-actions">
        <button type="submit" className="cw-primary" autoFocus>
          {tc('close')}
        </button>
      </form>
    </dialog>
  );
}
