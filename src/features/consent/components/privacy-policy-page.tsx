import { Link } from '@tanstack/react-router';
import { COOKIE_NAMES } from '@/offline';
import { COOKIE_LIFETIME_DAYS } from '../cookie-registry';
import * as styles from './privacy-policy-page.css';

const COOKIE_ROWS = [
  [
    COOKIE_NAMES.consent,
    'Essential',
    'Remembers that you made a cookie choice.',
    `${COOKIE_LIFETIME_DAYS.consent} days`,
  ],
  [
    COOKIE_NAMES.consentPreferences,
    'Essential',
    'Remembers which cookie categories you allowed.',
    `${COOKIE_LIFETIME_DAYS.preferences} days`,
  ],
  [
    COOKIE_NAMES.theme,
    'Functional',
    'Remembers light or dark theme.',
    `${COOKIE_LIFETIME_DAYS.theme} days`,
  ],
  [
    COOKIE_NAMES.userPreferences,
    'Functional',
    'Remembers language, font size, autosave and your last visit.',
    `${COOKIE_LIFETIME_DAYS.userPreferences} days`,
  ],
  [
    COOKIE_NAMES.rememberMe,
    'Functional',
    'Keeps you signed in when you ask us to.',
    `${COOKIE_LIFETIME_DAYS.rememberMe} days, or until you close the browser when off`,
  ],
  [
    COOKIE_NAMES.childProfile,
    'Essential',
    'Says a child’s profile is open, so Discover first shows only stories for the child’s age.',
    `${COOKIE_LIFETIME_DAYS.childProfile} days, or until the profile is left`,
  ],
  [
    COOKIE_NAMES.storySettings,
    'Functional',
    'Remembers your last story settings.',
    `${COOKIE_LIFETIME_DAYS.storySettings} days`,
  ],
] as const;

