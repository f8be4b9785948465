import { applyGrownUpChange } from '../sync/apply-grown-up-change';
import type { PublishRequest } from './publish-request';

/** Declines a child's request; the story stays private and the child is told kindly. Offline, it waits on the device. */
export function declinePublishRequest(
  userId: string,
  request: Pick<PublishRequest, 'storyId' | 'title'>,
): Promise<'sent' | 'queued'> {
  return applyGrownUpChange(userId, {
    kind: 'decline',
    storyId: request.storyId,
    title: request.title,
  });
}
