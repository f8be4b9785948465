import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { getSupabaseClient } from '@/lib/supabase-client';
import { userScope } from '@/lib/user-scope';
import { Page, Spinner, showToast } from '@/ui';
import { listAllFeedbackQueryOptions } from '../data/list-all-feedback';
import { readDashboardStatsQueryOptions } from '../data/read-dashboard-stats';
import { readFeedbackStatsQueryOptions } from '../data/read-feedback-stats';
import { updateFeedback, type FeedbackTriage as Triage } from '../data/update-feedback';
import type { FeedbackEntry } from '../feedback-entry';
import { AdminNav } from './admin-nav';
import { AdminPanelView } from './admin-panel-view';
import { StoryReports } from './story-reports';

interface AdminPanelPageProps {
  /** Takes a reported story out of Discover; Discover owns it, so the route passes it in. */
  unpublishStory(storyId: string): Promise<void>;
}

/** The admin panel on real data: dashboard figures, feedback statistics and feedback triage. */
export function AdminPanelPage({ unpublishStory }: AdminPanelPageProps) {
  const session = useSession();
  const adminId = session.user?.id ?? null;
  const queryClient = useQueryClient();
  const enabled = adminId !== null;
  const dashboard = useQuery({ ...readDashboardStatsQueryOptions(adminId ?? ''), enabled });
  const stats = useQuery({ ...readFeedbackStatsQueryOptions(adminId ?? ''), enabled });
  const feedback = useQuery({ ...listAllFeedbackQueryOptions(adminId ?? ''), enabled });

  const save = async (entry: FeedbackEntry, triage: Triage) => {
    try {
      if (!adminId) throw new Error('No signed-in admin');
      const client = await getSupabaseClient();
      await updateFeedback(client, entry.id, triage, adminId);
      showToast('Feedback updated successfully', { variant: 'success' });
      // A triage changes the list, its statistics and the dashboard's open count.
      void queryClient.invalidateQueries({ queryKey: [...userScope(adminId), 'admin'] });
    } catch {
      showToast('Failed to update feedback', { variant: 'error' });
    }
  };

  const problem = [dashboard, stats, feedback].find((query) => query.isError)?.error;
  if (!dashboard.data || !stats.data || !feedback.data) {
    return problem ? (
      <Page title="Admin panel">
        <p role="alert">{problem.message}</p>
      </Page>
    ) : (
      <Spinner />
    );
  }
  return (
    <AdminPanelView
      title="Admin panel"
      lead="Site figures and feedback triage."
      dashboard={dashboard.data}
      stats={stats.data}
      feedback={feedback.data}
      onSave={save}
      nav={<AdminNav />}
      reports={<StoryReports unpublishStory={unpublishStory} />}
    />
  );
}
