// Published stories in bulk, written straight into PostgreSQL as the database owner: the benches
// measure Discover on a million of them and an e2e opens it on a few thousand. The rows are made by
// generate_series in one statement each; session_replication_role = replica skips the triggers
// (the publishing guard, which only the publish-story function passes, and the monthly story
// counting). A large seed also drops the stories' indexes and builds them again afterwards: one
// sorted build is many times faster than a million single insertions into each index.
import type { Sql } from 'postgres';
import { AGE_IDS } from '../../supabase/functions/_shared/age-ids.ts';
import { GENRE_SLUGS } from '../../supabase/functions/_shared/story-engine/genres.ts';

export interface SeedOptions {
  /** How many published stories to write. */
  count: number;
  /** Names the seed's authors (their emails), so removeSeededStories takes back exactly this seed. */
  tag: string;
  /** Authors the stories are spread over, each with a public display name. */
  authors?: number;
}

/** From this many stories on, the seed rebuilds the indexes rather than inserting into them. */
const REBUILD_INDEXES_FROM = 100_000;

const ADJECTIVES = [
  'brave',
  'sleepy',
  'tiny',
  'golden',
  'secret',
  'silver',
  'clever',
  'lonely',
  'giant',
  'curious',
  'hidden',
  'wild',
  'gentle',
  'frozen',
  'magic',
  'noisy',
  'ancient',
  'lucky',
  'shy',
  'bright',
];
const NOUNS = [
  'dragon',
  'fox',
  'lighthouse',
  'robot',
  'garden',
  'castle',
  'whale',
  'owl',
  'train',
  'forest',
  'moon',
  'pirate',
  'island',
  'bakery',
  'comet',
  'river',
  'mountain',
  'library',
  'kite',
  'rabbit',
  'volcano',
  'submarine',
  'meadow',
  'tiger',
  'balloon',
  'clock',
  'village',
  'star',
  'snail',
  'penguin',
];
/** A word in about one seeded story in eight, always in its description and never in its title. */
export const DESCRIPTION_SEED_WORD = 'friendship';
const THEMES = [
  DESCRIPTION_SEED_WORD,
  'courage',
  'kindness',
  'patience',
  'sharing',
  'honesty',
  'teamwork',
  'curiosity',
];
/** A word every seeded story of this many has in about one story in a hundred thousand. */
export const RARE_SEED_WORD = 'quokka';
/** A word in about one seeded story in eight (one of the nouns the descriptions pick from). */
export const COMMON_SEED_WORD = 'dragon';

const pick = (words: readonly string[]) =>
  `(array[${words.map((word) => `'${word}'`).join(',')}])[1 + floor(random() * ${words.length})::int]`;

/** Writes the stories and their authors; resolves to the seconds it took. */
export async function seedPublishedStories(
  sql: Sql,
  { count, tag, authors = 1000 }: SeedOptions,
): Promise<number> {
  if (!/^[a-z0-9-]+$/.test(tag)) throw new Error('A seed tag is lowercase letters, digits and -');
  const started = performance.now();
  await sql.begin(async (tx) => {
    await tx.unsafe('set local session_replication_role = replica');
    await tx.unsafe('select setseed(0.27)');
    const indexes =
      count >= REBUILD_INDEXES_FROM
        ? await tx<{ name: string; definition: string }[]>`
            select indexname as name, indexdef as definition from pg_indexes
             where schemaname = 'public' and tablename = 'stories' and indexname <> 'stories_pkey'`
        : [];
    for (const { name } of indexes)
      await tx.unsafe(`drop index public."${name.replaceAll('"', '""')}"`);
    await tx.unsafe(
      `insert into auth.users (id, email, email_confirmed_at)
       select md5('${tag}-' || n)::uuid, '${tag}-' || n || '@seed.storycanvas.test', now()
         from generate_series(1, $1) as n`,
      [authors],
    );
    await tx.unsafe(
      `insert into public.profiles (id, display_name)
       select md5('${tag}-' || n)::uuid, initcap(${pick(ADJECTIVES)}) || ' ' || initcap(${pick(NOUNS)})
         from generate_series(1, $1) as n`,
      [authors],
    );
    // One story a minute back from now, so newest-first has no ties; every 100,000th story (and
    // the first) meets a quokka.
    await tx.unsafe(
      `insert into public.stories (id, user_id, title, description, genre, story_mode, target_age,
                                   is_public, published_at, is_completed, segment_count, like_count,
                                   created_at, updated_at)
       select gen_random_uuid(), md5('${tag}-' || (1 + n % $2))::uuid,
              initcap('the ' || ${pick(ADJECTIVES)} || ' ' || ${pick(NOUNS)}),
              'A ' || ${pick(ADJECTIVES)} || ' ' || ${pick(NOUNS)} || ' and a ' || ${pick(ADJECTIVES)}
                || ' ' || ${pick(NOUNS)} || ' set out to find the ' || ${pick(NOUNS)}
                || case when n % 100000 = 1 then ' of the ${RARE_SEED_WORD}' else '' end
                || ', learning about ' || ${pick(THEMES)} || ' on the way.',
              genre, initcap(replace(genre, '-', ' ')), ${pick(AGE_IDS)},
              true, at, true, 3 + floor(random() * 30)::int, floor(power(random(), 4) * 500)::int,
              at, at
         from (select n, ${pick(GENRE_SLUGS)} as genre, now() - n * interval '1 minute' as at
                 from generate_series(1, $1) as n) as seed`,
      [count, authors],
    );
    await tx.unsafe("set local maintenance_work_mem = '256MB'");
    for (const { definition } of indexes) await tx.unsafe(definition);
  });
  await sql.unsafe('analyze public.stories');
  return (performance.now() - started) / 1000;
}

/** Takes back the stories and authors one seed wrote. */
export async function removeSeededStories(sql: Sql, tag: string): Promise<void> {
  await sql`delete from auth.users where email like ${`${tag}-%@seed.storycanvas.test`}`;
}
