export type ErrorKind =
  'ai' | 'image' | 'audio' | 'connection' | 'data' | 'authentication' | 'unexpected';
export type ErrorAction = 'retry' | 'continue' | 'home';

export interface ErrorVariant {
  kind: ErrorKind;
  title: string;
  description: string;
  /** The action offered first (docs/product.md §8 table). */
  action: ErrorAction;
}

const VARIANTS: Record<ErrorKind, ErrorVariant> = {
  image: {
    kind: 'image',
    title: 'Image generation error',
    description:
      'The picture for this part could not be made. The story is fine: you can keep reading without it.',
    action: 'continue',
  },
  audio: {
    kind: 'audio',
    title: 'Audio generation error',
    description: 'The narration could not be made. You can keep reading without it.',
    action: 'continue',
  },
  ai: {
    kind: 'ai',
    title: 'AI generation error',
    description: 'The story could not be written just now. Trying again usually works.',
    action: 'retry',
  },
  authentication: {
    kind: 'authentication',
    title: 'Authentication error',
    description: 'Your session could not be confirmed. Sign in again from the home page.',
    action: 'home',
  },
  connection: {
    kind: 'connection',
    title: 'Connection error',
    description:
      'The server could not be reached. Your stories on this device are safe; try again when you are back online.',
    action: 'retry',
  },
  data: {
    kind: 'data',
    title: 'Data service error',
    description:
      'Your stories could not be loaded or saved just now. Nothing on this device was lost.',
    action: 'retry',
  },
  unexpected: {
    kind: 'unexpected',
    title: 'Unexpected error',
    description: 'Something went wrong on this page.',
    action: 'retry',
  },
};

/** Ordered: the first kind whose words appear in the message wins (image before generic "generation"). */
const MATCHERS: [ErrorKind, RegExp][] = [
  ['image', /\b(image|illustration|picture)\b/i],
  ['audio', /\b(audio|narration|speech|voice|tts)\b/i],
  ['ai', /\b(ai|generation|generate|model|openai|storyteller)\b/i],
  [
    'authentication',
    /\b(auth|authentication|unauthori[sz]ed|jwt|session|sign[ -]?in|login|token)\b/i,
  ],
  ['connection', /\b(network|offline|fetch|connection|timeout|timed out|unreachable)\b/i],
  ['data', /\b(database|supabase|postgrest|indexeddb|storage|query|sync|pgrst)\b/i],
];

/** Chooses the error screen's variant from the error's message content (docs/product.md §8). */
export function chooseErrorVariant(error: unknown): ErrorVariant {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const match = MATCHERS.find(([, pattern]) => pattern.test(message));
  return VARIANTS[match?.[0] ?? 'unexpected'];
}
