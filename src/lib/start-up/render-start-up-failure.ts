export const START_UP_FAILURE_MESSAGE =
  'Failed to initialize application. Please refresh the page.';

/**
 * docs/product.md §2 start-up fallback, for when #root is missing and React has nowhere to mount: built with
 * plain DOM so it works even when nothing else of the app does.
 */
export function renderStartUpFailure(
  document: Document,
  reload: () => void = () => document.location.reload(),
): void {
  const main = document.createElement('main');
  const heading = document.createElement('h1');
  heading.textContent = 'StoryCanvas';
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = START_UP_FAILURE_MESSAGE;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Refresh Page';
  button.addEventListener('click', () => reload());
  main.append(heading, message, button);
  document.body.replaceChildren(main);
  button.focus();
}
