import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoicePanel } from '@/features/create/components/story/choice-panel';

afterEach(cleanup);

function renderPanel() {
  const onChoose = vi.fn<(choice: string) => void>();
  render(
    <ChoicePanel
      choices={['Open the door']}
      age="4-6"
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

describe('ChoicePanel sanitises the reader’s own choice (docs/product.md §5)', () => {
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

describe('ChoicePanel is the input gate for the reader’s own choice', () => {
  it('refuses an unsafe choice for a 4–6 reader with the kind message, keeping the words and the focus in the field', () => {
    const { onChoose, write } = renderPanel();
    write('stab the fox with a knife');
    const field = screen.getByLabelText('Or write your own choice');
    expect(onChoose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe('stab the fox with a knife');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;
    expect(message).toMatch(
      /^Your own choice has words we keep out of stories for readers aged 4–6\./,
    );
    expect(message).not.toMatch(/stab|knife/i);

    write('share a blood orange with the fox');
    expect(onChoose).toHaveBeenCalledWith('share a blood orange with the fox');
  });
});
