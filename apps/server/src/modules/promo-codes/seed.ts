/** Demo promo codes (B8), created as if by the demo staff account; idempotent. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', description: '10% off your lesson', percentOff: 10, amountOffCents: null },
  { code: 'FIVEOFF', description: '€5 off your lesson', percentOff: null, amountOffCents: 500 },
] as const;

export async function seedPromoCodes(db: Db, now: Date): Promise<void> {
  for (const promo of DEMO_PROMO_CODES) {
    await db.execute(
      sql`INSERT INTO promo_codes (code, description, percent_off, amount_off_cents, created_by, created_at)
          SELECT ${promo.code}, ${promo.description}, ${promo.percentOff}, ${promo.amountOffCents},
                 (SELECT id FROM users WHERE lower(email) = 'staff@example.com'), ${now}
          WHERE NOT EXISTS (SELECT 1 FROM promo_codes WHERE lower(code) = lower(${promo.code}))`,
    );
  }
}
