/**
 * Uploads: real small media (stored, probed; HEVC converted in the background), a larger padded video sent as
 * the upload benchmark sends it, the status and signed URLs of the account's files, and hostile uploads (wrong
 * type, cut short, empty, a declared size past the limit, no file, not a form, a form that never closes, an SVG
 * with a script) that must be refused or cleaned.
 */
import { sendUploadAnswer } from '../../bench/upload/multipart.ts';
import type { Answer } from '../client.ts';
import type { Run } from '../context.ts';
import type { SoakFile } from '../media.ts';
import { FORM_TYPE, fileForm, formBody } from '../multipart.ts';
import type { Action } from './action.ts';

const MIB = 1024 * 1024;
const UPLOAD = '/ai/source/upload';

interface Stored {
  key: string;
  size: number;
  content_type: string;
  kind: string;
  url: string;
  media: { state: string };
}

function remember(run: Run, answer: Answer, what: string): Stored | undefined {
  if (!run.expect(answer, 200, what)) return undefined;
  const stored = answer.data as Stored;
  const { key, kind, size, content_type: contentType } = stored;
  run.user.remember(run.user.files, key, {
    key,
    kind,
    size,
    contentType,
    asUploaded: stored.media.state === 'ready',
  });
  return stored;
}

export function upload(run: Run, file: SoakFile, withKind = run.rng.chance(0.5)): Promise<Answer> {
  const body = fileForm(file.bytes, file.name, file.type, withKind ? file.kind : undefined);
  return run.call({ method: 'POST', path: UPLOAD, body, contentType: FORM_TYPE });
}

const uploadMedia: Action = {
  name: 'upload media',
  group: 'uploads',
  weight: 4,
  async run(run) {
    const file = run.rng.pick(run.soak.media.good);
    remember(run, await upload(run, file), `upload ${file.name}`);
  },
};

const uploadConverted: Action = {
  name: 'upload HEVC (converted)',
  group: 'uploads',
  weight: 0.4,
  async run(run) {
    remember(run, await upload(run, run.soak.media.hevc), 'upload HEVC');
  },
};

/** Padded uploads take disk (the API deletes no file): one every 10 s at most, 2–6 MiB. */
const PADDED_EVERY_MS = 10_000;
let lastPadded = 0;

const uploadPadded: Action = {
  name: 'upload padded video',
  group: 'uploads',
  weight: 0.4,
  ready: () => Date.now() - lastPadded > PADDED_EVERY_MS,
  async run(run) {
    lastPadded = Date.now();
    const size = run.rng.int(2, 6) * MIB;
    const url = `${run.soak.client.base}${UPLOAD}`;
    const answer = await run.track(`POST ${UPLOAD} (${size} bytes)`, () =>
      sendUploadAnswer(url, run.user.access, { mp4: run.soak.media.mp4, size }, 'padded.mp4').then(
        (a): Answer => ({ status: 200, contentType: 'application/json', ...a }),
        (error: Error): Answer => ({
          status: 0,
          code: 0,
          data: null,
          contentType: '',
          failure: error.message,
        }),
      ),
    );
    const stored = remember(run, answer, `padded upload of ${size} bytes`);
    if (stored !== undefined && stored.size !== size)
      run.problem('unexpected', `padded upload stored ${stored.size} of ${size} bytes`);
  },
};

const fileStatus: Action = {
  name: 'file status and URL',
  group: 'uploads',
  weight: 3,
  ready: (user) => user.files.size > 0,
  async run(run) {
    const file = run.rng.pick([...run.user.files.values()]);
    const status = await run.call({
      method: 'GET',
      path: `/ai/source/media?key=${encodeURIComponent(file.key)}`,
    });
    run.expect(status, 200, `status of ${file.key}`);
    const access = await run.call({
      method: 'POST',
      path: '/ai/source/get-access-url',
      json: { key: file.key },
    });
    if (!run.expect(access, 200, `access URL of ${file.key}`)) return;
    const url = (access.data as { url: string }).url;
    const ranged = run.rng.chance(0.5);
    const got = await run.call(
      { method: 'GET', path: url, ...(ranged ? { headers: { Range: 'bytes=0-99' } } : {}) },
      { anonymous: true },
    );
    if (!run.expect(got, ranged ? 206 : 200, `GET ${file.key}`)) return;
    const want = ranged ? Math.min(100, file.size) : file.size;
    // A converted video serves its converted file: only its presence is certain.
    if (got.bytes?.length !== want && file.asUploaded)
      run.problem('unexpected', `GET ${file.key}: ${got.bytes?.length} bytes, expected ${want}`);
  },
};

