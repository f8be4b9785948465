export interface SuspiciousDomWarn {
  (message: string, data: Record<string, unknown>): void;
}

const SCRIPT_URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

function hasScriptUrl(value: string | null): boolean {
  // Browsers skip whitespace and control characters inside a URL scheme ('java\tscript:').
  const compact = Array.from(value ?? '')
    .filter((character) => character.charCodeAt(0) > 32)
    .join('');
  return compact.toLowerCase().startsWith('javascript:');
}

function inspectElement(element: Element, warn: SuspiciousDomWarn): void {
  const tag = element.tagName.toLowerCase();
  if (tag === 'script') {
    warn('Suspicious script element added to the page', {
      src: element.getAttribute('src'),
      inline: !element.hasAttribute('src'),
      text: element.textContent?.slice(0, 200) ?? '',
    });
  }
  for (const attribute of Array.from(element.attributes))
    inspectAttribute(element, attribute.name, warn);
}

function inspectAttribute(element: Element, name: string, warn: SuspiciousDomWarn): void {
  const lower = name.toLowerCase();
  const value = element.getAttribute(name);
  if (lower.startsWith('on')) {
    warn('Suspicious inline event handler added to the page', {
      element: element.tagName.toLowerCase(),
      attribute: lower,
      value: value?.slice(0, 200) ?? '',
    });
  } else if (SCRIPT_URL_ATTRIBUTES.has(lower) && hasScriptUrl(value)) {
    warn('Suspicious javascript: URL added to the page', {
      element: element.tagName.toLowerCase(),
      attribute: lower,
    });
  }
}

/**
 * docs/product.md §8: script elements or inline event-handler attributes that appear after start-up are
 * logged as warnings. The app itself never adds either — the bundle is loaded by index.html,
 * lazy pages come in through import(), and React attaches listeners without on* attributes — so
 * anything seen here came from an extension or an injection and is worth a look.
 * Returns a function that stops watching.
 */
export function watchSuspiciousDom(root: Node, warn: SuspiciousDomWarn): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (
        record.type === 'attributes' &&
        record.attributeName &&
        record.target instanceof Element
      ) {
        inspectAttribute(record.target, record.attributeName, warn);
        continue;
      }
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof Element)) continue;
        inspectElement(node, warn);
        for (const descendant of Array.from(node.querySelectorAll('*')))
          inspectElement(descendant, warn);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true });
  return () => observer.disconnect();
}
