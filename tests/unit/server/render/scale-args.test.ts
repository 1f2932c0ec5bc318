import { describe, expect, it } from 'vitest';
import { parseServerArgs } from '../../../../src/server/args.ts';
import { redisConnection } from '../../../../src/server/jobs/redis.ts';
import { parseWorkerArgs } from '../../../../src/server/render/worker-args.ts';

describe('scale-out options', () => {
  it('reads a Redis URL into connection options, and names what is wrong with a bad one', () => {
    expect(redisConnection('redis://:s%40cret@10.0.0.5:6380/2')).toEqual({
      host: '10.0.0.5',
      port: 6380,
      db: 2,
      password: 's@cret',
      maxRetriesPerRequest: null,
    });
    expect(redisConnection('redis://queue')).toMatchObject({ host: 'queue', port: 6379, db: 0 });
    expect(() => redisConnection('http://queue:6379')).toThrow(
      "--queue must be a redis:// URL, got 'http://queue:6379'",
    );
    expect(() => redisConnection('redis://queue/x')).toThrow("--queue: database 'x' is not a number");
  });

  it('the server takes --queue, --workers and --host', () => {
    expect(
      parseServerArgs(['--queue', 'redis://r:6379', '--workers', '0', '--host', '0.0.0.0']),
    ).toMatchObject({
      queue: 'redis://r:6379',
      workers: 0,
      host: '0.0.0.0',
    });
    expect(parseServerArgs([]).host).toBe('127.0.0.1');
    expect(() => parseServerArgs(['--workers', '-1'])).toThrow(
      "--workers must be an integer from 0 to 64, got '-1'",
    );
  });

  it('a render worker needs the queue and the API, and names a bad option', () => {
    expect(
      parseWorkerArgs(['--queue', 'redis://r', '--api', 'http://api:8787', '--concurrency', '3']),
    ).toEqual({
      queue: 'redis://r',
      api: 'http://api:8787',
      concurrency: 3,
    });
    expect(() => parseWorkerArgs(['--api', 'http://api'])).toThrow(/--queue is needed/);
    expect(() => parseWorkerArgs(['--queue', 'redis://r'])).toThrow(/--api is needed/);
    expect(() => parseWorkerArgs(['--queue', 'redis://r', '--api', 'api:8787'])).toThrow(
      "--api must be an http(s) URL, got 'api:8787'",
    );
    expect(() =>
      parseWorkerArgs(['--queue', 'redis://r', '--api', 'http://a', '--concurrency', '0']),
    ).toThrow("--concurrency must be an integer from 1 to 64, got '0'");
  });
});
