import { svgToPng } from '../svg-render.ts';
import { IMAGE_HEIGHT, IMAGE_SCENES, IMAGE_WIDTH, type ImageScene } from './scenes.ts';

export { IMAGE_SCENES as IMAGE_CATALOG, IMAGE_WIDTH, IMAGE_HEIGHT, type ImageScene };

export const THUMB_WIDTH = 384;
export const THUMB_HEIGHT = (THUMB_WIDTH * IMAGE_HEIGHT) / IMAGE_WIDTH;

export const imageKey = (image: ImageScene): string => `public/library/images/${image.id}.png`;
export const imageThumbKey = (image: ImageScene): string => `public/library/images/${image.id}-thumb.png`;

/** The full-size PNG and the thumbnail of an image (drawn from the same SVG). */
export const buildImage = (image: ImageScene): Buffer => svgToPng(image.draw());
export const buildImageThumb = (image: ImageScene): Buffer => svgToPng(image.draw(), THUMB_WIDTH);
