import { DURATIONS, SITE_LANGUAGES, type SiteLanguage } from '../../shared/constants.ts';
import { PASSWORD_MIN_LENGTH } from '../../shared/api/auth.ts';
import { SITE_LANGUAGE_INFO } from '../../shared/i18n/languages.ts';
import { SITE_ASSETS } from './assets.ts';
import { escapeHtml, jsonForScript } from './html.ts';
import { signInText, type SignInMessageKey, type SignInValues } from './messages.ts';

export interface SignInPageOptions {
  lang: SiteLanguage;
  /** The user a valid `access_token` cookie signs in: the page then offers "continue to the editor". */
  signedIn?: { name: string } | undefined;
}

/** Where the sites send a signed-in user: the editor (the app's SPA fallback serves it) in the same language. */
export const editorUrl = (lang: SiteLanguage): string => `/editor?lang=${lang}`;

/** The strings the browser script needs; `{min}` is filled here, `{name}` by the script (it learns the name). */
const CLIENT_KEYS = [
  'working',
  'signedInAs',
  'errorWrongPassword',
  'errorInvalidEmail',
  'errorPasswordRequired',
  'errorPasswordShort',
  'errorNameRequired',
  'errorEmailTaken',
  'errorNetwork',
  'errorUnexpected',
] as const satisfies readonly SignInMessageKey[];

function languageSwitcher(lang: SiteLanguage, label: string): string {
  const items = SITE_LANGUAGES.map((code) => {
    const { nativeName, tag } = SITE_LANGUAGE_INFO[code];
    const current = code === lang ? ' aria-current="page"' : '';
    return `<li><a href="/${code}/" hreflang="${escapeHtml(tag)}" lang="${escapeHtml(tag)}"${current}>${escapeHtml(nativeName)}</a></li>`;
  });
  return `<nav class="languages" aria-label="${escapeHtml(label)}"><ul>${items.join('')}</ul></nav>`;
}

/**
 * The sign-in page of one language site, as a complete HTML document. Every string (translations included) is
 * escaped; the page has no inline script or style, so the strict Content-Security-Policy of routes.ts holds.
 */
export function renderSignInPage({ lang, signedIn }: SignInPageOptions): string {
  const { tag, dir } = SITE_LANGUAGE_INFO[lang];
  const values: SignInValues = { min: PASSWORD_MIN_LENGTH, name: signedIn?.name ?? '' };
  const s = (key: SignInMessageKey): string => escapeHtml(signInText(lang, key, values));
  const config = {
    lang,
    editorUrl: editorUrl(lang),
    minPassword: PASSWORD_MIN_LENGTH,
    cookieMaxAge: DURATIONS.authCookieDays * 24 * 60 * 60,
    strings: Object.fromEntries(
      CLIENT_KEYS.map((key) => [key, signInText(lang, key, { min: PASSWORD_MIN_LENGTH, name: '{name}' })]),
    ),
  };
  const alternates = SITE_LANGUAGES.filter((code) => code !== lang)
    .map(
      (code) =>
        `<link rel="alternate" hreflang="${escapeHtml(SITE_LANGUAGE_INFO[code].tag)}" href="/${code}/">`,
    )
    .join('\n');

  return `<!doctype html>
<html lang="${escapeHtml(tag)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s('title')}</title>
${alternates}
<link rel="stylesheet" href="${SITE_ASSETS.style.path}">
<script type="application/json" id="site-config">${jsonForScript(config)}</script>
<script src="${SITE_ASSETS.script.path}" defer></script>
</head>
<body>
<header class="bar">
<a class="brand" href="/${lang}/">Clipwright</a>
${languageSwitcher(lang, signInText(lang, 'languageLabel'))}
</header>
<main>
<h1>${s('title')}</h1>
<p class="tagline">${s('tagline')}</p>
<noscript><p class="error">${s('noscript')}</p></noscript>
<section id="signed-in" class="signed-in"${signedIn === undefined ? ' hidden' : ''}>
<p id="signed-in-as">${signedIn === undefined ? '' : s('signedInAs')}</p>
<a class="button" id="continue" href="${escapeHtml(editorUrl(lang))}">${s('continueToEditor')}<span class="arrow" aria-hidden="true">→</span></a>
</section>
<section id="sign-in" aria-labelledby="sign-in-heading">
<h2 id="sign-in-heading">${s('signInHeading')}</h2>
<form id="sign-in-form" method="post" novalidate>
<label for="sign-in-email">${s('emailLabel')}</label>
<input id="sign-in-email" name="email" type="email" autocomplete="email" required>
<label for="sign-in-password">${s('passwordLabel')}</label>
<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required>
<p class="error" role="alert" id="sign-in-error"></p>
<button type="submit">${s('signInButton')}</button>
</form>
<p class="switch"><button type="button" class="link" data-show="sign-up">${s('toSignUp')}</button></p>
</section>
<section id="sign-up" aria-labelledby="sign-up-heading" hidden>
<h2 id="sign-up-heading">${s('signUpHeading')}</h2>
<form id="sign-up-form" method="post" novalidate>
<label for="sign-up-name">${s('nameLabel')}</label>
<input id="sign-up-name" name="name" type="text" autocomplete="name" maxlength="100" required>
<label for="sign-up-email">${s('emailLabel')}</label>
<input id="sign-up-email" name="email" type="email" autocomplete="email" required>
<label for="sign-up-password">${s('passwordLabel')}</label>
<input id="sign-up-password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="sign-up-hint" required>
<p class="hint" id="sign-up-hint">${s('passwordHint')}</p>
<p class="error" role="alert" id="sign-up-error"></p>
<button type="submit">${s('signUpButton')}</button>
</form>
<p class="switch"><button type="button" class="link" data-show="sign-in">${s('toSignIn')}</button></p>
</section>
</main>
</body>
</html>
`;
}
