/** What the soak saw: calls by group and action, the codes answered, and the violations of its rules. */

export type Group =
  'projects' | 'uploads' | 'speech' | 'render' | 'auth' | 'malformed' | 'cross-user' | 'owner check';

export type ViolationKind =
  'server error' | 'cross-user' | 'unexpected' | 'connection' | 'memory' | 'database' | 'durability' | 'task';

export interface Violation {
  kind: ViolationKind;
  text: string;
  /** Seconds since the soak started. */
  at: number;
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

export class Tally {
  /** When the timed run started (ms); times in the summary count from it. */
  started = Date.now();
  readonly calls = new Map<Group, number>();
  readonly actions = new Map<string, number>();
  readonly codes = new Map<Group, Map<number, number>>();
  readonly violations: Violation[] = [];
  /** Calls cut off by the server's SIGKILL (expected, not violations). */
  interrupted = 0;
  /** Calls in flight when the server was killed. */
  inFlightAtKill = 0;
  readonly notes: string[] = [];

  seconds(): number {
    return Math.round((Date.now() - this.started) / 100) / 10;
  }

  action(name: string): void {
    bump(this.actions, name);
  }

  /** One answered call (code 0: no answer, the connection failed). */
  call(group: Group, code: number): void {
    bump(this.calls, group);
    const codes = this.codes.get(group) ?? new Map<number, number>();
    bump(codes, code);
    this.codes.set(group, codes);
  }

  violation(kind: ViolationKind, text: string): void {
    this.violations.push({ kind, text, at: this.seconds() });
  }

  note(text: string): void {
    this.notes.push(text);
  }

  totalCalls(): number {
    return [...this.calls.values()].reduce((a, b) => a + b, 0);
  }

  /** Lines of the summary: calls and codes per group, then the violations (the first 40 of each kind). */
  lines(): string[] {
    const lines = [
      `calls: ${this.totalCalls()} in ${this.seconds()} s; cut off by the kill: ${this.interrupted}`,
    ];
    for (const [group, count] of [...this.calls].sort((a, b) => b[1] - a[1])) {
      const codes = [...(this.codes.get(group) ?? [])].sort((a, b) => a[0] - b[0]);
      lines.push(
        `  ${group.padEnd(11)} ${String(count).padStart(6)}  codes ${codes.map(([c, n]) => `${c}×${n}`).join(' ')}`,
      );
    }
    const actions = [...this.actions].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${n}`);
    lines.push(`actions: ${actions.join(', ')}`);
    for (const note of this.notes) lines.push(note);
    const kinds = new Map<ViolationKind, Violation[]>();
    for (const v of this.violations) kinds.set(v.kind, [...(kinds.get(v.kind) ?? []), v]);
    lines.push(`violations: ${this.violations.length}`);
    for (const [kind, list] of kinds) {
      lines.push(`  ${kind}: ${list.length}`);
      for (const v of list.slice(0, 40)) lines.push(`    [${v.at} s] ${v.text}`);
    }
    return lines;
  }
}
