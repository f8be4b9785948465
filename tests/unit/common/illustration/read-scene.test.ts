// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readScene } from '@common/illustration/read-scene.ts';

const read = (text: string, imagePrompt: string | null = null, genre = 'adventure' as const) =>
  readScene({ genre, age: '7-9', text, imagePrompt });

describe('readScene', () => {
  it.each([
    ['The wind howled through the desert canyon as the sun went down.', 'desert', 'desert canyon'],
    ['They pushed through the misty jungle, under dripping vines.', 'jungle', 'misty jungle'],
    ['The path wound deeper into the dark forest.', 'forest', 'dark forest'],
    ['Waves splashed on the rocky coast below the lighthouse.', 'sea', 'rocky coast'],
    ['She dived down to the coral reef where the fish played.', 'underwater', 'coral reef'],
    ['The knight rode up to the old castle.', 'castle', 'old castle'],
    ['The rocket drifted past the red planet.', 'space', 'red planet'],
    ['They hurried along the busy city street.', 'city', 'city street'],
    ['Smoke curled from every cottage in the little village.', 'village', 'little village'],
    ['He tiptoed into the cosy attic with a candle.', 'home', 'cosy attic'],
    ['Shelves of books filled the old library.', 'library', 'old library'],
    ['They climbed towards the snowy peak of the mountain.', 'mountain', 'snowy peak'],
    ['The frozen pass glittered with ice.', 'snow', 'frozen pass'],
    ['Water dripped inside the deep cave.', 'cave', 'deep cave'],
    ['Bees buzzed over the quiet meadow.', 'meadow', 'quiet meadow'],
    ['The boat drifted on the quiet lake.', 'lake', 'quiet lake'],
  ])('reads “%s” as %s, in its own words', (text, place, words) => {
    expect(read(text)).toMatchObject({ place, placeWords: words });
  });

  it('takes the place the image prompt names over other places the part mentions', () => {
    const scene = read(
      'Far away across the sea, the castle towers glinted. The forest was quiet.',
      'storybook illustration of Mira the girl with the clever fox near the desert canyon, about the glowing map',
    );
    expect(scene).toMatchObject({
      place: 'desert',
      placeWords: 'desert canyon',
      hero: 'girl',
      heroName: 'Mira',
      companion: 'fox',
      object: 'map',
    });
  });

  it('reads the head of a place phrase and the words that change it', () => {
    expect(read('They stood at the space station.').place).toBe('space');
    expect(read('They waited at the train station.').place).toBe('city');
    expect(read('They walked into the ice kingdom.').place).toBe('castle');
    expect(read('She swam down to the sunken hall.').place).toBe('underwater');
  });

  it('does not take a name, a verb or a figure of speech for a place', () => {
    expect(read('Coral the mermaid smiled at the harbour.').place).toBe('sea');
    expect(read('Can you pass the salt? They sat in the kitchen.').place).toBe('home');
  });

  it.each([
    ['They set off at dawn, before breakfast.', 'morning'],
    ['The afternoon was sunny and warm.', 'day'],
    ['The sky turned orange at sunset.', 'sunset'],
    ['The moon rose and the stars came out.', 'night'],
  ])('reads the time of day of “%s” as %s', (text, time) => {
    expect(read(text).time).toBe(time);
  });

  it('draws daytime unless the words say otherwise, and bedtime stories at night', () => {
    expect(read('They walked on.').time).toBe('day');
    expect(read('A cosy hug.', null, 'bedtime' as never).time).toBe('night');
  });

  it.each([
    ['A girl named Zora ran up the hill.', 'girl'],
    ['The boy kicked a stone.', 'boy'],
    ['The little robot beeped.', 'robot'],
    ['Rusty the fox sniffed the air.', 'fox'],
    ['The puppy wagged its tail.', 'dog'],
    ['A bunny hopped by.', 'rabbit'],
    ['The owl hooted.', 'bird'],
    ['The dragon yawned.', 'dragon'],
  ])('draws the hero of “%s” as a %s', (text, hero) => {
    expect(read(text).hero).toBe(hero);
  });

  it.each([
    ['The old fisherman waved.', 'adult', 'fisherman'],
    ['The lighthouse keeper smiled.', 'adult', 'keeper'],
    ['A wise old tortoise blinked.', 'turtle', 'tortoise'],
    ['The lost goat bleated.', 'goat', 'goat'],
    ['A reindeer pawed the snow.', 'deer', 'reindeer'],
    ['The very polite pig bowed.', 'pig', 'pig'],
    ['A little monkey swung by.', 'monkey', 'monkey'],
    ['The wise badger nodded.', 'badger', 'badger'],
    ['The trapped seal barked.', 'seal', 'seal'],
    ['The trapped alien waved.', 'alien', 'alien'],
  ])('draws the one in “%s” as a %s', (text, hero, heroWord) => {
    expect(read(text)).toMatchObject({ hero, heroWord });
  });

  it('reads who is with the hero from the image prompt, in the prompt’s own words', () => {
    const scene = read(
      'Zora walked on.',
      'storybook illustration of Zora the girl with the lighthouse keeper near the windy hill, about the lost kite',
    );
    expect(scene).toMatchObject({
      hero: 'girl',
      heroName: 'Zora',
      companion: 'adult',
      companionWords: 'lighthouse keeper',
    });
  });

  it('never takes whoever is with a named hero for the hero', () => {
    const scene = read(
      'Finn looked around the garden.',
      'storybook illustration of Finn the someone with the nervous caretaker near the dark garden, about the lantern',
    );
    expect(scene).toMatchObject({
      hero: 'child',
      companion: 'adult',
      companionWords: 'nervous caretaker',
    });
  });

  it('takes no companion from a word that only describes a place', () => {
    const scene = read(
      'Wren looked up.',
      'storybook illustration of Wren the girl with the lonely cloud near the dragon spire, about the crystal',
    );
    expect(scene).toMatchObject({ hero: 'girl', companion: null, place: 'castle' });
  });

  it.each([
    ['She followed the strange tracks.', 'prints'],
    ['He read the carved runes.', 'sign'],
    ['She counted the coins.', 'coins'],
    ['He looked into the cracked mirror.', 'mirror'],
    ['She peered through the microscope.', 'magnifier'],
    ['He tested the spare battery.', 'gadget'],
    ['She measured the water jars.', 'bottle'],
  ])('finds the clue in “%s”', (text, object) => {
    expect(read(text).object).toBe(object);
  });

  it('takes a word that is also a verb for a thing only after an article', () => {
    expect(read('Please sign here and switch places.').object).toBe('compass');
    expect(read('She read the lost sign.').object).toBe('sign');
  });

  it.each([
    ['Her kite tugged at its string.', 'kite'],
    ['He unfolded the old map.', 'map'],
    ['The silver key turned.', 'key'],
    ['The rocket roared.', 'rocket'],
    ['She lifted the lantern high.', 'lantern'],
  ])('finds the thing that matters in “%s”', (text, object) => {
    expect(read(text).object).toBe(object);
  });

  it('draws the thing the part acts on before the thing the whole story is after', () => {
    const prompt =
      'storybook illustration of Mira the girl near the desert canyon, about the glowing map';
    expect(
      read('Mira opened the old sea chest. The glowing map felt far away.', prompt).object,
    ).toBe('chest');
    expect(read('Mira walked on. The glowing map was waiting.', prompt).object).toBe('map');
  });

  it('falls back to the genre’s place and thing when the words name neither', () => {
    expect(readScene({ genre: 'sci-fi', age: 'teen', text: 'Nothing here.' })).toMatchObject({
      place: 'space',
      object: 'rocket',
      hero: 'child',
      heroName: null,
    });
  });

  it('gives consecutive parts of a branch different layouts', () => {
    const layouts = [1, 2, 3, 4, 5, 6, 7].map(
      (part) => readScene({ genre: 'adventure', age: '7-9', text: 'The same words.', part }).layout,
    );
    layouts.slice(1).forEach((layout, index) => expect(layout).not.toBe(layouts[index]));
  });
});
