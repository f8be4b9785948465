// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildBranchPath, listInReadingOrder } from '@shared/story-tree.ts';

const seg = (
  id: string,
  parent: string | null,
  sequence: number,
  created: string,
  deleted: string | null = null,
) => ({
  id,
  parent_segment_id: parent,
  sequence_number: sequence,
  created_at: `2026-11-22T10:${created}:00Z`,
  deleted_at: deleted,
});

// a → b → c, and a second branch at segment 2: a → b2 → c2; plus a deleted branch a → x.
const segments = [
  seg('a', null, 1, '00'),
  seg('b', 'a', 2, '01'),
  seg('c', 'b', 3, '02'),
  seg('b2', 'a', 2, '03'),
  seg('c2', 'b2', 3, '04'),
  seg('x', 'a', 2, '05', '2026-11-22T11:00:00Z'),
];

describe('story tree', () => {
  it('lists segments in reading order, older branches first, without deleted ones', () => {
    expect(listInReadingOrder(segments).map((s) => s.id)).toEqual(['a', 'b', 'c', 'b2', 'c2']);
  });

  it('follows the newest branch by default and says where other branches start', () => {
    const path = buildBranchPath(segments);
    expect(path.map((step) => step.segment.id)).toEqual(['a', 'b2', 'c2']);
    expect(path[1]).toMatchObject({ branchIndex: 1, siblings: [{ id: 'b' }, { id: 'b2' }] });
  });

  it('follows a chosen branch, keeping both branches', () => {
    expect(buildBranchPath(segments, { a: 'b' }).map((step) => step.segment.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(buildBranchPath(segments, { a: 'gone' }).map((step) => step.segment.id)).toEqual([
      'a',
      'b2',
      'c2',
    ]);
  });

  it('is empty for a story with no segments yet', () => {
    expect(buildBranchPath([])).toEqual([]);
  });
});
