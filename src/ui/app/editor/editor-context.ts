/** React access to the page's Editor (src/ui/editor/editor.ts): screens render what it holds and call it. */
import { createContext, useContext } from 'react';
import type { Editor } from '../../editor/editor.ts';

export const EditorContext = createContext<Editor | null>(null);

export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (editor === null) throw new Error('useEditor: no EditorContext provider above this component');
  return editor;
}
