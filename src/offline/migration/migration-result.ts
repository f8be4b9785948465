// Result and progress shapes of the anonymous-story migration (docs/product.md §3) and the rules that
// decide them (docs/product.md §4), for the migration service and the 'Save Your Stories' dialog.

export interface MigrationResult {
  success: boolean;
  migratedCount: number;
  failedCount: number;
  errors: string[];
  partialMigration: boolean;
}

export interface MigrationProgress {
  total: number;
  completed: number;
  failed: number;
  inProgress: boolean;
}

export function computeMigrationResult(
  migratedCount: number,
  failedCount: number,
  errors: string[],
): MigrationResult {
  return {
    // Success when at least one story moved, or when nothing failed (including "nothing to move").
    success: migratedCount > 0 || failedCount === 0,
    migratedCount,
    failedCount,
    errors,
    partialMigration: migratedCount > 0 && failedCount > 0,
  };
}
