import { AdminPanelPage } from '@/features/admin';
import { useUnpublishStory } from '@/features/discover';

/** The admin panel, given Discover's unpublishing for its story reports. */
export function AdminPanel() {
  const unpublishStory = useUnpublishStory();
  return <AdminPanelPage unpublishStory={unpublishStory} />;
}
