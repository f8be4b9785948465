/** localStorage key of the grown-up proof a right parent PIN issued; a leaf module for the key catalogue. */
export const GROWN_UP_PROOF_KEY = 'storycanvas_grown_up_proof';
