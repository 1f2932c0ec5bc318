/** Every answer of the API is `{code, data}`; `message` is added on errors. */
export interface ApiEnvelope<T> {
  code: number;
  data: T;
  message?: string;
}

/** Codes the local API answers with. 200 is success; 2002–2004 are never sent by the local API. */
export const API_CODE = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
} as const;
export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE];

/** Codes the client ignores silently (the request never settles). */
export const SILENT_CODES: readonly number[] = [2002, 2003, 2004];

/** Headers the client sends with every call. */
export const API_HEADERS = {
  app: 'ai',
  isOfficial: '1',
  taskVersion: '2.0.0',
  origin: 'web',
} as const;
