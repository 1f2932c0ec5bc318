/**
 * An error as the user reads it next to the control that caused it: the message ('{api} error:
 * {code}', 'unexpectedError: taskDetail 1', …) followed by the detail the API or task gave, when there is one.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const detail = detailOf(error.cause);
  return detail === undefined || error.message.includes(detail)
    ? error.message
    : `${error.message} — ${detail}`;
}

function detailOf(cause: unknown): string | undefined {
  if (cause instanceof Error) return cause.message;
  if (cause === null || typeof cause !== 'object') return typeof cause === 'string' ? cause : undefined;
  for (const field of ['message', 'msg', 'reason'] as const) {
    const value = (cause as Record<string, unknown>)[field];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}
