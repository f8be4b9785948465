// The stories bench/procedural-pictures.ts draws: 24 ideas across places, genres and ages, each told
// by the built-in storyteller for five parts, with where the storyteller put the hero in each part.
import type {
  AgeId,
  GenreSlug,
  StoryRequestInput,
} from '../../supabase/functions/_shared/story-engine/index.ts';
import { storyRequestSchema } from '../../supabase/functions/_shared/story-engine/index.ts';
import { tellStorySegment } from '../../supabase/functions/_shared/story-engine/storyteller/index.ts';
import { checkText } from '../../supabase/functions/_shared/safety/index.ts';
import { buildStoryWorld } from '../../supabase/functions/_shared/story-engine/storyteller/build-story-world.ts';
import { followPath } from '../../supabase/functions/_shared/story-engine/storyteller/follow-path.ts';

const STORIES: { genre: GenreSlug; age: AgeId; prompt: string }[] = [
  {
    genre: 'adventure',
    age: '7-9',
    prompt: 'A girl named Mira finds a glowing map in the desert canyon',
  },
  {
    genre: 'adventure',
    age: '10-12',
    prompt: 'A boy called Tom sails a small boat across the sea to find a lighthouse',
  },
  {
    genre: 'adventure',
    age: '4-6',
    prompt: 'A fox named Rusty explores the misty jungle looking for a golden key',
  },
  {
    genre: 'adventure',
    age: 'teen',
    prompt: 'Nadia climbs the snowy mountain to find her lost compass',
  },
  {
    genre: 'fantasy-magic',
    age: '7-9',
    prompt: 'A princess named Lila lives in a castle and wants a magic wand',
  },
  {
    genre: 'fantasy-magic',
    age: '4-6',
    prompt: 'A little dragon called Ember lost his egg in the forest',
  },
  {
    genre: 'fantasy-magic',
    age: '10-12',
    prompt: 'A mermaid named Coral searches the underwater reef for a shining pearl',
  },
  {
    genre: 'epic-fantasy',
    age: 'teen',
    prompt: 'A knight named Rowan rides to the ice kingdom to bring back the crown',
  },
  {
    genre: 'epic-fantasy',
    age: '10-12',
    prompt: 'A girl named Wren walks into a dark cave to find the crystal',
  },
  {
    genre: 'sci-fi',
    age: '7-9',
    prompt: 'A little robot named Bolt dreams of flying to the moon in a rocket',
  },
  { genre: 'sci-fi', age: '10-12', prompt: 'Captain Juno fixes her spaceship on the red planet' },
  {
    genre: 'sci-fi',
    age: 'teen',
    prompt: 'A boy named Kip finds a strange crystal on the space station',
  },
  {
    genre: 'mystery',
    age: '7-9',
    prompt: 'Detective Ada must find the stolen trophy in the city museum',
  },
  {
    genre: 'mystery',
    age: '10-12',
    prompt: 'A cat named Inky follows muddy prints through the old library',
  },
  {
    genre: 'mystery',
    age: 'adult',
    prompt: 'Someone took the lantern from the lighthouse on the rocky coast',
  },
  {
    genre: 'bedtime',
    age: '4-6',
    prompt: 'A sleepy bunny named Pip looks for a lost star in the bedroom',
  },
  {
    genre: 'bedtime',
    age: '4-6',
    prompt: 'A little bear wants to find the moon over the quiet meadow',
  },
  { genre: 'bedtime', age: '7-9', prompt: 'A girl named Rosa hears a music box in the cosy attic' },
  {
    genre: 'educational',
    age: '7-9',
    prompt: 'A boy named Leo wants to learn how bees make honey in the garden',
  },
  {
    genre: 'educational',
    age: '10-12',
    prompt: 'A girl named Priya explores the rainforest to discover why leaves change colour',
  },
  {
    genre: 'values',
    age: '7-9',
    prompt: 'A dog named Biscuit finds a ball in the park and must return it',
  },
  {
    genre: 'values',
    age: '4-6',
    prompt: 'A girl named Amy shares her kite with the new kid on the windy hill',
  },
  {
    genre: 'silly',
    age: '7-9',
    prompt: 'A mouse named Crumb wants to win the cake contest in the village',
  },
  {
    genre: 'silly',
    age: '10-12',
    prompt: 'A boy named Sid chases a runaway balloon down the city street',
  },
];
export const PARTS = 5;

export interface Part {
  genre: GenreSlug;
  age: AgeId;
  text: string;
  imagePrompt: string;
  position: number;
  /** Where the storyteller put the hero in this part, with its article. */
  place: string;
}

/** Each story of STORIES told part by part, choosing a different choice at each step. */
export function tellPictureStories(): Part[][] {
  return STORIES.map((story, index) => {
    const base: StoryRequestInput = {
      age: story.age,
      genre: story.genre,
      prompt: story.prompt,
      options: { length: 'short', person: 'third', style: 'storybook' },
      story_id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    };
    const world = buildStoryWorld(storyRequestSchema.parse(base));
    const parts: Part[] = [];
    const path: string[] = [];
    let choice = '';
    for (let position = 1; position <= PARTS; position += 1) {
      const segment = tellStorySegment(
        storyRequestSchema.parse({
          ...base,
          history: parts.slice(-4).map((part) => part.text),
          choice,
          path,
          finish: position === PARTS,
        }),
        checkText,
      );
      const states = followPath(world, choice ? [...path, choice] : path, checkText);
      parts.push({
        genre: story.genre,
        age: story.age,
        text: segment.segment_text,
        imagePrompt: segment.image_prompt,
        position,
        place: states[states.length - 1]?.location ?? world.place,
      });
      if (choice) path.push(choice);
      choice = segment.choices[(index + position) % 3] ?? segment.choices[0] ?? '';
    }
    return parts;
  });
}
