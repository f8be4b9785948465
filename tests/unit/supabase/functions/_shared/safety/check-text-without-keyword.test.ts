// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkText } from '@shared/safety/index.ts';
import { AGE_IDS } from '@shared/story-engine/index.ts';

// Harm told with no keyword (by kind, self-harm, death as what became of someone) and the figures
// of speech and mishaps that only sound like it, each a new wording written for these tests; the
// floors on the corpora are in check-text.test.ts.

describe('checkText reads harm told by kind, with no listed word', () => {
  // Sentences written for this test, not taken from the corpora: each a new wording of a kind.
  it.each([
    ['The twins locked the puppy in the hot car all afternoon.', 'violence and weapons'],
    ['He kept the hamster under the water until it stopped moving.', 'violence and weapons'],
    [
      'She slipped sleeping tablets into her brother’s milk so he would not wake up.',
      'violence and weapons',
    ],
    ['Tom doesn’t want to be here any more and wants to disappear forever.', 'death and self-harm'],
    ['Every night she held the compass point against her own arm.', 'death and self-harm'],
    [
      'The lodger said their tickling game was a special secret and Mum must never know.',
      'sexual content and nudity',
    ],
    ['People with brown skin are dirty and shouldn’t live here.', 'slurs and hate'],
    ['They sniffed the glue from the craft box to feel dizzy.', 'drugs and alcohol'],
    ['The children walked out onto the thin ice to fetch the ball.', 'dangerous acts'],
  ])('refuses "%s" at 4–6, 7–9 and 10–12', (text, category) => {
    for (const age of ['4-6', '7-9', '10-12'] as const)
      if (category !== 'violence and weapons' || age !== '10-12')
        expect(checkText(text, age)).toMatchObject({ ok: false, category });
  });

  it.each([
    'Mum put the chicken in the oven for Sunday lunch.',
    'She put them in the oven to bake.',
    'The teacher passed out the worksheets.',
    'He tied the rope to the tree to make a swing.',
    'The magic potion made everyone giggle.',
    'She drank water from her bottle.',
    'The duck went under the water to find food.',
    'We peeled the skin off the banana.',
    'The baby stopped crying and went to sleep.',
  ])('lets "%s" through at 4–6', (text) => {
    expect(checkText(text, '4-6')).toEqual({ ok: true });
  });
});

describe('checkText tells a figure of speech or a mishap from harm', () => {
  // New wordings of each kind, not taken from the corpora.
  it.each([
    'We lost the final 7-1 and got massacred, but Coach said we played our hearts out.',
    'The sunset over the sea was as red as blood.',
    'Sam sprained his ankle when he tripped over the dog’s lead.',
    'Grandpa twisted his knee when he slipped on the ice and now he has a walking stick.',
    'Sam broke his wrist snowboarding.',
    'Nora grazed her elbow on the wall and it bled a little.',
    'The prince pricked his finger on a rose.',
    'I was so embarrassed I thought I would die.',
    'Dad will kill me for spilling juice on the sofa.',
    'In the computer game my wizard dies on level two and comes back.',
    'Our captain shoots and scores from the halfway line.',
    'My sister squashed her friend’s sandcastle with her spade.',
    'They had a fight about whose turn it was on the swing.',
  ])('lets "%s" through at every band', (text) => {
    for (const age of AGE_IDS) expect(checkText(text, age)).toEqual({ ok: true });
  });

  it('still refuses harm done to another, meant, or to an animal', () => {
    expect(checkText('The farmer said the pigs got slaughtered.', '10-12').ok).toBe(false);
    expect(checkText('I broke my sister’s arm when she fell.', '7-9').ok).toBe(false);
    expect(checkText('He cut his arm on purpose.', 'teen')).toMatchObject({
      ok: false,
      category: 'death and self-harm',
    });
    expect(checkText('His finger fell off.', 'teen').ok).toBe(false);
    // The same words told as a threat, as harm to someone's body, with a real weapon or with blows.
    expect(checkText('Dad will kill me if I tell anyone.', '7-9').ok).toBe(false);
    expect(checkText('She smashed her brother’s head against the door.', '7-9').ok).toBe(false);
    expect(checkText('The knight drove his sword through the giant’s heart.', '7-9').ok).toBe(
      false,
    );
    expect(checkText('At laser tag he shot the man with his uncle’s real pistol.', '7-9').ok).toBe(
      false,
    );
    expect(
      checkText('The bully had a fight with him behind the shed and punched him.', '7-9').ok,
    ).toBe(false);
  });
});

