/**
 * A titled group of inspector fields that the creator can fold away: the legend is a disclosure button, and
 * which groups are folded is remembered on this device (see folded-groups.ts), so a long inspector stays as
 * short as they left it from one layer or project to the next.
 */
import { useId, type ReactNode } from 'react';
import { useFolded } from './folded-groups.ts';

export function FieldGroup(props: { title: string; children: ReactNode }) {
  const bodyId = useId();
  const [folded, setFolded] = useFolded(props.title);
  return (
    <fieldset className="cw-field-group" data-folded={folded || undefined}>
      <legend>
        <button
          type="button"
          className="cw-field-group-toggle"
          aria-expanded={!folded}
          aria-controls={bodyId}
          onClick={() => setFolded(!folded)}
        >
          <span className="cw-disclosure" aria-hidden="true" />
          {props.title}
        </button>
      </legend>
      <div id={bodyId} hidden={folded}>
        {props.children}
      </div>
    </fieldset>
  );
}
