import { Link } from '@tanstack/react-router';
import { button } from '@/ui';
import * as styles from './home-page.css';

const FEATURES = [
  {
    title: 'Branching stories',
    text: 'Pick what happens next, write your own choice, or go back and take another path.',
  },
  {
    title: 'Works on a plane',
    text: 'Create and read with no network. Your stories sync when you are back online.',
  },
  {
    title: 'Pictures and voices',
    text: 'Every part can be illustrated and read aloud, even offline.',
  },
  {
    title: 'Right for every age',
    text: 'From gentle bedtime tales for 4-year-olds to rich adventures for adults.',
  },
];

export function HomePage() {
  return (
    <div className={styles.wrapper}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          Create stories together with AI
        </h1>
        <p className={styles.lead}>
          StoryCanvas helps you and your family write branching, illustrated, narrated stories —
          online or off.
        </p>
        <div className={styles.actions}>
          <Link to="/create" className={button({ tone: 'primary' })}>
            Create a story
          </Link>
          <Link to="/discover" className={button({ tone: 'secondary' })}>
            Discover stories
          </Link>
          <Link to="/my-stories" className={button({ tone: 'quiet' })}>
            My local stories
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-features">
        <h2 id="home-features">Why StoryCanvas</h2>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
