// Who writes a part of this story while the page is offline: this device's model when the device
// keeps it and the reader did not switch it off for the story; otherwise the built-in storyteller. Read again each time the page opens, since the choices are made in Settings and on
// the page (whose switch refreshes every 'device-story-writer' query).
import { useQuery } from '@tanstack/react-query';
import type { DeviceStoryWriter, FindDeviceStoryWriter } from '@/lib/device-story-writer';

export function useOfflineWriter(
  findDeviceWriter: FindDeviceStoryWriter | undefined,
  online: boolean,
  storyId: string,
): DeviceStoryWriter | null {
  const { data } = useQuery({
    queryKey: ['device-story-writer', storyId],
    queryFn: async () => (await findDeviceWriter?.({ storyId, aiServiceReachable: false })) ?? null,
    enabled: !online && findDeviceWriter !== undefined,
    networkMode: 'always',
    staleTime: 0,
  });
  return online ? null : (data ?? null);
}
