import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

const MAX_JSON_BYTES = 1024 * 1024;
/**
 * The deepest nesting a JSON body may have. Projects nest about a dozen levels; a body nested thousands deep
 * (a few kilobytes of brackets) would overflow the stack of every recursive walk after parsing it
 * (JSON.stringify, structuredClone, the project's load).
 */
export const MAX_JSON_DEPTH = 256;

/** How deep the JSON text nests its arrays and objects (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/** JSON text parsed, refused (400) when it nests deeper than MAX_JSON_DEPTH or is malformed; `what` names it. */
export function parseJsonText(text: string, what: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw badRequest(`${what}: nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw badRequest(`${what}: malformed JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Checks `data` against `schema`; the error names the first bad field, the problem and the value given. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue === undefined) throw badRequest(`${what}: invalid`);
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : what;
  throw badRequest(`${field}: ${issue.message} (got ${show(valueAt(data, issue.path))})`);
}

/**
 * Reads a JSON request body as an object (optional: an empty body reads as `{}`); the body text is cached for
 * later reads. `maxBytes`: 1 MiB unless the route allows more (its body limit then matches).
 */
export async function readJsonObject(
  c: Context,
  maxBytes = MAX_JSON_BYTES,
): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.length > maxBytes) throw badRequest(`body: larger than ${maxBytes} bytes`);
  const data: unknown = text.trim() === '' ? {} : parseJsonText(text, 'body');
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw badRequest(`body: expected a JSON object (got ${show(data)})`);
  }
  return data as Record<string, unknown>;
}

/** Streams a request body to a file (large uploads never sit in memory). */
export async function saveBody(body: ReadableStream<Uint8Array>, path: string): Promise<void> {
  await pipeline(Readable.fromWeb(body as WebReadableStream), createWriteStream(path));
}
