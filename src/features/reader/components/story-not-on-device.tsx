import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { readSettledSession, useSession } from '@/lib/session';
import { Spinner } from '@/ui';
import { chooseNotOnDeviceView } from '../choose-not-on-device-view';
import { readPublishedStoryQueryOptions } from '../data/read-published-story';

interface StoryNotOnDeviceProps {
  storyId: string;
  online: boolean;
  /** What the story page says when it has nothing to show. */
  notOnDevice: ReactNode;
}

/**
 * A story the device does not hold, opened at /story/{id} (a shared link, say): someone else's
 * published story is read in the story viewer, in place of this address; anything else keeps the
 * page's own message, and the reader's own story keeps waiting for sync.
 */
export function StoryNotOnDevice({ storyId, online, notOnDevice }: StoryNotOnDeviceProps) {
  const session = useSession();
  // The session is known only once the data layer has looked; this story cannot wait for idle.
  useEffect(() => void readSettledSession(), []);
  const published = useQuery({ ...readPublishedStoryQueryOptions(storyId), enabled: online });
  const view = chooseNotOnDeviceView({
    online,
    readerId: session.status === 'loading' ? undefined : (session.user?.id ?? null),
    published: published.isError ? null : published.data,
  });
  if (view === 'checking') return <Spinner />;
  if (view === 'read-in-viewer')
    return <Navigate to="/story-viewer/$id" params={{ id: storyId }} replace />;
  return notOnDevice;
}
