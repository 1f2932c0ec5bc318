import { migrateAvatarToV2 } from './avatar.ts';
import { type Draft, isRecord, type RepairLog } from './repair.ts';
import { convertTextDecoration } from './speech.ts';

/**
 * Named migrations of the persisted project shape (tldraw style). A project records the `schemaVersion` it
 * was saved with; loading runs every migration above it, in order. Projects from the original product have
 * no version (0). Each migration is also safe on data that already has the new shape.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly up: (project: Draft, log: RepairLog) => void;
}

function eachScene(project: Draft, visit: (scene: Draft, path: string) => void): void {
  const clips = project.clips;
  if (!Array.isArray(clips)) return;
  clips.forEach((scene, index) => isRecord(scene) && visit(scene, `$.clips[${index}]`));
}

function eachLayerProperty(project: Draft, visit: (property: Draft, path: string) => void): void {
  eachScene(project, (scene, path) => {
    if (!Array.isArray(scene.layers)) return;
    scene.layers.forEach((layer: unknown, index) => {
      if (isRecord(layer) && isRecord(layer.property))
        visit(layer.property, `${path}.layers[${index}].property`);
    });
  });
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'speech type uploadVoice is spelled upload',
    up(project) {
      eachScene(project, (scene) => {
        if (isRecord(scene.speech) && scene.speech.type === 'uploadVoice') scene.speech.type = 'upload';
      });
    },
  },
  {
    version: 2,
    name: 'avatars of version 1 or unversioned move to 2.0.0 (a record per display type)',
    up(project, log) {
      eachLayerProperty(project, (property, path) => {
        if (property.type === 'Avatar') migrateAvatarToV2(property, log, path);
      });
    },
  },
  {
    version: 3,
    name: 'legacy textDecoration becomes the underline and linethrough flags',
    up(project, log) {
      eachScene(project, (scene, path) => {
        if (isRecord(scene.subtitleStyle))
          convertTextDecoration(scene.subtitleStyle, log, `${path}.subtitleStyle`);
        if (isRecord(scene.textStyle)) {
          for (const [kind, style] of Object.entries(scene.textStyle)) {
            if (isRecord(style)) convertTextDecoration(style, log, `${path}.textStyle.${kind}`);
          }
        }
      });
    },
  },
];

export const CURRENT_SCHEMA_VERSION = MIGRATIONS.reduce(
  (max, migration) => Math.max(max, migration.version),
  0,
);

/** Runs the migrations above the project's `schemaVersion` and stamps the current version. */
export function migrateProject(project: Draft, log: RepairLog): void {
  const raw = project.schemaVersion;
  let from = typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : 0;
  if (raw !== undefined && from === 0 && raw !== 0)
    log.note('$.schemaVersion', `${String(raw)} is not a version; read as 0`);
  if (from > CURRENT_SCHEMA_VERSION) {
    log.note(
      '$.schemaVersion',
      `${from} is newer than this editor (${CURRENT_SCHEMA_VERSION}); read as current`,
    );
    from = CURRENT_SCHEMA_VERSION;
  }
  for (const migration of MIGRATIONS) {
    if (migration.version > from) migration.up(project, log);
  }
  project.schemaVersion = CURRENT_SCHEMA_VERSION;
}
