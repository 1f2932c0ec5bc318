import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { API_CODE } from '../../shared/api/envelope.ts';
import { PROJECT_LIMITS } from '../../shared/api/projects.ts';
import { ApiError } from '../http/errors.ts';
import { errorResponse } from '../http/respond.ts';

const MIB = 1024 * 1024;

/** Room for the multipart form around a thumbnail image (the image itself is checked exactly). */
const FORM_OVERHEAD = 16 * 1024;

function capped(maxSize: number, what: string): MiddlewareHandler {
  const size = maxSize >= MIB ? `${maxSize / MIB} MiB` : `${maxSize / 1024} KiB`;
  const message = `body: larger than ${maxSize} bytes (${size}), the most ${what} may take`;
  return bodyLimit({
    maxSize,
    onError: (c) => errorResponse(c, new ApiError(API_CODE.payloadTooLarge, message)),
  });
}

const projectCap = capped(PROJECT_LIMITS.bodyBytes, 'a project');
const thumbnailCap = capped(PROJECT_LIMITS.thumbnailBytes + FORM_OVERHEAD, 'a thumbnail form');

/**
 * The body limit of a `/api/projects` path, streamed like the API's other limits; undefined for paths
 * outside it (they keep the API's 1 MiB). The 413 names the limit.
 */
export function projectsLimit(path: string): MiddlewareHandler | undefined {
  if (path !== '/api/projects' && !path.startsWith('/api/projects/')) return undefined;
  return /^\/api\/projects\/[^/]+\/thumbnail$/.test(path) ? thumbnailCap : projectCap;
}
