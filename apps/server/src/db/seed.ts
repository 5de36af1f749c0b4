/**
 * Demo data for an empty database: the student, mentor and staff accounts of the README.
 * Idempotent, and skipped in production unless SEED=true.
 */
import type { Config } from '../config.ts';
import type { Database } from './client.ts';

export async function seedDemoData(_database: Database, _config: Config): Promise<void> {
  // TODO(auth): the three demo accounts.
}
