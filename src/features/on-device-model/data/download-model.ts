// Downloads the model into the private file system with progress, stops at once when cancelled
// and keeps what arrived, so the next Download asks only for the rest (a Range request). The bytes
// are hashed as they are written (the kept part first, when resuming), and the finished file
// becomes the model only when its SHA-256 is the one named.
import type { OfflineModel } from '@/lib/supabase-connection';
import { createModelHash, WRONG_HASH_MESSAGE } from './verify-model-hash';
import {
  modelName,
  openModelFile,
  openWritable,
  partName,
  promoteDownload,
  removeModelFile,
} from './model-files';

export interface DownloadProgress {
  receivedBytes: number;
  totalBytes?: number;
}

export class ModelDownloadError extends Error {}

export const DROPPED_MESSAGE =
  'The connection dropped before the model was downloaded. What arrived is kept: Download goes on from there.';

function totalOf(response: Response, already: number): number | undefined {
  const range = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
  if (range?.[1]) return Number(range[1]);
  const length = Number(response.headers.get('content-length'));
  return length > 0 ? already + length : undefined;
}

export async function downloadModel(
  model: OfflineModel,
  onProgress: (progress: DownloadProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const part = partName(model.sha256);
  const keptFile = await openModelFile(part);
  const kept = keptFile?.size ?? 0;
  const response = await fetch(model.url, {
    signal,
    cache: 'no-store',
    headers: kept ? { Range: `bytes=${kept}-` } : {},
  });
  const resumed = response.status === 206;
  if (!response.ok || !response.body)
    throw new ModelDownloadError(
      `The model could not be downloaded (the server answered ${response.status}).`,
    );
  let received = resumed ? kept : 0;
  const totalBytes = totalOf(response, received) ?? model.bytes;
  const hash = createModelHash();
  if (resumed && keptFile) await hash.addFile(keptFile);
  const writable = await openWritable(part, resumed);
  try {
    if (resumed) await writable.seek(kept);
    onProgress({ receivedBytes: received, totalBytes });
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await writable.write(value);
      hash.add(value);
      received += value.byteLength;
      onProgress({ receivedBytes: received, totalBytes });
    }
  } finally {
    // Closing commits what arrived, so a cancelled or dropped download resumes from there.
    await writable.close();
  }
  // A line cut short can end the answer without an error, and the answer's own length may be the
  // cut one: short of the size the stack named, what arrived is kept, not judged whole.
  if (received < Math.max(totalBytes ?? 0, model.bytes ?? 0))
    throw new ModelDownloadError(DROPPED_MESSAGE);
  if (!hash.matches(model.sha256)) {
    await removeModelFile(part);
    throw new ModelDownloadError(WRONG_HASH_MESSAGE);
  }
  await promoteDownload(model.sha256);
}

export async function readKeptModel(model: OfflineModel): Promise<File | null> {
  return openModelFile(modelName(model.sha256));
}

export async function readPartialBytes(model: OfflineModel): Promise<number> {
  return (await openModelFile(partName(model.sha256)))?.size ?? 0;
}
