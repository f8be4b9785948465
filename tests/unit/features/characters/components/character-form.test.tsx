import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CharacterForm } from '@/features/characters';
import type { CharacterDraft } from '@/features/characters/data/character-data';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const TRAITS = 'Traits (up to 5, comma separated)';

function renderForm(age: '4-6' | 'teen' = '4-6') {
  const onSubmit = vi.fn<(draft: CharacterDraft) => Promise<void>>(() => Promise.resolve());
  render(<CharacterForm age={age} submitLabel="Save character" onSubmit={onSubmit} />);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return {
    onSubmit,
    type,
    save: () => fireEvent.click(screen.getByRole('button', { name: 'Save character' })),
  };
}

/** The message read with a control: the text of every element its aria-describedby names. */
function describedText(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('CharacterForm sanitises what is saved (docs/product.md §5)', () => {
  it('saves the typed words without a script block or an img onerror, keeping apostrophes, quotes and &', async () => {
    const { onSubmit, type, save } = renderForm();
    type('Name', ' Tom<script>alert(1)</script> ');
    type('Description', `It's Tom's <b>dog</b> & cat, "Rex" <img src=x onerror=alert(1)>`);
    type(TRAITS, 'brave, <img src=x onerror=alert(1)>, kind');
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

describe('CharacterForm holds traits to the one rule', () => {
  it('refuses a sixth trait and a trait too long for a story, naming the rule', () => {
    const { onSubmit, type, save } = renderForm();
    type('Name', 'Pip');
    type(TRAITS, 'brave, kind, calm, quick, shy, loud');
    save();
    expect(screen.getByRole('alert').textContent).toBe('A character can have at most 5 traits.');
    type(TRAITS, `brave, ${'very '.repeat(9)}kind`);
    save();
    expect(screen.getByRole('alert').textContent).toBe('Each trait can be at most 40 characters.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('CharacterForm is the input gate for a character', () => {
  it('says under the field, once typing pauses, that the name is unfit for a 4–6 reader, without repeating it', () => {
    vi.useFakeTimers();
    const { type } = renderForm();
    type('Name', 'K1ller');
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const message = describedText(name);
    expect(message).toMatch(
      /^The character name has words we keep out of stories for readers aged 4–6\. Could you say it another way\?/,
    );
    expect(message).not.toMatch(/k1ller|killer/i);

    type('Name', 'Kind Kit');
    act(() => vi.advanceTimersByTime(400));
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(name)).toBe('');
  });

  it('refuses to save an unsafe description or trait at once, with focus on the field', () => {
    const { onSubmit, type, save } = renderForm();
    type('Name', 'Rex');
    type('Description', 'A gentle dog');
    type(TRAITS, 'friendly, bloodthirsty');
    save();
    const traits = screen.getByLabelText(TRAITS);
    expect(document.activeElement).toBe(traits);
    expect(screen.getByRole('alert').textContent).toMatch(/^A character trait has words/);
    expect(onSubmit).not.toHaveBeenCalled();

    type(TRAITS, 'friendly');
    type('Description', 'He carries a gun to school');
    save();
    expect(document.activeElement).toBe(screen.getByLabelText('Description'));
    expect(screen.getByRole('alert').textContent).toMatch(/^The character description has words/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves harmless words a naive filter flags: a blood orange, a killer whale', async () => {
    const { onSubmit, type, save } = renderForm();
    type('Name', 'Orca');
    type('Description', 'A killer whale who loves a blood orange');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('judges for the reader it is given: a teen’s knight may be a swordsman', async () => {
    const { onSubmit, type, save } = renderForm('teen');
    type('Name', 'Sir Bron');
    type(TRAITS, 'swordsman, bold');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
