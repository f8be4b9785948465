import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CharacterPicker } from '@/features/create/components/character-picker';
import { useStoryWizard } from '@/features/create/store/story-wizard-store';

function addOnTheSpot(name: string, traits: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Traits (comma separated)'), {
    target: { value: traits },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add character' }));
}

beforeEach(() => useStoryWizard.getState().reset());
afterEach(cleanup);

describe('CharacterPicker sanitises a character added on the spot (spec §5)', () => {
  it('adds the name and traits typed without the markup', () => {
    render(<CharacterPicker savedCharacters={[]} />);
    addOnTheSpot(
      `O'Malley <img src=x onerror=alert(1)>`,
      `brave, <script>alert(1)</script>, "kind" & calm`,
    );
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
    render(<CharacterPicker savedCharacters={[]} />);
    addOnTheSpot('<img src=x onerror=alert(1)>', 'brave');
    expect(useStoryWizard.getState().characters).toEqual([]);
  });
});

describe('CharacterPicker holds traits to the one rule the characters page uses', () => {
  it('refuses a sixth trait with the message instead of dropping it, and adds the character once fixed', () => {
    render(<CharacterPicker savedCharacters={[]} />);
    addOnTheSpot('Pip', 'brave, kind, calm, quick, shy, loud');
    expect(screen.getByRole('alert').textContent).toBe('A character can have at most 5 traits.');
    expect(screen.getByLabelText('Traits (comma separated)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(useStoryWizard.getState().characters).toEqual([]);

    addOnTheSpot('Pip', 'brave, kind, calm, quick, shy');
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
