// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nameStoryFile } from '@/features/reader/export/story-file-name';

describe('nameStoryFile', () => {
  it('makes the file name from the title, one per format', () => {
    expect(nameStoryFile('Zora and the Lost Kite', 'epub')).toBe('zora-and-the-lost-kite.epub');
    expect(nameStoryFile('Zora and the Lost Kite', 'markdown')).toBe('zora-and-the-lost-kite.md');
    expect(nameStoryFile('Zora and the Lost Kite', 'twee')).toBe('zora-and-the-lost-kite.twee');
  });

  it('folds accents and ligatures, drops apostrophes and keeps digits', () => {
    expect(nameStoryFile('Zoë’s Über-Map: Part 2!', 'markdown')).toBe('zoes-uber-map-part-2.md');
    expect(nameStoryFile("Søren's Straße & Œuvre", 'twee')).toBe('sorens-strasse-oeuvre.twee');
  });

  it('leaves nothing a file system or a shell treats specially', () => {
    const name = nameStoryFile('../../etc/passwd\u0000 "quoted" <b>$(rm -rf)</b>\\con', 'epub');
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.epub$/);
    expect(name).toBe('etc-passwd-quoted-b-rm-rf-b-con.epub');
  });

  it('cuts a long title at a word, at most 60 characters before the extension', () => {
    const name = nameStoryFile(
      'A girl named Mira finds a glowing map in her grandmother’s attic and follows it across the sea',
      'markdown',
    );
    expect(name).toBe('a-girl-named-mira-finds-a-glowing-map-in-her-grandmothers.md');
    expect(name.length - '.md'.length).toBeLessThanOrEqual(60);
    expect(nameStoryFile('x'.repeat(100), 'twee')).toBe(`${'x'.repeat(60)}.twee`);
  });

  it('falls back to "story" when nothing of the title is left', () => {
    expect(nameStoryFile('', 'epub')).toBe('story.epub');
    expect(nameStoryFile('   ', 'markdown')).toBe('story.md');
    expect(nameStoryFile('🐉✨', 'twee')).toBe('story.twee');
    expect(nameStoryFile('小さな竜', 'markdown')).toBe('story.md');
  });
});
