import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useSession } from '@/lib/session';
import { syncStatusStore } from '@/offline';
import { Page, Spinner } from '@/ui';
import { readDiagnostics, type DiagnosticsRow, type DiagnosticsSection } from '../read-diagnostics';
import { describeAppConnection } from '../describe-app-connection';
import * as styles from './diagnostics-page.css';

interface DiagnosticsPageProps {
  title: string;
  lead: string;
  /** What this page reports; the session is shown when showSession is set. */
  sections: readonly DiagnosticsSection[];
  showSession?: boolean;
}

function describeSession(session: ReturnType<typeof useSession>): DiagnosticsRow[] {
  if (session.status === 'loading') return [{ label: 'Signed in', value: 'checking…' }];
  if (session.status === 'signed-out' || !session.user)
    return [{ label: 'Signed in', value: 'no' }];
  return [
    { label: 'Signed in', value: `yes, as ${session.user.email ?? 'unknown'}` },
    { label: 'User id', value: session.user.id },
    { label: 'Last sign-in', value: session.user.last_sign_in_at ?? 'unknown' },
    {
      label: 'Access token',
      value: session.accessToken
        ? `present (${session.accessToken.length} characters, not shown)`
        : 'none',
    },
  ];
}

/** The diagnostic and test routes: the live state of configuration, auth, storage, worker and network. */
export function DiagnosticsPage({
  title,
  lead,
  sections,
  showSession = false,
}: DiagnosticsPageProps) {
  const [rows, setRows] = useState<DiagnosticsRow[] | null>(null);
  const session = useSession();
  // Live, unlike the one-off reads: the network monitor may still be checking when the page opens.
  const syncStatus = useStore(syncStatusStore);
  const sectionKey = sections.join(',');
  useEffect(() => {
    let cancelled = false;
    void readDiagnostics(sectionKey.split(',').filter(Boolean) as DiagnosticsSection[]).then(
      (read) => {
        if (!cancelled) setRows(read);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [sectionKey]);
  if (!rows) return <Spinner />;
  const connection = sections.includes('device') ? describeAppConnection(syncStatus) : [];
  const shown = [...(showSession ? describeSession(session) : []), ...connection, ...rows];
  return (
    <Page title={title} lead={lead}>
      <dl className={styles.list}>
        {shown.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.term}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Page>
  );
}
