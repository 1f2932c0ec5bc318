/** The projects page's list of stored projects, re-read after each change the page makes. */
import { useCallback, useEffect, useState } from 'react';
import type { ProjectDb, ProjectSummary } from '../../store/persist/project-db.ts';

export type ProjectList =
  { kind: 'loading' } | { kind: 'ready'; projects: ProjectSummary[] } | { kind: 'failed'; error: string };

async function readList(db: ProjectDb): Promise<ProjectList> {
  try {
    return { kind: 'ready', projects: await db.list() };
  } catch (error) {
    return { kind: 'failed', error: (error as Error).message };
  }
}

export function useProjectList(db: ProjectDb): { list: ProjectList; reload(): Promise<void> } {
  const [list, setList] = useState<ProjectList>({ kind: 'loading' });
  const reload = useCallback(async () => setList(await readList(db)), [db]);
  useEffect(() => {
    let current = true;
    const read = () =>
      void readList(db).then((next) => {
        if (current) setList(next);
      });
    read();
    // Another tab (or the editor in this one) may change projects: re-read when the page is shown again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [db]);
  return { list, reload };
}
