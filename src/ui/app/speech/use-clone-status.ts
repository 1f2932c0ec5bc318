/**
 * Whether the cloned voice in use has become unusable since it was chosen (`/ai/clone-voice/get-info`; a
 * failed check counts as unusable). False until the answer for this very voice has come.
 */
import { useEffect, useState } from 'react';
import type { CloneVoiceInfoResponse } from '../../../shared/api/voices.ts';
import { CLONED_VOICE_UNUSABLE } from '../../../shared/model/voice.ts';
import type { Api } from '../../api/calls.ts';

export function useCloneUnusable(api: Api | undefined, voiceId: string | undefined): boolean {
  const [info, setInfo] = useState<{ id: string; info: CloneVoiceInfoResponse | null }>();
  useEffect(() => {
    if (api === undefined || voiceId === undefined) return;
    let live = true;
    api.cloneVoiceInfo(voiceId).then(
      (answer) => live && setInfo({ id: voiceId, info: answer }),
      () => live && setInfo({ id: voiceId, info: null }),
    );
    return () => {
      live = false;
    };
  }, [api, voiceId]);
  return (
    info !== undefined &&
    info.id === voiceId &&
    (info.info === null || info.info.status === CLONED_VOICE_UNUSABLE)
  );
}
