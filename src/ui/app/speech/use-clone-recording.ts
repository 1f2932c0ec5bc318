/**
 * The clone panel's voice sample: a take recorded with the microphone or a chosen file, whichever came
 * last (recording drops the file, choosing a file discards the take), and a playable URL for the take.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { SampleRecorder } from './recorder.ts';

export function useCloneRecording() {
  const [recorder] = useState(() => new SampleRecorder());
  const state = useSyncExternalStore(recorder.subscribe, recorder.get);
  const [file, setFile] = useState<File | undefined>(undefined);
  useEffect(() => () => recorder.reset(), [recorder]);

  const take = state.kind === 'done' ? state.take : undefined;
  const takeUrl = useMemo(() => (take === undefined ? undefined : URL.createObjectURL(take)), [take]);
  useEffect(() => () => (takeUrl === undefined ? undefined : URL.revokeObjectURL(takeUrl)), [takeUrl]);

  const startRecording = () => {
    setFile(undefined);
    void recorder.start();
  };
  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    if (chosen !== undefined) recorder.reset();
  };
  return {
    recorder,
    state,
    file,
    /** What would be cloned: the chosen file, else the take. */
    sample: file ?? take,
    takeUrl,
    startRecording,
    chooseFile,
  };
}

export type CloneRecording = ReturnType<typeof useCloneRecording>;
