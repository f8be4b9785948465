// What a test model writes when its answer must never parse: the JSON escape "\u2603" over and
// over. The grammar counts each escape as one character of the story's text but the model spends
// six pieces on it, so the answer reaches its token limit long before the text's length limit lets
// the grammar close the string, and every try ends as JSON cut off in the middle of its story.
export const UNCLOSED_ANSWER = ['\\', 'u', '2', '6', '0', '3'];
