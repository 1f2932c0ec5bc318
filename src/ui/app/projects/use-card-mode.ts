/**
 * A project card's mode — showing its actions, renaming in place, or asking before a delete — and the focus
 * given back to the button that started a rename or a delete when it ends.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export type CardMode = 'view' | 'rename' | 'confirmDelete';

export interface CardModeState {
  mode: CardMode;
  setMode(mode: CardMode): void;
  renameButton: RefObject<HTMLButtonElement | null>;
  deleteButton: RefObject<HTMLButtonElement | null>;
  /** Back to the actions, the focus on the button that started the rename or the delete. */
  leave(from: 'rename' | 'delete'): void;
}

export function useCardMode(): CardModeState {
  const [mode, setMode] = useState<CardMode>('view');
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<'rename' | 'delete' | undefined>(undefined);

  useEffect(() => {
    if (mode !== 'view' || returnFocus.current === undefined) return;
    (returnFocus.current === 'rename' ? renameButton : deleteButton).current?.focus();
    returnFocus.current = undefined;
  }, [mode]);

  const leave = (from: 'rename' | 'delete') => {
    returnFocus.current = from;
    setMode('view');
  };
  return { mode, setMode, renameButton, deleteButton, leave };
}
