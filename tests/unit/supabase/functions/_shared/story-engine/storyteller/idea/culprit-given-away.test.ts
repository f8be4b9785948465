// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';
import { tellWholeStory } from '../../../../../../../support/tell-whole-story.ts';

describe('who did it, when the idea gives it away at the end or in brackets', () => {
  it.each([
    [
      'someone drew on the wall in the new house on moving day and Mateo finds out it was his baby sister with the crayons',
      'his baby sister',
    ],
    [
      'someone is leaking the answers to the final exams and everyone blames Adaeze so she has to clear her name. it was her own little brother selling them',
      'her own little brother',
    ],
    [
      'Dona Celia runs a bakery in Salvador and every morning the till is short. (her cat has been batting the coins under the fridge)',
      'her cat',
    ],
    [
      'the pies keep vanishing from the fete (the vicar took them) and Ola is on the case',
      'the vicar',
    ],
  ])('%s', (prompt, who) => {
    expect(understandIdea(prompt).reveal?.who).toBe(who);
  });

  it('reads no answer in brackets that tell no deed, nor after "finds out" with no one named', () => {
    expect(understandIdea('Zola bakes a cake for the fete (her dog helps)').reveal).toBeNull();
    expect(understandIdea('Milo finds out her cat can talk').reveal).toBeNull();
  });

  it('reads "find out who it is" as asking, so the teller’s words after it are no answer', () => {
    const prompt =
      'somebody keeps stealing all the paintbrushes from the art room at our school and Mr Okafor the art teacher asks Wei Jie and his best friend Tomas to be detectives and find out who it is, my son wants there to be a secret hideout';
    expect(understandIdea(prompt).reveal).toBeNull();
    const story = tellWholeStory(prompt, '7-9', 'mystery').join(' ');
    expect(story).not.toMatch(/\bthe son\b/i);
    expect(
      understandIdea(
        'someone stole the marrow and Arjun has to find out who. (it was the vicars goat)',
      ).reveal?.who,
    ).toMatch(/goat/);
  });
});

describe('a deed done onto a thing, or that ate it, is found out, never found', () => {
  it('asks who drew on the wall, and nothing about the wall vanishing or coming back', () => {
    const idea = understandIdea(
      'someone drew on the wall in the new house on moving day and Mateo finds out it was his baby sister with the crayons',
    );
    expect(idea.culprit).toMatchObject({ verb: 'draw', takes: false, thing: 'wall' });
    expect(idea.want).toMatchObject({
      verb: 'find out',
      thing: 'who had drawn on the wall in the new house',
    });
    expect(idea.companions.map((companion) => companion.kind)).toEqual(['baby sister']);
  });

  it('asks who ate the top off the cake, and the hero is no "off"', () => {
    const idea = understandIdea(
      "Somebody ate the top off Dara's birthday cake and the only clue is pink icing on her brothers chin",
    );
    expect(idea.want).toMatchObject({ verb: 'find out', question: true });
    expect(idea.want?.thing).toBe("who had eaten the top off Dara's birthday cake");
    expect(idea.heroKind).not.toBe('off');
  });
});

