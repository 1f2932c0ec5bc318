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
  const user = await createUser(ctx, { ...DEMO_ACCOUNT });
  // The machine's own demo creator is not limited to the free tier's 3-minute videos.
  ctx.db.prepare(`UPDATE users SET tier = 'pro' WHERE id = ?`).run(user.id);
  return true;
}
