import type { UploadKind } from '../../shared/api/media.ts';
import { svgRootStart } from '../../shared/media/svg-root.ts';

export interface Sniffed {
  kind: UploadKind;
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * SVG has no magic number: a text file whose first element is <svg> (after an optional BOM, XML declaration,
 * comments, white space and DOCTYPE) is one. Only the first 64 KiB are read, which holds any real prolog.
 */
function isSvg(bytes: Uint8Array): boolean {
  let i = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[i] ?? 0)) i++;
  if (bytes[i] !== 0x3c) return false; // binary files: no text to decode
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024));
  return svgRootStart(head) !== undefined;
}

/** What a file really is, from its first bytes (magic numbers), never from its name or declared type. */
export function sniff(bytes: Uint8Array): Sniffed | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', contentType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { kind: 'image', contentType: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE')
    return { kind: 'audio', contentType: 'audio/wav', extension: 'wav' };
  if (ascii(bytes, 0, 4) === 'OggS') return { kind: 'audio', contentType: 'audio/ogg', extension: 'ogg' };
  if (ascii(bytes, 0, 4) === 'fLaC') return { kind: 'audio', contentType: 'audio/flac', extension: 'flac' };
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2)) {
    return { kind: 'audio', contentType: 'audio/mpeg', extension: 'mp3' };
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]))
    return { kind: 'video', contentType: 'video/webm', extension: 'webm' };
  // MPEG transport streams (camcorders, recordings): a sync byte every 188 bytes. Program streams are
  // recognised only so that the upload check can say it cannot read them.
  if (bytes.length >= 377 && [0, 188, 376].every((offset) => bytes[offset] === 0x47))
    return { kind: 'video', contentType: 'video/mp2t', extension: 'ts' };
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]))
    return { kind: 'video', contentType: 'video/mpeg', extension: 'mpg' };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'M4A ' || brand === 'M4B ')
      return { kind: 'audio', contentType: 'audio/mp4', extension: 'm4a' };
    if (brand === 'qt  ') return { kind: 'video', contentType: 'video/quicktime', extension: 'mov' };
    if (/^(avif|avis)$/.test(brand)) return { kind: 'image', contentType: 'image/avif', extension: 'avif' };
    return { kind: 'video', contentType: 'video/mp4', extension: 'mp4' };
  }
  if (isSvg(bytes)) return { kind: 'image', contentType: 'image/svg+xml', extension: 'svg' };
  return undefined;
}
