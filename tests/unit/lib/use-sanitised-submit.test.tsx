import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSanitisedSubmit } from '@/lib/use-sanitised-submit';

function StoryForm({ onSave }: { onSave: (values: Record<string, string>) => void }) {
  const onSubmit = useSanitisedSubmit((values) => onSave(values));
  return (
    <form onSubmit={onSubmit} aria-label="Story">
      <label>
        Title
        <input name="title" defaultValue="" />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useSanitisedSubmit', () => {
  it('hands the handler the cleaned values and shows them in the field', () => {
    const onSave = vi.fn();
    render(<StoryForm onSave={onSave} />);
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    fireEvent.change(title, {
      target: { value: ' <img src=x onerror=alert(1)>The <i>Lost</i> Map ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ title: 'The Lost Map' });
    expect(title.value).toBe('The Lost Map');
  });
});
