// Pulls the story text out of a JSON answer while it is still being written, so readers
// see the words appear as the model writes them rather than when the whole JSON is done.

const FIELD = /"segment_text"\s*:\s*"/;
const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '',
  b: '',
  f: '',
  '"': '"',
  '\\': '\\',
  '/': '/',
};

/** The decoded segment_text written so far in a partial JSON document. */
export function extractStreamingText(partialJson: string): string {
  const match = FIELD.exec(partialJson);
  if (!match) return '';
  let text = '';
  for (let index = match.index + match[0].length; index < partialJson.length; index += 1) {
    const char = partialJson[index] as string;
    if (char === '"') break;
    if (char !== '\\') {
      text += char;
      continue;
    }
    const next = partialJson[index + 1];
    if (next === undefined) break;
    if (next === 'u') {
      const hex = partialJson.slice(index + 2, index + 6);
      if (hex.length < 4) break;
      text += String.fromCharCode(parseInt(hex, 16));
      index += 5;
    } else {
      text += ESCAPES[next] ?? next;
      index += 1;
    }
  }
  return text;
}
