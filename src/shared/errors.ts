/** Error types and the product's fixed error messages. */

/** The input cannot be a project at all (not an object, `clips` not a list). `path` is a JSON path. */
export class ProjectFormatError extends Error {
  override name = 'ProjectFormatError';
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

/** A normalised project that breaks the schema; each issue names the JSON path and the value found. */
export class ProjectValidationError extends Error {
  override name = 'ProjectValidationError';
  constructor(readonly issues: readonly { path: string; message: string }[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
  }
}

export const SPEC_MESSAGES = {
  avatarSearchNull: 'The result of seach avatar id is null',
  noFontName: 'no font name',
  noKeyNoStaticUrl: 'no key and no staticurl',
  avatarIdNoUrl: 'avatar id but no url',
  layerToFabricNull: 'layerToFabricObj return null',
  noVideo: 'no video',
  urlIsNull: 'url is null',
  mediaLoadTimeout: 'media load timeout',
  taskFailed: 'unexpectedError: taskDetail 1',
  noFrontCover: 'not get frontCoverUrl',
  uploadVoiceNoSource: 'do not hava staticUrl or key when load uploadVoice',
} as const;

/** An error whose message is one of SPEC_MESSAGES, with optional detail kept as `cause`. */
export class SpecError extends Error {
  override name = 'SpecError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** '{api} error: {code}', keeping the api name and the response. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly api: string,
    readonly code: number,
    response: unknown,
  ) {
    super(`${api} error: ${code}`, { cause: response });
  }
}
