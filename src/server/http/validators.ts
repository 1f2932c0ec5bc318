import { validator } from 'hono/validator';
import type { z } from 'zod';
import { readJsonObject, validate } from './body.ts';

/**
 * Route validators over the shared request schemas: handlers read the typed value with `c.req.valid(...)`.
 * Failures answer as the rest of the API does (400 naming the field, the problem and the value given).
 */

/**
 * A JSON body. Hono's own reading only looks at bodies sent as `application/json` and answers an empty or
 * malformed body in its own words, so the body is read first with the API's rules (size limit, empty body as
 * `{}`, a JSON object); the checked object then stands in for the body text that Hono's validator reads.
 * `maxBytes` raises the 1 MiB cap for routes with their own body limit (projects).
 */
export function jsonBody<S extends z.ZodType>(schema: S, maxBytes?: number) {
  const check = validator('json', async (_parsed, c): Promise<z.output<S>> => {
    const data: unknown = JSON.parse(await c.req.text());
    return validate(schema, data, 'body');
  });
  const readFirst: typeof check = async (c, next) => {
    const checked = JSON.stringify(await readJsonObject(c, maxBytes));
    // Hono keeps the body's pending reads in this cache (its declared type names the settled values).
    Object.assign(c.req.bodyCache, { text: Promise.resolve(checked) });
    return check(c, next);
  };
  return readFirst;
}

/** A query string; a repeated parameter counts with its first value, as `c.req.query(name)` reads it. */
export function queryOf<S extends z.ZodType>(schema: S) {
  return validator('query', (value): z.output<S> => {
    const first = Object.fromEntries(
      Object.entries(value).map(([name, given]) => [name, Array.isArray(given) ? given[0] : given]),
    );
    return validate(schema, first, 'query');
  });
}

/** Path parameters. */
export function paramsOf<S extends z.ZodType>(schema: S) {
  return validator('param', (value): z.output<S> => validate(schema, value, 'path'));
}
