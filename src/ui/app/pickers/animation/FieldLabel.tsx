/**
 * The label of one of the animation fields: for the control with `id`, itself `${id}-label`, so a Radix
 * select (a button) can name itself by it with aria-labelledby as well.
 */
import type { ReactNode } from 'react';

export function FieldLabel(props: { id: string; children: ReactNode }) {
  return (
    <label htmlFor={props.id} id={`${props.id}-label`}>
      {props.children}
    </label>
  );
}
