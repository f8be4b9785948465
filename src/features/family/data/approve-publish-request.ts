import { callParentPin } from './call-parent-pin';

/** Publishes a child's story with the parent's PIN, through the same safety gate as any story. */
export async function approvePublishRequest(storyId: string, pin: string): Promise<void> {
  await callParentPin({ action: 'approve', pin, story_id: storyId });
}
