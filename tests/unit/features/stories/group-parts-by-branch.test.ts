// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupPartsByBranch } from '@/features/stories/group-parts-by-branch';

let clock = 0;
function part(id: string, parent: string | null, depth: number, isEnd = false) {
  clock += 1;
  return {
    id,
    parent_segment_id: parent,
    sequence_number: depth,
    created_at: new Date(clock * 1000).toISOString(),
    segment_text: `Text of ${id}.${isEnd ? ' The end.' : ''}`,
    is_end: isEnd,
  };
}

const summary = (segments: ReturnType<typeof part>[]) =>
  groupPartsByBranch(segments).map((group) => ({
    number: group.number,
    opensFirst: group.opensFirst,
    ends: group.ends,
    length: group.length,
    parts: group.parts.map(({ segment, position }) => `${segment.id}@${position}`),
  }));

describe('groupPartsByBranch', () => {
  it('puts the finished branch first and whole, then the other branch from where it forks', () => {
    // Branch 1 (older) forks at a2 and stops; branch 2 goes on to an ending.
    const segments = [
      part('a1', null, 1),
      part('a2', 'a1', 2),
      part('b3', 'a2', 3),
      part('c3', 'a2', 3),
      part('c4', 'c3', 4, true),
    ];
    expect(summary(segments)).toEqual([
      {
        number: 2,
        opensFirst: true,
        ends: true,
        length: 4,
        parts: ['a1@1', 'a2@2', 'c3@3', 'c4@4'],
      },
      { number: 1, opensFirst: false, ends: false, length: 3, parts: ['b3@3'] },
    ]);
  });

  it('lists every live part exactly once, a branch off another branch under its own number', () => {
    const segments = [
      part('a1', null, 1),
      part('a2', 'a1', 2),
      part('a3', 'a2', 3, true),
      part('b2', 'a1', 2),
      part('b3', 'b2', 3),
      part('d3', 'b2', 3),
      { ...part('gone', 'a1', 2), deleted_at: '2026-11-23T00:00:00Z' },
    ];
    const groups = summary(segments);
    expect(groups.map((group) => group.parts)).toEqual([
      ['a1@1', 'a2@2', 'a3@3'],
      ['b2@2', 'b3@3'],
      ['d3@3'],
    ]);
    expect(groups.map((group) => group.number)).toEqual([1, 2, 3]);
    expect(groups.flatMap((group) => group.parts)).toHaveLength(6);
  });

  it('has one group for a story without branches, and none for a story without parts', () => {
    expect(summary([part('a1', null, 1), part('a2', 'a1', 2)])).toEqual([
      { number: 1, opensFirst: true, ends: false, length: 2, parts: ['a1@1', 'a2@2'] },
    ]);
    expect(summary([])).toEqual([]);
  });
});
