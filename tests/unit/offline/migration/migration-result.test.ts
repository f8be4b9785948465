// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { computeMigrationResult } from '@/offline/migration/migration-result';

describe('computeMigrationResult', () => {
  it('all migrated: success, not partial', () => {
    expect(computeMigrationResult(3, 0, [])).toEqual({
      success: true,
      migratedCount: 3,
      failedCount: 0,
      errors: [],
      partialMigration: false,
    });
  });

  it('some but not all migrated: partial, and still a success because at least one moved', () => {
    expect(computeMigrationResult(2, 1, ['x'])).toMatchObject({
      success: true,
      partialMigration: true,
      failedCount: 1,
      errors: ['x'],
    });
  });

  it('none migrated and some failed: not a success, not partial', () => {
    expect(computeMigrationResult(0, 2, ['a', 'b'])).toMatchObject({
      success: false,
      partialMigration: false,
    });
  });

  it('nothing to migrate: success because none failed', () => {
    expect(computeMigrationResult(0, 0, [])).toMatchObject({
      success: true,
      partialMigration: false,
    });
  });
});
