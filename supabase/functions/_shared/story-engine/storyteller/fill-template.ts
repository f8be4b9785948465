// Fills a storyteller sentence's tokens from the story world, keeping grammar right for
// first, second and third person and capitals at the start of a sentence.
import type { StoryWorld } from './build-story-world.ts';

export interface TemplateValues {
  world: StoryWorld;
  peril: string;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function definite(companion: string): string {
  return companion.replace(/^an? /, 'the ');
}

export function fillTemplate(template: string, { world, peril }: TemplateValues): string {
  const companion = definite(world.companion);
  const values: Record<string, string> = {
    Hero: world.hero.subject,
    hero: world.hero.subjectInline,
    Heros: capitalise(world.hero.possessive),
    heros: world.hero.possessive,
    companionIntro: world.companion,
    companion,
    Companion: capitalise(companion),
    place: world.place,
    nextPlace: world.nextPlace,
    goal: world.goal,
    findIntro: world.find,
    find: definite(world.find),
    Find: capitalise(definite(world.find)),
    peril,
  };
  const filled = template.replace(/\{(\w+)\}/g, (match, token: string) => values[token] ?? match);
  return filled.replace(
    /^(\W*)(\w)/,
    (_match, lead: string, first: string) => lead + first.toUpperCase(),
  );
}
