import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CHILD_AVATAR_EMOJI } from '@shared/family/child-profile-rules.ts';
import { setActiveChild, useActiveChild, type ActiveChild } from '@/lib/active-profile';
import { button } from '@/ui';
import { readChildProfilesOnDevice } from '../data/child-profiles-on-device';
import { confirmParentPin } from '../data/confirm-parent-pin';
import { listChildProfilesQueryOptions } from '../data/list-child-profiles';
import { FamilyDialog } from './family-dialog';
import { ParentPinDialog } from './parent-pin-dialog';
import * as styles from './parent-pin-dialog.css';

interface ProfileSwitcherProps {
  userId: string;
  onClose(): void;
}

/**
 * Switch profile: the parent's own or a child's. Entering a child's is free; leaving one asks the
 * parent PIN, checked on the device when it keeps the hash, so switching works offline.
 */
export function ProfileSwitcher({ userId, onClose }: ProfileSwitcherProps) {
  const active = useActiveChild(userId);
  const listed = useQuery(listChildProfilesQueryOptions(userId));
  const children = listed.data ?? readChildProfilesOnDevice(userId);
  const [leaving, setLeaving] = useState<ActiveChild | null | undefined>(undefined);
  const choose = (child: ActiveChild | null) => {
    if (child?.id === active?.id) return onClose();
    if (active) return setLeaving(child);
    setActiveChild(userId, child);
    onClose();
  };

  if (leaving !== undefined && active)
    return (
      <ParentPinDialog
        title={`Leave ${active.display_name}’s profile`}
        description="Leaving a child’s profile needs the parent PIN."
        submitLabel="Leave profile"
        onSubmit={async (pin) => {
          await confirmParentPin(userId, pin);
          setActiveChild(userId, leaving ?? null);
          onClose();
        }}
        onClose={onClose}
      />
    );

  const profile = (label: string, child: ActiveChild | null) => {
    const current = (child?.id ?? null) === (active?.id ?? null);
    return (
      <li key={child?.id ?? 'parent'}>
        <button
          type="button"
          className={button({ tone: current ? 'primary' : 'secondary' })}
          aria-current={current ? 'true' : undefined}
          onClick={() => choose(child)}
        >
          {label}
        </button>
      </li>
    );
  };

  return (
    <FamilyDialog title="Switch profile" onClose={onClose}>
      {listed.isError && children.length === 0 ? <p role="alert">{listed.error.message}</p> : null}
      <ul className={styles.profiles} aria-label="Profiles">
        {profile('Parent', null)}
        {children.map((child) =>
          profile(`${CHILD_AVATAR_EMOJI[child.avatar]} ${child.display_name}`, child),
        )}
      </ul>
    </FamilyDialog>
  );
}
