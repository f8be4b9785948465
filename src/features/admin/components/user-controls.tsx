import { useId, useState, type FormEvent } from 'react';
import { FOUNDER_PROGRAMME, founderPlaces } from '@/lib/founder-programme';
import type { AdminUserRow } from '@shared/database.ts';
import {
  FOUNDER_TIERS,
  TIER_NAMES,
  isTierName,
  type FounderTier,
  type TierName,
} from '@shared/tier-rules.ts';
import { sanitiseFormValues } from '@/lib/sanitise-input';
import { button } from '@/ui';
import { labelFounderTier } from '../label-founder-tier';
import type { FounderGrant } from '../validate-founder-grant';
import * as styles from './user-controls.css';

export interface UserActions {
  onSetAdmin: (user: AdminUserRow, granted: boolean) => Promise<void>;
  onSetTier: (user: AdminUserRow, tier: TierName) => Promise<void>;
  onSetFounder: (user: AdminUserRow, grant: FounderGrant | null) => Promise<void>;
}

const NO_FOUNDER = 'none';

function isFounderTier(value: string): value is FounderTier {
  return (FOUNDER_TIERS as readonly string[]).includes(value);
}

/** One user's management: admin role, subscription tier and founder place, each saved on its own. */
export function UserControls({ user, actions }: { user: AdminUserRow; actions: UserActions }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [tier, setTier] = useState<TierName>(isTierName(user.tier) ? user.tier : 'Free');
  const [founderTier, setFounderTier] = useState<string>(user.founder_tier ?? NO_FOUNDER);
  const [founderNumber, setFounderNumber] = useState(
    user.founder_number === null ? '' : String(user.founder_number),
  );
  const [discount, setDiscount] = useState(
    user.lifetime_discount === null ? '' : String(user.lifetime_discount),
  );
  const places = isFounderTier(founderTier) ? founderPlaces(founderTier) : null;

  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  const chooseFounderTier = (next: string) => {
    setFounderTier(next);
    // The programme fixes each tier's discount; prefill it so the usual grant needs only the number.
    if (isFounderTier(next)) setDiscount(String(founderPlaces(next).discount));
  };
  const saveTier = (event: FormEvent) => {
    event.preventDefault();
    run(() => actions.onSetTier(user, tier));
  };
  const saveFounder = (event: FormEvent) => {
    event.preventDefault();
    const typed = sanitiseFormValues({ founderNumber, discount });
    const grant = isFounderTier(founderTier)
      ? {
          tier: founderTier,
          founderNumber: Number(typed.founderNumber),
          lifetimeDiscount: Number(typed.discount),
        }
      : null;
    run(() => actions.onSetFounder(user, grant));
  };

  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={button({ tone: 'secondary' })}
        disabled={busy}
        onClick={() => run(() => actions.onSetAdmin(user, !user.is_admin))}
      >
        {user.is_admin ? 'Revoke admin' : 'Grant admin'}
      </button>
      <form className={styles.form} onSubmit={saveTier} aria-label={`Tier of ${user.email}`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-tier`} className={styles.label}>
            Tier
          </label>
          <select
            id={`${id}-tier`}
            className={styles.control}
            value={tier}
            onChange={(event) => setTier(event.target.value as TierName)}
          >
            {TIER_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button({ tone: 'secondary' })} disabled={busy}>
          Set tier
        </button>
      </form>
      <form
        className={styles.form}
        onSubmit={saveFounder}
        aria-label={`Founder status of ${user.email}`}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-founder`} className={styles.label}>
            Founder tier
          </label>
          <select
            id={`${id}-founder`}
            className={styles.control}
            value={founderTier}
            onChange={(event) => chooseFounderTier(event.target.value)}
          >
            <option value={NO_FOUNDER}>None</option>
            {FOUNDER_PROGRAMME.map((entry) => (
              <option key={entry.tier} value={entry.tier}>
                {`${labelFounderTier(entry.tier)} (${entry.first}–${entry.last}, ${entry.discount}%)`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-number`} className={styles.label}>
            Founder number
          </label>
          <input
            id={`${id}-number`}
            className={styles.number}
            type="number"
            inputMode="numeric"
            required={places !== null}
            disabled={places === null}
            min={places?.first}
            max={places?.last}
            step={1}
            value={founderNumber}
            onChange={(event) => setFounderNumber(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-discount`} className={styles.label}>
            Lifetime discount (%)
          </label>
          <input
            id={`${id}-discount`}
            className={styles.number}
            type="number"
            inputMode="numeric"
            required={places !== null}
            disabled={places === null}
            min={0}
            max={100}
            step={1}
            value={discount}
            onChange={(event) => setDiscount(event.target.value)}
          />
        </div>
        <button type="submit" className={button({ tone: 'secondary' })} disabled={busy}>
          Save founder
        </button>
      </form>
    </div>
  );
}
