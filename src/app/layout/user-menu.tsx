import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { signOut } from '@/features/auth';
import { ProfileSwitcher } from '@/features/family';
import { dropReadCopiesAfterChange, forgetPrivateCopiesOnSignOut } from '@/features/reader';
import { useActiveChild } from '@/lib/active-profile';
import { CHILD_AVATAR_EMOJI } from '@shared/family/child-profile-rules.ts';
import { showErrorToast } from '@/ui';
import { readServerState } from '../server-state/load-server-state';
import * as styles from './user-menu.css';

interface UserMenuProps {
  userId: string;
  email: string;
  isAdmin: boolean;
}

/**
 * The signed-in user's menu (docs/product.md §2); a disclosure of links, closed by Escape or a click
 * outside. In a child's profile it shows the child and keeps only a child's pages (issue #26).
 */
export function UserMenu({ userId, email, isAdmin }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const child = useActiveChild(userId);
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  // Mounted while someone is signed in: their private stories kept for offline reading leave the
  // device as they sign out, here or in another tab.
  useEffect(() => forgetPrivateCopiesOnSignOut(), []);
  useEffect(() => dropReadCopiesAfterChange(readServerState), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    const onPointer = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);
  const leave = async () => {
    close();
    try {
      await signOut();
      await navigate({ to: '/' });
    } catch (error) {
      showErrorToast(error);
    }
  };

  return (
    <div ref={wrapper} className={styles.wrapper}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {child ? (
          <>
            <span aria-hidden="true">{CHILD_AVATAR_EMOJI[child.avatar]}</span> {child.display_name}
          </>
        ) : (
          email
        )}
      </button>
      {open ? (
        <ul id={listId} className={styles.list} aria-label="Account">
          {child ? null : (
            <li>
              <Link to="/profile" className={styles.item} onClick={close}>
                Profile
              </Link>
            </li>
          )}
          <li>
            <Link to="/my-stories" className={styles.item} onClick={close}>
              My Stories
            </Link>
          </li>
          <li>
            <Link to="/characters" className={styles.item} onClick={close}>
              My Characters
            </Link>
          </li>
          {child ? null : (
            <li>
              <Link to="/family" className={styles.item} onClick={close}>
                Family
              </Link>
            </li>
          )}
          <li>
            <Link to="/discover" className={styles.item} onClick={close}>
              Discover
            </Link>
          </li>
          {child ? null : (
            <>
              <li>
                <Link
                  to="/settings"
                  search={{ tab: 'subscription' }}
                  className={styles.item}
                  onClick={close}
                >
                  Subscription
                </Link>
              </li>
              <li>
                <Link to="/settings" className={styles.item} onClick={close}>
                  Settings
                </Link>
              </li>
            </>
          )}
          {isAdmin && !child ? (
            <li>
              <Link to="/admin" className={styles.item} onClick={close}>
                Admin Panel
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                close();
                setSwitching(true);
              }}
            >
              Switch profile
            </button>
          </li>
          {child ? null : (
            <li>
              <button type="button" className={styles.item} onClick={() => void leave()}>
                Sign Out
              </button>
            </li>
          )}
        </ul>
      ) : null}
      {switching ? <ProfileSwitcher userId={userId} onClose={() => setSwitching(false)} /> : null}
    </div>
  );
}
