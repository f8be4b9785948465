// Forces and energy: magnets, electricity, sound and light.
import type { FactTopic } from './fact-topic.ts';

export const ENERGY_TOPICS: readonly FactTopic[] = [
  {
    words: ['magnet', 'magnets', 'magnetism', 'compass', 'compasses'],
    young: [
      'A magnet pulls things made of iron.',
      'Every magnet has a north end and a south end.',
      'Two north ends push each other away.',
      'A compass needle is a tiny magnet.',
    ],
    older: [
      'Magnets attract iron, nickel and cobalt, but not wood, plastic or most other metals.',
      'Every magnet has a north pole and a south pole; opposite poles attract and like poles repel.',
      'The Earth itself acts like a giant magnet.',
      'A compass needle lines up with the Earth’s magnetism and points north.',
    ],
    answer:
      'A magnet has an invisible magnetic field that pulls on iron and pushes or pulls on other magnets, depending on their poles.',
    youngAnswer:
      'A magnet pulls on iron. It can push or pull other magnets. That is its invisible force.',
  },
  {
    words: ['electricity', 'circuit', 'circuits', 'battery', 'batteries'],
    young: [
      'Electricity makes lights and toys work.',
      'Electricity flows along wires.',
      'A battery stores electricity.',
      'Never play with plugs or sockets.',
    ],
    older: [
      'Electricity is a flow of tiny charged particles called electrons.',
      'Electricity needs a complete loop, called a circuit, to flow.',
      'Metals such as copper let electricity flow easily, so they are used for wires.',
      'Rubber and plastic do not let electricity through, so they cover wires to keep us safe.',
    ],
    answer:
      'Electricity is a flow of electrons around a complete circuit, carrying energy that makes lights and machines work.',
    youngAnswer:
      'Electricity flows round a loop of wire. It carries energy. That makes lights and toys work.',
  },
  {
    words: ['sound', 'sounds', 'echo', 'echoes', 'ear', 'ears', 'hearing'],
    young: [
      'Sounds are made when things shake.',
      'The shaking that makes a sound is called a vibration.',
      'Sound travels through the air to your ears.',
      'An echo is a sound bouncing back.',
    ],
    older: [
      'Every sound is made by something vibrating, which sends waves through the air.',
      'Sound travels at about 340 metres a second in air, far slower than light.',
      'Sound moves faster through water and solids than through air.',
      'In space there is no air, so sound cannot travel at all.',
    ],
    answer:
      'Sound is a vibration that travels as waves through air, water or solids until it reaches our ears.',
    youngAnswer:
      'Sound is made when things shake. The shaking travels through the air. Then it reaches our ears.',
  },
  {
    words: ['light', 'shadow', 'shadows', 'mirror', 'mirrors'],
    young: [
      'Light travels in straight lines.',
      'A shadow forms where something blocks the light.',
      'Mirrors bounce light back.',
      'Nothing is faster than light.',
    ],
    older: [
      'Light travels about three hundred thousand kilometres every second, faster than anything else.',
      'Light moves in straight lines, so an object that blocks it casts a shadow.',
      'Mirrors reflect light, and lenses bend it to make things look bigger or smaller.',
      'White light is a mixture of colours, which a prism can split apart.',
    ],
    answer:
      'Light is energy that travels in straight lines faster than anything else, bouncing off things and into our eyes so we can see.',
    youngAnswer:
      'Light travels in straight lines. It bounces off things into our eyes. That is how we see.',
  },
];
