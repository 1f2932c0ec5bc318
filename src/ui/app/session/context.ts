/** React access to the editor session: the preview's playback state, seeking, the canvas. */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EditorSession } from './editor-session.ts';
import type { PlaybackSnapshot } from './playback-state.ts';

export const SessionContext = createContext<EditorSession | null>(null);

export function useSession(): EditorSession {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession: no SessionContext provider above this component');
  return session;
}

/** The preview's state and time; re-renders on every change (every frame while playing). */
export function usePlayback(): PlaybackSnapshot {
  const { playback } = useSession();
  return useSyncExternalStore(playback.subscribe, playback.get);
}
