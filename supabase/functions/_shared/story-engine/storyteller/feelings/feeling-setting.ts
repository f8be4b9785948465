// The world of a feelings story: a home, a school, a sports field, a pool, a park or a waiting room, what can be
// seen and heard there, and the choices it offers, each a different way to face the feeling: somewhere to
// face it (brave), something to work it out with (clever), someone to talk to (kind).
import { approach as a, type SettingWords } from '../setting-words.ts';

export type FeelingScene = 'home' | 'school' | 'field' | 'bedroom' | 'pool' | 'park' | 'visit';

const THINGS = [
  a('write it all down in', 'the old notebook'),
  a('draw', 'the feeling as a picture'),
  a('make', 'a list of worries'),
  a('think hard about', 'what to say'),
];

const COMPANIONS = ['a loyal best friend', 'a cheerful older cousin', 'a cheerful classmate'];

const HOME: SettingWords = {
  sights: [
    'the family photos on the wall',
    'a half-finished drawing',
    'rain running down the window',
    'the empty chair at the table',
    'a pair of muddy trainers',
    'the clock on the kitchen wall',
    'the garden through the window',
  ],
  sounds: [
    'the kettle starting to boil',
    'a television in another room',
    'rain on the window',
    'footsteps on the stairs',
    'the clock ticking',
  ],
  airs: ['felt heavy and quiet', 'smelled of toast', 'was warm and still', 'felt too small'],
  landmarks: [
    a('sit down at', 'the kitchen table'),
    a('knock on', 'the bedroom door'),
    a('step out into', 'the garden'),
    a('sit down on', 'the stairs'),
    a('curl up in', 'the big armchair'),
    a('sit on', 'the back step'),
    a('wait by', 'the front door'),
  ],
  things: [...THINGS, a('look through', 'the photo album'), a('read', 'the note from Grandma')],
  beings: [
    a('talk to', 'Grandma'),
    a('phone', 'the old friend'),
    a('sit with', 'the quiet neighbour'),
    a('talk to', 'the kind aunt'),
    a('cheer up', 'the little cousin'),
  ],
  companions: COMPANIONS,
};

const SCHOOL: SettingWords = {
  sights: [
    'a wall of paintings',
    'a row of coat pegs',
    'the big clock in the hall',
    'a noticeboard full of notices',
    'children skipping',
    'a forgotten lunchbox',
  ],
  sounds: [
    'the school bell',
    'children laughing outside',
    'chairs scraping',
    'a whistle in the playground',
  ],
  airs: ['smelled of pencils and floor polish', 'was noisy and warm', 'felt too big'],
  landmarks: [
    a('go back into', 'the classroom'),
    a('join the others in', 'the playground'),
    a('sit down in', 'the school library'),
    a('walk into', 'the busy dinner hall'),
    a('wait by', 'the school gate'),
    a('sit down on', 'the reading rug'),
    a('stand by', 'the classroom door'),
  ],
  things: [...THINGS, a('read', 'the class timetable'), a('look at', 'the class photo')],
  beings: [
    a('talk to', 'the kind teacher'),
    a('talk to', 'the school nurse'),
    a('cheer up', 'the sad classmate'),
    a('talk to', 'the dinner lady'),
    a('sit with', 'the quiet boy'),
  ],
  companions: COMPANIONS,
};

const FIELD: SettingWords = {
  sights: [
    'the white lines on the grass',
    'a row of bright flags',
    'the scoreboard',
    'parents holding up cameras',
    'a water bottle on the grass',
    'the empty track',
  ],
  sounds: [
    'a whistle blowing',
    'people cheering',
    'feet thudding on the grass',
    'the loudspeaker crackling',
  ],
  airs: ['smelled of cut grass', 'was bright and breezy', 'felt very still'],
  landmarks: [
    a('walk back onto', 'the track'),
    a('go over to', 'the finish line'),
    a('sit down on', 'the grass bank'),
    a('wait by', 'the changing rooms'),
    a('go back to', 'the starting line'),
    a('walk over to', 'the long-jump pit'),
    a('sit down by', 'the team tent'),
  ],
  things: [...THINGS, a('look at', 'the team photo'), a('read', 'the results board')],
  beings: [
    a('talk to', 'the coach'),
    a('talk to', 'the kind teacher'),
    a('cheer up', 'the sad teammate'),
    a('sit with', 'the first-aid helper'),
    a('talk to', 'Grandma'),
  ],
  companions: COMPANIONS,
};

