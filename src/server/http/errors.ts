import { API_CODE } from '../../shared/api/envelope.ts';

/** An error the API answers as `{code, data: null, message}`; the HTTP status is 200 unless `httpStatus` says. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

export const badRequest = (message: string): ApiError => new ApiError(API_CODE.badRequest, message);
export const unauthorized = (message: string): ApiError => new ApiError(API_CODE.unauthorized, message);
export const forbidden = (message: string): ApiError => new ApiError(API_CODE.forbidden, message);
export const notFound = (message: string): ApiError => new ApiError(API_CODE.notFound, message);
