import { FOUNDER_PLACES_TOTAL, FOUNDER_PROGRAMME } from '@/lib/founder-programme';
import * as styles from './pricing-page.css';

function describeDiscount(discount: number): string {
  return discount === 100
    ? '100% lifetime discount: a lifetime free Pro plan'
    : `${discount}% lifetime discount`;
}

/** The founder programme: the first members keep a lifetime discount by the place they joined in. */
export function FounderProgramme() {
  return (
    <section aria-labelledby="founder-programme" className={styles.founders}>
      <h2 id="founder-programme">Founder programme</h2>
      <p>
        The first {FOUNDER_PLACES_TOTAL} members become founders and keep their discount for life.
      </p>
      <ul className={styles.founderList}>
        {FOUNDER_PROGRAMME.map((places) => (
          <li key={places.tier} className={styles.founderItem}>
            <strong>{places.label}</strong> — Founders {places.first}–{places.last}:{' '}
            {describeDiscount(places.discount)}
          </li>
        ))}
      </ul>
    </section>
  );
}
