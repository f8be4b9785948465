// The on-device model as a writer, found when a part is asked for: when this device keeps the
// checked model and the engine that runs it, and it writes this part (writer-choice.ts). Its code
// (wllama, the storyteller to fall back on) loads then, never with the first page.
import type { DeviceStoryWriter, FindDeviceStoryWriter } from '@/lib/device-story-writer';
import { getSupabaseConnection } from '@/lib/supabase-connection';
import { modelName, openModelFile } from './model-files';
import { deviceModelWrites } from './writer-choice';

export const findDeviceStoryWriter: FindDeviceStoryWriter = async (ask = {}) => {
  if (!deviceModelWrites(ask.storyId, ask.aiServiceReachable ?? false)) return null;
  const { offlineModel } = await getSupabaseConnection().catch(() => ({ offlineModel: undefined }));
  if (!offlineModel) return null;
  const file = await openModelFile(modelName(offlineModel.sha256));
  if (!file) return null;
  // A model whose engine did not download cannot run: offered, it would say it writes and then fail.
  const { hasEngine } = await import('./engine-file');
  if (!(await hasEngine())) return null;
  const writer: DeviceStoryWriter = {
    name: offlineModel.name,
    write: async (request, listener, signal) => {
      const { writeOnDevice } = await import('./write-on-device');
      return writeOnDevice(offlineModel, file, request, listener, signal);
    },
  };
  return writer;
};
