/** React bindings of the editor store: the store comes from context; components read slices of its state. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EditorState, EditorStore } from './editor-store.ts';

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (store === null) throw new Error('useEditorStore: no EditorStoreContext provider above this component');
  return store;
}

/**
 * A slice of the editor state; the component re-renders when the slice changes (by `Object.is`: select
 * values the store keeps, such as `state.project.clips[i]`, or primitives — not new objects per call).
 */
export function useEditorState<T>(select: (state: EditorState) => T): T {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
