// The boot script (scripts/boot-script.ts) holds back the buttons pressed and forms sent on a
// prerendered page before the app owns it; this hands them over. It is apart from keepTypedValues,
// which only pages with fields need, so a page without them starts without that code.
import { APP_STARTED_ATTRIBUTE, HELD_CLICK_ATTRIBUTE, HELD_SUBMIT_ATTRIBUTE } from './boot-markers';

/** How long a held button or field waits for React to own it. */
export const GIVE_UP_AFTER_MS = 30_000;

/** React marks each element it has hydrated with its props; until then an event would reach no handler. */
export function isOwnedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** The fiber React rendered the element with last: a new one means its last render was thrown away. */
export function readReactFiber(element: Element): unknown {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  return key ? (element as unknown as Record<string, unknown>)[key] : undefined;
}

/** Sends a form the reader sent before the app was there, now that React owns it. */
function sendHeldSubmit(held: HTMLElement): void {
  const form = held instanceof HTMLFormElement ? held : (held as HTMLButtonElement).form;
  held.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  if (!form?.isConnected) return;
  form.requestSubmit(held === form ? undefined : (held as HTMLButtonElement));
}

/**
 * Ends the boot script's holding (its mark on <html>), then presses each button and sends each form
 * it held, as React takes each over.
 */
export function releaseHeld(document: Document, view: Window, started: number): void {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  const held = [
    ...document.querySelectorAll<HTMLElement>(
      `[${HELD_SUBMIT_ATTRIBUTE}], [${HELD_CLICK_ATTRIBUTE}]`,
    ),
  ];
  const sendOwned = () => {
    for (const element of [...held]) {
      if (element.isConnected && !isOwnedByReact(element)) continue;
      held.splice(held.indexOf(element), 1);
      if (!element.hasAttribute(HELD_CLICK_ATTRIBUTE)) {
        sendHeldSubmit(element);
        continue;
      }
      element.removeAttribute(HELD_CLICK_ATTRIBUTE);
      if (element.isConnected) element.click();
    }
    if (held.length && Date.now() - started < GIVE_UP_AFTER_MS)
      view.requestAnimationFrame(sendOwned);
  };
  sendOwned();
}
