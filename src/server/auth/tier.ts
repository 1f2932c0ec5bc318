import type { AccountTier } from '../../shared/export/options.ts';
import type { Db } from '../db/open.ts';

/** The account's tier ('free' or 'pro'), which decides the longest video it may render. */
export function userTier(ctx: { db: Db }, userId: number): AccountTier {
  const row = ctx.db.prepare('SELECT tier FROM users WHERE id = ?').get(userId) as
    { tier: string } | undefined;
  return row?.tier === 'pro' ? 'pro' : 'free';
}
