/**
 * Checks of a dropped or chosen media file before it is uploaded (hostile uploads): the declared
 * type and the name's extension must both say the same image or video format, the file must not be empty or
 * above the upload limit, and its first bytes must be that format (a renamed file is refused here, with a
 * reason the creator can act on, rather than by the server after the whole upload). Pure.
 */
import { UPLOAD_LIMITS } from '../../../shared/api/media.ts';
import { svgRootStart } from '../../../shared/media/svg-root.ts';

export type MediaKind = 'image' | 'video';

/** The formats the editor inserts: declared type → its extensions and kind. */
export const MEDIA_FORMATS: Readonly<Record<string, { kind: MediaKind; extensions: readonly string[] }>> = {
  'image/png': { kind: 'image', extensions: ['png'] },
  'image/jpeg': { kind: 'image', extensions: ['jpg', 'jpeg'] },
  'image/gif': { kind: 'image', extensions: ['gif'] },
  'image/webp': { kind: 'image', extensions: ['webp'] },
  'image/svg+xml': { kind: 'image', extensions: ['svg'] },
  'video/mp4': { kind: 'video', extensions: ['mp4', 'm4v'] },
  'video/webm': { kind: 'video', extensions: ['webm'] },
  'video/quicktime': { kind: 'video', extensions: ['mov'] },
};

/** Why a file is refused; the UI words each reason in the creator's language. */
export type FileProblem =
  | { reason: 'empty' }
  | { reason: 'unsupported'; type: string }
  | { reason: 'extension'; extension: string; type: string }
  | { reason: 'too-large'; size: number; limit: number }
  | { reason: 'content'; type: string };

export type FileCheck = { ok: true; kind: MediaKind; type: string } | { ok: false; problem: FileProblem };

export interface FileFacts {
  name: string;
  /** The declared MIME type ('' when the browser does not know it). */
  type: string;
  size: number;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The declared type, or the one the extension names when the browser gave none. */
function declaredType(file: FileFacts): string {
  if (file.type !== '') return file.type.toLowerCase();
  const ext = extensionOf(file.name);
  return Object.entries(MEDIA_FORMATS).find(([, f]) => f.extensions.includes(ext))?.[0] ?? '';
}

/** What can be told from the name, type and size alone. */
export function checkFileFacts(file: FileFacts): FileCheck {
  const type = declaredType(file);
  const format = MEDIA_FORMATS[type];
  if (format === undefined)
    return { ok: false, problem: { reason: 'unsupported', type: file.type || extensionOf(file.name) } };
  const extension = extensionOf(file.name);
  if (!format.extensions.includes(extension))
    return { ok: false, problem: { reason: 'extension', extension, type } };
  if (file.size <= 0) return { ok: false, problem: { reason: 'empty' } };
  const limit = UPLOAD_LIMITS[format.kind];
  if (file.size > limit) return { ok: false, problem: { reason: 'too-large', size: file.size, limit } };
  return { ok: true, kind: format.kind, type };
}

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

/** How many first bytes the content check reads: enough for an SVG's prolog (XML declaration, comments). */
export const HEAD_BYTES = 4096;

/** SVG has no magic number: text whose first element is <svg> (see svgRootStart). */
function isSvgText(bytes: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  return text.trimStart().startsWith('<') && svgRootStart(text) !== undefined;
}

/** The format the first bytes (at least 12; HEAD_BYTES for SVG) are, among MEDIA_FORMATS, or undefined. */
export function sniffMediaType(bytes: Uint8Array): string | undefined {
  const starts = (sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (starts([0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(bytes, 4, 8) === 'ftyp') return ascii(bytes, 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (isSvgText(bytes)) return 'image/svg+xml';
  return undefined;
}

/** The facts check, then the content: its first bytes must be a format of the same kind as declared. */
export function checkFileContent(facts: FileCheck, head: Uint8Array): FileCheck {
  if (!facts.ok) return facts;
  const found = sniffMediaType(head);
  if (found === undefined || MEDIA_FORMATS[found]?.kind !== facts.kind)
    return { ok: false, problem: { reason: 'content', type: facts.type } };
  return facts;
}

/** Reads the first bytes of a file and checks it completely. */
export async function checkFile(file: File): Promise<FileCheck> {
  const facts = checkFileFacts(file);
  if (!facts.ok) return facts;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return checkFileContent(facts, head);
}
