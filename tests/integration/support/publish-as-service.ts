// Publishes a story for a test the way publish-story does after its safety check: as the service
// role, since the database refuses a client that writes is_public itself.
import { expect } from 'vitest';
import { serviceClient } from './test-users.ts';

export async function publishAsService(storyId: string): Promise<void> {
  const { error } = await serviceClient()
    .from('stories')
    .update({ is_public: true, published_at: new Date().toISOString() })
    .eq('id', storyId);
  expect(error).toBeNull();
}
