/**
 * The media a project will load when it is rendered, found by walking its JSON: every URL field a renderer
 * reads first (static URLs, `src`) and every asset key it falls back to when an object has no such URL. A
 * server checks them before it accepts a render (missing media answer at once, naming the field) and grants
 * the render access to them. Pure: the same walk runs in the API and in tests.
 */

/** Fields holding a URL that a renderer loads directly. */
const URL_FIELDS = [
  '_staticUrl',
  'src',
  '_videoSrc',
  'staticUrl',
  'static_url',
  '_frontCoverStaticUrl',
  'audioFileStaticUrl',
] as const;
/** Fields holding an asset key, each used only when its object has none of the URL fields listed with it. */
const KEY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  _urlkey: ['_staticUrl', 'src', '_videoSrc'],
  _frontCoverKey: ['_frontCoverStaticUrl', '_frontCoverUrl'],
  audioFilePath: ['audioFileStaticUrl'],
  key: ['staticUrl', 'static_url', '_staticUrl'],
};

export interface MediaRefFound {
  /** Where it is, as a JSON path (`scenes[1].layers[0]._staticUrl`). */
  path: string;
  kind: 'url' | 'key';
  value: string;
  /** The object holding it and the field's name (a server re-signs URLs in a copy of the project). */
  holder: Record<string, unknown>;
  field: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function visit(value: unknown, path: string, found: MediaRefFound[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => visit(item, `${path}[${i}]`, found));
    return;
  }
  if (!isRecord(value)) return;
  const at = (field: string) => (path === '' ? field : `${path}.${field}`);
  for (const field of URL_FIELDS) {
    const url = value[field];
    if (nonEmpty(url)) found.push({ path: at(field), kind: 'url', value: url, holder: value, field });
  }
  for (const [field, urlFields] of Object.entries(KEY_FIELDS)) {
    const key = value[field];
    if (nonEmpty(key) && !urlFields.some((f) => nonEmpty(value[f])))
      found.push({ path: at(field), kind: 'key', value: key, holder: value, field });
  }
  for (const [field, child] of Object.entries(value))
    if (typeof child === 'object' && child !== null) visit(child, at(field), found);
}

/** Every media reference of a project (normalised or raw JSON), in document order. */
export function mediaRefsOf(project: unknown): MediaRefFound[] {
  const found: MediaRefFound[] = [];
  visit(project, '', found);
  return found;
}

/** The asset key of a URL served by the API's media route (`/media/<key>?…`), or undefined for other URLs. */
export function mediaKeyOfUrl(url: string): string | undefined {
  const match = /^\/media\/([^?#]+)/.exec(url);
  if (match === null) return undefined;
  try {
    return decodeURIComponent(match[1] as string);
  } catch {
    return undefined;
  }
}
