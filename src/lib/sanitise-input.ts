import DOMPurify from 'dompurify';

const EVENT_HANDLER_ASSIGNMENT = /\bon[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URL = /(?:java|vb)script\s*:/gi;

/**
 * Spec §5 form sanitising: script blocks, 'javascript:' text and inline event-handler
 * assignments removed, then trimmed. DOMPurify parses the value as HTML and keeps only its
 * text, which removes scripts and handlers however they are obfuscated; what remains as plain
 * text (a handler or a script URL typed as words) is then taken out.
 */
export function sanitiseInput(value: string): string {
  const text = DOMPurify.sanitize(value, { ALLOWED_TAGS: ['#text'], KEEP_CONTENT: true, FORBID_CONTENTS: ['script', 'style', 'iframe', 'noscript', 'template'] });
  const decoded = new DOMParser().parseFromString(`<!doctype html><body>${text}`, 'text/html').body.textContent ?? '';
  let previous;
  let cleaned = decoded;
  do {
    previous = cleaned;
    cleaned = cleaned.replace(EVENT_HANDLER_ASSIGNMENT, '').replace(SCRIPT_URL, '');
  } while (cleaned !== previous);
  return cleaned.trim();
}

/** Sanitises every text input and textarea of a form, as the form is submitted. */
export function sanitiseFormFields(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input:not([type]), input[type="text"], input[type="email"], input[type="search"], input[type="url"]')) {
    field.value = sanitiseInput(field.value);
  }
}