describe('the story of a culprit given away', () => {
  it("names the hero's own sister as his, never 'the his baby sister', with a clue a person leaves", () => {
    const parts = tellWholeStory(
      'someone drew on the wall in the new house on moving day and Mateo finds out it was his baby sister with the crayons',
      '4-6',
      'mystery',
    );
    const story = parts.join(' ');
    expect(story).not.toMatch(/\b(the|a) (his|her|their)\b/i);
    expect(story).not.toMatch(
      /wall had vanished|gave back the wall|wished for the wall|paw prints/,
    );
    expect(parts[5]).toMatch(/Mateo's baby sister/);
    expect(story).toMatch(/Someone had drawn on the wall in the new house\./);
  });

  it('has the cat the bracket names as the answer, and a hungry reason for an eaten cake', () => {
    const celia = tellWholeStory(
      'Dona Celia runs a bakery in Salvador and every morning the till is short. (her cat has been batting the coins under the fridge)',
      'adult',
      'mystery',
    );
    expect(celia[5]).toMatch(/(The answer was|It was) the cat\b/);
    const dara = tellWholeStory(
      "Somebody ate the top off Dara's birthday cake and the only clue is pink icing on her brothers chin",
      '7-9',
      'mystery',
    ).join(' ');
    expect(dara).not.toMatch(/borrow it|bring it back|way to the cake|cake was a little closer/);
    expect(dara).toMatch(/too hungry to wait/);
  });

  it('has the hero name their own kin as theirs when they say who it was', () => {
    const parts = tellWholeStory(
      'someone is leaking the answers to the final exams and everyone blames Adaeze so she has to clear her name. it was her own little brother selling them',
      'teen',
      'mystery',
    );
    expect(parts[5]).toMatch(/"It was my own little brother," Adaeze said/);
    expect(parts[5]).not.toMatch(/borrow it|bring it back/);
  });
});

describe('a deed that says when it happens', () => {
  it('is told once with its own time, never "every night in the night" or cut at "every night at"', () => {
    const story = tellWholeStory(
      "Someone keeps letting the lambs out of the pen every night at lambing time on Aunt Bronwen's farm, and Gethin and his sheepdog Fly have to catch them at it",
      '10-12',
      'mystery',
    ).join(' ');
    expect(story).toMatch(/let the lambs out of the pen every night\b/);
    expect(story).not.toMatch(/every night in the night|every night at\b/);
  });
});

describe('a deed done in the passive to a thing of someone else’s', () => {
  it('reads "her cousin\'s wedding on Naxos keeps getting sabotaged" as a wedding sabotaged', () => {
    const idea = understandIdea(
      "Eleni's cousin's wedding on Naxos keeps getting sabotaged - the cake, the flowers, the band. She and her best friend Stavros have three days to find out who",
    );
    expect(idea.culprit).toMatchObject({ verb: 'sabotage', noun: 'wedding' });
    expect(idea.want?.thing).toBe("who had sabotaged Eleni's cousin's wedding on Naxos");
  });

  it('still reads "Tom\'s going home" as Tom going', () => {
    expect(understandIdea("Tom's going home after the match").culprit).toBeNull();
  });
});

describe('a young reader’s mystery or question', () => {
  it.each([
    [
      'someone drew on the wall in the new house on moving day and Mateo finds out it was his baby sister with the crayons',
      'mystery',
    ],
    [
      'who ate all the cookies at omas house?? my son jonas wants to be the detective pls',
      'mystery',
    ],
    [
      'how does the hospital make people better? for Soo-ah who is going in for her tonsils next week',
      'educational',
    ],
  ] as const)('keeps every sentence of %s within ten words', (prompt, genre) => {
    const sentences = tellWholeStory(prompt, '4-6', genre)
      .join(' ')
      .split(/(?<=[.!?]["”]?)\s+/);
    expect(sentences.filter((sentence) => sentence.split(/\s+/).length > 10)).toEqual([]);
  });
});

describe('a theft told after a colon, and a bird that did it', () => {
  it('looks for the stolen marrow, never "the vet Moira investigates"', () => {
    const prompt =
      'cosy mystery: the prize marrow is stolen from the village harvest show and retired vet Moira investigates with her spaniel Biscuit. the culprit is the vicars goat';
    expect(understandIdea(prompt).want).toMatchObject({ verb: 'find', noun: 'marrow' });
    expect(tellWholeStory(prompt, 'adult', 'mystery').join(' ')).not.toMatch(/Moira investigates/);
  });

  it('finds a heron out by its feathers, never by jam fingerprints', () => {
    const ending =
      tellWholeStory(
        'Someone keeps taking the bread for the ducks off the canal boat every morning. Nell and her grandad have to find out who. turns out its a heron',
        '7-9',
        'mystery',
      ).at(-1) ?? '';
    expect(ending).toMatch(/feathers/);
    expect(ending).not.toMatch(/fingerprints|play a joke/);
  });

  it('tells what "the caretaker who left the cage open" did, and "the twins" go along with her', () => {
    const prompt =
      'the class hamster escaped AGAIN and Priya and the twins have to find him before the head sees. it was the caretaker who left the cage open';
    const parts = tellWholeStory(prompt, '7-9', 'mystery');
    const told = parts.join('\n');
    expect(parts[5]).toMatch(/caretaker left the cage open/);
    // "him" is the hamster: Priya is "she".
    expect(parts[0]).toMatch(/\bher\b/);
    expect(told).not.toMatch(/\bA twins\b|\bNothing would stop him\b/);
    expect(parts.filter((part) => /\bthe twins\b/i.test(part)).length).toBeGreaterThanOrEqual(4);
  });
});

describe('the answer the idea gives, before a comma', () => {
  it('is "Efua", never "Efua she", and she is the baby sister who came along', () => {
    const prompt =
      'kwame wants to find out who ate all the jam tarts at his nanas bakery. it was his baby sister efua, she had jam all over her face lol';
    const told = tellWholeStory(prompt, '4-6', 'mystery').join('\n');
    expect(told).toMatch(/"It was Efua," he said/);
    expect(told).not.toMatch(/Efua she\b/);
  });
});

describe('who did it is told apart from their deed, whatever the tagger makes of the verb', () => {
  it('reads "turns out the baby put them in the washing basket" as the baby, who put them there', () => {
    const idea = understandIdea(
      'Ines cant find her swimming goggles right before her lesson, turns out the baby put them in the washing basket',
    );
    expect(idea.reveal).toMatchObject({
      who: 'the baby',
      deed: 'put them in the washing basket',
    });
    const ending = tellWholeStory(
      'Ines cant find her swimming goggles right before her lesson, turns out the baby put them in the washing basket',
      '7-9',
      'mystery',
    ).at(-1);
    expect(ending).toMatch(/\bthe baby\b/i);
    expect(ending).not.toMatch(/the baby put them in the washing basket (said|wanted|meant)/i);
  });
});
