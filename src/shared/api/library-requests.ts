import { z } from 'zod';

/** The path of `GET /api/library/templates/:id`. */
export const TemplateParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a template id (lowercase letters, digits and -)'),
});
