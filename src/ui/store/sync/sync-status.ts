/** Where an open project stands with the server, as the top bar shows it. */
export type SyncStatus =
  /** Not signed in, or the server has no projects call: kept on this device only. */
  | { kind: 'local' }
  | { kind: 'syncing' }
  | { kind: 'synced'; at: number; revision: number }
  /** The server could not be reached; the next try is at `retryAt` (ms since the epoch). */
  | { kind: 'offline'; retryAt: number }
  /** The server holds a revision made elsewhere since this device last saved there. */
  | { kind: 'conflict'; serverRevision: number }
  /** The server refused the project (too large, not a project): retrying would not help. */
  | { kind: 'failed'; error: string };
