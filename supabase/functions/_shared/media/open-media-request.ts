// How both media functions (pictures and narration) open a request: the preflight and method check,
// a 503 when this server has no model for the medium, and a 401 for a caller who is not signed in.
import type { FunctionEnv } from '../function-env.ts';
import { answerPreflight, errorResponse } from '../http-responses.ts';
import { readCaller, type Caller } from '../read-caller.ts';

export interface MediaRequestRules<Configured extends FunctionEnv> {
  /** Whether this server can make the medium, narrowing the env to the settings it needs. */
  configured: (env: FunctionEnv) => env is Configured;
  /** The 405's words for a method other than POST and GET. */
  wrongMethod: string;
  /** The 503's words when the medium's settings are missing. */
  notConfigured: string;
  /** The 401's words for a visitor. */
  signIn: string;
}

export type OpenedMediaRequest<Configured extends FunctionEnv> =
  | { ok: true; env: Configured; caller: Caller & { userId: string } }
  | { ok: false; response: Response };

export function openMediaRequest<Configured extends FunctionEnv>(
  req: Request,
  env: FunctionEnv,
  rules: MediaRequestRules<Configured>,
): OpenedMediaRequest<Configured> {
  const refused = answerPreflight(req, ['POST', 'GET'], rules.wrongMethod);
  if (refused) return { ok: false, response: refused };
  if (!rules.configured(env))
    return { ok: false, response: errorResponse(503, rules.notConfigured) };
  const caller = readCaller(req);
  if (!caller?.userId) return { ok: false, response: errorResponse(401, rules.signIn) };
  return { ok: true, env, caller: { ...caller, userId: caller.userId } };
}
