import type { Context } from 'hono';
import { API_CODE, type ApiEnvelope } from '../../shared/api/envelope.ts';
import { ApiError } from './errors.ts';

/** A success answer `{code: 200, data}`. */
export function ok<T>(c: Context, data: T): Response {
  const body: ApiEnvelope<T> = { code: API_CODE.ok, data };
  return c.json(body);
}

/** Turns any thrown error into `{code, data, message}` (data null unless the error carries some; internal errors: code 500, logged). */
export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof ApiError) {
    const body: ApiEnvelope<unknown> = { code: error.code, data: error.data, message: error.message };
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(body, error.httpStatus as 200);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  const body: ApiEnvelope<null> = { code: API_CODE.serverError, data: null, message: 'internal error' };
  return c.json(body, 500);
}
