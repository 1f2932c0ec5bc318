import { browserCookies, browserNavigation, browserStorage } from './browser-ports.ts';
import { createApi, type Api } from './calls.ts';
import { ApiClient } from './client.ts';
import { apiEnvironment, apiHost, buildFlags, defaultVoiceIds, type ApiEnvironment } from './env.ts';
import { AuthSession } from '../auth/session.ts';

/** The current site language: the page's `<html lang>` (the language sites link here with it), else en. */
function pageLanguage(): string {
  return document.documentElement.lang.trim() || 'en';
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
