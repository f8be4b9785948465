import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CharacterForm } from '@/features/characters/components/character-form';
import type { CharacterDraft } from '@/features/characters/data/character-data';

afterEach(cleanup);

function renderForm() {
  const onSubmit = vi.fn<(draft: CharacterDraft) => Promise<void>>(() => Promise.resolve());
  render(<CharacterForm submitLabel="Save character" onSubmit={onSubmit} />);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return {
    onSubmit,
    type,
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save character' })),
  };
}

describe('CharacterForm sanitises what is saved (spec §5)', () => {
  it('saves the typed words without a script block or an img onerror, keeping apostrophes, quotes and &', async () => {
    const { onSubmit, type, save } = renderForm();
    type('Name', ' Tom<script>alert(1)</script> ');
    type('Description', `It's Tom's <b>dog</b> & cat, "Rex" <img src=x onerror=alert(1)>`);
    type('Traits (up to 5, comma separated)', 'brave, <img src=x onerror=alert(1)>, kind');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Tom',
      role: 'protagonist',
      description: `It's Tom's dog & cat, "Rex"`,
      traits: ['brave', 'kind'],
    });
  });

  it('refuses a name that is nothing but markup instead of saving it', () => {
    const { onSubmit, type, save } = renderForm();
    type('Name', '<img src=x onerror=alert(1)>');
    save();
    expect(screen.getByRole('alert').textContent).toBe('Give the character a name.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
