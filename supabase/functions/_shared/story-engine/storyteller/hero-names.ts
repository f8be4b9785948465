// The names the storyteller gives a hero when neither the idea nor the picked characters name one.
export const HERO_NAMES = [
  'Mia',
  'Leo',
  'Ava',
  'Sam',
  'Nora',
  'Finn',
  'Zara',
  'Theo',
  'Ruby',
  'Kai',
  'Iris',
  'Omar',
];
