// Who writes a part while the page is offline: this device's model when the reader chose it and
// the device keeps it, otherwise the built-in storyteller. Read again each time the page opens,
// since the choice is made in Settings.
import { useQuery } from '@tanstack/react-query';
import type { DeviceStoryWriter, FindDeviceStoryWriter } from '@/lib/device-story-writer';

export function useOfflineWriter(
  findDeviceWriter: FindDeviceStoryWriter | undefined,
  online: boolean,
): DeviceStoryWriter | null {
  const { data } = useQuery({
    queryKey: ['device-story-writer'],
    queryFn: async () => (await findDeviceWriter?.()) ?? null,
    enabled: !online && findDeviceWriter !== undefined,
    networkMode: 'always',
    staleTime: 0,
  });
  return online ? null : (data ?? null);
}
