import { Link } from '@tanstack/react-router';
import { Page, button } from '@/ui';

export function LearningPage() {
  return (
    <Page
      title="Learning with stories"
      lead="Stories are a wonderful way to build reading, vocabulary and imagination."
    >
      <p>
        Every StoryCanvas story is written for its reader’s age: short sentences and familiar words
        for young children, richer language as readers grow. Educational stories weave a real fact
        or skill into the adventure.
      </p>
      <Link to="/create" className={button({ tone: 'primary' })}>
        Start a learning story
      </Link>
    </Page>
  );
}

export function AboutPage() {
  return (
    <Page
      title="About StoryCanvas"
      lead="A small team building the best app for creating stories with AI help."
    >
      <p>
        StoryCanvas works offline first: everything you create is saved on your device and reaches
        your account whenever the network allows. We never put AI keys in your browser, and your
        stories are private until you publish them.
      </p>
    </Page>
  );
}

export function BetaPage() {
  return (
    <Page title="StoryCanvas beta" lead="Thank you for trying StoryCanvas early.">
      <p>
        New features arrive here first. Tell us what you think with the feedback button at the
        bottom right of every page.
      </p>
    </Page>
  );
}
