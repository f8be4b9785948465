// Supabase edge runtime entry for generate-audio; the local stack calls handler.ts directly.
import handleGenerateAudio from './handler.ts';

declare const Deno: {
  serve(handler: (req: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((req) => handleGenerateAudio(req, Deno.env.toObject()));
