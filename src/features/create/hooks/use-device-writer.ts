// Whether this device's model writes this story's next part, asked as generateSegment asks it (the
// same finder, the same "is an AI service reachable"), so the page names the writer that truly
// writes: offline, online where the stack has no AI service, or where the reader chose the model.
// Read again each time the page opens, since the choices are made in Settings and on the page
// (whose switch refreshes every 'device-story-writer' query).
import { useQuery } from '@tanstack/react-query';
import type { DeviceStoryWriter, FindDeviceStoryWriter } from '@/lib/device-story-writer';

export function useDeviceWriter(
  findDeviceWriter: FindDeviceStoryWriter | undefined,
  aiServiceReachable: boolean,
  storyId: string,
): DeviceStoryWriter | null {
  const { data } = useQuery({
    queryKey: ['device-story-writer', storyId, aiServiceReachable],
    queryFn: async () => (await findDeviceWriter?.({ storyId, aiServiceReachable })) ?? null,
    enabled: findDeviceWriter !== undefined,
    networkMode: 'always',
    staleTime: 0,
  });
  return findDeviceWriter ? (data ?? null) : null;
}
