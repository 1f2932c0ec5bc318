/**
 * The server under soak: the product's own `serve` command in a child process on a kept data folder, with its
 * temporary folder (where render Chromium keeps its profile) inside the soak's, so processes it left behind can
 * be found. Its resident memory is sampled from /proc while it runs; it can be SIGKILLed and started again on
 * the same data folder and port.
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { rssMB, startNodeChild } from '../bench/child-process.ts';

export interface SoakServerOptions {
  dataDir: string;
  /** The child's TMPDIR. */
  tmpDir: string;
  render: boolean;
  /** Lines the server prints (standard output and error). */
  log: (line: string) => void;
}

export interface RssSample {
  /** Which start of the server (1, 2, …). */
  life: number;
  mb: number;
}

const SAMPLE_MS = 500;
const READY = /^Clipwright(?: API)? on (http:\/\/[^/\s]+)\//;

export class SoakServer {
  base = '';
  life = 0;
  readonly samples: RssSample[] = [];
  /** Lines the server wrote to standard error. */
  readonly errors: string[] = [];
  /** Samples are kept from `measure()` on (after the soak's warm-up) until the process ends. */
  #measuring = false;
  #child: ChildProcess | undefined;
  #port = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: SoakServerOptions) {}

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Starts the server (the first time on a free port, later on the same one); resolves once it listens. */
  async start(): Promise<void> {
    const { dataDir, tmpDir, render, log } = this.options;
    const args = ['src/server/cli.ts', 'serve', '--port', String(this.#port), '--data', dataDir];
    args.push(...(render ? ['--workers', '1'] : ['--api-only']));
    const { child, ready } = await startNodeChild(args, {
      ready: (line) => READY.exec(line)?.[1],
      env: { ...process.env, TMPDIR: tmpDir },
      onLine: log,
      onError: (line) => {
        this.errors.push(line);
        log(`stderr: ${line}`);
      },
    });
    this.#child = child;
    this.base = ready;
    this.#port = Number(new URL(ready).port);
    this.life++;
    this.#measuring = false;
    const life = this.life;
    const pid = child.pid!;
    this.#timer = setInterval(() => {
      if (!this.#measuring) return;
      try {
        this.samples.push({ life, mb: rssMB(pid) });
      } catch {
        // gone between two samples
      }
    }, SAMPLE_MS);
  }

  /** Memory counts from now on (the server is warm: its workers and caches are in use). */
  measure(): void {
    this.#measuring = true;
  }

  /** SIGKILL: no chance to finish anything. Resolves once the process is gone. */
  kill(): Promise<void> {
    return this.#end('SIGKILL');
  }

  /** SIGTERM, as a person stopping the server does; SIGKILL after 30 s. Resolves with how it ended. */
  async stop(): Promise<string> {
    const child = this.#child;
    if (child === undefined) return 'not running';
    const late = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await this.#end('SIGTERM');
    clearTimeout(late);
    return child.signalCode ?? `exit ${child.exitCode ?? '?'}`;
  }

  async #end(signal: NodeJS.Signals): Promise<void> {
    clearInterval(this.#timer);
    const child = this.#child;
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** SIGKILL now, without waiting: when the soak itself ends early, its server must not outlive it. */
  killNow(): void {
    const child = this.#child;
    if (child !== undefined && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  /** Processes still running from a server that is gone (their command line names its temporary folder). */
  leftovers(): number[] {
    const pids: number[] = [];
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
      try {
        const command = readFileSync(`/proc/${name}/cmdline`, 'utf8');
        if (command.includes(this.options.tmpDir)) pids.push(Number(name));
      } catch {
        // ended meanwhile
      }
    }
    return pids;
  }
}
