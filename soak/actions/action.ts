import type { Run, Soak } from '../context.ts';
import type { Group } from '../tally.ts';
import type { SoakUser } from '../users.ts';

/** One kind of call (or short sequence of calls) the soak makes at random, by weight. */
export interface Action {
  name: string;
  group: Group;
  weight: number;
  /** Whether it can run now for this account (it may need a project, a file…). */
  ready?: (user: SoakUser, soak: Soak) => boolean;
  /** It tries `other`'s data: it runs holding both accounts' locks. */
  cross?: boolean;
  run(run: Run, other: SoakUser): Promise<void>;
}

export const liveProjects = (user: SoakUser) => [...user.projects.values()].filter((p) => !p.trashed);
export const trashedProjects = (user: SoakUser) => [...user.projects.values()].filter((p) => p.trashed);
