import type { Layout } from '../constants.ts';
import type { Project } from '../model/project.ts';

const MIB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The limits of the projects kept on the server (the client may check them before sending). */
export const PROJECT_LIMITS = {
  /** The largest `PUT /api/projects/:id` body; projects with many scenes outgrow the API's usual 1 MiB. */
  bodyBytes: 8 * MIB,
  /** The largest thumbnail image: a small frame grab, never a full-size picture. */
  thumbnailBytes: 256 * 1024,
  /** Image types a thumbnail may have (checked from the bytes). */
  thumbnailTypes: ['image/png', 'image/jpeg', 'image/webp'],
  /** A trashed project is purged this long after it was trashed. */
  trashMs: 30 * DAY_MS,
  /** Earlier revisions kept: the newest ones… */
  historyNewest: 50,
  /** …and the newest of each (UTC) day within this many days. */
  historyDays: 30,
} as const;

/** A row of `GET /api/projects`: everything but the project body. Times are ms since the epoch. */
export interface ProjectSummary {
  id: string;
  name: string;
  layout: Layout;
  /** Seconds (the sum of the scenes' durations). */
  totalDuration: number;
  revision: number;
  updated_at: number;
  /** `/api/projects/:id/thumbnail?v=…` (for the owner's token), or null when the project has none. */
  thumbnail_url: string | null;
}

/** A row of `GET /api/projects?trash=1`: when it was trashed and when it will be purged. */
export interface TrashedProjectSummary extends ProjectSummary {
  deleted_at: number;
  purge_at: number;
}

export interface ProjectListResponse {
  list: ProjectSummary[];
}

export interface TrashListResponse {
  list: TrashedProjectSummary[];
}

/** `GET /api/projects/:id`: the stored (normalised) project. */
export interface ProjectResponse {
  id: string;
  name: string;
  project: Project;
  revision: number;
  updated_at: number;
}

/** `PUT /api/projects/:id` and the restore of an earlier revision: the new revision. */
export interface ProjectSaveResponse {
  revision: number;
  updated_at: number;
  /** What loading the project repaired before it was stored ('JSON path: what and how'); often empty. */
  repairs: string[];
}

/** `data` of a 409 answer: the revision stored now (read it, merge, and send again with it). */
export interface ProjectConflict {
  revision: number;
}

/** `DELETE /api/projects/:id`. */
export interface ProjectTrashResponse {
  id: string;
  deleted_at: number;
  purge_at: number;
}

/** `POST /api/projects/:id/restore`: the project is back where it was. */
export interface ProjectRestoreResponse {
  id: string;
  revision: number;
  updated_at: number;
}

/** An earlier revision of `GET /api/projects/:id/history` (newest first). `size`: bytes of its JSON. */
export interface ProjectHistoryEntry {
  revision: number;
  updated_at: number;
  name: string;
  size: number;
}

export interface ProjectHistoryResponse {
  list: ProjectHistoryEntry[];
}

/** `PUT /api/projects/:id/thumbnail`. */
export interface ProjectThumbnailResponse {
  thumbnail_url: string;
}
