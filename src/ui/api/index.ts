import { browserCookies, browserNavigation, browserStorage } from './browser-ports.ts';
import { createApi, type Api } from './calls.ts';
import { ApiClient } from './client.ts';
import { apiEnvironment, apiHost, buildFlags, defaultVoiceIds, type ApiEnvironment } from './env.ts';
import { AuthSession } from '../auth/session.ts';
import { DEFAULT_SITE_LANGUAGE, siteLanguageForTag } from '../../shared/i18n/languages.ts';

/**
 * The current site language (sign-out goes to its home, `/{lang}/`): the site code of the page's `<html lang>`
 * tag (the editor writes `ja` for jp, `zh-Hant-TW` for tw), else en.
 */
function pageLanguage(): string {
  return siteLanguageForTag(document.documentElement.lang) ?? DEFAULT_SITE_LANGUAGE;
}

/** The page's API: host from this build's environment flags, tokens from the cookies the sign-in page wrote. */
export function createBrowserApi(): {
  api: Api;
  environment: ApiEnvironment;
  defaultVoiceIds: { male: number; female: number };
} {
  const flags = buildFlags(import.meta.env as Record<string, string | boolean | undefined>);
  const session = new AuthSession({
    cookies: browserCookies(),
    storage: browserStorage(),
    navigation: browserNavigation(),
    language: pageLanguage,
  });
  const environment = apiEnvironment(flags);
  return {
    api: createApi(new ApiClient({ host: apiHost(flags), session })),
    environment,
    defaultVoiceIds: defaultVoiceIds(environment),
  };
}
