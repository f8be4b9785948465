import type { StoryBranch, BranchSegment } from '@/lib/story-branches';
import * as styles from './branch-list.css';

interface BranchListProps<T extends BranchSegment> {
  branches: readonly StoryBranch<T>[];
  currentLeafId: string | undefined;
  onFollow(leafId: string): void;
}

/** The story's branches, each with its length, whether it ends and its last words; one is read. */
export function BranchList<T extends BranchSegment>({
  branches,
  currentLeafId,
  onFollow,
}: BranchListProps<T>) {
  if (branches.length < 2) return null;
  return (
    <nav className={styles.list} aria-label="Branches of this story">
      <h2 className={styles.heading}>Branches</h2>
      <ol className={styles.items}>
        {branches.map((branch, index) => (
          <li key={branch.leaf.id}>
            <button
              type="button"
              className={styles.item}
              aria-current={branch.leaf.id === currentLeafId}
              onClick={() => onFollow(branch.leaf.id)}
            >
              <span className={styles.name}>
                Branch {index + 1} · {branch.segments.length}{' '}
                {branch.segments.length === 1 ? 'part' : 'parts'} ·{' '}
                {branch.ends ? 'ends' : 'not finished'}
                {branch.leaf.id === currentLeafId ? ' · reading' : ''}
              </span>
              <span className={styles.words}>“{branch.lastWords}”</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
