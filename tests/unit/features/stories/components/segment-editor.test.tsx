import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SegmentEditor } from '@/features/stories/components/segment-editor';
import type { LocalSegment } from '@/offline/offline-records';
import type { SegmentChanges } from '@/offline/repositories/update-segment';

const repository = vi.hoisted(() => ({
  updateSegment: vi.fn<(db: unknown, id: string, changes: SegmentChanges) => Promise<void>>(),
}));
vi.mock('@/offline/repositories/update-segment', () => ({
  updateSegment: repository.updateSegment,
}));

const segment = {
  id: 'seg-1',
  story_id: 'story-1',
  segment_text: 'Once upon a time.',
  triggering_choice_text: null,
} as LocalSegment;

function editAndSave(value: string) {
  render(<SegmentEditor segment={segment} position={1} />);
  fireEvent.change(screen.getByLabelText('Part 1'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Save part 1' }));
}

beforeEach(() => repository.updateSegment.mockReset().mockResolvedValue(undefined));
afterEach(cleanup);

describe('SegmentEditor sanitises the part on save (docs/product.md §5)', () => {
  it('makes a part whose words the person changed theirs, whoever wrote it before', async () => {
    render(
      <SegmentEditor
        segment={{ ...segment, written_by: 'ai', writer_model: 'gpt-4o-mini' }}
        position={1}
      />,
    );
    fireEvent.change(screen.getByLabelText('Part 1'), {
      target: { value: 'Once upon a time, a fox.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save part 1' }));
    await waitFor(() => expect(repository.updateSegment).toHaveBeenCalledTimes(1));
    expect(repository.updateSegment.mock.calls[0]?.[2]).toMatchObject({
      written_by: 'author',
      writer_model: null,
    });
  });

  it('saves the story text with its punctuation and without a script or an img onerror', async () => {
    editAndSave(
      `It's Tom's <b>dog</b> & cat. "Run!" <img src=x onerror=alert(1)><script>alert(2)</script>`,
    );
    await waitFor(() => expect(repository.updateSegment).toHaveBeenCalledTimes(1));
    expect(repository.updateSegment.mock.calls[0]?.slice(1)).toEqual([
      'seg-1',
      {
        segment_text: `It's Tom's dog & cat. "Run!"`,
        word_count: 6,
        written_by: 'author',
        writer_model: null,
      },
    ]);
  });

  it('saves nothing when the part was only markup', async () => {
    editAndSave('<img src=x onerror=alert(1)>');
    await waitFor(() =>
      expect((screen.getByLabelText('Part 1') as HTMLTextAreaElement).value).toBe(''),
    );
    expect(repository.updateSegment).not.toHaveBeenCalled();
  });
});
