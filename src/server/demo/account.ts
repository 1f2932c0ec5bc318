import type { ServerContext } from '../context.ts';
import { createUser } from '../routes/user.ts';

export const DEMO_ACCOUNT = {
  email: 'demo@clipwright.local',
  password: 'clipwright-demo',
  name: 'Demo',
} as const;

/** Creates the demo account when the database has no user yet; returns whether it did. */
export async function ensureDemoAccount(ctx: ServerContext): Promise<boolean> {
  const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
  if (n > 0) return false;
  await createUser(ctx, { ...DEMO_ACCOUNT });
  return true;
}
