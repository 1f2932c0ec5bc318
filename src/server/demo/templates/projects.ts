import { CANVAS_SIZES } from '../../../shared/constants.ts';
import { mediaPath } from '../../media/signing.ts';
import { musicKey } from '../music/catalog.ts';
import type { StockVideo } from '../stock-videos/index.ts';
import { companyUpdate } from './catalog/company-update.ts';
import { eventInvite } from './catalog/event-invite.ts';
import { fitnessTip } from './catalog/fitness-tip.ts';
import { productLaunch } from './catalog/product-launch.ts';
import { quickTutorial } from './catalog/quick-tutorial.ts';
import { recipeCard } from './catalog/recipe-card.ts';
import type { TemplateDefinition } from './catalog/shared.ts';
import { socialPost } from './catalog/social-post.ts';
import { travelStory } from './catalog/travel-story.ts';
import type { Raw } from './layers.ts';

export type { TemplateDefinition };

/** Every built-in template, in the order the library lists them; each lives in its own module under catalog/. */
export const TEMPLATE_CATALOG: readonly TemplateDefinition[] = [
  productLaunch,
  quickTutorial,
  socialPost,
  travelStory,
  companyUpdate,
  recipeCard,
  eventInvite,
  fitnessTip,
];

/** The raw project JSON of a template (load it with normalizeProject, as the editor does). */
export function buildTemplateProject(template: TemplateDefinition, videos: readonly StockVideo[]): Raw {
  const key = musicKey(template.music);
  return {
    layout: template.layout,
    canvas: CANVAS_SIZES[template.layout],
    backgroundAudioVolume: 0.1,
    bgMusicId: template.music.id,
    audioFilePath: key,
    audioFileStaticUrl: mediaPath(key),
    templateId: template.id,
    title: template.title,
    clips: template.build(videos),
  };
}
