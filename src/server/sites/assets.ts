import { createHash } from 'node:crypto';
import { SITE_SCRIPT } from './client.ts';
import { SITE_CSS } from './style.ts';

export interface SiteAsset {
  /** Path the page links to; the content hash in the name lets browsers cache it for good. */
  path: string;
  contentType: string;
  body: string;
}

function asset(name: string, extension: string, contentType: string, body: string): SiteAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { path: `/sites/assets/${name}-${hash}.${extension}`, contentType, body };
}

/** The sites' script and stylesheet, hashed once when the server starts. */
export const SITE_ASSETS = {
  script: asset('sign-in', 'js', 'text/javascript; charset=utf-8', SITE_SCRIPT),
  style: asset('sign-in', 'css', 'text/css; charset=utf-8', SITE_CSS),
} as const;
