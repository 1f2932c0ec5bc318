/**
 * The upload benchmark's request bodies, made as they are sent: a multipart form whose `file` is a real MP4
 * followed by a `free` box of zeros that pads it to the wanted size (players and the server's probe skip such
 * boxes), so a 150 MB video never exists in the sender's memory either.
 */
import { request } from 'node:http';

const BOUNDARY = '----clipwright-bench-upload';
export const UPLOAD_CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const CHUNK = 256 * 1024;

export interface PaddedVideo {
  /** The MP4 the body starts with. */
  mp4: Uint8Array;
  /** The file's whole size: the MP4 and its padding box. */
  size: number;
}

function parts(video: PaddedVideo, name: string): { head: Buffer; tail: Buffer; padding: number } {
  const head = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    ),
    video.mp4,
  ]);
  const padding = video.size - video.mp4.length;
  const tail = Buffer.from(
    `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nvideo\r\n--${BOUNDARY}--\r\n`,
  );
  return { head, tail, padding };
}

/** The `free` box header: 32-bit size (header included) and its type. */
function freeBoxHeader(size: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size, 0);
  header.write('free', 4, 'latin1');
  return header;
}

/** The API's answer to an upload: `{code, data, message?}`. */
export interface UploadAnswer {
  code: number;
  data: unknown;
  message?: string;
}

/** POSTs one padded video to `url` with `token`, writing as fast as the socket takes it; resolves with the answer's code. */
export async function sendUpload(
  url: string,
  token: string,
  video: PaddedVideo,
  name: string,
): Promise<number> {
  return (await sendUploadAnswer(url, token, video, name)).code;
}

/** As sendUpload, resolving with the whole answer. */
export function sendUploadAnswer(
  url: string,
  token: string,
  video: PaddedVideo,
  name: string,
): Promise<UploadAnswer> {
  const { head, tail, padding } = parts(video, name);
  const length = head.length + padding + tail.length;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': UPLOAD_CONTENT_TYPE,
          'Content-Length': String(length),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (piece: string) => (text += piece));
        res.on('end', () => {
          try {
            resolve(JSON.parse(text) as UploadAnswer);
          } catch {
            reject(new Error(`upload: HTTP ${res.statusCode ?? 0} answered something other than JSON`));
          }
        });
      },
    );
    req.on('error', reject);
    void writeBody(req, head, padding, tail).catch(reject);
  });
}

async function writeBody(req: ReturnType<typeof request>, head: Buffer, padding: number, tail: Buffer) {
  const write = (chunk: Buffer) =>
    req.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => req.once('drain', resolve));
  await write(head);
  const zeros = Buffer.alloc(CHUNK);
  let left = padding;
  if (left > 0) {
    await write(freeBoxHeader(padding));
    left -= 8;
  }
  for (; left > 0; left -= CHUNK) await write(left >= CHUNK ? zeros : zeros.subarray(0, left));
  req.end(tail);
}
