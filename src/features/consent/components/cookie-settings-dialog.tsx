import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { CookiePreferences, OptionalCookieCategory } from '../cookie-preferences';
import { ConsentButton } from './consent-button';
import { CookieSwitch } from './cookie-switch';
import * as styles from './cookie-settings-dialog.css';

interface CookieSettingsDialogProps {
  initial: CookiePreferences;
  onCancel: () => void;
  onSave: (preferences: CookiePreferences) => void;
  /** Where focus goes back to once the dialog has closed, if that element is still on the page. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const OPTIONAL_CATEGORIES: ReadonlyArray<{
  key: OptionalCookieCategory;
  label: string;
  description: string;
}> = [
  {
    key: 'functional',
    label: 'Functional',
    description: 'Remember your theme, display preferences and whether to keep you signed in.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description: 'Help us understand how the app is used so we can improve it.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description: 'Allow content and offers that match your interests.',
  },
];

/** A native modal dialog: the rest of the page becomes inert, Tab stays inside and Escape cancels. */
export function CookieSettingsDialog({
  initial,
  onCancel,
  onSave,
  returnFocusRef,
}: CookieSettingsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  const [choice, setChoice] = useState<CookiePreferences>(initial);

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTarget = returnFocusRef?.current ?? opener;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // Focus can move only after the modal has closed: while it is open the rest of the page is inert.
      if (returnTarget?.isConnected) returnTarget.focus();
    };
  }, [returnFocusRef]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        Cookie Preferences
      </h2>
      <p id={introId} className={styles.intro}>
        Choose which cookies StoryCanvas may use. Essential cookies are always on because the app
        needs them to work.
      </p>
      <CookieSwitch
        label="Essential"
        badge="Required"
        description="Remember your cookie choice and keep the app working."
        checked
        disabled
      />
      {OPTIONAL_CATEGORIES.map(({ key, label, description }) => (
        <CookieSwitch
          key={key}
          label={label}
          badge="Optional"
          description={description}
          checked={choice[key]}
          onChange={(checked) => setChoice((current) => ({ ...current, [key]: checked }))}
        />
      ))}
      <div className={styles.actions}>
        <ConsentButton variant="quiet" onClick={onCancel}>
          Cancel
        </ConsentButton>
        <ConsentButton variant="primary" onClick={() => onSave(choice)}>
          Save Preferences
        </ConsentButton>
      </div>
    </dialog>
  );
}
