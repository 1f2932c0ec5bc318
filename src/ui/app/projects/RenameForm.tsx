/** Renaming a project in place: Enter saves, Escape cancels, an empty or too long name is refused with a message. */
import { useId, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { checkProjectName, MAX_PROJECT_NAME_LENGTH } from './project-name.ts';

export function RenameForm(props: { name: string; onSave(name: string): Promise<void>; onCancel(): void }) {
  const t = useT('projects');
  const [value, setValue] = useState(props.name);
  const [error, setError] = useState<string | undefined>(undefined);
  const errorId = useId();
  return (
    <form
      className="cw-rename"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkProjectName(value);
        if (!checked.ok) {
          setError(
            checked.reason === 'empty' ? t('nameEmpty') : t('nameTooLong', { max: MAX_PROJECT_NAME_LENGTH }),
          );
          return;
        }
        props
          .onSave(checked.name)
          .catch((e: unknown) => setError(t('actionFailed', { error: (e as Error).message })));
      }}
    >
      <input
        aria-label={t('nameLabel')}
        value={value}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            props.onCancel();
          }
        }}
      />
      <button type="submit">{t('save')}</button>
      <button type="button" onClick={props.onCancel}>
        {t('cancel')}
      </button>
      {error !== undefined && (
        <p id={errorId} role="alert" className="cw-error">
          {error}
        </p>
      )}
    </form>
  );
}
