// The Earth and its weather: volcanoes, earthquakes, rain, rainbows, storms, the ocean and seasons.
import type { FactTopic } from './fact-topic.ts';

export const EARTH_TOPICS: readonly FactTopic[] = [
  {
    words: ['volcano', 'volcanoes', 'volcanos', 'lava', 'magma', 'eruption', 'eruptions'],
    young: [
      'Deep underground, rock gets so hot it melts.',
      'Melted rock under the ground is called magma.',
      'When magma comes out, it is called lava.',
      'Hot lava cools down and turns into new rock.',
    ],
    older: [
      'Deep underground, rock becomes hot enough to melt into a thick liquid called magma.',
      'Magma rises because it is lighter than the solid rock around it.',
      'When magma reaches the surface it is called lava, and it can be hotter than a thousand degrees.',
      'Many volcanoes form where the plates of the Earth’s crust pull apart or push together.',
    ],
    answer:
      'A volcano is an opening where hot melted rock from deep inside the Earth pushes up and spills out as lava.',
    youngAnswer:
      'A volcano is a hole in the ground. Hot melted rock pushes up from deep below. It spills out as lava.',
  },
  {
    words: ['earthquake', 'earthquakes', 'quake', 'quakes'],
    young: [
      'The ground is made of huge pieces called plates.',
      'The plates move very, very slowly.',
      'When the plates slip, the ground shakes.',
      'That shaking is called an earthquake.',
    ],
    older: [
      'The Earth’s crust is broken into giant plates that move a few centimetres a year.',
      'Where plates grind past each other, pressure builds up along cracks called faults.',
      'When the rock suddenly slips, its energy travels out as waves that shake the ground.',
      'Scientists measure the shaking of an earthquake with instruments called seismometers.',
    ],
    answer:
      'An earthquake is the shaking of the ground when rocks under pressure at the edges of the Earth’s plates suddenly slip.',
    youngAnswer: 'The ground is made of big plates. Sometimes they slip. Then the ground shakes.',
  },
  {
    words: ['rain', 'rains', 'raindrop', 'raindrops', 'cloud', 'clouds', 'puddle', 'puddles'],
    young: [
      'The Sun warms the water in the sea.',
      'Warm water rises into the air as a gas.',
      'High up, the gas cools and makes clouds.',
      'When cloud drops get heavy, they fall as rain.',
    ],
    older: [
      'The Sun warms seas and lakes, and some water rises as an invisible gas called water vapour.',
      'In the cooler air high up, the vapour turns into tiny droplets, and billions of them make a cloud.',
      'When droplets join and grow too heavy to float, they fall as rain, snow or hail.',
      'Rain runs into rivers that carry it back to the sea, and the cycle begins again.',
    ],
    answer:
      'Water goes round and round: it rises from seas and rivers, makes clouds, falls as rain and flows back again.',
    youngAnswer:
      'Water goes round and round. It rises from the sea and makes clouds. Then it falls as rain and flows back.',
  },
  {
    words: ['rainbow', 'rainbows'],
    young: [
      'A rainbow needs sunshine and rain at once.',
      'Sunlight is made of many colours mixed together.',
      'Raindrops split the light into its colours.',
      'You see a rainbow with the Sun behind you.',
    ],
    older: [
      'White sunlight is a mixture of all the colours of the rainbow.',
      'Raindrops bend and reflect sunlight, splitting it into its separate colours.',
      'A rainbow’s colours always come in the same order, from red on the outside to violet inside.',
      'To see a rainbow, you need the Sun behind you and rain in front of you.',
    ],
    answer:
      'A rainbow appears when sunlight shines into raindrops, which bend and split the white light into all its colours.',
    youngAnswer:
      'Sunlight shines into raindrops. The drops split the light. Then all its colours show.',
  },
  {
    words: ['thunder', 'lightning', 'thunderstorm', 'thunderstorms', 'storm', 'storms'],
    young: [
      'Lightning is a giant spark of electricity.',
      'Lightning heats the air very fast.',
      'The hot air bursts out with a bang called thunder.',
      'We see lightning before we hear thunder.',
    ],
    older: [
      'Lightning is a huge electric spark between a cloud and the ground, or between two clouds.',
      'A bolt of lightning heats the air around it to several times hotter than the surface of the Sun.',
      'The heated air expands so suddenly that it makes the boom we hear as thunder.',
      'Light travels faster than sound, so we see the flash before we hear the thunder.',
    ],
    answer:
      'Thunder is the sound of air heated and expanding suddenly around a flash of lightning, a giant electric spark.',
    youngAnswer:
      'Lightning is a huge spark. It heats the air fast. That makes the bang of thunder.',
  },
  {
    words: ['ocean', 'oceans', 'sea', 'seas', 'tide', 'tides'],
    young: [
      'Most of the Earth is covered by the ocean.',
      'Sea water is salty.',
      'The deepest parts of the ocean are dark and cold.',
      'The tide comes in and goes out twice a day.',
    ],
    older: [
      'Oceans cover about seventy per cent of the Earth’s surface.',
      'The sea is salty because rivers carry tiny amounts of salt from rocks into it.',
      'Sunlight fades with depth, so below about a thousand metres the ocean is completely dark.',
      'Tides rise and fall mainly because of the pull of the Moon’s gravity.',
    ],
    answer:
      'The ocean is the salty water that covers most of the Earth, stirred by winds and by tides that the Moon pulls.',
    youngAnswer:
      'The ocean covers most of the Earth. Its water is salty. The Moon’s pull makes the tides.',
  },
  {
    words: ['season', 'seasons', 'winter', 'summer'],
    young: [
      'The Earth is tilted a little.',
      'In summer, our half of Earth tilts to the Sun.',
      'In winter, our half leans away, so days are short.',
      'One trip round the Sun takes a whole year.',
    ],
    older: [
      'The Earth’s axis is tilted by about twenty-three degrees.',
      'As the Earth orbits the Sun, first one half, then the other, leans towards it.',
      'The half leaning towards the Sun gets longer days and more direct sunlight, so it has summer.',
      'When it is summer in Britain, it is winter in Australia.',
    ],
    answer:
      'We have seasons because the tilted Earth leans first one half, then the other, towards the Sun as it travels around it each year.',
    youngAnswer:
      'The Earth is tilted. As it goes round the Sun, each half leans in, then away. That gives us summer and winter.',
  },
];
