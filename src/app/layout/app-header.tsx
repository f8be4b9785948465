import { useEffect, useId, useRef, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useViewport } from '@/ui';
import { NAV_LINKS } from './nav-links';
import { UpgradePlaceholder } from './upgrade-placeholder';
import { useDataLayerModule } from './use-data-layer-module';
import * as styles from './app-header.css';

const loadSyncStatus = () => import('@/features/sync-status');
// The account (Sign In or the reader's menu), the plan and the upgrade offer read the session and
// server state: they join with the data layer, into slots that have their size from the first paint.
const loadHeaderAccount = () => import('./header-account');

/** The persistent header (docs/product.md §2): brand, navigation, tier status, account; a full-width menu on phones. */
export function AppHeader() {
  const { isMobile } = useViewport();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const syncStatus = useDataLayerModule(loadSyncStatus);
  const account = useDataLayerModule(loadHeaderAccount);
  // The menu belongs to the page it was opened on: navigating or leaving the phone layout closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = isMobile && openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const creating = pathname.startsWith('/create');

  useEffect(() => {
    if (!menuOpen) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const close = (returnFocus: boolean) => {
      setOpenOn(null);
      if (returnFocus) toggle.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: Event) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [menuOpen]);

  const linksFor = (phone: boolean) =>
    NAV_LINKS.map((link) => (
      <Link
        key={link.to}
        to={link.to}
        className={phone ? styles.mobileLink : styles.navLink}
        title={link.title}
        activeOptions={{ exact: link.to === '/' }}
      >
        {phone && link.shortLabel ? link.shortLabel : link.label}
      </Link>
    ));

  // Every part of the bar is in the markup from the first paint, phone and desktop alike (CSS shows
  // the one that fits), and each part that arrives later fills a slot already its size: nothing moves.
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          StoryCanvas
        </Link>
        {creating ? (
          <Link to="/create" className={styles.creating}>
            Creating Story
          </Link>
        ) : null}
        <nav aria-label="Main" className={styles.nav}>
          {linksFor(false)}
        </nav>
        <span className={styles.syncSlot}>{syncStatus ? <syncStatus.SyncStatus /> : null}</span>
        <span className={styles.planSlot}>{account ? <account.PlanStatus /> : null}</span>
        <span className={styles.upgradeSlot}>
          {account ? <account.UpgradeOffer /> : <UpgradePlaceholder />}
        </span>
        <span className={styles.account}>{account ? <account.Account /> : null}</span>
        <button
          ref={toggle}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? '×' : '☰'}
        </button>
      </div>
      {menuOpen ? (
        <div ref={panel} id={menuId} className={styles.mobilePanel}>
          <nav aria-label="Main">
            <ul className={styles.mobileList}>
              {linksFor(true).map((link) => (
                <li key={link.key}>{link}</li>
              ))}
              {account ? <account.UpgradeMenuItem /> : null}
            </ul>
          </nav>
          <div className={styles.panelAccount}>{account ? <account.Account /> : null}</div>
        </div>
      ) : null}
    </header>
  );
}
