// Where an animal's bedtime story happens: the sea for a whale or a seal, a wood and a meadow for a
// bunny or an owl. Quiet things to see and hear, and choices an animal can make.
import { approach as a, type SettingWords } from '../setting-words.ts';
import type { Habitat } from './animal-hero.ts';

const SEA: SettingWords = {
  sights: [
    'rippling moonlight',
    'a silver shoal of fish',
    'soft green weed swaying',
    'glowing specks in the water',
    'a sleepy reef',
    'the dark shape of a rock',
  ],
  sounds: [
    'waves hushing overhead',
    'a far-off song',
    'bubbles rising',
    'the tide whispering',
    'a gentle splash',
  ],
  airs: ['was cool and still', 'was calm and deep', 'felt soft and slow'],
  landmarks: [
    a('swim to', 'the kelp forest'),
    a('dive down to', 'the sandy seabed'),
    a('glide past', 'the sleeping reef'),
    a('rise up to', 'the moonlit surface'),
    a('drift into', 'the quiet cove'),
  ],
  things: [
    a('count', 'the glowing jellyfish'),
    a('follow', 'the silver bubbles'),
    a('listen to', 'the humming shell'),
    a('look at', 'the shining pearl'),
    a('watch', 'the drifting stars'),
  ],
  beings: [
    a('sing', 'to the sleepy seal'),
    a('help', 'the lost little fish'),
    a('say goodnight to', 'the old turtle'),
    a('comfort', 'the tired starfish'),
    a('nuzzle', 'the baby dolphin'),
  ],
  companions: ['a sleepy seal pup', 'a little silver fish', 'a gentle old turtle'],
};

const LAND: SettingWords = {
  sights: [
    'soft moonlight',
    'a sky full of stars',
    'dim blue shadows',
    'silver dew',
    'a drifting cloud',
    'fireflies blinking',
  ],
  sounds: [
    'crickets singing',
    'the wind whispering',
    'leaves rustling',
    'a far-off hoot',
    'the stream murmuring',
  ],
  airs: ['was warm and still', 'smelled of clover', 'was hushed and calm'],
  landmarks: [
    a('climb', 'the grassy hill'),
    a('pad over to', 'the mossy hollow'),
    a('visit', 'the quiet pond'),
    a('curl up under', 'the old oak'),
    a('wander into', 'the moonlit meadow'),
  ],
  things: [
    a('count', 'the sleepy stars'),
    a('follow', 'the glowing fireflies'),
    a('sniff', 'the night flowers'),
    a('look at', 'the round moon'),
    a('listen to', 'the whispering reeds'),
  ],
  beings: [
    a('say goodnight to', 'the little owl'),
    a('help', 'the tired firefly'),
    a('comfort', 'the lonely cloud'),
    a('snuggle up with', 'the baby rabbit'),
    a('sing', 'to the sleepy robin'),
  ],
  companions: ['a sleepy dormouse', 'a tiny night owl', 'a gentle old badger'],
};

export const ANIMAL_BEDTIME_SETTINGS: Record<Habitat, SettingWords> = { sea: SEA, land: LAND };
