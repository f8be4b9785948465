import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { getSupabaseClient } from '@/lib/supabase-client';
import { Page, Spinner, showToast } from '@/ui';
import { listAllFeedback, type FeedbackList } from '../data/list-all-feedback';
import { readDashboardStats } from '../data/read-dashboard-stats';
import { readFeedbackStats } from '../data/read-feedback-stats';
import { updateFeedback, type FeedbackTriage as Triage } from '../data/update-feedback';
import type { DashboardStats, FeedbackEntry, FeedbackStats } from '../feedback-entry';
import { AdminNav } from './admin-nav';
import { AdminPanelView } from './admin-panel-view';
import { StoryReports } from './story-reports';

interface PanelData {
  dashboard: DashboardStats;
  stats: FeedbackStats;
  feedback: FeedbackList;
}

async function readPanelData(): Promise<PanelData> {
  const client = await getSupabaseClient();
  const [dashboard, stats, feedback] = await Promise.all([
    readDashboardStats(client),
    readFeedbackStats(client),
    listAllFeedback(client),
  ]);
  return { dashboard, stats, feedback };
}

/** The admin panel on real data: dashboard figures, feedback statistics and feedback triage. */
export function AdminPanelPage() {
  const session = useSession();
  const adminId = session.user?.id ?? null;
  const [data, setData] = useState<PanelData | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const [loads, setLoads] = useState(0);

  useEffect(() => {
    let current = true;
    void readPanelData().then(
      (next) => {
        if (!current) return;
        setData(next);
        setProblem(null);
      },
      (error: unknown) => {
        if (current) setProblem(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [loads]);

  const save = async (entry: FeedbackEntry, triage: Triage) => {
    try {
      if (!adminId) throw new Error('No signed-in admin');
      const client = await getSupabaseClient();
      await updateFeedback(client, entry.id, triage, adminId);
      showToast('Feedback updated successfully', { variant: 'success' });
      setLoads((count) => count + 1);
    } catch {
      showToast('Failed to update feedback', { variant: 'error' });
    }
  };

  if (problem && !data) {
    return (
      <Page title="Admin panel">
        <p role="alert">{problem}</p>
      </Page>
    );
  }
  if (!data) return <Spinner />;
  return (
    <AdminPanelView
      title="Admin panel"
      lead="Site figures and feedback triage."
      dashboard={data.dashboard}
      stats={data.stats}
      feedback={data.feedback}
      onSave={save}
      nav={<AdminNav />}
      reports={<StoryReports />}
    />
  );
}
