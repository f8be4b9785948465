// The indefinite article the library picks for the word that follows it: "an eager kid".
import indefinite from 'indefinite';

// The choice depends only on the word after the article: asked once per word.
const articles = new Map<string, string>();

export function articleFor(article: string, word: string): string {
  const key = `${article}|${word}`;
  let told = articles.get(key);
  if (told === undefined) {
    told = indefinite(word, { capitalize: /^A/.test(article) });
    if (articles.size > 20000) articles.clear();
    articles.set(key, told);
  }
  return told;
}
