import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Db } from '../db/open.ts';
import { findAsset, putAsset } from '../media/store.ts';
import { readCached, writeCached } from './cache.ts';
import { demoItems } from './items.ts';
import { listStockVideos, type StockVideo } from './stock-videos/index.ts';

export interface DemoLibraryOptions {
  /** Stops between items (server shutdown); what is stored stays, the next start goes on from there. */
  signal?: AbortSignal;
  /** Folder of generated files kept between data folders; null = none (see cache.ts). */
  cacheDir: string | null;
  /** The stock videos to store (default: the committed ones). */
  videos?: readonly StockVideo[];
  now: () => number;
}

export interface DemoLibraryReport {
  /** Keys stored by this call, in order. */
  stored: string[];
  /** Of those, how many came from the cache rather than being generated. */
  fromCache: number;
  /** Items already stored before (skipped). */
  present: number;
  failed: Array<{ key: string; error: string }>;
  aborted: boolean;
  /** Bytes written and milliseconds taken. */
  bytes: number;
  ms: number;
}

/**
 * Stores every demo library item that is not stored yet (public assets: ownerId null). Items are made one at
 * a time, and the slow ones yield to the event loop, so the server answers while this runs on first start.
 * An item that fails is reported and skipped; the others go on.
 */
export async function ensureDemoLibrary(
  db: Db,
  filesDir: string,
  options: DemoLibraryOptions,
): Promise<DemoLibraryReport> {
  const started = performance.now();
  const report: DemoLibraryReport = {
    stored: [],
    fromCache: 0,
    present: 0,
    failed: [],
    aborted: false,
    bytes: 0,
    ms: 0,
  };
  // A function, not a field read: the signal changes while items are being made (across awaits).
  const aborted = (): boolean => options.signal?.aborted === true;
  for (const item of demoItems(options.videos ?? listStockVideos())) {
    if (aborted()) {
      report.aborted = true;
      break;
    }
    if (findAsset(db, item.key) !== undefined) {
      report.present++;
      continue;
    }
    try {
      const cached = item.cacheable ? readCached(options.cacheDir, item.key) : undefined;
      const bytes = cached ?? (await item.build());
      if (cached === undefined && item.cacheable) writeCached(options.cacheDir, item.key, bytes);
      // Shutdown may have closed the database while the item was being made.
      if (aborted()) {
        report.aborted = true;
        break;
      }
      if (findAsset(db, item.key) !== undefined) continue; // stored meanwhile by another server on this folder
      putAsset(db, filesDir, {
        key: item.key,
        ownerId: null,
        kind: item.kind,
        contentType: item.contentType,
        bytes,
        now: options.now(),
      });
      report.stored.push(item.key);
      report.bytes += bytes.length;
      if (cached !== undefined) report.fromCache++;
    } catch (error) {
      report.failed.push({ key: item.key, error: error instanceof Error ? error.message : String(error) });
    }
    await yieldToLoop();
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}
