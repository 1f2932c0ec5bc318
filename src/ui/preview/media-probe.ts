/**
 * Whether a media file has an audio track, read from its container (mediabunny parses only the metadata).
 * The preview asks this of video-layer files: a video without sound has no audio to decode, which is normal
 * and not a load problem, while `decodeAudioData` alone cannot tell "no audio track" from a broken file.
 */

/** true or false when the container says; undefined when mediabunny does not know the format. */
export async function hasAudioTrack(bytes: ArrayBuffer): Promise<boolean | undefined> {
  // Loaded on first use: pages that never preview a video with volume do not pay for the demuxers.
  const { ALL_FORMATS, BufferSource, Input } = await import('mediabunny');
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    return (await input.getPrimaryAudioTrack()) !== null;
  } catch {
    // Not a container mediabunny reads: leave the verdict to the audio decoder.
    return undefined;
  } finally {
    input.dispose();
  }
}
