import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

const MAX_JSON_BYTES = 1024 * 1024;

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
  let data: unknown = {};
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw badRequest(`body: malformed JSON (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw badRequest(`body: expected a JSON object (got ${show(data)})`);
  }
  return data as Record<string, unknown>;
}

/** Streams a request body to a file (large uploads never sit in memory). */
export async function saveBody(body: ReadableStream<Uint8Array>, path: string): Promise<void> {
  await pipeline(Readable.fromWeb(body as WebReadableStream), createWriteStream(path));
}
