import { applyGrownUpChange } from '../sync/apply-grown-up-change';
import { approvedStoryVersion } from './approved-story-version';
import { confirmParentPin } from './confirm-parent-pin';
import type { PublishRequest } from './publish-request';

/**
 * Publishes a child's story with the parent's PIN, through the same safety gate as any story, as
 * the version the parent read (a story changed since is refused and read again). The
 * PIN is checked on the device when the network is gone, and the approval then waits there
 * ('queued') to go with the grown-up proof once it is back.
 */
export async function approvePublishRequest(
  userId: string,
  request: Pick<PublishRequest, 'storyId' | 'title'>,
  pin: string,
): Promise<'sent' | 'queued'> {
  await confirmParentPin(userId, pin);
  return applyGrownUpChange(userId, {
    kind: 'approve',
    storyId: request.storyId,
    title: request.title,
    version: await approvedStoryVersion(request),
  });
}
