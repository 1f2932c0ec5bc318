import { randomBytes } from 'node:crypto';
import type { Db } from './open.ts';

/** A named secret kept in the database, created on first use (signing keys survive restarts). */
export function getOrCreateSecret(db: Db, name: string): Buffer {
  const row = db.prepare('SELECT value FROM settings WHERE name = ?').get(name) as
    { value: string } | undefined;
  if (row !== undefined) return Buffer.from(row.value, 'base64');
  const secret = randomBytes(32);
  db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)').run(
    name,
    secret.toString('base64'),
  );
  const stored = db.prepare('SELECT value FROM settings WHERE name = ?').get(name) as { value: string };
  return Buffer.from(stored.value, 'base64');
}
