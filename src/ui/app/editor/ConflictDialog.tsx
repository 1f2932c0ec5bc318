/**
 * The choice after another device saved the open project first: keep mine, take the other device's, or keep
 * both. A modal dialog (the rest of the page inert) that stays until a choice is carried out; nothing is
 * overwritten before. Escape does not dismiss it: leaving the conflict unresolved would leave the project
 * unsynced without saying so.
 */
import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { ConflictChoice, OpenSync } from '../../store/sync/open-sync.ts';
import { trapTab } from '../common/trap-tab.ts';
import { useModal } from '../common/use-modal.ts';
import { newProjectId } from '../projects/new-project.ts';
import { useServices } from '../services.ts';

const CHOICES = [
  { choice: 'mine', label: 'keepMine', hint: 'keepMineHint' },
  { choice: 'theirs', label: 'takeTheirs', hint: 'takeTheirsHint' },
  { choice: 'both', label: 'keepBoth', hint: 'keepBothHint' },
] as const;

export function ConflictDialog({ sync }: { sync: OpenSync }) {
  const t = useT('sync');
  const { projects } = useServices();
  const dialog = useModal();
  const titleId = useId();
  const introId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const choose = (choice: ConflictChoice) => {
    setBusy(true);
    setError(undefined);
    const words = {
      theirsStep: t('theirsStep'),
      copyName: (name: string) => t('copyName', { name }),
      newId: async () => newProjectId(new Set((await projects.list()).map((row) => row.id))),
    };
    sync.resolve(choice, words).then(
      () => setBusy(false),
      (failure: unknown) => {
        setBusy(false);
        setError(t('resolveFailed', { error: failure instanceof Error ? failure.message : String(failure) }));
      },
    );
  };

  return (
    <dialog
      ref={dialog}
      className="cw-modal cw-conflict-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => trapTab(event, dialog.current)}
    >
      <h2 id={titleId}>{t('conflictTitle')}</h2>
      <p id={introId}>{t('conflictIntro')}</p>
      <ul className="cw-conflict-choices">
        {CHOICES.map(({ choice, label, hint }) => (
          <li key={choice}>
            <button
              type="button"
              disabled={busy}
              aria-describedby={`${titleId}-${choice}`}
              onClick={() => choose(choice)}
            >
              {t(label)}
            </button>
            <span id={`${titleId}-${choice}`} className="cw-hint">
              {t(hint)}
            </span>
          </li>
        ))}
      </ul>
      {error !== undefined && <p role="alert">{error}</p>}
    </dialog>
  );
}
