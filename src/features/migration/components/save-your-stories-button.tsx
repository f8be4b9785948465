import { useLiveQuery } from 'dexie-react-hooks';
import { findAnonymousStories } from '@/offline';
import { openSaveYourStories } from '../hooks/use-anonymous-migration';
import { storyWord } from '../migration-messages';
import * as styles from './save-your-stories-button.css';

/** Settings' way back to the migration after Skip; shows only while owner-less stories are on the device. */
export function SaveYourStoriesButton() {
  const count = useLiveQuery(async () => (await findAnonymousStories()).length, []) ?? 0;
  if (count === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="save-your-stories-later">
      <h2 id="save-your-stories-later" className={styles.heading}>
        Save Your Stories
      </h2>
      <p className={styles.text}>
        {count} {storyWord(count)} on this device {count === 1 ? 'was' : 'were'} made while browsing
        anonymously.
      </p>
      <button type="button" className={styles.button} onClick={() => void openSaveYourStories()}>
        Save to My Account
      </button>
    </section>
  );
}
