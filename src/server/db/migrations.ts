import type Database from 'better-sqlite3';

export interface Migration {
  name: string;
  sql: string;
}

/** Schema changes, applied in order, each once (recorded by name in `migrations`). Never edit a shipped one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    name: '001_users_sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE TABLE refresh_tokens (
        token_hash TEXT PRIMARY KEY,
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE INDEX refresh_tokens_session ON refresh_tokens(session_id);
      CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    name: '002_assets',
    sql: `
      CREATE TABLE assets (
        key TEXT PRIMARY KEY,
        owner_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX assets_owner ON assets(owner_id);
    `,
  },
  {
    name: '003_voices_tasks',
    sql: `
      CREATE TABLE voice_rates (
        voice_id INTEGER PRIMARY KEY,
        engine_version TEXT NOT NULL,
        words_per_minute REAL NOT NULL
      );
      CREATE TABLE tasks (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        action TEXT NOT NULL,
        status INTEGER NOT NULL,
        reason TEXT,
        result TEXT,
        created_at INTEGER NOT NULL,
        finished_at INTEGER
      );
      CREATE INDEX tasks_user ON tasks(user_id);
    `,
  },
  {
    name: '004_cloned_voices',
    sql: `
      CREATE TABLE cloned_voices (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        lan TEXT NOT NULL,
        source_key TEXT NOT NULL,
        status INTEGER NOT NULL,
        reason TEXT,
        base_voice_id INTEGER NOT NULL,
        f0_hz REAL NOT NULL,
        words_per_minute REAL NOT NULL,
        voiced_seconds REAL NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX cloned_voices_user ON cloned_voices(user_id);
    `,
  },
  {
    // The account's tier decides the longest video it may export: 'free' (3 minutes) or 'pro' (1 hour).
    name: '005_user_tier',
    sql: `ALTER TABLE users ADD COLUMN tier TEXT NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'pro'));`,
  },
  {
    // Tasks become jobs of a queue: what to run (payload), how far it got, how often it was started, and
    // whether its owner cancelled it. A pending task with started_at set is running (or was, before a crash).
    name: '006_task_jobs',
    sql: `
      ALTER TABLE tasks ADD COLUMN payload TEXT;
      ALTER TABLE tasks ADD COLUMN progress REAL;
      ALTER TABLE tasks ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE tasks ADD COLUMN started_at INTEGER;
      ALTER TABLE tasks ADD COLUMN cancelled INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX tasks_queue ON tasks(status, action, created_at);
    `,
  },
  {
    // Uploaded video and audio are probed, and converted when browsers cannot decode them: where that stands
    // (media_state, NULL for files stored without a check), how far the conversion got, why it failed, what
    // the probe found (JSON), and the key the original file was kept under once converted.
    name: '007_asset_media',
    sql: `
      ALTER TABLE assets ADD COLUMN media_state TEXT
        CHECK (media_state IN ('checking', 'converting', 'ready', 'failed', 'unconvertible'));
      ALTER TABLE assets ADD COLUMN media_progress REAL;
      ALTER TABLE assets ADD COLUMN media_error TEXT;
      ALTER TABLE assets ADD COLUMN media_info TEXT;
      ALTER TABLE assets ADD COLUMN original_key TEXT;
      CREATE INDEX assets_media_state ON assets(media_state) WHERE media_state IN ('checking', 'converting');
    `,
  },
  {
    // Projects kept on the server, keyed by their owner and the editor's id (two accounts may use the same
    // id without meeting). `body` is the normalised project JSON of `revision`; layout and total_duration are
    // copied out of it for the list. A trashed project has deleted_at set until it is purged. Earlier
    // revisions live in project_revisions and thumbnails in project_thumbnails; both go with their project.
    name: '008_projects',
    sql: `
      CREATE TABLE projects (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        id TEXT NOT NULL,
        name TEXT NOT NULL,
        layout TEXT NOT NULL,
        total_duration REAL NOT NULL,
        revision INTEGER NOT NULL,
        body TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        deleted_at INTEGER,
        PRIMARY KEY (user_id, id)
      );
      CREATE INDEX projects_trash ON projects(deleted_at) WHERE deleted_at IS NOT NULL;
      CREATE TABLE project_revisions (
        user_id INTEGER NOT NULL,
        project_id TEXT NOT NULL,
        revision INTEGER NOT NULL,
        name TEXT NOT NULL,
        body TEXT NOT NULL,
        size INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, project_id, revision),
        FOREIGN KEY (user_id, project_id) REFERENCES projects(user_id, id) ON DELETE CASCADE
      );
      CREATE TABLE project_thumbnails (
        user_id INTEGER NOT NULL,
        project_id TEXT NOT NULL,
        content_type TEXT NOT NULL,
        bytes BLOB NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, project_id),
        FOREIGN KEY (user_id, project_id) REFERENCES projects(user_id, id) ON DELETE CASCADE
      );
    `,
  },
  {
    // The SHA-256 of a stored file's bytes (hex), hashed as an upload streams in; NULL for files stored before
    // and for rendered videos, which arrive whole from a render worker.
    name: '009_asset_sha256',
    sql: `ALTER TABLE assets ADD COLUMN sha256 TEXT;`,
  },
  {
    // A rotated refresh token keeps the token that replaced it, sealed with a key only the rotated token's
    // holder can derive (auth/refresh-grace.ts): a second use within the grace window answers the same pair.
    name: '010_refresh_successor',
    sql: `ALTER TABLE refresh_tokens ADD COLUMN successor_sealed TEXT;`,
  },
];

/** Applies the migrations not yet recorded, each in its own transaction. Returns the names applied now. */
export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const done = new Set(
    db
      .prepare('SELECT name FROM migrations')
      .all()
      .map((row) => (row as { name: string }).name),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run(migration.name, Date.now());
    })();
    applied.push(migration.name);
  }
  return applied;
}
