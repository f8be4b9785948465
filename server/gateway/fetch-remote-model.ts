// The stack's own download of a model kept elsewhere, for /models/<file name>. A model hub answers
// with a redirect to its file host (Hugging Face: huggingface.co → a CDN), which the page's CSP
// would refuse if the browser followed it; the stack follows it instead. It never leaves https for
// http, passes the browser's Range on so a dropped download resumes, and stops when the browser does.

/** More than a hub's redirect and its CDN's, fewer than a loop. */
const MOST_REDIRECTS = 5;

export class RemoteModelError extends Error {}

export async function fetchRemoteModel(
  url: string,
  request: { method: 'GET' | 'HEAD'; range?: string; signal?: AbortSignal },
): Promise<Response> {
  let address = new URL(url);
  for (let redirects = 0; redirects <= MOST_REDIRECTS; redirects += 1) {
    const answer = await fetch(address, {
      method: request.method,
      redirect: 'manual',
      // A compressed answer would change the length and ranges the browser counts in.
      headers: {
        'Accept-Encoding': 'identity',
        ...(request.range ? { Range: request.range } : {}),
      },
      signal: request.signal,
    });
    const location = answer.headers.get('location');
    if (answer.status < 300 || answer.status > 399 || !location) return answer;
    await answer.body?.cancel();
    const next = new URL(location, address);
    if (next.protocol !== 'https:' && (address.protocol === 'https:' || next.protocol !== 'http:'))
      throw new RemoteModelError(`${address.host} redirected to ${next.protocol}//${next.host}`);
    address = next;
  }
  throw new RemoteModelError(`more than ${MOST_REDIRECTS} redirects from ${new URL(url).host}`);
}
