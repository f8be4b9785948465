import DOMPurify from 'dompurify';

const MAX_PASSES = 5;
// Applied to plain text only, after DOMPurify has removed every element and attribute: what is
// left is words, and these take out a handler assignment or a script URL typed as words.
const EVENT_HANDLER_ASSIGNMENT = /\b(on[a-z]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URL = /(?:j\s*a\s*v\s*a|v\s*b)\s*s\s*c\s*r\s*i\s*p\s*t\s*:/gi;

// Only real handler names count, so prose such as 'one=1' or 'only = me' keeps its words.
function isEventHandlerName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower in HTMLElement.prototype || lower in globalThis || lower in Document.prototype;
}

function removeHandlerAssignments(text: string): string {
  return text.replace(EVENT_HANDLER_ASSIGNMENT, (assignment, name: string) =>
    isEventHandlerName(name) ? '' : assignment,
  );
}

function toPlainText(value: string): string {
  // No tags allowed: DOMPurify parses the value as the browser would and keeps only text, dropping
  // script, style and template contents outright. Its output is still HTML-escaped, so the text is
  // read back through an inert parsed document to turn &lt; and &#106; back into characters.
  const escaped = DOMPurify.sanitize(value, {
    ALLOWED_TAGS: [],
    ALLOWED_ATTR: [],
    KEEP_CONTENT: true,
    FORBID_CONTENTS: [
      'script',
      'style',
      'iframe',
      'noscript',
      'template',
      'object',
      'embed',
      'svg',
      'math',
    ],
  });
  return (
    new DOMParser().parseFromString(`<!doctype html><body>${escaped}`, 'text/html').body
      .textContent ?? ''
  );
}

/**
 * docs/product.md §5 form sanitising: script blocks, 'javascript:' text and inline event-handler
 * assignments removed, then trimmed. Repeated until nothing changes, so markup hidden behind
 * entity encoding ('&lt;script&gt;') is decoded and removed too rather than left as text.
 */
export function sanitiseInput(value: string): string {
  let current = value;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = removeHandlerAssignments(toPlainText(current)).replace(SCRIPT_URL, '');
    if (next === current) break;
    current = next;
  }
  return current.trim();
}

const TEXT_FIELDS =
  'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="search"], input[type="url"], input[type="tel"]';

/** Sanitises every text input and textarea of a form in place and returns the values by field name. */
export function sanitiseFormFields(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    field.value = sanitiseInput(field.value);
    if (field.name) values[field.name] = field.value;
  }
  return values;
}

/** For forms whose values live in React state: the same object with every string value sanitised. */
export function sanitiseFormValues<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? sanitiseInput(value)
        : Array.isArray(value)
          ? value.map((item) => (typeof item === 'string' ? sanitiseInput(item) : item))
          : value,
    ]),
  ) as T;
}
