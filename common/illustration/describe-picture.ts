// The alt text of a procedural picture, saying what is drawn: who, holding what, where and when,
// in the part's own words for its place ("Mira the girl with a map in the desert canyon at sunset").
import { capitalise } from '../../supabase/functions/_shared/capitalise.ts';
import type { Thing, TimeOfDay } from './picture-words.ts';
import type { PictureScene } from './read-scene.ts';

const THING_NAMES: Partial<Record<Thing, string>> = {
  chest: 'treasure chest',
  gem: 'crystal',
  prints: 'trail of footprints',
  coins: 'handful of coins',
  magnifier: 'magnifying glass',
};
const words = (text: string) => new Set(text.split(' '));
const ON = words(
  'mountain mountains peak summit ridge cliff cliffs hill hills island beach shore pier planet street road square bridge',
);
const AT = words('castle palace tower towers lighthouse station market harbour harbor fortress');
const BY = words('sea ocean coast lake river pond stream creek waterfall bay');

/** "on the hill", "at the castle", "by the lake", "in the forest". */
function preposition(scene: PictureScene): string {
  const head = scene.placeWords.split(' ').pop() ?? '';
  if (scene.place === 'underwater') return 'deep in';
  if (ON.has(head)) return 'on';
  if (AT.has(head)) return 'at';
  if (BY.has(head)) return 'by';
  return 'in';
}

const WHEN: Record<TimeOfDay, string> = {
  morning: ' in the morning',
  day: '',
  sunset: ' at sunset',
  night: ' at night',
};

// A plural takes no article ("and other walkers"); a singular takes "a" or "an".
const withArticle = (noun: string) =>
  /[^su]s$/.test(noun) ? noun : `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

export function describePicture(scene: PictureScene): string {
  const hero = scene.heroName
    ? `${scene.heroName} the ${scene.heroWord}`
    : withArticle(scene.heroWord);
  const companion = scene.companionWords ? ` and ${withArticle(scene.companionWords)}` : '';
  const thing = withArticle(THING_NAMES[scene.object] ?? scene.object);
  const where =
    scene.placeWords === 'space' ? 'in space' : `${preposition(scene)} the ${scene.placeWords}`;
  const sentence = `${hero}${companion} with ${thing} ${where}${WHEN[scene.time]}`;
  return capitalise(sentence);
}
