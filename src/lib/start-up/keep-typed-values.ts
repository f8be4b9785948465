// A prerendered page shows its forms before the app's script has arrived, so a reader can type into
// them, tick boxes and pick options while React is not there yet. React 19 hydrates such a field
// without touching what the browser shows (react-dom's initInput keeps `element.value` and
// `element.checked` when hydrating) and fires no onChange for it, so the component's state keeps the
// markup's empty value: the next render of a controlled field wipes the text, and a submit sends
// the empty state. This replays each field the reader changed through React's own onChange once
// React owns it, so the screen and the state agree and nothing typed is lost.

import { GIVE_UP_AFTER_MS, isOwnedByReact, readReactFiber, releaseHeld } from './release-held';

/** Frames with no field changing hands before the held forms may be sent. */
const SETTLED_AFTER_FRAMES = 10;

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the reader left in a field: its text, whether it is ticked, or the indexes of the chosen options. */
type FieldValue = string | boolean | number[];

// Inputs whose value a reader cannot type or pick.
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

function isCheckable(control: FormControl): control is HTMLInputElement {
  return control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
}

function chosenOptions(select: HTMLSelectElement): number[] {
  return [...select.options].flatMap((option, index) => (option.selected ? [index] : []));
}

/** The options the markup chose: those marked selected, or else the first, as a browser shows them. */
function markupOptions(select: HTMLSelectElement): number[] {
  const marked = [...select.options].flatMap((option, index) =>
    option.defaultSelected ? [index] : [],
  );
  if (select.multiple) return marked;
  if (marked.length) return [marked[marked.length - 1]!];
  return select.options.length && select.size <= 1 ? [0] : [];
}

/** The field's value now, or undefined when it still shows what the markup gave it. */
function readChange(control: FormControl): FieldValue | undefined {
  if (control instanceof HTMLSelectElement) {
    const chosen = chosenOptions(control);
    return chosen.join() === markupOptions(control).join() ? undefined : chosen;
  }
  if (isCheckable(control))
    return control.checked === control.defaultChecked ? undefined : control.checked;
  if (control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) return undefined;
  return control.value === control.defaultValue ? undefined : control.value;
}

function setNativeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    control instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

/**
 * Whether React heard the last replay: its change handler records what the field shows in the
 * field's value tracker. React drops an event on a field whose render is not yet committed (a part
 * of the page still hydrating), and the tracker then still holds what the replay set first.
 */
function isHeardByReact(control: FormControl): boolean {
  const tracker = (control as { _valueTracker?: { getValue(): string } })._valueTracker;
  if (!tracker || control instanceof HTMLSelectElement) return true;
  return tracker.getValue() === (isCheckable(control) ? String(control.checked) : control.value);
}

/** Whether the field shows the value handed to it (React keeps a controlled field's defaultValue equal to its value, so readChange cannot tell). */
function showsValue(control: FormControl, value: FieldValue): boolean {
  if (control instanceof HTMLSelectElement)
    return Array.isArray(value) && chosenOptions(control).join() === value.join();
  if (isCheckable(control)) return control.checked === value;
  return control.value === value;
}

/** Hands the reader's value to React as if typed, picked or ticked now. */
function replay(control: FormControl, value: FieldValue): void {
  if (control instanceof HTMLSelectElement && Array.isArray(value)) {
    [...control.options].forEach((option, index) => {
      option.selected = value.includes(index);
    });
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isCheckable(control) && typeof value === 'boolean') {
    // React hears a box change by a click; the element's own setter tells React it was the other way.
    control.checked = !value;
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement || typeof value !== 'string') return;
  const focused = control.ownerDocument.activeElement === control;
  const { selectionStart, selectionEnd, selectionDirection } = control;
  // The element's own setter records the markup's value as the one React last saw; the prototype's
  // setter then shows the reader's text without telling React, so the input event is a change to it.
  control.value = control.defaultValue;
  setNativeValue(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && selectionStart !== null && selectionEnd !== null)
    control.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
}

/**
 * Call right before hydrating `root`: remembers what the reader typed, ticked or picked in its
 * prerendered forms and, once the hydration has committed (`committed`) and as React owns each
 * field, replays it through the field's onChange;
 * then lets forms be sent (the boot script holds sends back until then), sends the one the
 * reader sent before and presses the buttons pressed before, if any.
 */
export function keepTypedValues(root: HTMLElement, committed: Promise<void>): void {
  const view = root.ownerDocument.defaultView;
  if (!view) return;
  // Every field, not only those changed now: the reader may type on while React hydrates.
  const fields = new Map<FormControl, FieldValue | undefined>();
  for (const control of root.querySelectorAll<FormControl>('input, textarea, select'))
    fields.set(control, readChange(control));
  const forms = [...root.querySelectorAll('form')];
  const started = Date.now();
  if (!fields.size && !forms.length) {
    void committed.then(() => releaseHeld(root.ownerDocument, view, started));
    return;
  }

  // React can lose a value handed to a field of a part of the page still hydrating (a store
  // update while it hydrates restarts that part): the element then gets a new fiber, or a render
  // puts the markup's value back. The value is handed over again until no field has changed hands
  // for a few frames.
  const handedTo = new Map<FormControl, { fiber: unknown; value: FieldValue | undefined }>();
  let quietFrames = 0;

  /** Answers whether React has the value now; if not, it is handed over again at the next frame. */
  const handOver = (control: FormControl, remembered: FieldValue | undefined): boolean => {
    // What the field shows wins: the reader may have typed on since; if a render has already put
    // the markup's value back, what they typed before is restored.
    const value = readChange(control) ?? remembered;
    if (value !== undefined) replay(control, value);
    handedTo.set(control, { fiber: readReactFiber(control), value });
    quietFrames = 0;
    return value === undefined || isHeardByReact(control);
  };

  const replayOwned = () => {
    quietFrames += 1;
    for (const [control, remembered] of fields) {
      if (!control.isConnected) {
        fields.delete(control);
        continue;
      }
      if (isOwnedByReact(control) && handOver(control, remembered)) fields.delete(control);
    }
    for (const [control, { fiber, value }] of handedTo) {
      if (!control.isConnected) handedTo.delete(control);
      // A new fiber, or another value on screen, means React lost what it was handed.
      else if (
        readReactFiber(control) !== fiber ||
        (value !== undefined && !showsValue(control, value))
      )
        handOver(control, value);
    }
    const owned = forms.every((form) => !form.isConnected || isOwnedByReact(form));
    const settled = !fields.size && owned && quietFrames > SETTLED_AFTER_FRAMES;
    if (!settled && Date.now() - started < GIVE_UP_AFTER_MS) {
      view.requestAnimationFrame(replayOwned);
      return;
    }
    // Only now, with every field's state holding what it shows, may a form be sent.
    releaseHeld(root.ownerDocument, view, started);
  };
  void committed.then(() => view.requestAnimationFrame(replayOwned));
}
