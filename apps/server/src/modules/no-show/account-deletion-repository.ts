/** SQL of the purge of deleted accounts (rule A10) on no-show reports. The rules are settings'. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Empties the texts of the students' no-show reports (the reports themselves stay). */
export async function clearNoShowDetailsOf(tx: Tx, studentIds: number[]): Promise<void> {
  const ids = sql.join(
    studentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE no_show_reports SET details = '' WHERE student_id IN (${ids}) AND details <> ''`,
  );
}
