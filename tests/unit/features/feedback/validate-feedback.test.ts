// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateFeedback } from '@/features/feedback/validate-feedback';

describe('feedback validation (docs/product.md §5)', () => {
  it('requires a non-blank message, word for word', () => {
    expect(validateFeedback({ message: '', feedbackType: 'general' })).toEqual({
      message: 'Please enter your feedback message',
    });
    expect(validateFeedback({ message: ' \n\t ', feedbackType: 'bug' }).message).toBe(
      'Please enter your feedback message',
    );
  });

  it('requires one of the five types, word for word', () => {
    expect(validateFeedback({ message: 'Hi', feedbackType: '' })).toEqual({
      feedbackType: 'Please select a feedback type',
    });
    expect(validateFeedback({ message: 'Hi', feedbackType: 'rant' }).feedbackType).toBe(
      'Please select a feedback type',
    );
  });

  it.each(['bug', 'feature', 'general', 'praise', 'complaint'])(
    'accepts the type %s',
    (feedbackType) => {
      expect(validateFeedback({ message: 'Works well', feedbackType })).toEqual({});
    },
  );
});
