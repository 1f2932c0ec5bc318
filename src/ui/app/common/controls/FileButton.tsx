/**
 * Choosing files with a button that looks like the studio's others and names its action, the chosen file's
 * name beside it (a bare `<input type="file">` looks like the system's and says "No file chosen" in the
 * browser's language). The real input stays in the page, visually hidden: it takes the focus and opens the
 * file dialog from the keyboard, its `<label>` is the visible button, and tests can still set its files.
 * Its value is cleared after each choice, so choosing the same file again chooses it again.
 */
import { useId, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import './controls.css';

export function FileButton(props: {
  /** The action, which is the input's name too ("Upload an image or video"). */
  label: string;
  onFiles(files: readonly File[]): void;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Whether the chosen file's name shows (an action that reports what it did elsewhere hides it). */
  showChosen?: boolean;
}) {
  const t = useT('common');
  const id = useId();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const shown = props.showChosen !== false && chosen !== undefined;
  return (
    <span className="cw-file-button">
      <input
        id={id}
        type="file"
        className="cw-visually-hidden cw-file-input"
        accept={props.accept}
        multiple={props.multiple === true}
        disabled={props.disabled === true}
        aria-describedby={shown ? `${id}-chosen` : undefined}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          const [first] = files;
          if (first === undefined) return;
          setChosen(files.length === 1 ? first.name : t('filesChosen', { count: files.length }));
          props.onFiles(files);
        }}
      />
      <label htmlFor={id} className="cw-file-label">
        {props.label}
      </label>
      {shown ? (
        <span id={`${id}-chosen`} className="cw-file-chosen">
          <bdi>{chosen}</bdi>
        </span>
      ) : null}
    </span>
  );
}
