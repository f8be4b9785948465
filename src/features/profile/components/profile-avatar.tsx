import { useState } from 'react';
import * as styles from './profile-page.css';

function initialsOf(name: string, email: string): string {
  const words = (name || email).split(/[\s@._-]+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** The avatar picture, or the initials when there is none or it does not load. */
export function ProfileAvatar({ url, name, email }: { url: string; name: string; email: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt="Your avatar"
        className={styles.avatar}
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <span className={styles.initials} role="img" aria-label="Your avatar">
      {initialsOf(name, email)}
    </span>
  );
}
