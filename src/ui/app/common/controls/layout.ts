/**
 * What the Radix primitives need to know about where they sit. Their direction decides which way a slider
 * runs and which arrow key raises it, and where a popup opens; it follows the UI language, which is what sets
 * `<html dir>`, so a language switch re-renders the controls the right way round. Their popups are portalled:
 * into the modal `<dialog>` around the control when there is one (anything outside the top layer is
 * drawn under the dialog and cannot be clicked), else into the body.
 */
import { useCallback, useState } from 'react';
import { SITE_LANGUAGE_INFO } from '../../../../shared/i18n/languages.ts';
import { useLanguage } from '../../../i18n/use-t.ts';

export type Direction = 'ltr' | 'rtl';

export function useDirection(): Direction {
  return SITE_LANGUAGE_INFO[useLanguage().lang].dir;
}

/** A ref for the control's anchor element, and the element its popup should be portalled into. */
export function usePortalHost(): [ref: (node: Element | null) => void, host: HTMLElement | undefined] {
  const [host, setHost] = useState<HTMLElement | undefined>(undefined);
  const ref = useCallback((node: Element | null) => {
    // Any dialog, open or not: the ref is set before the dialog's effect calls showModal().
    setHost(node?.closest<HTMLElement>('dialog') ?? undefined);
  }, []);
  return [ref, host];
}
