// The procedural pictures drawn lately, by what they were drawn from: a picture is the same for the
// same story, so Discover's server render (a page of 12 covers, rendered again each time a publish
// or a few seconds empty its cache) and a reader going back to a page reuse them instead of
// drawing and encoding each again: a quarter of the render's CPU.
export interface DrawnPicture {
  src: string;
  alt: string;
}

/** Several pages of covers and a long story's parts (a picture is a few KB); the oldest goes first. */
const REMEMBERED = 100;

const drawn = new Map<string, DrawnPicture>();

export function rememberDrawnPicture(key: string, draw: () => DrawnPicture): DrawnPicture {
  const known = drawn.get(key);
  if (known) {
    drawn.delete(key);
    drawn.set(key, known);
    return known;
  }
  const picture = draw();
  drawn.set(key, picture);
  if (drawn.size > REMEMBERED) drawn.delete(drawn.keys().next().value!);
  return picture;
}
