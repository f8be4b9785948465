// The on-device model's state on this device: whether it fits, what is kept, the download in
// progress. One hook so the section only renders what it says.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OfflineModel } from '@/lib/supabase-connection';
import { checkDeviceFit, readDeviceFacts } from '../data/check-device-fit';
import {
  downloadModel,
  DROPPED_MESSAGE,
  readKeptModel,
  readPartialBytes,
  type DownloadProgress,
} from '../data/download-model';
import { hasEngine, keepEngine, removeEngine } from '../data/engine-file';
import { removeAllModelFiles } from '../data/model-files';
import { unloadStoryModel } from '../data/story-model-memory';

export type ModelState =
  | { kind: 'reading' }
  | { kind: 'absent'; partialBytes: number }
  | { kind: 'downloading'; progress: DownloadProgress }
  | { kind: 'kept'; bytes: number };

async function readStoredBytes(): Promise<number | undefined> {
  try {
    return (await navigator.storage?.estimate())?.usage;
  } catch {
    return undefined;
  }
}

async function readModelOnDevice(model: OfflineModel) {
  const [facts, storedBytes, kept, partialBytes, engine] = await Promise.all([
    readDeviceFacts(),
    readStoredBytes(),
    readKeptModel(model),
    readPartialBytes(model),
    hasEngine(),
  ]);
  // A model whose engine is missing cannot write: it is shown as downloaded so far, not kept.
  if (kept && !engine) return { facts, storedBytes, keptBytes: undefined, partialBytes: kept.size };
  return { facts, storedBytes, keptBytes: kept?.size, partialBytes };
}

export function useModelDownload(model: OfflineModel) {
  const onDevice = useQuery({
    queryKey: ['on-device-model', model.sha256],
    queryFn: () => readModelOnDevice(model),
    networkMode: 'always',
  });
  const [progress, setProgress] = useState<DownloadProgress>();
  const [problem, setProblem] = useState<string>();
  const [persisted, setPersisted] = useState<boolean>();
  const abort = useRef<AbortController | null>(null);
  const { refetch } = onDevice;

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(async () => {
    setProblem(undefined);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ receivedBytes: 0, totalBytes: model.bytes });
    setPersisted(await navigator.storage.persist?.().catch(() => false));
    try {
      if (!(await readKeptModel(model))) await downloadModel(model, setProgress, controller.signal);
      await keepEngine();
    } catch (error) {
      if (!controller.signal.aborted)
        setProblem(
          // fetch reports a dropped line as a TypeError ("Failed to fetch"), which says nothing to a reader.
          error instanceof TypeError
            ? DROPPED_MESSAGE
            : error instanceof Error
              ? error.message
              : 'The model could not be downloaded.',
        );
    } finally {
      abort.current = null;
      await refetch();
      setProgress(undefined);
    }
  }, [model, refetch]);

  const cancel = useCallback(() => abort.current?.abort(), []);

  const remove = useCallback(async () => {
    setProblem(undefined);
    await Promise.all([unloadStoryModel(), removeAllModelFiles(), removeEngine()]);
    await refetch();
  }, [refetch]);

  const known = onDevice.data;
  const state: ModelState = progress
    ? { kind: 'downloading', progress }
    : !known
      ? { kind: 'reading' }
      : known.keptBytes !== undefined
        ? { kind: 'kept', bytes: known.keptBytes }
        : { kind: 'absent', partialBytes: known.partialBytes };

  return {
    fit: known ? checkDeviceFit(known.facts, model.bytes) : undefined,
    facts: known?.facts,
    storedBytes: known?.storedBytes,
    state,
    problem,
    persisted,
    start,
    cancel,
    remove,
  };
}
