import { useState } from 'react';
import { showToast } from '@/ui';
import type { FeedbackTriage as Triage } from '../data/update-feedback';
import type { FeedbackEntry, FeedbackStats } from '../feedback-entry';
import { AdminPanelView } from './admin-panel-view';
import { DemoUsersSection } from './demo-users-section';

const SAMPLE_FEEDBACK: FeedbackEntry[] = [
  {
    id: 'sample-3',
    message: 'The narration stops after the second page.',
    feedback_type: 'bug',
    created_at: '2026-11-20T09:30:00Z',
    status: 'new',
    priority: 'high',
    subject: 'Narration',
  },
  {
    id: 'sample-2',
    message: 'Could stories be exported as PDF?',
    feedback_type: 'feature',
    created_at: '2026-11-18T15:10:00Z',
    status: 'in_progress',
    priority: 'medium',
  },
  {
    id: 'sample-1',
    message: 'My kids love the dragon story!',
    feedback_type: 'praise',
    created_at: '2026-11-15T08:00:00Z',
    status: 'closed',
    priority: 'low',
  },
];

function countBy(
  entries: FeedbackEntry[],
  key: 'status' | 'feedback_type' | 'priority',
): Record<string, number> {
  const counts: Record<string, number> = {};
  entries.forEach((entry) => {
    counts[entry[key]] = (counts[entry[key]] ?? 0) + 1;
  });
  return counts;
}

/** The admin panel with sample data, held in the page only: it reads and writes nothing in the database. */
export function AdminDemoPage() {
  const [entries, setEntries] = useState(SAMPLE_FEEDBACK);
  const stats: FeedbackStats = {
    total: entries.length,
    by_status: countBy(entries, 'status'),
    by_type: countBy(entries, 'feedback_type'),
    by_priority: countBy(entries, 'priority'),
  };

  const save = (entry: FeedbackEntry, triage: Triage) => {
    const resolved = triage.status === 'resolved' ? { resolved_at: new Date().toISOString() } : {};
    setEntries((current) =>
      current.map((row) =>
        row.id === entry.id
          ? {
              ...row,
              ...resolved,
              status: triage.status,
              priority: triage.priority,
              admin_notes: triage.adminNotes,
            }
          : row,
      ),
    );
    showToast('Feedback updated successfully', { variant: 'success' });
    return Promise.resolve();
  };

  return (
    <AdminPanelView
      title="Admin panel (demo)"
      lead="A look at the admin panel with sample data; it reads nothing from the database."
      dashboard={{
        users: 128,
        stories: 342,
        public_stories: 57,
        stories_this_month: 41,
        feedback_by_status: stats.by_status,
      }}
      stats={stats}
      feedback={{ entries, reduced: false }}
      onSave={save}
      users={<DemoUsersSection />}
    />
  );
}
