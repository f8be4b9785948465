// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PLACE_KINDS, placeKindOf } from '@shared/story-engine/storyteller/place-kinds.ts';
import { CHURCH, GARDEN, HILLS } from '@shared/story-engine/storyteller/places-in-country.ts';

const placeOf = (idea: string, namesAPlace = false) => placeKindOf(idea, namesAPlace)?.place;

describe('the kind of place an idea is set in', () => {
  it('takes the place the idea names over a job or a pastime named before it', () => {
    expect(placeOf('a retired librarian solves the theft of the church bells in her village')).toBe(
      'the church',
    );
    expect(placeOf('a nurse who loves riding finds a kitten at the park')).toBe('the park');
  });

  it('sets a stolen vegetable or a garden gnome in a garden or an allotment, among its own sights', () => {
    const allotment = placeKindOf('who is stealing tomatoes from Grandad’s allotment?', false);
    expect(allotment?.place).toBe('the allotment');
    expect(allotment?.setting.sights?.join(' ')).toMatch(/beans|shed|wheelbarrow/);
    expect(allotment?.setting.sights?.join(' ')).not.toMatch(/shelves|clock|lamp/);
    expect(placeOf('the garden gnomes come alive at night')).toBe('the garden');
  });

  it('sends a hike or a trail to the hills, never to a city’s streets', () => {
    const hike = placeKindOf(
      'two friends hike the Appalachian trail and get lost in the fog',
      true,
    );
    expect(hike?.place).toBe('the trail');
    expect(hike?.setting.sights?.join(' ')).not.toMatch(/shop|tower|lantern/);
  });

  it('keeps a space station in space, not at a railway station', () => {
    expect(placeOf('a space station where the astronauts grow plants with no sunlight')).toBe(
      'the space station',
    );
  });

  it('keeps a desert island and a mermaid under the sea by the sea, and a sandy desert in the desert', () => {
    expect(placeOf('shipwrecked on a desert island with a talking parrot')).toBe('the island');
    expect(placeOf('a mermaid who lives under the sea and wants legs')).toBe('the harbour');
    expect(placeOf('a camel who is scared of sand dunes')).toBe('the desert');
    expect(placeOf('a submarine crew hears a knocking from outside')).toBe('the submarine');
    expect(placeOf('two kingdoms at war and a princess who wants peace')).toBe('the castle');
  });

  it('falls back to the city only for a named place of no known kind', () => {
    expect(placeOf('a journey across Europe', true)).toBe('the city');
    expect(placeOf('a dragon who cannot breathe fire')).toBeUndefined();
  });

  it('sets a ride along a coast by the sea, with no shrine or temple of a faraway city', () => {
    const coast = placeKindOf(
      'Oisín and his friend Zara cycle the whole coast of Ireland to return a lost wallet',
      true,
    );
    expect(coast?.place).toBe('the coast');
    const seen = [
      ...(coast?.setting.sights ?? []),
      ...(coast?.setting.landmarks ?? []).map(({ object }) => object),
    ].join(' ');
    expect(seen).toMatch(/rocks|pier|gulls|lighthouse|boats/);
    expect(seen).not.toMatch(/shrine|temple|noodle|lantern/);
  });

  it('tells a town anyone could live in: a named country is no shrine or noodle stall', () => {
    const town = placeKindOf('a journey across Ireland', true);
    const told = JSON.stringify(town?.setting);
    expect(told).not.toMatch(/shrine|temple|noodle|lantern/);
  });

  it('keeps a motorbike in its shed: tools and oil, never the seaside', () => {
    const shed = placeKindOf('Grandad and Kit fix an old motorbike in the shed', false);
    expect(shed?.place).toBe('the shed');
    expect(shed?.still).toBe(true);
    const told = JSON.stringify(shed?.setting);
    expect(told).toMatch(/spanner|workbench|oil/);
    expect(told).not.toMatch(/\b(sea|gulls?|sand|waves?|shrine)\b/);
  });

  it('sets a shop, a farm and a village among their own sights', () => {
    expect(placeOf('Jae-won looks after the family corner shop for a whole day')).toBe(
      'the corner shop',
    );
    const farm = placeKindOf('Kwame and his dog Pepper find a rainbow on Granny’s farm', false);
    expect(farm?.place).toBe('the farm');
    expect(JSON.stringify(farm?.setting)).toMatch(/barn|tractor|hens/);
    expect(placeOf('a shy dragon wants to make a friend at the village fair')).toBe('the village');
    // A shop that sells what is baked or cooked is a kitchen; the village's own bakery is where
    // the story is.
    expect(placeOf('a penguin called Waddles opens a pancake shop in the snow')).toBe(
      'the pancake shop',
    );
    expect(placeOf('someone swaps the labels on every jar in the village bakery')).toBe(
      'the bakery',
    );
  });

  it('names what a choice meets by a noun phrase, with no preposition left at its front', () => {
    for (const kind of PLACE_KINDS) {
      const { landmarks = [], things = [], beings = [] } = kind.setting;
      for (const { object } of [...landmarks, ...things, ...beings])
        expect(object).toMatch(/^(the|a|an) \S|^\p{Lu}/u);
    }
  });

  it('names a garden’s, a church’s and the hills’ choices in a few words, never a refrain', () => {
    for (const kind of [GARDEN, CHURCH, HILLS]) {
      const { landmarks = [], things = [], beings = [] } = kind.setting;
      for (const { object } of [...landmarks, ...things, ...beings])
        expect(object.split(' ').length, object).toBeLessThanOrEqual(4);
    }
  });

  it('mends bikes in a workshop, never in a park', () => {
    const shop = placeKindOf('bike repair shop mystery: all the bikes have flat tyres', false);
    expect(shop?.place).not.toBe('the park');
    expect(shop?.setting.sights?.join(' ')).toMatch(/spanners|workbench/);
  });

  it('reads a roof that caves in as no cave', () => {
    expect(
      placeOf('she opens a patty shop and the whole street helps when the roof caves in'),
    ).toBe('the shop');
    expect(placeOf('explore the caves in Wales')).toBe('the caves');
  });

  it('sets a glacier, the frozen wastes and the south pole among snow and ice, never in a cellar', () => {
    for (const idea of [
      'someone has been stealing fish from the research station on the glacier',
      'guide the princess across the frozen wastes to her exiled mother',
      'pirate penguins looking for treasure at the south pole',
    ]) {
      const frozen = placeKindOf(idea, false);
      expect(frozen?.setting.sights?.join(' '), idea).toMatch(/snow|ice/);
      expect(frozen?.setting.landmarks?.map(({ object }) => object).join(' ')).not.toMatch(
        /cellar|attic/,
      );
    }
    expect(placeOf('a locked-room mystery aboard a deep-sea research station')).not.toBe(
      'the frozen wastes',
    );
  });
});

describe('a club a school runs', () => {
  it('sets the chess club among the school’s rooms, never a home’s beds and sofa', () => {
    expect(placeOf('Somebody keeps moving the pieces in the chess club cupboard every night')).toBe(
      'the school',
    );
  });
});
