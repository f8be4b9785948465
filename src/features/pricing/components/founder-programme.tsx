import * as styles from './pricing-page.css';

const FOUNDER_TIERS = [
  { name: 'Genesis', places: 'Founders 1–25', discount: '100% lifetime discount: a lifetime free Pro plan' },
  { name: 'Pioneer', places: 'Founders 26–100', discount: '60% lifetime discount' },
  { name: 'Early adopter', places: 'Founders 101–200', discount: '50% lifetime discount' },
] as const;

/** The founder programme: the first 200 members keep a lifetime discount by the place they joined in. */
export function FounderProgramme() {
  return (
    <section aria-labelledby="founder-programme" className={styles.founders}>
      <h2 id="founder-programme">Founder programme</h2>
      <p>The first 200 members become founders and keep their discount for life.</p>
      <ul className={styles.founderList}>
        {FOUNDER_TIERS.map((tier) => (
          <li key={tier.name} className={styles.founderItem}>
            <strong>{tier.name}</strong> — {tier.places}: {tier.discount}
          </li>
        ))}
      </ul>
    </section>
  );
}
