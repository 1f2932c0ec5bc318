import { VOICE_REPLACEMENT_IDS } from '../../shared/constants.ts';
import { LOCAL_DEFAULT_VOICE_IDS } from '../../shared/api/voices.ts';

/** Which API the page talks to: the test host (dev), production (prd), or the local API (default). */
export type ApiEnvironment = 'dev' | 'prd' | 'local';

export interface EnvironmentFlags {
  dev?: boolean | undefined;
  prd?: boolean | undefined;
  /** Host of each remote environment, e.g. 'https://api.example.com'; required when its flag is set. */
  devHost?: string | undefined;
  prdHost?: string | undefined;
}

/** prd wins over dev (a production build never talks to the test host); neither flag → the local API. */
export function apiEnvironment(flags: EnvironmentFlags): ApiEnvironment {
  if (flags.prd === true) return 'prd';
  if (flags.dev === true) return 'dev';
  return 'local';
}

/**
 * The base URL of the API. The local API is the server `npm start` runs, which also serves the page: same
 * origin, so the base is '' and paths stay relative.
 */
export function apiHost(flags: EnvironmentFlags): string {
  const environment = apiEnvironment(flags);
  if (environment === 'local') return '';
  const host = environment === 'prd' ? flags.prdHost : flags.devHost;
  if (host === undefined || host.trim() === '') {
    throw new Error(
      `${environment}Host: no API host configured for the '${environment}' environment (got ${JSON.stringify(host)})`,
    );
  }
  return host.replace(/\/+$/, '');
}

/** Default voice ids: dev 750/751, production 2364/2363; the local API is a dev host. */
export function defaultVoiceIds(environment: ApiEnvironment): { male: number; female: number } {
  return environment === 'prd' ? { ...VOICE_REPLACEMENT_IDS.prd } : { ...LOCAL_DEFAULT_VOICE_IDS };
}

/** The flags of this build: `VITE_API_ENV` ('dev' | 'prd'), hosts `VITE_API_DEV_HOST` / `VITE_API_PRD_HOST`. */
export function buildFlags(env: Record<string, string | boolean | undefined>): EnvironmentFlags {
  const str = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);
  return {
    dev: env.VITE_API_ENV === 'dev',
    prd: env.VITE_API_ENV === 'prd',
    devHost: str(env.VITE_API_DEV_HOST),
    prdHost: str(env.VITE_API_PRD_HOST),
  };
}
