import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CharacterForm } from '@/features/characters';
import {
  CharacterPicker,
  type SavedCharacter,
} from '@/features/create/components/character-picker';
import { useStoryWizard } from '@/features/create/store/story-wizard-store';

function addOnTheSpot(name: string, traits: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Traits (up to 5, comma separated)'), {
    target: { value: traits },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add character' }));
}

function renderPicker(savedCharacters: readonly SavedCharacter[] = []) {
  render(
    <CharacterPicker
      savedCharacters={savedCharacters}
      renderCharacterForm={(form) => <CharacterForm {...form} />}
    />,
  );
}

beforeEach(() => useStoryWizard.getState().reset());
afterEach(cleanup);

describe('CharacterPicker sanitises a character added on the spot (docs/product.md §5)', () => {
  it('adds the name and traits typed without the markup', async () => {
    renderPicker();
    addOnTheSpot(
      `O'Malley <img src=x onerror=alert(1)>`,
      `brave, <script>alert(1)</script>, "kind" & calm`,
    );
    await waitFor(() => expect(useStoryWizard.getState().characters).toHaveLength(1));
    expect(useStoryWizard.getState().characters).toEqual([
      {
        savedId: null,
        name: "O'Malley",
        role: 'protagonist',
        description: '',
        traits: ['brave', '"kind" & calm'],
      },
    ]);
    expect(screen.getByRole('list', { name: 'Characters in this story' }).textContent).toContain(
      "O'Malley",
    );
  });

  it('adds nobody when the name was only markup', () => {
    renderPicker();
    addOnTheSpot('<img src=x onerror=alert(1)>', 'brave');
    expect(useStoryWizard.getState().characters).toEqual([]);
  });
});

describe('CharacterPicker holds traits to the one rule the characters page uses', () => {
  it('refuses a sixth trait with the message instead of dropping it, and adds the character once fixed', async () => {
    renderPicker();
    addOnTheSpot('Pip', 'brave, kind, calm, quick, shy, loud');
    expect(screen.getByRole('alert').textContent).toBe('A character can have at most 5 traits.');
    expect(
      screen.getByLabelText('Traits (up to 5, comma separated)').getAttribute('aria-invalid'),
    ).toBe('true');
    expect(useStoryWizard.getState().characters).toEqual([]);

    addOnTheSpot('Pip', 'brave, kind, calm, quick, shy');
    await waitFor(() => expect(useStoryWizard.getState().characters).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useStoryWizard.getState().characters).toEqual([
      {
        savedId: null,
        name: 'Pip',
        role: 'protagonist',
        description: '',
        traits: ['brave', 'kind', 'calm', 'quick', 'shy'],
      },
    ]);
  });
});

describe('CharacterPicker judges a saved character for this story’s reader', () => {
  const saved = (name: string, traits: string[]): SavedCharacter => ({
    id: crypto.randomUUID(),
    name,
    role: 'sidekick',
    description: null,
    traits,
  });

  it('refuses a saved character unfit for a 4–6 reader with the kind message, and takes a fitting one', () => {
    useStoryWizard.setState({ age: '4-6' });
    renderPicker([saved('Rex', ['bloodthirsty']), saved('Pip', ['kind'])]);
    const list = screen.getByRole('list', { name: 'Your saved characters' });
    fireEvent.click(within(list).getByRole('button', { name: 'Rex' }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^A character trait has words we keep out of stories for readers aged 4–6\./,
    );
    expect(screen.getByRole('alert').textContent).not.toMatch(/bloodthirsty/i);
    expect(useStoryWizard.getState().characters).toEqual([]);

    fireEvent.click(within(list).getByRole('button', { name: 'Pip' }));
    expect(useStoryWizard.getState().characters.map((character) => character.name)).toEqual([
      'Pip',
    ]);
  });
});
