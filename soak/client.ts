/**
 * The soak's HTTP calls (node:http, so that a call can send any bytes, any headers and come from a chosen
 * loopback address). An answer is read whatever it is: the API's `{code, data, message?}` envelope, a file,
 * or nothing at all when the connection failed.
 */
import { Agent, request } from 'node:http';

export interface Answer {
  /** HTTP status; 0 when no answer came. */
  status: number;
  /** The envelope's `code`; the HTTP status for an answer that is not the API's JSON; 0 when no answer came. */
  code: number;
  data: unknown;
  message?: string;
  /** The body of an answer that is not JSON (a file). */
  bytes?: Buffer;
  contentType: string;
  /** Why no answer came (a connection error, a time-out). */
  failure?: string;
  /** The answer said it is JSON but is not. */
  badJson?: boolean;
}

export interface Call {
  method: string;
  /** Path and query, e.g. `/api/projects/abc`. */
  path: string;
  /** Bearer token; none when omitted. */
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is (with `contentType`). */
  body?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** The loopback address the call comes from (sign-in limits count per address). */
  from?: string;
  /** Give up after this long (ms); default 60 s. */
  timeoutMs?: number;
  /** Send the headers and this part of the body, then stop (a body that never ends). */
  stopAfter?: number;
}

const TIMEOUT_MS = 60_000;

function parse(status: number, contentType: string, bytes: Buffer): Answer {
  if (!contentType.includes('application/json'))
    return { status, code: status, data: null, bytes, contentType };
  try {
    const body = JSON.parse(bytes.toString('utf8')) as { code?: unknown; data?: unknown; message?: unknown };
    const answer: Answer = {
      status,
      code: typeof body.code === 'number' ? body.code : status,
      data: body.data ?? null,
      contentType,
    };
    if (typeof body.message === 'string') answer.message = body.message;
    return answer;
  } catch {
    return { status, code: status, data: null, contentType, badJson: true };
  }
}

/**
 * Calls one server, a new connection per call: reused keep-alive connections race the server closing idle
 * ones (a call then fails with ECONNRESET through no fault of the server). `reset` points it at a restarted
 * server.
 */
export class HttpClient {
  #agent = new Agent({ keepAlive: false, maxSockets: 64 });

  constructor(public base: string) {}

  reset(base: string): void {
    this.#agent.destroy();
    this.#agent = new Agent({ keepAlive: false, maxSockets: 64 });
    this.base = base;
  }

  close(): void {
    this.#agent.destroy();
  }

  send(call: Call): Promise<Answer> {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token !== undefined) headers.Authorization = `Bearer ${call.token}`;
    let body = call.body;
    if (call.json !== undefined) body = JSON.stringify(call.json);
    if (body !== undefined) {
      headers['Content-Type'] ??= call.contentType ?? 'application/json';
      headers['Content-Length'] ??= String(Buffer.byteLength(body));
    }
    return new Promise((resolve) => {
      const fail = (failure: string) => resolve({ status: 0, code: 0, data: null, contentType: '', failure });
      const req = request(
        `${this.base}${call.path}`,
        {
          method: call.method,
          headers,
          agent: call.from === undefined ? this.#agent : false,
          ...(call.from !== undefined ? { localAddress: call.from } : {}),
          timeout: call.timeoutMs ?? TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            if (call.stopAfter !== undefined) req.destroy();
            resolve(
              parse(res.statusCode ?? 0, String(res.headers['content-type'] ?? ''), Buffer.concat(chunks)),
            );
          });
          res.on('error', (error) => fail(error.message));
        },
      );
      // A write still on its way when the call was given up may fail later: nobody waits for it then.
      req.on('socket', (socket) => socket.on('error', () => undefined));
      req.on('timeout', () => req.destroy(new Error(`no answer within ${call.timeoutMs ?? TIMEOUT_MS} ms`)));
      req.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
      if (body === undefined) req.end();
      else if (call.stopAfter !== undefined) req.write(Buffer.from(body).subarray(0, call.stopAfter));
      else req.end(body);
    });
  }
}
