import * as styles from './figure-list.css';

export interface Figure {
  name: string;
  value: number;
}

/** Named counts as a definition list; with `chart`, each gets a bar sized against the largest. */
export function FigureList({
  label,
  figures,
  chart = false,
}: {
  label: string;
  figures: Figure[];
  chart?: boolean;
}) {
  const largest = Math.max(1, ...figures.map((figure) => figure.value));
  return (
    <dl className={styles.list} aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.name} className={styles.figure}>
          <dt className={styles.name}>{figure.name}</dt>
          <dd className={styles.value}>{figure.value}</dd>
          {chart ? (
            <dd
              className={styles.bar}
              style={{ width: `${(figure.value / largest) * 100}%` }}
              aria-hidden="true"
            />
          ) : null}
        </div>
      ))}
    </dl>
  );
}
