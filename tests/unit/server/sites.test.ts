import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { SITE_ASSETS } from '../../../src/server/sites/assets.ts';
import { escapeHtml, jsonForScript } from '../../../src/server/sites/html.ts';
import { SITE_CSP } from '../../../src/server/sites/routes.ts';
import { SITE_LANGUAGES } from '../../../src/shared/constants.ts';
import { SITE_LANGUAGE_INFO } from '../../../src/shared/i18n/index.ts';
import { SIGN_IN_MESSAGES } from '../../../src/server/sites/messages.ts';
import type { TokenPair } from '../../../src/shared/api/auth.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let user: TokenPair;

beforeAll(async () => {
  server = startTestServer();
  // A name that would run script if it reached the page unescaped.
  const answer = await server.call<TokenPair>('POST', '/api/user/sign-up', {
    body: {
      email: 'mallory@example.com',
      password: 'correct horse battery',
      name: '<img src=x onerror=alert(1)>',
    },
  });
  expect(answer.code, answer.message).toBe(200);
  user = answer.data;
}, 60_000);
afterAll(async () => {
  await server.close();
});

const get = (path: string, headers: Record<string, string> = {}) => server.app.request(path, { headers });
const htmlTag = (html: string) => /<html lang="([^"]+)" dir="(ltr|rtl)">/.exec(html);
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('language sites', () => {
  it.each(SITE_LANGUAGES)('/%s/ is the sign-in page in its language and direction', async (code) => {
    const response = await get(`/${code}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const html = await response.text();
    const info = SITE_LANGUAGE_INFO[code];
    expect(htmlTag(html)?.slice(1)).toEqual([info.tag, code === 'ar' ? 'rtl' : 'ltr']);
    expect(title(html)).toBe(escapeHtml(SIGN_IN_MESSAGES[code].title));
    // Both forms call the API; every other site is linked, this one marked current.
    expect(html).toContain('id="sign-in-form"');
    expect(html).toContain('id="sign-up-form"');
    for (const other of SITE_LANGUAGES) expect(html).toContain(`<a href="/${other}/"`);
    expect(html).toContain(
      `<a href="/${code}/" hreflang="${info.tag}" lang="${info.tag}" aria-current="page">`,
    );
    // The browser script learns its language and the editor address from the config block.
    const config = JSON.parse(
      /<script type="application\/json" id="site-config">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(config).toMatchObject({ lang: code, editorUrl: `/editor?lang=${code}`, minPassword: 8 });
    expect(config.cookieMaxAge).toBe(30 * 24 * 3600);
    expect(config.strings.errorWrongPassword).toBe(SIGN_IN_MESSAGES[code].errorWrongPassword);
    expect(config.strings.errorPasswordShort).not.toContain('{min}');
    expect(config.strings.signedInAs).toContain('{name}');
  });

  it('serve a strict Content-Security-Policy and no inline script or style', async () => {
    const response = await get('/de/');
    expect(response.headers.get('content-security-policy')).toBe(SITE_CSP);
    expect(SITE_CSP).toContain("script-src 'self'");
    expect(SITE_CSP).not.toContain('unsafe-inline');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([
      ' type="application/json" id="site-config"',
      ` src="${SITE_ASSETS.script.path}" defer`,
    ]);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });

  it('redirect /{lang} to /{lang}/, keeping the query', async () => {
    const plain = await get('/fr');
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('/fr/');
    const query = await get('/kr?from=mail');
    expect(query.headers.get('location')).toBe('/kr/?from=mail');
  });

  it('leave unknown codes and look-alikes to the other handlers', async () => {
    for (const path of ['/xx/', '/xx', '/frx/', '/FR/', '/ja/', '/fr/extra']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('fall through to the app (SPA fallback) for unknown codes when the app is served', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'clipwright-sites-'));
    try {
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>the app</title>');
      const app = createApp({ api: server.running.ctx, staticDir });
      expect(await (await app.request('/xx/')).text()).toContain('the app');
      expect(await (await app.request('/editor?lang=fr')).text()).toContain('the app');
      expect(title(await (await app.request('/fr/')).text())).toBe(escapeHtml(SIGN_IN_MESSAGES.fr.title));
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('offer "continue to the editor" to a signed-in user, with the name escaped', async () => {
    const html = await (await get('/it/', { Cookie: `access_token=${user.access_token}` })).text();
    expect(html).toContain('<section id="signed-in" class="signed-in">');
    expect(html).toContain('href="/editor?lang=it"');
    expect(html).toContain(escapeHtml(SIGN_IN_MESSAGES.it.continueToEditor));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('do not trust a forged, expired or signed-out access token', async () => {
    const hidden = '<section id="signed-in" class="signed-in" hidden>';
    const forged = `${user.access_token.slice(0, -2)}xx`;
    expect(await (await get('/en/', { Cookie: `access_token=${forged}` })).text()).toContain(hidden);
    expect(await (await get('/en/', { Cookie: 'access_token=' })).text()).toContain(hidden);

    const other = await server.signUp('Eve');
    const cookie = { Cookie: `access_token=${other.access_token}` };
    expect(await (await get('/en/', cookie)).text()).not.toContain(hidden);
    server.clock.now += 16 * 60 * 1000; // past the 15-minute access token lifetime
    expect(await (await get('/en/', cookie)).text()).toContain(hidden);
    server.clock.now -= 16 * 60 * 1000;
    expect((await server.call('GET', '/api/user/sign-out', { token: other.access_token })).code).toBe(200);
    expect(await (await get('/en/', cookie)).text()).toContain(hidden);
  });

  it('serve the built-in script and stylesheet at hashed, cacheable addresses', async () => {
    for (const asset of Object.values(SITE_ASSETS)) {
      expect(asset.path).toMatch(/^\/sites\/assets\/sign-in-[0-9a-f]{12}\.(js|css)$/);
      const response = await get(asset.path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(asset.contentType);
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toBe(asset.body);
    }
    expect((await get('/sites/assets/sign-in-000000000000.js')).status).toBe(404);
    // The script is valid JavaScript (a syntax error would only show in a browser otherwise).
    expect(() => new Function(SITE_ASSETS.script.body)).not.toThrow();
  });
});

describe('escaping', () => {
  it('escapes HTML text and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('keeps JSON inside a script block from closing it', () => {
    const text = jsonForScript({ name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><!-- & \u2028' });
  });
});
