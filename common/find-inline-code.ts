// The build refuses a prerendered page, and the gateway a page it rendered, holding any inline code
// the CSP (script-src 'self' plus the boot script's hash, style-src 'self') would refuse: the
// pages must work as served, and a refusal would be a console error on every load.
import { PAGE_DATA_ID } from './server-rendered-pages.ts';

/** A page's data block: JSON the browser parses and never runs, written with every "<" escaped. */
const dataBlock = new RegExp(
  `<script type="application/json" id="${PAGE_DATA_ID}">[^<]*</script>`,
  'g',
);

// An opening tag as the browser reads it: a quoted attribute value may hold ">" (or any text, an
// author's " onerror=" included) without ending the tag or adding an attribute.
const openingTag = /<([a-z][^\s/>]*)(?:=\s*"[^"]*"|=\s*'[^']*'|[^>])*>/gi;
const quotedValue = /=\s*(?:"[^"]*"|'[^']*')/g;

function refusedTag(tag: string, name: string): boolean {
  // What is left once the quoted values are emptied are the attributes' names (and unquoted values,
  // which end at a space, so an " onerror=" after one is an attribute of its own).
  const attributes = tag.replace(quotedValue, '=""');
  if (/[\s/](?:on[a-z]+|style)\s*=/i.test(attributes)) return true;
  if (name === 'style') return true;
  return name === 'script' && !/[\s/]src\s*=/i.test(attributes);
}

/**
 * The first opening tag the CSP would refuse: an inline script, a style element, or a style or
 * event handler attribute. A boot script (`<script data-modules>`) whose text is one of
 * `allowedScripts`, and the data block, are the exceptions. Text that merely mentions them
 * (`style="fun"` in a sentence, an escaped `&#60;img onerror=…&#62;` in a value) is not code.
 */
export function findInlineCode(
  html: string,
  allowedScripts: readonly string[] = [],
): string | undefined {
  const rest = html
    .replace(/<script data-modules="[^"<>]*">([^<]*)<\/script>/g, (element, text: string) =>
      allowedScripts.includes(text) ? '' : element,
    )
    .replace(dataBlock, '');
  for (const [tag, name = ''] of rest.matchAll(openingTag))
    if (refusedTag(tag, name.toLowerCase())) return tag;
  return undefined;
}
