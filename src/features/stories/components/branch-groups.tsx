import { useId } from 'react';
import type { LocalSegment } from '@/offline';
import { groupPartsByBranch } from '../group-parts-by-branch';
import { SegmentEditor } from './segment-editor';
import * as styles from './story-editor-page.css';

interface BranchGroupsProps {
  segments: readonly LocalSegment[];
  onRegenerate?: (segment: LocalSegment) => Promise<unknown>;
}

/**
 * The parts to edit, branch by branch: the branch readers open comes first and whole; each other
 * branch is labelled and shows the parts from where it takes its own path. A story with one branch
 * is just its parts.
 */
export function BranchGroups({ segments, onRegenerate }: BranchGroupsProps) {
  const baseId = useId();
  const groups = groupPartsByBranch(segments);
  const list = (group: (typeof groups)[number]) => (
    <ol className={styles.segments}>
      {group.parts.map(({ segment, position }) => (
        <SegmentEditor
          key={`${segment.id}:${segment.updated_at}`}
          segment={segment}
          position={position}
          branch={group.opensFirst ? undefined : group.number}
          onRegenerate={onRegenerate}
        />
      ))}
    </ol>
  );
  if (groups.length < 2) return groups[0] ? list(groups[0]) : null;
  return (
    <>
      {groups.map((group) => {
        const headingId = `${baseId}-${group.number}`;
        const first = group.parts[0]!;
        return (
          <section key={first.segment.id} className={styles.branch} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.branchHeading}>
              Branch {group.number} of {groups.length}
              {group.opensFirst ? ' · the one readers open' : ''}
            </h2>
            <p className={styles.note}>
              {group.length} {group.length === 1 ? 'part' : 'parts'} ·{' '}
              {group.ends ? 'ends' : 'not finished'}
              {group.opensFirst ? '' : ` · takes its own path after part ${first.position - 1}`}
            </p>
            {list(group)}
          </section>
        );
      })}
    </>
  );
}
