import type { AdminUserRow } from '@shared/database.ts';
import { labelFounderTier } from '../label-founder-tier';
import { UserControls, type UserActions } from './user-controls';
import * as styles from './users-table.css';

const COLUMNS = ['Email', 'Tier', 'Founder', 'Admin', 'Stories', 'Manage'] as const;

function describeFounder(user: AdminUserRow): string {
  if (!user.founder_tier) return 'None';
  const place = user.founder_number === null ? '' : ` #${user.founder_number}`;
  const discount = user.lifetime_discount === null ? '' : `, ${user.lifetime_discount}%`;
  return `${labelFounderTier(user.founder_tier)}${place}${discount}`;
}

/** Every account as a table row; the last cell opens that user's controls. */
export function UsersTable({ users, actions }: { users: AdminUserRow[]; actions: UserActions }) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>Users ({users.length})</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={styles.head}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.user_id} className={styles.row}>
              <th scope="row" className={styles.email}>
                {user.email}
              </th>
              <td className={styles.cell}>{user.tier}</td>
              <td className={styles.cell}>{describeFounder(user)}</td>
              <td className={styles.cell}>{user.is_admin ? 'Yes' : 'No'}</td>
              <td className={styles.cell}>{user.story_count}</td>
              <td className={styles.cell}>
                <details>
                  <summary className={styles.summary}>Manage user</summary>
                  {/* Keyed by the row's values so the form starts from what was saved after each reload. */}
                  <UserControls
                    key={`${user.tier}|${user.founder_tier}|${user.founder_number}|${user.lifetime_discount}|${user.is_admin}`}
                    user={user}
                    actions={actions}
                  />
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
