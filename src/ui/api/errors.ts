/** Errors of the transport itself; an answer's non-200 code is the shared `ApiError` instead. */

/** A request cancelled by its caller's AbortSignal (an error named abort; the preview ignores these). */
export class RequestAbortedError extends Error {
  override name = 'abort';
  constructor(
    readonly api: string,
    reason?: unknown,
  ) {
    super(`abort error: ${api}`, { cause: reason });
  }
}

/** No answer within the request timeout (300000 ms). */
export class RequestTimeoutError extends Error {
  override name = 'timeout';
  constructor(
    readonly api: string,
    readonly timeoutMs: number,
  ) {
    super(`${api}: no answer within ${timeoutMs} ms`);
  }
}

/** The request did not reach the API, or its answer was not the API's JSON: names the path and status text. */
export class TransportError extends Error {
  override name = 'TransportError';
  constructor(
    readonly api: string,
    readonly status: number | undefined,
    readonly statusText: string,
    cause?: unknown,
  ) {
    super(`${api}: ${status === undefined ? '' : `${status} `}${statusText}`, { cause });
  }
}

/** Whether an error is a caller's abort (name 'abort'), which the UI silently ignores. */
export function isAbortError(error: unknown): error is RequestAbortedError {
  return error instanceof Error && error.name === 'abort';
}
