import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { Page, Spinner } from '@/ui';
import { readDiagnostics, type DiagnosticsReport } from '../read-diagnostics';
import * as styles from './diagnostics-page.css';

interface DiagnosticsPageProps {
  title: string;
  lead: string;
}

/** The diagnostic and test routes: the live state of configuration, auth, storage, worker and network. */
export function DiagnosticsPage({ title, lead }: DiagnosticsPageProps) {
  const [report, setReport] = useState<DiagnosticsReport | null>(null);
  const session = useSession();
  useEffect(() => {
    void readDiagnostics().then(setReport);
  }, []);
  if (!report) return <Spinner />;
  const rows = [
    ...report.environment,
    { label: 'Signed in', value: session.status === 'signed-in' ? `yes, as ${session.user?.email ?? 'unknown'}` : session.status === 'loading' ? 'checking…' : 'no' },
    { label: 'Network', value: report.online },
    { label: 'Service worker', value: report.serviceWorker },
    { label: 'Storage', value: report.storage },
    { label: 'IndexedDB', value: report.indexedDb },
  ];
  return (
    <Page title={title} lead={lead}>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt className={styles.term}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Page>
  );
}
