import { useCallback, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Page, Spinner, button, showErrorToast, showToast } from '@/ui';
import {
  deleteCharacter,
  listCharacters,
  readCharacterLimit,
  saveCharacter,
  type Character,
} from '../data/character-data';
import { CharacterForm } from './character-form';
import * as styles from './characters-page.css';

interface CharactersPageProps {
  userId: string | null;
  /** The reader's plan; null while it is still being read, so a Pro reader is never held to Free's limit. */
  tier: string | null;
}

interface TierLimit {
  tier: string;
  value: number;
}

/** The user's characters: list, create, edit, delete, with the plan's limit explained when reached. */
export function CharactersPage({ userId, tier }: CharactersPageProps) {
  const [characters, setCharacters] = useState<Character[] | null>(null);
  const [limit, setLimit] = useState<TierLimit | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setCharacters(await listCharacters());
    } catch (error) {
      showErrorToast(error);
      setCharacters([]);
    }
  }, []);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    listCharacters()
      .then((loaded) => !cancelled && setCharacters(loaded))
      .catch((error: unknown) => {
        showErrorToast(error);
        if (!cancelled) setCharacters([]);
      });
    if (tier !== null) {
      // The database trigger enforces the limit anyway; an unreadable limit only hides the explanation.
      void readCharacterLimit(tier)
        .catch(() => -1)
        .then((value) => !cancelled && setLimit({ tier, value }));
    }
    return () => {
      cancelled = true;
    };
  }, [userId, tier]);

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
  if (!characters) return <Spinner />;
  const known = tier !== null && limit?.tier === tier ? limit.value : null;
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
          submitLabel="Save character"
          onSubmit={async (draft) => {
            await saveCharacter(userId, draft);
            showToast(`${draft.name} saved`, { variant: 'success' });
            await reload();
          }}
        />
      )}
      {characters.length === 0 ? <p>No characters yet.</p> : null}
      <ul className={styles.list}>
        {characters.map((character) => (
          <li key={character.id} className={styles.card}>
            {editing === character.id ? (
              <CharacterForm
                initial={character}
                submitLabel="Save changes"
                onCancel={() => setEditing(null)}
                onSubmit={async (draft) => {
                  await saveCharacter(userId, draft, character.id);
                  setEditing(null);
                  await reload();
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
                    onClick={() =>
                      void deleteCharacter(character.id).then(reload).catch(showErrorToast)
                    }
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
