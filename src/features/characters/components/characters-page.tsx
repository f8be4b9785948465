import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Page, Spinner, button, showErrorToast, showToast } from '@/ui';
import { listCharactersQueryOptions } from '../data/list-characters';
import { readCharacterLimitQueryOptions } from '../data/read-character-limit';
import { YOUNGEST_READER } from '../data/youngest-reader';
import { useDeleteCharacter } from '../hooks/use-delete-character';
import { useSaveCharacter } from '../hooks/use-save-character';
import { CharacterForm } from './character-form';
import * as styles from './characters-page.css';

interface CharactersPageProps {
  userId: string | null;
  /** The reader's plan; null while it is still being read, so a Pro reader is never held to Free's limit. */
  tier: string | null;
}

/** The user's characters: list, create, edit, delete, with the plan's limit explained when reached. */
export function CharactersPage({ userId, tier }: CharactersPageProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const list = useQuery({ ...listCharactersQueryOptions(userId ?? ''), enabled: userId !== null });
  const limit = useQuery({
    ...readCharacterLimitQueryOptions(tier ?? ''),
    enabled: userId !== null && tier !== null,
  });
  const save = useSaveCharacter(userId ?? '');
  const remove = useDeleteCharacter(userId ?? '');

  useEffect(() => {
    if (list.error) showErrorToast(list.error);
  }, [list.error]);

  if (!userId) {
    return (
      <Page
        title="My characters"
        lead="Keep the heroes, sidekicks and companions you like and bring them into any story."
        actions={
          <Link to="/auth/signin" className={button({ tone: 'primary' })}>
            Sign in to save characters
          </Link>
        }
      >
        <p>Without an account you can still add characters on the spot while creating a story.</p>
      </Page>
    );
  }
  if (list.isPending) return <Spinner />;
  const characters = list.data ?? [];
  // The database trigger enforces the limit anyway; an unreadable limit only hides the explanation.
  const known = tier === null ? null : limit.isError ? -1 : (limit.data ?? null);
  const atLimit = known !== null && known !== -1 && characters.length >= known;

  return (
    <Page title="My characters" lead="Pick them in the story wizard to bring them into a story.">
      {known === null ? (
        <Spinner />
      ) : atLimit ? (
        <p role="status">
          Your {tier} plan keeps up to {known} characters. Delete one to make room, or{' '}
          <Link to="/pricing">upgrade</Link> for unlimited characters.
        </p>
      ) : (
        <CharacterForm
          age={YOUNGEST_READER}
          submitLabel="Save character"
          onSubmit={async (draft) => {
            await save({ draft });
            showToast(`${draft.name} saved`, { variant: 'success' });
          }}
        />
      )}
      {characters.length === 0 ? <p>No characters yet.</p> : null}
      <ul className={styles.list}>
        {characters.map((character) => (
          <li key={character.id} className={styles.card}>
            {editing === character.id ? (
              <CharacterForm
                age={YOUNGEST_READER}
                initial={character}
                submitLabel="Save changes"
                onCancel={() => setEditing(null)}
                onSubmit={async (draft) => {
                  await save({ draft, id: character.id });
                  setEditing(null);
                }}
              />
            ) : (
              <>
                <h2 className={styles.name}>{character.name}</h2>
                <p className={styles.meta}>{character.role}</p>
                {character.description ? <p>{character.description}</p> : null}
                {character.traits.length > 0 ? (
                  <p className={styles.meta}>{character.traits.join(', ')}</p>
                ) : null}
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={button({ tone: 'quiet' })}
                    onClick={() => setEditing(character.id)}
                  >
                    Edit {character.name}
                  </button>
                  <button
                    type="button"
                    className={button({ tone: 'danger' })}
                    onClick={() => remove(character.id)}
                  >
                    Delete {character.name}
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </Page>
  );
}
