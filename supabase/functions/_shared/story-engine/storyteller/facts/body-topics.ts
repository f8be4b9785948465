// How the human body works: the heart, breathing, bones, teeth, the brain and digestion.
import type { FactTopic } from './fact-topic.ts';

export const BODY_TOPICS: readonly FactTopic[] = [
  {
    words: ['heart', 'hearts', 'heartbeat', 'heartbeats', 'blood'],
    young: [
      'Your heart is a muscle as big as your fist.',
      'Your heart pumps blood all around your body.',
      'Blood carries oxygen to every part of your body.',
      'Your heart beats faster when you run and play.',
    ],
    older: [
      'The heart is a muscle with four chambers: two upper atria and two lower ventricles.',
      'The right side of the heart pumps blood to the lungs to collect oxygen.',
      'The left side pumps the oxygen-rich blood through the arteries to the rest of the body.',
      'Valves inside the heart close to stop blood flowing backwards, and their closing makes the sound of a heartbeat.',
    ],
    answer:
      'The heart is a muscle that squeezes in a steady beat, pumping blood through the lungs for oxygen and then all around the body.',
    youngAnswer:
      'The heart is a muscle. It squeezes again and again. It pumps blood all around your body.',
  },
  {
    words: ['lung', 'lungs', 'breathing', 'breath', 'breaths'],
    young: [
      'You breathe in air through your nose and mouth.',
      'The air goes down into your two lungs.',
      'Your lungs take in oxygen, which your body needs.',
      'Breathing out gets rid of a waste gas.',
    ],
    older: [
      'Air travels down the windpipe into the lungs, which branch into millions of tiny air sacs.',
      'Oxygen passes from the air sacs into the blood, and carbon dioxide passes the other way.',
      'A dome-shaped muscle called the diaphragm pulls down to draw air into the lungs.',
      'Most adults breathe about twelve to twenty times a minute while resting.',
    ],
    answer:
      'We breathe in to bring oxygen into the lungs, where it passes into the blood, and breathe out to get rid of carbon dioxide.',
    youngAnswer:
      'We breathe in to take in oxygen. It goes from our lungs into our blood. We breathe out a waste gas.',
  },
  {
    words: ['bone', 'bones', 'skeleton', 'skeletons', 'skull', 'joint', 'joints'],
    young: [
      'Your bones hold you up and give you your shape.',
      'Your skull is a hard helmet around your brain.',
      'Bones meet at joints, so you can bend.',
      'Milk and cheese help your bones grow strong.',
    ],
    older: [
      'An adult skeleton has 206 bones, but a baby is born with more, and some join as it grows.',
      'The smallest bone in the body is the stirrup, deep inside the ear.',
      'The femur, in the thigh, is the longest and strongest bone in the body.',
      'Bones are alive: they grow, mend themselves after a break and make blood cells in their marrow.',
    ],
    answer:
      'The skeleton is a frame of living bones that holds us up, protects our organs and lets us move at the joints.',
    youngAnswer:
      'Your skeleton is made of bones. It holds you up and keeps you safe. Joints let you bend and move.',
  },
  {
    words: ['tooth', 'teeth', 'dentist', 'toothbrush'],
    young: [
      'Children have twenty baby teeth.',
      'Baby teeth fall out to make room for bigger ones.',
      'The hard white outside of a tooth is called enamel.',
      'Brushing twice a day keeps teeth clean and strong.',
    ],
    older: [
      'Enamel, the outer layer of a tooth, is the hardest substance in the human body.',
      'An adult can have up to thirty-two permanent teeth, including four wisdom teeth.',
      'Incisors cut food, canines tear it and molars grind it.',
      'Bacteria in the mouth turn sugar into acid, which can wear holes in enamel.',
    ],
    answer:
      'Teeth cut, tear and grind our food, and brushing stops the acid that bacteria make from wearing holes in them.',
    youngAnswer: 'Teeth cut and chew our food. Brushing keeps them clean. Then they stay strong.',
  },
  {
    words: ['brain', 'brains', 'nerve', 'nerves'],
    young: [
      'Your brain is the boss of your body.',
      'Your brain sends messages along nerves.',
      'Your brain helps you think, feel and remember.',
      'Sleep helps your brain rest and grow.',
    ],
    older: [
      'The brain has around eighty-six billion nerve cells called neurons.',
      'The brain sends and receives signals through nerves, some faster than a hundred metres a second.',
      'The left side of the brain mostly controls the right side of the body.',
      'During sleep, the brain sorts and stores the memories of the day.',
    ],
    answer:
      "The brain is the body's control centre: billions of neurons pass signals along nerves so that we can move, sense, think and remember.",
    youngAnswer:
      'Your brain is the boss of your body. It sends messages along nerves. It helps you think and remember.',
  },
  {
    words: ['stomach', 'stomachs', 'tummy', 'tummies', 'digestion', 'intestine', 'intestines'],
    young: [
      'Chewing breaks food into small bits.',
      'Food slides down a tube into your stomach.',
      'Your stomach squishes food into a soft mush.',
      'Your body takes the good bits into your blood.',
    ],
    older: [
      'Saliva starts to break food down in the mouth before it is even swallowed.',
      'Muscles in the food pipe squeeze each mouthful down to the stomach.',
      'Stomach acid and enzymes break food down into a thick liquid.',
      'Most nutrients pass into the blood through the walls of the small intestine.',
    ],
    answer:
      'Digestion breaks food down in the mouth, stomach and intestines so that its nutrients can pass into the blood.',
    youngAnswer:
      'We chew food into small bits. The stomach mashes it up. Then the good bits go into our blood.',
  },
];
