/**
 * The memory the browser uses, read from Linux's /proc: the proportional set size (PSS: shared pages split
 * between the processes that share them, so the sum is not inflated) of every Chromium process this Node
 * process started. Sampled on a timer while a page works; the peak is what the machine had to have.
 */
import { readdirSync, readFileSync } from 'node:fs';

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // The process ended between the listing and the read.
    return undefined;
  }
}

/** Parent of each running process. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    // The command name (2nd field) may hold spaces: the fields after its closing parenthesis are fixed.
    const rest = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(rest?.[1]);
    if (Number.isInteger(ppid)) map.set(Number(name), ppid);
  }
  return map;
}

function descendants(root: number): number[] {
  const map = parents();
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    for (const [child, parent] of map)
      if (parent === pid) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

/** kB of one process: PSS where the kernel tells it, else its resident size. */
function processKb(pid: number): number {
  const rollup = read(`/proc/${pid}/smaps_rollup`);
  const pss = rollup === undefined ? undefined : /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
  if (pss !== undefined) return Number(pss);
  const status = read(`/proc/${pid}/status`);
  return Number((status === undefined ? undefined : /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) ?? 0);
}

/** The Chromium processes under this Node process (none where /proc is missing). */
export function chromiumProcesses(): number[] {
  try {
    return descendants(process.pid).filter((pid) =>
      /chrom/i.test((read(`/proc/${pid}/cmdline`) ?? '').split('\0')[0] ?? ''),
    );
  } catch {
    return [];
  }
}

/** MB used now by the Chromium processes under this Node process (0 where /proc is missing). */
export function browserMemoryMB(): number {
  return memoryMB(chromiumProcesses());
}

/** MB used now by these processes. */
export function memoryMB(pids: readonly number[]): number {
  return Math.round(pids.reduce((sum, pid) => sum + processKb(pid), 0) / 1024);
}

/**
 * Processes under this Node process whose command line contains `text` (a Chromium's profile folder names
 * its browser process), with all of theirs.
 */
export function processTreeWith(text: string): number[] {
  try {
    const mine = descendants(process.pid);
    const roots = mine.filter((pid) => (read(`/proc/${pid}/cmdline`) ?? '').includes(text));
    return [...new Set(roots.flatMap((root) => [root, ...descendants(root)]))];
  } catch {
    return [];
  }
}

/** Samples browserMemoryMB every `everyMs` until stopped; `stop()` gives the peak and every sample (MB). */
export function watchMemory(everyMs = 250): { stop(): { peakMB: number; samplesMB: number[] } } {
  const samplesMB = [browserMemoryMB()];
  const timer = setInterval(() => samplesMB.push(browserMemoryMB()), everyMs);
  return {
    stop() {
      clearInterval(timer);
      samplesMB.push(browserMemoryMB());
      return { peakMB: Math.max(...samplesMB), samplesMB };
    },
  };
}
