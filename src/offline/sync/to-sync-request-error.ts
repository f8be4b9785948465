// Turns a supabase-js answer's error into a SyncRequestError carrying the HTTP status, so the
// queue can tell offline (status 0), a request the server will always refuse (4xx) and a retry apart.
import { SyncRequestError } from '../queue/classify-failure';

export interface PostgrestLikeError {
  message: string;
  code?: string;
}

export function toSyncRequestError(error: PostgrestLikeError, status: number): SyncRequestError {
  return new SyncRequestError(error.message, status, error.code ?? '');
}
