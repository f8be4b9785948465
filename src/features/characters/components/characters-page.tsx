import { Page } from '@/ui';

export function CharactersPage() {
  return (
    <Page title="My characters" lead="Keep the heroes, sidekicks and companions you like and bring them into any story.">
      <p>Saving characters to your account is being built. Meanwhile you can add characters on the spot while creating a story.</p>
    </Page>
  );
}
