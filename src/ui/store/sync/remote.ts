/**
 * The server side of sync as the sync code sees it: a few calls on the account's projects. The app wires
 * them to the API client; tests hand in a fake server. A remote throws `OfflineError` when the server cannot
 * be reached (sync then retries), and any other error when the server refused the call.
 */

export interface RemoteProject {
  id: string;
  name: string;
  /** The project as the server stores it (serialised; loaded with the editor's loader). */
  project: unknown;
  revision: number;
  updated_at: number;
}

export interface RemoteSummary {
  id: string;
  name: string;
  revision: number;
  updated_at: number;
  /** Where its thumbnail is (a new URL for each new image); null: it has none. */
  thumbnail_url: string | null;
}

/** A project in the account's trash: when it was trashed, and when the server deletes it for good. */
export interface RemoteTrashed extends RemoteSummary {
  deleted_at: number;
  purge_at: number;
}

/** An earlier revision of a project (`size`: bytes of its JSON). */
export interface RemoteRevision {
  revision: number;
  updated_at: number;
  name: string;
  size: number;
}

export type SaveOutcome =
  | { kind: 'saved'; revision: number }
  /** The server holds `revision`, not the one the save was based on: nothing was changed there. */
  | { kind: 'conflict'; revision: number };

export interface ProjectsRemote {
  list(): Promise<RemoteSummary[]>;
  load(id: string): Promise<RemoteProject>;
  /** Saves on top of `revision` (0: a new project). */
  save(id: string, body: { name: string; project: unknown; revision: number }): Promise<SaveOutcome>;
  /** Moves the project to the account's trash. */
  remove(id: string): Promise<void>;
  /** Brings it back from the trash. */
  restore(id: string): Promise<void>;
  /** Stores the project's thumbnail image; resolves with its new `thumbnail_url`. */
  saveThumbnail(id: string, image: Blob): Promise<string>;
  /** The project's thumbnail image. */
  thumbnail(id: string): Promise<Blob>;
  /** The account's trash, most recently changed first. */
  trash(): Promise<RemoteTrashed[]>;
  /** The project's earlier revisions, newest first. */
  history(id: string): Promise<RemoteRevision[]>;
  /** Makes the earlier `revision` the newest, on top of `current` (a conflict when that is stale). */
  restoreRevision(id: string, revision: number, current: number): Promise<SaveOutcome>;
}

/** The server could not be reached (no network, server down): the call may be tried again later. */
export class OfflineError extends Error {
  override name = 'OfflineError';
}

/** Nobody is signed in on this page (or the sign-in ended): the projects stay on this device. */
export class SignedOutError extends Error {
  override name = 'SignedOutError';
}
