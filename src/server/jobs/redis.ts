/**
 * Redis (or Valkey) for the scale-out mode: `redis://[:password@]HOST:PORT[/DB]` parsed into the connection
 * options BullMQ passes to ioredis. Every queue of the project lives under one key prefix.
 */
import type { ConnectionOptions } from 'bullmq';

export const QUEUE_PREFIX = 'clipwright';

/** BullMQ queue of each kind of job. */
export const QUEUE_NAMES = { render: 'render', speech: 'speech' } as const;

/** The Redis key a cancelled task's worker watches. */
export const cancelKey = (taskId: string): string => `${QUEUE_PREFIX}:cancel:${taskId}`;

export function redisConnection(url: string): ConnectionOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`--queue must be a redis:// URL, got '${url}'`);
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    throw new Error(`--queue must be a redis:// URL, got '${url}'`);
  const db = parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0)
    throw new Error(`--queue: database '${parsed.pathname.slice(1)}' is not a number`);
  return {
    host: parsed.hostname,
    port: parsed.port === '' ? 6379 : Number(parsed.port),
    db,
    ...(parsed.password !== '' ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.username !== '' ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    // Workers block on Redis; ioredis must wait for it rather than give up on a command.
    maxRetriesPerRequest: null,
  };
}
