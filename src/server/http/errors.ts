import { API_CODE } from '../../shared/api/envelope.ts';

/**
 * An error the API answers as `{code, data, message}`: `data` is null unless the caller needs more than the
 * message to recover (a conflict's stored revision). The HTTP status is 200 unless `httpStatus` says.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    readonly data: unknown = null,
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
