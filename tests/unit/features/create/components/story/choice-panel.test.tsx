import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoicePanel } from '@/features/create/components/story/choice-panel';

afterEach(cleanup);

function renderPanel() {
  const onChoose = vi.fn<(choice: string) => void>();
  render(
    <ChoicePanel
      choices={['Open the door']}
      busy={false}
      onChoose={onChoose}
      onFinish={vi.fn()}
      onRewrite={vi.fn()}
    />,
  );
  const write = (value: string) => {
    fireEvent.change(screen.getByLabelText('Or write your own choice'), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  };
  return { onChoose, write };
}

describe('ChoicePanel sanitises the reader’s own choice (spec §5)', () => {
  it('passes on the words typed, apostrophes and & included, without an img onerror', () => {
    const { onChoose, write } = renderPanel();
    write(`Ask Tom's dog & "Rex" <img src=x onerror=alert(1)>`);
    expect(onChoose).toHaveBeenCalledWith(`Ask Tom's dog & "Rex"`);
  });

  it('passes nothing on when the choice was only a script', () => {
    const { onChoose, write } = renderPanel();
    write('<script>alert(1)</script>');
    expect(onChoose).not.toHaveBeenCalled();
  });
});
