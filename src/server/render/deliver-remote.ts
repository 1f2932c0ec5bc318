/**
 * How a render worker delivers a finished video: it streams the file to the API
 * (`PUT /ai/task/render-output?task_id=…&token=…`), which stores it as the task owner's asset and answers its
 * key. Nothing but the API's address is shared between the worker and the API.
 */
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { MIME_TYPE_OF } from '../../shared/export/codecs.ts';
import { partName } from '../../shared/export/parts.ts';
import type { DeliverRender } from './render-slots.ts';

export function deliverToApi(apiUrl: string, uploadToken: string | undefined): DeliverRender {
  return async (file, result, job, part) => {
    if (uploadToken === undefined) throw new Error(`job ${job.taskId}: no upload token in the queued job`);
    const url = new URL('/ai/task/render-output', apiUrl);
    url.searchParams.set('task_id', job.taskId);
    url.searchParams.set('token', uploadToken);
    if (part !== undefined) url.searchParams.set('part', partName(part));
    const answer = await fetch(url, {
      method: 'PUT',
      headers: {
        'Content-Type': MIME_TYPE_OF[result.container],
        'Content-Length': String(statSync(file).size),
      },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream,
      duplex: 'half',
      signal: job.signal,
    } as RequestInit & { duplex: 'half' });
    const body = (await answer.json().catch(() => null)) as {
      code?: number;
      data?: { key?: string };
      message?: string;
    } | null;
    if (body?.code !== 200 || typeof body.data?.key !== 'string')
      throw new Error(`the API refused the finished video: ${body?.message ?? `HTTP ${answer.status}`}`);
    return body.data.key;
  };
}
