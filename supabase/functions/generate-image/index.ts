// Supabase edge runtime entry for generate-image; the local stack calls handler.ts directly.
import handleGenerateImage from './handler.ts';

declare const Deno: {
  serve(handler: (req: Request) => Promise<Response>): void;
  env: { toObject(): Record<string, string> };
};

Deno.serve((req) => handleGenerateImage(req, Deno.env.toObject()));
