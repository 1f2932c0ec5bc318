import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { SITE_LANGUAGES, type SiteLanguage } from '../../shared/constants.ts';
import type { ApiEnv, ServerContext } from '../context.ts';
import { SITE_ASSETS } from './assets.ts';
import { renderSignInPage } from './page.ts';
import { signedInUser } from './session.ts';

/**
 * Strict policy: nothing inline, scripts and styles only from this origin, API calls only to this origin, no
 * framing, forms may only post here.
 */
export const SITE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Only the eleven site codes match, so any other path (`/xx/`, `/frx/`, `/editor`) falls through to the app.
 * The group matters: Hono's router splices the pattern into a larger regular expression, where a bare `a|b`
 * alternation would leak out of the parameter (measured: `/frx/` matched).
 */
const LANG = `:lang{(?:${SITE_LANGUAGES.join('|')})}`;

/**
 * The language sites: `GET /{lang}/` is the sign-in page of that language, `/{lang}` redirects there,
 * and `/sites/assets/*` serves the page's built-in script and stylesheet.
 *
 * Registered with the API, so `--api-only` serves them too: they need the API (sign-in, sign-up, refresh), not the
 * built app. Their "continue" link and the post-sign-in redirect go to `/editor?lang=…` on the same origin, which
 * the app's SPA fallback answers under `npm start`; with `--api-only` that page is someone else's to serve.
 */
export function siteRoutes(ctx: ServerContext): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get(`/${LANG}`, (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`/${c.req.param('lang')}/${query}`, 301);
  });

  app.get(`/${LANG}/`, (c) => {
    const lang = c.req.param('lang') as SiteLanguage;
    const html = renderSignInPage({ lang, signedIn: signedInUser(ctx, getCookie(c, 'access_token')) });
    // The page differs per signed-in user: never cached, never framed, never sniffed.
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie');
    c.header('Content-Security-Policy', SITE_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    return c.html(html);
  });

  for (const asset of Object.values(SITE_ASSETS)) {
    app.get(asset.path, (c) => {
      c.header('Content-Type', asset.contentType);
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('X-Content-Type-Options', 'nosniff');
      return c.body(asset.body);
    });
  }
  return app;
}
