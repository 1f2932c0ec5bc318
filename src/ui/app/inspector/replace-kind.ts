/**
 * Which layers the inspector replaces by uploading a file (replacing media swaps the source and keeps the
 * geometry), and the media the chosen file becomes. Images (an uploaded SVG logo among them: the server
 * stores it cleaned) and videos only: an icon's recolourable SVG comes from the icon library; a
 * sticker's source is a sprite sheet whose frame layout (size, columns, count, rate) an uploaded file does not
 * carry; an avatar's presenter comes from the avatar library with its avatar info, not from a file. Pure.
 */
import type { UploadResponse } from '../../../shared/api/media.ts';
import type { LayerPropertyType } from '../../../shared/model/layer.ts';
import type { ReplacementMedia } from '../../canvas/replace-media.ts';

export interface UploadReplacement {
  /** The upload kind the server checks the file against. */
  kind: 'image' | 'video';
  /** The file input's accept list. */
  accept: string;
}

export function uploadReplacement(type: LayerPropertyType): UploadReplacement | undefined {
  if (type === 'CustomImage')
    return { kind: 'image', accept: 'image/png,image/jpeg,image/gif,image/webp,image/svg+xml' };
  if (type === 'CustomVideo') return { kind: 'video', accept: 'video/mp4,video/webm,video/quicktime' };
  return undefined;
}

/**
 * The media an uploaded file becomes: its stable URL and key, and what the page read from the file (a video
 * also its duration). A new video has no cover of its own: the canvas shows its first frame.
 */
export function uploadedMedia(
  uploaded: Pick<UploadResponse, 'key' | 'static_url'>,
  measured: { width: number; height: number; duration?: number },
): ReplacementMedia {
  const media: ReplacementMedia = {
    url: uploaded.static_url,
    key: uploaded.key,
    width: measured.width,
    height: measured.height,
  };
  if (measured.duration !== undefined) media.duration = measured.duration;
  return media;
}
