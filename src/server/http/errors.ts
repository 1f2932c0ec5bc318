import { API_CODE } from '../../shared/api/envelope.ts';

/**
 * An error the API answers as `{code, data, message}`: `data` is null unless the caller needs more than the
 * message to recover (a conflict's stored revision). The HTTP status is 200 unless `httpStatus` says, and
 * `headers` are added to the answer.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    readonly data: unknown = null,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string): ApiError => new ApiError(API_CODE.badRequest, message);
export const unauthorized = (message: string): ApiError => new ApiError(API_CODE.unauthorized, message);
export const forbidden = (message: string): ApiError => new ApiError(API_CODE.forbidden, message);
export const notFound = (message: string): ApiError => new ApiError(API_CODE.notFound, message);
/** Code 409: the request was made against a state that has changed since; `data` says what it is now. */
export const conflict = (message: string, data: unknown): ApiError =>
  new ApiError(API_CODE.conflict, message, 200, data);

/**
 * Code and HTTP status 429 with `Retry-After` (whole seconds, rounded up): the status and header let any HTTP
 * client or proxy see the wait, not only ours.
 */
export const tooManyRequests = (message: string, retryAfterMs: number): ApiError =>
  new ApiError(API_CODE.tooManyRequests, message, 429, null, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
