// Space: the planets, the Moon, the Sun and the stars.
import type { FactTopic } from './fact-topic.ts';

export const SPACE_TOPICS: readonly FactTopic[] = [
  {
    words: ['planet', 'planets', 'jupiter', 'saturn', 'mars', 'orbit', 'orbits', 'solar'],
    young: [
      'Eight planets go round the Sun.',
      'Earth is the planet we live on.',
      'Jupiter is the biggest planet of all.',
      'Saturn has bright rings made of ice and rock.',
    ],
    older: [
      'Eight planets orbit the Sun, from little Mercury closest in to icy Neptune farthest out.',
      'Jupiter is so large that more than a thousand Earths could fit inside it.',
      'Mars looks red because its dusty surface is full of rusty iron.',
      'Saturn’s rings are made of countless pieces of ice and rock, some as small as dust.',
    ],
    answer:
      'The planets travel around the Sun in paths called orbits, held there by the pull of the Sun’s gravity.',
    youngAnswer:
      'The planets go round and round the Sun. The Sun’s pull keeps them on their paths.',
  },
  {
    words: ['moon', 'moons'],
    young: [
      'The Moon does not make its own light.',
      'Sunlight bounces off the Moon.',
      'The Moon goes round the Earth.',
      'There is no wind on the Moon.',
    ],
    older: [
      'The Moon makes no light of its own; it reflects light from the Sun.',
      'The Moon takes about twenty-seven days to travel once around the Earth.',
      'With no air on the Moon, no wind blows the astronauts’ footprints away.',
      'A spacecraft takes about three days to reach the Moon.',
    ],
    answer:
      'The Moon shines because sunlight bounces off it, and its shape seems to change as we see more or less of its sunny side.',
    youngAnswer:
      'The Moon shines because sunlight bounces off it. We see more or less of its sunny side. So its shape seems to change.',
  },
  {
    words: ['sun', 'sunshine', 'sunlight'],
    young: [
      'The Sun is a star.',
      'The Sun is the closest star to the Earth.',
      'The Sun gives us light and warmth.',
      'Never look straight at the Sun.',
    ],
    older: [
      'The Sun is a star, a huge ball of hot gas made mostly of hydrogen and helium.',
      'Light from the Sun takes about eight minutes to reach the Earth.',
      'About a million Earths could fit inside the Sun.',
      'The Sun shines because hydrogen in its core fuses into helium, releasing enormous energy.',
    ],
    answer:
      'The Sun is our nearest star, a giant ball of hot gas that gives the Earth the light and warmth that life needs.',
    youngAnswer: 'The Sun is a star. It is a huge ball of hot gas. It gives us light and warmth.',
  },
  {
    words: ['star', 'stars', 'constellation', 'constellations'],
    young: [
      'Stars are giant balls of hot gas.',
      'The Sun is our nearest star.',
      'Stars look tiny because they are so far away.',
      'In the day, the bright Sun hides the stars.',
    ],
    older: [
      'Stars are enormous balls of glowing gas that make their own light.',
      'Light from the nearest star after the Sun takes over four years to reach us.',
      'A star’s colour shows how hot it is: blue stars are hotter than red ones.',
      'Stars twinkle because their light is bent as it passes through moving air.',
    ],
    answer:
      'Stars are huge, faraway balls of glowing gas like our Sun, and they look like tiny points of light because they are so far away.',
    youngAnswer: 'Stars are huge balls of hot gas. They look tiny because they are so far away.',
  },
];
