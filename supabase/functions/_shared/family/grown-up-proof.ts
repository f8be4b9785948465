// The grown-up proof as the functions and the app name it: the header that carries it, and the code
// of a refusal for want of it (the database's hint), which the app answers by asking the parent PIN.
export const GROWN_UP_PROOF_HEADER = 'x-grown-up-proof';
export const GROWN_UP_PROOF_REQUIRED = 'grown_up_proof_required';

/** What a right parent PIN answers besides its own result. */
export interface GrownUpProof {
  grown_up_proof: string;
  expires_at: string;
}
