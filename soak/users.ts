/**
 * The soak's accounts and what each has been told by the server: its projects (revision, name, trash), its
 * files, tasks and cloned voices. Calls of one account run one at a time; a cross-user call holds both
 * accounts' locks, so the owner's data cannot change while another account tries it.
 */

export interface OwnProject {
  id: string;
  name: string;
  /** The revision the server acknowledged last. */
  revision: number;
  trashed: boolean;
  /** The thumbnail acknowledged last (its bytes), if any. */
  thumbnail?: Buffer;
  /** A call on it was cut off by the kill: it may have been written without the answer arriving. */
  inDoubt: boolean;
}

export interface OwnFile {
  key: string;
  kind: string;
  size: number;
  contentType: string;
  /** Served as uploaded (not converted). */
  asUploaded: boolean;
}

export type TaskAction = 'tts' | 'tts_by_cloned_voice' | 'render';

export interface OwnTask {
  id: string;
  action: TaskAction;
  /** 0 done, 1 failed, 2 pending (as last read). */
  status: number;
  /** Its owner asked to cancel it. */
  cancelled: boolean;
  /** When it was submitted (ms). */
  at: number;
}

/** One at a time: each `run` starts when the previous one ended. */
export class Lock {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

export const PASSWORD = 'soak-password-long';
/** Files and tasks an account remembers at most. */
const MODEL_KEEPS = 60;

export class SoakUser {
  readonly name: string;
  readonly email: string;
  /** The loopback address this account's sign-ins come from. */
  readonly from: string;
  id = 0;
  access = '';
  refresh = '';
  /** When the access token was issued (ms). */
  tokenAt = 0;
  readonly projects = new Map<string, OwnProject>();
  /** Ids whose creation was cut off by the kill: they may exist. */
  readonly maybeProjects = new Set<string>();
  readonly files = new Map<string, OwnFile>();
  readonly tasks = new Map<string, OwnTask>();
  readonly voices: number[] = [];
  readonly lock = new Lock();
  #next = 0;

  constructor(
    readonly index: number,
    runTag: string,
  ) {
    this.name = `Soak ${index}`;
    this.email = `soak-${runTag}-${index}@example.com`;
    this.from = `127.0.0.${10 + index}`;
  }

  newProjectId(): string {
    return `u${this.index}p${this.#next++}`;
  }

  /** Every id this account has or may have. */
  ownIds(): Set<string> {
    return new Set([...this.projects.keys(), ...this.maybeProjects]);
  }

  useTokens(pair: { access_token: string; refresh_token: string }): void {
    this.access = pair.access_token;
    this.refresh = pair.refresh_token;
    this.tokenAt = Date.now();
  }

  /**
   * Adds to a file or task list, forgetting the oldest past `MODEL_KEEPS` (the server keeps them: the checks
   * then go on with the newest, and a long run's checks stay short).
   */
  remember<T>(list: Map<string, T>, key: string, value: T): void {
    list.set(key, value);
    for (const old of list.keys()) {
      if (list.size <= MODEL_KEEPS) break;
      if ((list.get(old) as Partial<OwnTask>).status !== 2) list.delete(old);
    }
  }

  pendingTasks(action?: TaskAction): OwnTask[] {
    return [...this.tasks.values()].filter(
      (t) => t.status === 2 && (action === undefined || t.action === action),
    );
  }
}

/** Both accounts' locks, always taken in the same order (so two cross-user calls never wait on each other). */
export function withBoth<T>(a: SoakUser, b: SoakUser, work: () => Promise<T>): Promise<T> {
  const [first, second] = a.index < b.index ? [a, b] : [b, a];
  return first.lock.run(() => second.lock.run(work));
}
