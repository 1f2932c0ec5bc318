/**
 * `npm run backup -- DIR [--data DATA]`: a consistent copy of a data folder (default ./data) into DIR, a new
 * or empty folder, while the server runs. See "Backup and restore" in README.md for restoring.
 */
import { resolve } from 'node:path';
import { DEFAULT_DATA_DIR, UsageError, walkArgs } from './args.ts';
import { backupData } from './backup.ts';

function parse(argv: readonly string[]): { dataDir: string; targetDir: string } {
  let dataDir = DEFAULT_DATA_DIR;
  let targetDir: string | undefined;
  walkArgs(argv, (arg, value) => {
    if (arg === '--data') dataDir = value();
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg} (known: --data DIR)`);
    else if (targetDir === undefined) targetDir = arg;
    else throw new UsageError(`one backup folder only, got '${targetDir}' and '${arg}'`);
  });
  if (targetDir === undefined) throw new UsageError('usage: npm run backup -- DIR [--data DATA]');
  return { dataDir: resolve(dataDir), targetDir: resolve(targetDir) };
}

async function main(argv: readonly string[]): Promise<void> {
  const { dataDir, targetDir } = parse(argv);
  const report = await backupData(dataDir, targetDir);
  const { rows } = report;
  console.log(
    `Backup of ${dataDir} in ${targetDir}: database checked (integrity ok; ${rows.users} users, ` +
      `${rows.projects} projects, ${rows.project_revisions} earlier revisions, ${rows.assets} assets), ` +
      `${report.files} files (${(report.bytes / 1e6).toFixed(1)} MB)`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  process.exit(2);
});
