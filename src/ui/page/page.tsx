import type { ReactNode } from 'react';
import * as styles from './page.css';

interface PageProps {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A page's frame: its one h1, an optional lead paragraph and actions, then its content. */
export function Page({ title, lead, actions, children }: PageProps) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {children}
    </section>
  );
}