describe('checkText refuses self-harm told with no keyword, up to teen readers', () => {
  // Written for this test by kind, not taken from the corpora.
  it.each([
    'Before bed she wrote a goodbye note to each of her friends because she would not need them after tonight.',
    'He gave away all his games and books, knowing he would be gone for good by Friday.',
    'She just wants to make the hurting stop for good.',
    'The girl put rocks in her coat pockets and waded into the river.',
    'He decided his family would be better off without him and planned how to do it.',
    'She presses a hot spoon onto her arm every time she gets a bad mark.',
    'He stopped eating for weeks so he could disappear.',
    'She hides the lines on her arms under long sleeves.',
  ])('refuses "%s" at 10–12', (text) => {
    expect(checkText(text, '10-12')).toMatchObject({ ok: false, category: 'death and self-harm' });
  });

  it.each([
    'She wrote a goodbye letter to her teacher who is moving to Spain.',
    'He gave away his old toys to the charity shop.',
    'We jumped off the edge of the pool into the deep end.',
    'She stopped eating sweets for weeks to save her pocket money.',
    'Grandad put stones in his pockets to skim on the lake.',
  ])('lets the same kinds of words through at 10–12: "%s"', (text) => {
    expect(checkText(text, '10-12')).toEqual({ ok: true });
  });
});

describe('checkText reads more kinds of harm told with no keyword, and more idioms', () => {
  // New wordings of each kind, not taken from the corpora.
  it.each([
    'Our old cat curled up by the fire and in the morning she had gone stiff.',
    'Grandpa took his last breath in the hospital bed.',
    'The pony was hit by a tractor and did not get up again.',
  ])('refuses a death told as what became of someone at 4–9: "%s"', (text) => {
    for (const age of ['4-6', '7-9'] as const)
      expect(checkText(text, age)).toMatchObject({ ok: false, category: 'death and self-harm' });
  });

  it.each([
    'The foreigners are all liars and cheats.',
    'People from that country should be kicked out of our town.',
    'Gypsies are the trolls in this fairy tale.',
  ])('refuses hate told as a trait or a plan against a group, for every reader: "%s"', (text) => {
    expect(checkText(text, 'adult')).toMatchObject({ ok: false, category: 'slurs and hate' });
  });

  it.each([
    'He writes a goodbye note to his mum and gives away all his games.',
    'She scratches her own arm because she feels so worthless.',
    'He makes cuts on his arm where nobody will see.',
    'She hides the burns with long sleeves every day.',
  ])('refuses self-harm told with no keyword at 10–12 and teen: "%s"', (text) => {
    for (const age of ['10-12', 'teen'] as const)
      expect(checkText(text, age)).toMatchObject({ ok: false, category: 'death and self-harm' });
  });

  it.each([
    'He slipped a k n i f e into his bag for when the new boy walks home.',
    'She pressed the ri\u200bfle against the guard’s chest.',
  ])('refuses a disguised weapon aimed at someone inside a longer sentence: "%s"', (text) => {
    expect(checkText(text, '7-9')).toMatchObject({ ok: false, category: 'violence and weapons' });
  });

  it.each([
    'I’m dying to see the fireworks tonight.',
    'That spelling test was a killer.',
    'Gran will murder me if I forget her birthday card.',
    'The dough went stiff in the fridge.',
    'The puppy fell asleep on the sofa and didn’t get up again until dinner.',
    'She wrote a goodbye card to her best friend who is moving to Wales and gave away her old books.',
    'The boys are the goblins in the school play.',
    'The refugees should all be sent to a nice hotel.',
  ])('lets "%s" through at 7–9', (text) => {
    expect(checkText(text, '7-9')).toEqual({ ok: true });
  });
});
