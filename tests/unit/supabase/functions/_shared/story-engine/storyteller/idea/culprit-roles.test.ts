// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { understandIdea } from '@shared/story-engine/storyteller/index.ts';

describe('a deed told in the passive has a culprit the hero finds out, never the hero', () => {
  it.each([
    [
      'Jun and his friend Ama open a detective club after the school bell gets stolen',
      'school bell',
    ],
    [
      "the mayor's golden key was taken from the town hall and Priti wants it back",
      "mayor's golden key",
    ],
    ['Someone hid the class hamster and Luca is on the case', 'class hamster'],
  ])('%s', (prompt, thing) => {
    const idea = understandIdea(prompt);
    expect(idea.culprit?.thing).toBe(thing);
    expect(idea.culprit?.who).toBeNull();
    // The hero sets out to find what was taken, not to do what the idea says they start.
    expect(idea.want).toMatchObject({ verb: 'find', thing });
  });

  it('names the culprit the idea names, who is never the hero', () => {
    const idea = understandIdea(
      'A fox keeps stealing the eggs from the farm and Mira wants to stop it',
    );
    expect(idea.heroName).toBe('Mira');
    expect(idea.culprit).toMatchObject({ who: 'fox', verb: 'steal' });
  });
});

describe('a deed carried by "keeps" is told in proper verb forms', () => {
  it.each([
    ['someone keeps moving the garden chairs and Otto finds out who', 'moved the garden chairs'],
    ['somebody keeps hiding the biscuits and Bea wants to know who', 'hidden the biscuits'],
    ['someone keeps untying the boats at the harbour', 'untied the boats at the harbour'],
  ])('%s', (prompt, done) => {
    const culprit = understandIdea(prompt).culprit;
    expect(culprit?.done).toBe(done);
    expect(culprit?.doing).toMatch(/^\w+ing /);
    expect(culprit?.doing).not.toMatch(/inging\b/);
  });
});

describe('the deed someone did ends where a comma sets the detective apart', () => {
  it('tells “from grandads allotment, ruby and her bunny want to catch them” with Ruby leading', () => {
    const idea = understandIdea(
      'someone keeps taking the plums from grandads allotment, ruby and her bunny want to catch them',
    );
    expect(idea.heroName).toBe('Ruby');
    expect(idea.culprit?.done).toBe("taken the plums from Grandad's allotment");
    expect(
      understandIdea(
        'someone keeps moving the chess pieces in the ski lodge, nadia wants to know who',
      ).culprit?.done,
    ).toBe('moved the chess pieces in the ski lodge');
  });
});

describe('an idea that opens on its scene with “its” gives no culprit away', () => {
  it('never makes “its a teen mystery set at a lighthouse” the one who did it', () => {
    const idea = understandIdea(
      'its a teen mystery set at a lighthouse hotel in a storm. Niamh (16) has to work out which guest tore up the guestbook',
    );
    expect(idea.reveal).toBeNull();
    expect(idea.heroName).toBe('Niamh');
  });
});

describe('the deed keeps whose thing it was done to, whole', () => {
  it.each([
    [
      "someone keeps ripping the nets on grandad's fishing boat and Aoife stakes out the harbour",
      "ripped the nets on grandad's fishing boat",
    ],
    [
      "who has been leaving notes in the hospital's children's ward? a volunteer named Kojo finds out",
      "left notes in the hospital's children's ward",
    ],
  ])('%s', (prompt, done) => {
    expect(understandIdea(prompt).culprit?.done).toBe(done);
  });
});