/** /privacy-policy: what StoryCanvas keeps on the device, what it sends, and how to remove it. */
export function PrivacyPolicyPage() {
  return (
    <article className={styles.page} aria-labelledby="privacy-title">
      <h1 id="privacy-title" className={styles.title}>
        Privacy Policy
      </h1>
      <p className={styles.updated}>
        This page explains, in plain words, what StoryCanvas stores and why.
      </p>

      <section className={styles.section} aria-labelledby="privacy-device">
        <h2 id="privacy-device">What stays on your device</h2>
        <p>
          StoryCanvas works offline, so most of what you make is kept in your own browser first:
        </p>
        <ul>
          <li>
            Your stories, their segments and a list of changes waiting to be sent (in the browser
            database).
          </li>
          <li>
            If you create stories without an account: the list of those stories and a random visitor
            id, so you can save them to an account later.
          </li>
          <li>
            Your settings: theme, font size, contrast, notification, account and reading
            preferences.
          </li>
          <li>Feedback you sent while we could not reach our server, until it can be delivered.</li>
          <li>
            Drafts saved automatically while you write; drafts older than 24 hours are removed when
            the app starts.
          </li>
        </ul>
        <p>This data never leaves your device unless you sign in and sync, or send feedback.</p>
      </section>

      <section className={styles.section} aria-labelledby="privacy-server">
        <h2 id="privacy-server">What is sent to our server</h2>
        <ul>
          <li>
            Your account: email address and a securely hashed password. We never see your password
            itself.
          </li>
          <li>
            Stories you save to your account or publish, so you can open them on other devices or
            share them.
          </li>
          <li>
            The story ideas and choices you send when you ask the AI to write, illustrate or
            narrate. We do not use them for advertising.
          </li>
          <li>
            Your subscription tier and how many stories, images and narrations you used this month,
            to apply your plan&apos;s limits.
          </li>
          <li>
            Feedback you send: your message, type and subject, your email if you give it, the page
            you were on and basic browser details (browser name and version, language, platform,
            screen and window size, whether you were online). This helps us reproduce problems.
          </li>
        </ul>
        <p>We do not sell your data and we do not use third-party advertising or tracking.</p>
      </section>

      <section className={styles.section} aria-labelledby="privacy-children">
        <h2 id="privacy-children">Children&apos;s profiles</h2>
        <p>
          A parent can add a profile for each child on the Family page. For a child we keep only
          what the parent types there, for as long as the profile exists:
        </p>
        <ul>
          <li>
            A first name or nickname, an avatar picked from our set and a reading band. Never an
            email address or a birth date.
          </li>
          <li>
            Whether the parent lets the AI service write that child&apos;s story parts. It is off
            until the parent switches it on; while it is off, nothing from a story written in the
            child&apos;s profile is sent to an AI service: the built-in storyteller writes it,
            pictures are drawn on the device and narration uses the device&apos;s voices.
          </li>
          <li>
            The stories written in the child&apos;s profile, kept in the parent&apos;s account and
            private. A story is published to Discover only after the parent approves it with the
            parent PIN. We keep the request and the answer until the story or the profile is
            deleted.
          </li>
          <li>
            The parent PIN, only as a scrambled (salted and slowly hashed) value that cannot be
            turned back into the PIN, and a count of wrong tries.
          </li>
          <li>
            After a right parent PIN, a random grown-up pass for the parent&apos;s device, kept here
            only scrambled, so publishing and the AI service know a grown-up is there. It ends 30
            minutes after its last use, 12 hours after the PIN at most, when a child&apos;s profile
            is opened, or when the parent signs out.
          </li>
        </ul>
        <p>
          On the device itself, the app keeps which profile is open, the children&apos;s names,
          avatars and bands, the titles of the stories waiting for the parent&apos;s yes, the
          grown-up pass while the parent&apos;s own profile is open, and the parent PIN scrambled
          the same way, so switching profiles and the PIN work with no network. A parent&apos;s
          approval, decline or AI switch made with no network waits on the device until it is sent
          to us. None of the rest leave the device, and they are removed with the browser&apos;s
          site data. A forgotten PIN is reset on the Family page with the account&apos;s password.
        </p>
        <p>
          No one but the parent&apos;s account can read a child&apos;s profile. To delete it, a
          parent removes the child on the Family page with the parent PIN: the profile leaves our
          server at once, and the child&apos;s stories are either kept in the parent&apos;s account
          or deleted from our server, as the parent chooses.
        </p>
      </section>

      <section className={styles.section} aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">Cookies</h2>
        <p>
          Essential cookies are always on. Functional, analytics and marketing cookies are used only
          if you allow them, and are deleted as soon as you switch them off. StoryCanvas sets no
          analytics or marketing cookies today; if one ever appears without your permission, it is
          removed. Any other cookie lasts {COOKIE_LIFETIME_DAYS.default} day.
        </p>
        <table className={styles.table}>
          <caption className={styles.updated}>Cookies StoryCanvas may set</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Category</th>
              <th scope="col">Purpose</th>
              <th scope="col">Kept for</th>
            </tr>
          </thead>
          <tbody>
            {COOKIE_ROWS.map(([name, category, purpose, lifetime]) => (
              <tr key={name}>
                <td>
                  <code>{name}</code>
                </td>
                <td>{category}</td>
                <td>{purpose}</td>
                <td>{lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={styles.section} aria-labelledby="privacy-delete">
        <h2 id="privacy-delete">How to delete your data</h2>
        <ul>
          <li>
            Cookies: use Clear All on the <Link to="/cookie-demo">cookie page</Link>, or change your
            choice there; the banner asks again.
          </li>
          <li>
            Stories: delete them in My Stories; deleted stories are removed from your account at the
            next sync.
          </li>
          <li>
            Everything on this device: clear this site&apos;s data in your browser settings (cookies
            and site data).
          </li>
          <li>
            Your account and everything stored with it, including feedback: ask for deletion through
            the Feedback button (signed in, so we know it is you); we then remove the account and
            everything stored with it.
          </li>
        </ul>
      </section>
    </article>
  );
}
