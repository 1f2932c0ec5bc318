/**
 * The Chromium a render process keeps: started on first use with a profile of its own (so an export's file
 * streams to disk through the origin's private file system rather than memory), reused across jobs, and
 * started afresh after it crashed or when its processes grew past a memory ceiling.
 */
import { rmSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { findChromium } from '../../../scripts/find-chromium.mjs';
import { chromiumArgs } from './chromium-args.ts';
import { ownedTempDir } from './owned-temp.ts';
import { memoryMB, processTreeWith } from './process-memory.ts';

export interface RenderBrowserOptions {
  /** Chromium binary; default: CHROMIUM_PATH or CLIPWRIGHT_CHROMIUM, else Debian's /usr/bin/chromium. */
  executablePath?: string;
  /** Chromium is restarted between jobs once its processes use more than this (MB of PSS). */
  memoryCeilingMB?: number;
  log?: (line: string) => void;
}

const DEFAULT_MEMORY_CEILING_MB = 3000;

interface Running {
  context: BrowserContext;
  profileDir: string;
  crashed: boolean;
}

function executable(options: RenderBrowserOptions): string {
  if (options.executablePath !== undefined) return options.executablePath;
  const fromEnv = process.env.CLIPWRIGHT_CHROMIUM;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  try {
    return findChromium({ install: false });
  } catch (error) {
    throw new Error(`server rendering needs Chromium: ${(error as Error).message}`, { cause: error });
  }
}

/** Chromium's last writes may still land while its profile is removed: retry, and never fail a render on it. */
/** Chromium profiles; the sweep of this prefix covers the render workers' folders too. */
const PROFILE_PREFIX = 'clipwright-render-';

function removeProfile(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch (error) {
    console.warn(`render browser: could not remove the profile ${dir}: ${(error as Error).message}`);
  }
}

export class RenderBrowser {
  private running: Promise<Running> | undefined;
  /** Times Chromium was started (the first start included). */
  starts = 0;

  constructor(private readonly options: RenderBrowserOptions = {}) {}

  /**
   * A new page of the running Chromium (started if needed); the caller closes it. A Chromium that died
   * since its last job (killed, out of memory) is noticed here at the latest, and replaced.
   */
  async newPage(): Promise<Page> {
    const running = await this.start();
    try {
      return await running.context.newPage();
    } catch (error) {
      this.options.log?.(`render browser: restarting Chromium, it is gone (${(error as Error).message})`);
      await this.close();
      return (await this.start()).context.newPage();
    }
  }

  /** Between jobs: a crashed or oversized Chromium is closed, so that the next job starts a fresh one. */
  async afterJob(): Promise<void> {
    if (this.running === undefined) return;
    const running = await this.running.catch(() => undefined);
    const ceiling = this.options.memoryCeilingMB ?? DEFAULT_MEMORY_CEILING_MB;
    const used = running === undefined ? 0 : memoryMB(processTreeWith(running.profileDir));
    if (running === undefined || running.crashed || used > ceiling) {
      const why = running?.crashed === true ? 'it crashed' : `it used ${used} MB (ceiling ${ceiling} MB)`;
      this.options.log?.(`render browser: restarting Chromium because ${why}`);
      await this.close();
    }
  }

  /** This Chromium's processes (none while it is not running). */
  async processes(): Promise<number[]> {
    const running = await this.running?.catch(() => undefined);
    return running === undefined ? [] : processTreeWith(running.profileDir);
  }

  async close(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    const done = await running?.catch(() => undefined);
    if (done === undefined) return;
    await done.context.close().catch(() => {});
    removeProfile(done.profileDir);
  }

  private start(): Promise<Running> {
    this.running ??= this.launch().catch((error: unknown) => {
      this.running = undefined;
      throw error;
    });
    return this.running;
  }

  private async launch(): Promise<Running> {
    const profileDir = ownedTempDir(PROFILE_PREFIX);
    try {
      const context = await chromium.launchPersistentContext(profileDir, {
        executablePath: executable(this.options),
        args: chromiumArgs(),
        headless: true,
        // The render process decides what a signal means (Ctrl+C cancels the render, then closes Chromium).
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      this.starts++;
      const running: Running = { context, profileDir, crashed: false };
      context.on('close', () => {
        running.crashed = true;
      });
      return running;
    } catch (error) {
      removeProfile(profileDir);
      throw error;
    }
  }
}
