import { act, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { APP_STARTED_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE } from '@/lib/start-up/boot-markers';
import { keepTypedValues } from '@/lib/start-up/keep-typed-values';
import { OnCommit } from '@/lib/start-up/on-commit';

interface Sent {
  name: string;
  note: string;
  news: boolean;
  age: string;
  colour: string;
}

/** Controlled fields of every kind, as the app's prerendered forms have them. */
function SignUpForm({ onSend }: { onSend: (sent: Sent) => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [news, setNews] = useState(false);
  const [age, setAge] = useState('all');
  const [colour, setColour] = useState('red');
  const [renders, setRenders] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend({ name, note, news, age, colour });
      }}
    >
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input
        aria-label="News"
        type="checkbox"
        checked={news}
        onChange={(event) => setNews(event.target.checked)}
      />
      <select aria-label="Age" value={age} onChange={(event) => setAge(event.target.value)}>
        <option value="all">All ages</option>
        <option value="4-6">4–6</option>
        <option value="7-9">7–9</option>
      </select>
      {['red', 'blue'].map((value) => (
        <input
          key={value}
          aria-label={value}
          type="radio"
          name="colour"
          value={value}
          checked={colour === value}
          onChange={() => setColour(value)}
        />
      ))}
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again {renders}
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

const field = <T extends Element>(container: HTMLElement, label: string) =>
  container.querySelector<T & HTMLElement>(`[aria-label="${label}"]`)!;

// Hydrating by hand (as main.tsx does), not through Testing Library, which would set this itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

/** The page as main.tsx hydrates it: wrapped so that its commit is known. */
function committing(page: ReactElement) {
  let markCommitted = () => {};
  const committed = new Promise<void>((resolve) => (markCommitted = resolve));
  return { committed, app: <OnCommit run={markCommitted}>{page}</OnCommit> };
}
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
  container?.remove();
  root = undefined;
});

/** The prerendered markup, on screen before the script, changed by the reader, then hydrated. */
async function typeBeforeHydration(keep: boolean, sendBeforeHydration = false) {
  const onSend = vi.fn<(sent: Sent) => void>();
  container = document.createElement('div');
  container.innerHTML = renderToString(<SignUpForm onSend={onSend} />);
  document.body.append(container);
  field<HTMLInputElement>(container, 'Name').value = 'Pip the hedgehog';
  field<HTMLTextAreaElement>(container, 'Note').value = 'Loves lanterns';
  field<HTMLInputElement>(container, 'News').checked = true;
  field<HTMLSelectElement>(container, 'Age').value = '7-9';
  field<HTMLInputElement>(container, 'blue').checked = true;
  const name = field<HTMLInputElement>(container, 'Name');
  name.focus();
  name.setSelectionRange(4, 4);

  if (sendBeforeHydration)
    // What the boot script leaves on the button of a form it held back.
    [...container.querySelectorAll('button')]
      .find((button) => button.textContent === 'Send')!
      .setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
  const { committed, app } = committing(<SignUpForm onSend={onSend} />);
  if (keep) keepTypedValues(container, committed);
  const hydrated = container;
  await act(async () => {
    root = hydrateRoot(hydrated, app);
  });
  return { onSend, container: hydrated };
}

/** The prerendered form hydrated with nothing changed in it. */
async function typeBeforeHydrationUntouched() {
  const onSend = vi.fn<(sent: Sent) => void>();
  container = document.createElement('div');
  container.innerHTML = renderToString(<SignUpForm onSend={onSend} />);
  document.body.append(container);
  const { committed, app } = committing(<SignUpForm onSend={onSend} />);
  keepTypedValues(container, committed);
  const hydrated = container;
  await act(async () => {
    root = hydrateRoot(hydrated, app);
  });
  return { onSend, container: hydrated };
}

async function renderAgainAndSend(container: HTMLElement) {
  const again = [...container.querySelectorAll('button')].find((button) =>
    button.textContent?.startsWith('Render again'),
  )!;
  await act(async () => again.click());
  const send = [...container.querySelectorAll('button')].find(
    (button) => button.textContent === 'Send',
  )!;
  await act(async () => send.click());
}

describe('keepTypedValues', () => {
  it('without it, React 19 keeps the typed text on screen but not in state, and a render wipes it', async () => {
    const { onSend, container } = await typeBeforeHydration(false);
    await renderAgainAndSend(container);
    expect(field<HTMLInputElement>(container, 'Name').value).toBe('');
    expect(onSend).toHaveBeenCalledWith({
      name: '',
      note: '',
      news: false,
      age: 'all',
      colour: 'red',
    });
  });

  it('replays what was typed, ticked and picked through onChange, so screen, state and submit agree', async () => {
    const { onSend, container } = await typeBeforeHydration(true);
    await waitFor(() =>
      expect(
        [...container.querySelectorAll('button')].some((button) =>
          button.textContent?.startsWith('Render again'),
        ),
      ).toBe(true),
    );
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await renderAgainAndSend(container);
    const name = field<HTMLInputElement>(container, 'Name');
    expect(name.value).toBe('Pip the hedgehog');
    expect(field<HTMLTextAreaElement>(container, 'Note').value).toBe('Loves lanterns');
    expect(field<HTMLInputElement>(container, 'News').checked).toBe(true);
    expect(field<HTMLSelectElement>(container, 'Age').value).toBe('7-9');
    expect(field<HTMLInputElement>(container, 'blue').checked).toBe(true);
    expect(onSend).toHaveBeenCalledWith({
      name: 'Pip the hedgehog',
      note: 'Loves lanterns',
      news: true,
      age: '7-9',
      colour: 'blue',
    });
  });

  it('sends a form sent before the app was there once React owns it, with what was typed', async () => {
    const { onSend, container } = await typeBeforeHydration(true, true);
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Pip the hedgehog',
      note: 'Loves lanterns',
      news: true,
      age: '7-9',
      colour: 'blue',
    });
    expect(container.querySelector(`[${HELD_SUBMIT_ATTRIBUTE}]`)).toBeNull();
  });

  it('keeps the caret where the reader left it in the focused field', async () => {
    const { container } = await typeBeforeHydration(true);
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const name = field<HTMLInputElement>(container, 'Name');
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([4, 4]);
  });

  it('leaves untouched fields alone, and lets a page without forms be sent', async () => {
    const { onSend, container } = await typeBeforeHydrationUntouched();
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(field<HTMLInputElement>(container, 'Name').value).toBe('');
    expect(onSend).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)).toBe(true),
    );

    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
    const page = document.createElement('div');
    page.innerHTML = '<p>No forms here</p>';
    keepTypedValues(page, Promise.resolve());
    await waitFor(() =>
      expect(document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)).toBe(true),
    );
  });
});