// A bedroom at night, for a hero who cannot sleep: small brave things to do in the dark, quiet
// things to count or read, and soft toys to hug.
const BEDROOM: SettingWords = {
  sights: [
    'the nightlight glowing',
    'the moon at the window',
    'a strip of light under the door',
    'a row of soft toys',
    'the curtains moving a little',
  ],
  sounds: [
    'the clock ticking',
    'rain pattering on the window',
    'the house creaking',
    'an owl outside',
  ],
  airs: ['was warm and dark', 'was quiet and still', 'smelled of clean sheets'],
  landmarks: [
    a('look under', 'the bed'),
    a('look out of', 'the window'),
    a('tiptoe to', 'the bedroom door'),
    a('pull back', 'the curtains'),
    a('switch on', 'the night light'),
    a('curl up under', 'the duvet'),
    a('sit on', 'the rug'),
  ],
  things: [
    a('count', 'the stars through the window'),
    a('wind', 'the music box'),
    a('read', 'the bedtime book'),
    a('count', 'the sleepy sheep'),
  ],
  beings: [
    a('whisper to', 'the toy rabbit'),
    a('say goodnight to', 'the moon'),
    a('tuck in', 'the toy dinosaur'),
  ],
  companions: ['a soft teddy bear', 'a sleepy cat'],
};

// A swimming pool, for a hero learning to swim: the shallow end to start from and someone to ask.
const POOL: SettingWords = {
  sights: [
    'the blue water',
    'the lane ropes',
    'a pile of floats',
    'the deep end',
    'wet footprints on the tiles',
  ],
  sounds: ['splashing', 'a whistle', 'children laughing', 'water lapping at the edge'],
  airs: ['smelled of chlorine', 'was warm and steamy', 'echoed with every splash'],
  landmarks: [
    a('step down into', 'the shallow end'),
    a('walk over to', 'the deep end'),
    a('sit down on', 'the edge'),
    a('hold on to', 'the side'),
    a('sit on', 'the bottom step'),
    a('kick off from', 'the wall'),
  ],
  things: [
    a('pick up', 'a float'),
    a('look at', 'the swimming chart'),
    a('read', 'the pool rules'),
  ],
  beings: [
    a('talk to', 'the swimming teacher'),
    a('watch', 'the big swimmers'),
    a('talk to', 'Grandma'),
  ],
  companions: COMPANIONS,
};

// A park with a flat path and a gentle slope, for a hero learning to ride, skate or kick a ball.
const PARK: SettingWords = {
  sights: [
    'the long flat path',
    'a gentle slope',
    'ducks on the pond',
    'a row of benches',
    'other children racing past',
  ],
  sounds: ['bicycle bells', 'children laughing', 'a dog barking', 'wheels rattling on the path'],
  airs: ['was fresh and breezy', 'smelled of cut grass', 'was bright and cool'],
  landmarks: [
    a('try again on', 'the flat path'),
    a('try', 'the gentle slope'),
    a('start again from', 'the bench'),
    a('head over to', 'the quiet corner'),
    a('walk over to', 'the big tree'),
    a('sit down on', 'the grass'),
  ],
  things: [
    a('watch', 'the bigger children'),
    a('practise', 'the first part on its own'),
    a('count', 'the tries so far'),
  ],
  beings: [
    a('ask', 'the park keeper for a tip'),
    a('wave to', 'the bigger children'),
    a('talk to', 'Grandma'),
  ],
  companions: COMPANIONS,
};

// A waiting room at the hairdresser's, the dentist's or the doctor's: somewhere to wait, something
// to take the mind off it and someone to ask.
const VISIT: SettingWords = {
  sights: [
    'a fish tank in the corner',
    'a pile of picture books',
    'a row of chairs by the window',
    'a poster about brushing teeth',
    'a big clock over the door',
  ],
  sounds: [
    'a phone ringing at the front desk',
    'a door opening and closing',
    'a radio playing softly',
    'the clock ticking',
  ],
  airs: ['smelled clean, a bit like soap', 'was warm and quiet', 'felt very still'],
  landmarks: [
    a('walk up to', 'the front desk'),
    a('sit down by', 'the fish tank'),
    a('look through', 'the open door'),
    a('sit down in', 'the big chair'),
    a('wait by', 'the window'),
    a('look at', 'the posters on the wall'),
  ],
  things: [
    a('look at', 'the picture book'),
    a('count', 'the fish in the tank'),
    a('read', 'the poster on the wall'),
    a('make', 'a list of worries'),
  ],
  beings: [
    a('talk to', 'the lady at the desk'),
    a('wave to', 'the child waiting too'),
    a('sit beside', 'the old man with the newspaper'),
  ],
  companions: COMPANIONS,
};

export const FEELING_SETTINGS: Record<FeelingScene, SettingWords> = {
  visit: VISIT,
  pool: POOL,
  park: PARK,
  home: HOME,
  school: SCHOOL,
  field: FIELD,
  bedroom: BEDROOM,
};
