// The name a storyteller-written segment carries in model_used; light enough for any bundle.
export const STORYTELLER_MODEL = 'storycanvas-storyteller';
