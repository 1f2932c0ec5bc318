/** Multipart form bodies for uploads and thumbnails, well formed or not. */

export const BOUNDARY = 'soak-boundary-7c1f';
export const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export interface FormPart {
  name: string;
  /** A file part when given. */
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** The form's bytes; `cut` drops the closing boundary (a body that ends mid-form). */
export function formBody(parts: readonly FormPart[], cut = false): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `\r\nContent-Type: ${part.type}`;
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
    );
    pieces.push(Buffer.from(part.content), Buffer.from('\r\n'));
  }
  if (!cut) pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

/** A form with one file (`file`) and, when given, the wanted `kind`. */
export function fileForm(content: Buffer | string, filename: string, type: string, kind?: string): Buffer {
  const parts: FormPart[] = [{ name: 'file', filename, type, content }];
  if (kind !== undefined) parts.push({ name: 'kind', content: kind });
  return formBody(parts);
}
