// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildBranchPath } from '@shared/story-tree.ts';
import {
  findBranchThrough,
  listStoryBranches,
  pickOpeningBranch,
  selectBranch,
  stripClosingWords,
} from '@/lib/story-branches';

const part = (
  id: string,
  parent: string | null,
  sequence: number,
  text: string,
  isEnd = false,
) => ({
  id,
  parent_segment_id: parent,
  sequence_number: sequence,
  created_at: `2026-11-23T10:00:0${sequence}Z`,
  segment_text: text,
  is_end: isEnd,
});

// a → b → c (ends); a → d (newest, unfinished); b → e → f → g (longest, unfinished)
const story = [
  part('a', null, 1, 'Mira found a map.'),
  part('b', 'a', 2, 'She followed the river.'),
  part('c', 'b', 3, 'And she came home at last, tired and happy. The end.', true),
  part('e', 'b', 3, 'She climbed the hill.'),
  part('f', 'e', 4, 'The wind was cold.'),
  part('g', 'f', 5, 'A fox waited by the old gate in the snow for her.'),
  part('d', 'a', 2, 'She asked the owl.'),
];

describe('story branches', () => {
  it('lists every branch in reading order with whether it ends and its last words', () => {
    const branches = listStoryBranches(story);
    expect(branches.map((branch) => branch.leaf.id)).toEqual(['c', 'g', 'd']);
    expect(branches.map((branch) => branch.ends)).toEqual([true, false, false]);
    expect(branches[0]!.lastWords).toBe('…she came home at last, tired and happy.');
    expect(branches[2]!.lastWords).toBe('She asked the owl.');
  });

  it('opens a story on its finished branch, before a longer or newer unfinished one', () => {
    expect(pickOpeningBranch(listStoryBranches(story))?.leaf.id).toBe('c');
  });

  it('opens an unfinished story on its longest branch', () => {
    const unfinished = story.filter((segment) => segment.id !== 'c');
    expect(pickOpeningBranch(listStoryBranches(unfinished))?.leaf.id).toBe('g');
  });

  it('follows the branch through a chosen part, and the path walks it', () => {
    const branches = listStoryBranches(story);
    const through = findBranchThrough(branches, 'd');
    expect(through?.leaf.id).toBe('d');
    expect(buildBranchPath(story, selectBranch(through)).map((step) => step.segment.id)).toEqual([
      'a',
      'd',
    ]);
    expect(findBranchThrough(branches, 'e')?.leaf.id).toBe('g');
    expect(findBranchThrough(branches, 'gone')).toBeUndefined();
  });

  it('takes the closing "The end." off a last part only at its very end', () => {
    expect(stripClosingWords('They were home. The end.')).toBe('They were home.');
    expect(stripClosingWords('The end of the road was near.')).toBe(
      'The end of the road was near.',
    );
  });
});
