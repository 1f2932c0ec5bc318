/** What an editor session needs from the local API to export: the account's tier and the library. */
import type { Api } from '../api/calls.ts';
import type { EditorSessionOptions } from '../app/session/editor-session.ts';
import { saveExportToLibrary } from './library.ts';

export function exportServices(
  api: Api | undefined,
): Pick<EditorSessionOptions, 'accountTier' | 'saveToLibrary'> {
  if (api === undefined) return {};
  return {
    accountTier: async () => ((await api.me()).tier === 'pro' ? 'pro' : 'free'),
    saveToLibrary: (result, name, options) => saveExportToLibrary(api, result, name, options),
  };
}