/** Hostile uploads and what each must answer. */
const HOSTILE: ReadonlyArray<{
  name: string;
  codes: readonly number[];
  send: (run: Run) => Promise<Answer>;
}> = [
  {
    name: 'image declared as video',
    codes: [415],
    send: (run) =>
      run.call({
        method: 'POST',
        path: UPLOAD,
        body: fileForm(run.soak.media.png, 'x.mp4', 'video/mp4', 'video'),
        contentType: FORM_TYPE,
      }),
  },
  {
    name: 'text as a video',
    codes: [415, 422],
    send: (run) =>
      run.call({
        method: 'POST',
        path: UPLOAD,
        body: fileForm('not a video at all', 'x.mp4', 'video/mp4'),
        contentType: FORM_TYPE,
      }),
  },
  {
    name: 'video cut short',
    codes: [422],
    send: (run) =>
      run.call({
        method: 'POST',
        path: UPLOAD,
        body: fileForm(run.soak.media.mp4.subarray(0, 4000), 'cut.mp4', 'video/mp4'),
        contentType: FORM_TYPE,
      }),
  },
  {
    name: 'empty file',
    codes: [400, 415, 422],
    send: (run) =>
      run.call({
        method: 'POST',
        path: UPLOAD,
        body: fileForm(Buffer.alloc(0), 'empty.mp4', 'video/mp4'),
        contentType: FORM_TYPE,
      }),
  },
  {
    name: 'unknown kind field',
    codes: [400],
    send: (run) =>
      run.call({
        method: 'POST',
        path: UPLOAD,
        body: fileForm(run.soak.media.png, 'x.png', 'image/png', 'hologram'),
        contentType: FORM_TYPE,
      }),
  },
  {
    name: 'declared size past the limit',
    codes: [413],
    send: (run) =>
      run.call(
        {
          method: 'POST',
          path: UPLOAD,
          body: fileForm(run.soak.media.mp4, 'huge.mp4', 'video/mp4'),
          contentType: FORM_TYPE,
          headers: { 'Content-Length': String(50 * 1024 * MIB) },
          stopAfter: 4096,
        },
        { resetOk: true },
      ),
  },
  {
    name: 'no file field',
    codes: [400],
    send: (run) =>
      run.call({
        method: 'POST',
        path: UPLOAD,
        body: formBody([{ name: 'kind', content: 'video' }]),
        contentType: FORM_TYPE,
      }),
  },
  {
    name: 'not a form',
    codes: [400],
    send: (run) => run.call({ method: 'POST', path: UPLOAD, json: { file: 'x' } }),
  },
  {
    name: 'form that never closes',
    codes: [400],
    send: (run) =>
      run.call({
        method: 'POST',
        path: UPLOAD,
        body: formBody(
          [{ name: 'file', filename: 'a.png', type: 'image/png', content: run.soak.media.png }],
          true,
        ),
        contentType: FORM_TYPE,
      }),
  },
  {
    name: 'thumbnail that is a video',
    codes: [404, 415],
    send: (run) => {
      const id = run.user.projects.keys().next().value ?? 'none';
      const body = formBody([
        { name: 'file', filename: 't.png', type: 'image/png', content: run.soak.media.mp4 },
      ]);
      return run.call({ method: 'PUT', path: `/api/projects/${id}/thumbnail`, body, contentType: FORM_TYPE });
    },
  },
];

const hostileUpload: Action = {
  name: 'hostile upload',
  group: 'malformed',
  weight: 3,
  async run(run) {
    const hostile = run.rng.pick(HOSTILE);
    run.expect(await hostile.send(run), hostile.codes, hostile.name);
  },
};

/** An SVG with a script and an outside reference is stored cleaned of both. */
const svgUpload: Action = {
  name: 'SVG with a script',
  group: 'uploads',
  weight: 0.5,
  async run(run) {
    const body = fileForm(run.soak.media.svgWithScript, 'logo.svg', 'image/svg+xml', 'image');
    const stored = remember(
      run,
      await run.call({ method: 'POST', path: UPLOAD, body, contentType: FORM_TYPE }),
      'upload SVG',
    );
    if (stored === undefined) return;
    const got = await run.call({ method: 'GET', path: stored.url }, { anonymous: true });
    const text = got.bytes?.toString('utf8') ?? '';
    if (run.expect(got, 200, 'GET the SVG') && /<script|onload|example\.com/i.test(text))
      run.problem(
        'unexpected',
        `stored SVG still holds a script or an outside reference: ${text.slice(0, 200)}`,
      );
  },
};

export const UPLOAD_ACTIONS: readonly Action[] = [
  uploadMedia,
  uploadConverted,
  uploadPadded,
  fileStatus,
  hostileUpload,
  svgUpload,
];
