/**
 * What the actions share: the server, the HTTP client, the accounts, the media and the tally. Every call goes
 * through `Run.call`, which counts it and applies the rules every answer must keep (no server error, JSON when
 * it says JSON, an answer at all unless the server was just killed).
 */
import type { ApiVoice } from '../src/shared/api/voices.ts';
import { crossUserProblem, DENIED_CODES, isServerError } from './checks.ts';
import type { Answer, Call, HttpClient } from './client.ts';
import type { SoakMedia } from './media.ts';
import type { Random } from './random.ts';
import type { SoakServer } from './server.ts';
import type { Group, Tally, ViolationKind } from './tally.ts';
import type { SoakUser } from './users.ts';

export class Soak {
  /** Calls sent and not yet answered. */
  inFlight = 0;
  /** Actions running. */
  active = 0;
  /** The server is down (killed, not yet back): calls fail, and that is expected. */
  down = false;
  /** When the server came back after the kill (ms); temporary files younger than this must not stay. */
  restartedAt = 0;
  /** An account only strangers use (wrong passwords lock it, never the soak's own accounts). */
  victim = '';
  #gate: Promise<void> = Promise.resolve();
  #open: () => void = () => undefined;

  constructor(
    readonly tally: Tally,
    readonly server: SoakServer,
    readonly client: HttpClient,
    readonly users: readonly SoakUser[],
    readonly media: SoakMedia,
    readonly voices: readonly ApiVoice[],
    readonly render: boolean,
  ) {}

  /** Resolves when new actions may start. */
  whenOpen(): Promise<void> {
    return this.#gate;
  }

  close(): void {
    this.#gate = new Promise((resolve) => (this.#open = resolve));
  }

  open(): void {
    this.#open();
  }

  /** A render may be submitted: the server renders, and no render of the soak is waiting (one at a time). */
  renderSlotFree(): boolean {
    return this.render && this.users.every((u) => u.pendingTasks('render').length === 0);
  }

  others(user: SoakUser): SoakUser[] {
    return this.users.filter((u) => u !== user);
  }
}

export interface CallOptions {
  /** Send no token (unless the call names one). */
  anonymous?: boolean;
  /** The server may close the connection instead of answering (a body it refuses before reading it). */
  resetOk?: boolean;
  /** The owner of the data a cross-user call tried checks it afterwards (counted apart from the tries). */
  owner?: boolean;
}

/** One action as it runs: its calls are counted under its group and name. */
export class Run {
  /** A call of this run was cut off by the kill. */
  cut = false;

  constructor(
    readonly soak: Soak,
    readonly group: Group,
    readonly name: string,
    readonly user: SoakUser,
    readonly rng: Random,
  ) {}

  /** Sends `call` with the account's token (unless the call names its own, or `anonymous`). */
  call(call: Call, options: CallOptions = {}): Promise<Answer> {
    const sent: Call =
      options.anonymous === true || 'token' in call ? call : { ...call, token: this.user.access };
    return this.track(
      `${call.method} ${call.path.slice(0, 120)}`,
      () => this.soak.client.send(sent),
      options,
    );
  }

  /** Counts a call sent by `send` and applies the rules every answer keeps. */
  async track(where: string, send: () => Promise<Answer>, options: CallOptions = {}): Promise<Answer> {
    const { soak } = this;
    const life = soak.server.life;
    soak.inFlight++;
    const answer = await send().finally(() => soak.inFlight--);
    soak.tally.call(options.owner === true ? 'owner check' : this.group, answer.code);
    where = `${this.name}: ${where}`;
    if (answer.failure !== undefined) {
      if (soak.down || life !== soak.server.life) {
        soak.tally.interrupted++;
        this.cut = true;
      } else if (options.resetOk !== true) this.problem('connection', `${where}: ${answer.failure}`);
    }
    if (isServerError(answer))
      this.problem('server error', `${where} answered ${answer.code}: ${answer.message ?? ''}`);
    if (answer.badJson === true) this.problem('unexpected', `${where}: says JSON, is not`);
    return answer;
  }

  problem(kind: ViolationKind, text: string): void {
    this.soak.tally.violation(kind, `${this.user.name}: ${text}`);
  }

  /** True when the answer's code is one of `codes`; otherwise a violation (none for a call cut off by the kill). */
  expect(answer: Answer, codes: number | readonly number[], what: string): boolean {
    const wanted = typeof codes === 'number' ? [codes] : codes;
    if (wanted.includes(answer.code)) return true;
    if (answer.failure === undefined && !isServerError(answer))
      this.problem(
        'unexpected',
        `${this.name}: ${what}: expected ${wanted.join('/')}, got ${answer.code} ${answer.message ?? ''}`,
      );
    return false;
  }

  /** Another account's data must be refused (or `allowed`); anything else is a cross-user violation. */
  denied(answer: Answer, what: string, allowed: readonly number[] = DENIED_CODES): void {
    if (answer.failure !== undefined) return;
    const problem = crossUserProblem(answer, allowed);
    if (problem !== undefined) this.problem('cross-user', `${this.name}: ${what}: ${problem}`);
  }
}
