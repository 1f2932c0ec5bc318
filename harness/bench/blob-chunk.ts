/** Exported files go back to the bench in base64 parts: one page.evaluate answer per part keeps each small. */
export async function blobChunk(blob: Blob, offset: number, length: number): Promise<string> {
  const bytes = new Uint8Array(await blob.slice(offset, offset + length).arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
