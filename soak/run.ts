/**
 * `npm run soak -- --minutes N [--users K] [--seed S] [--no-render] [--keep]`: the API server (the product's
 * own `serve`) under random valid and malformed calls from several accounts — projects, uploads, speech,
 * renders — SIGKILLed and restarted half-way. Fails (exit 1) on any server error, cross-user access, memory
 * growth, database problem or lost acknowledged write; see docs/soak.md.
 */
import { randomInt } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UsageError } from '../src/server/args.ts';
import { ensureBuiltApp } from '../src/server/render/built-app.ts';
import type { ApiVoice } from '../src/shared/api/voices.ts';
import { signUp } from './actions/auth.ts';
import { userLoop } from './actions/index.ts';
import { parseSoakArgs, type SoakArgs } from './args.ts';
import { judgeMemory } from './checks.ts';
import { HttpClient } from './client.ts';
import { Soak } from './context.ts';
import { makeSoakMedia } from './media.ts';
import { Random } from './random.ts';
import { databaseCheck, endLeftovers, killAndRestart, warm } from './restart.ts';
import { SoakServer } from './server.ts';
import { Tally } from './tally.ts';
import { SoakUser } from './users.ts';
import { drainTasks, verifyUser } from './verify.ts';

/** How long the end waits for the tasks still running. */
const DRAIN_MS = 30_000;

async function soakRun(args: SoakArgs, dir: string): Promise<{ lines: string[]; failed: boolean }> {
  const dataDir = join(dir, 'data');
  const tmpDir = join(dir, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  const log = createWriteStream(join(dir, 'server.log'));
  if (args.render) ensureBuiltApp((line) => console.log(line));
  const media = makeSoakMedia();
  const server = new SoakServer({
    dataDir,
    tmpDir,
    render: args.render,
    log: (line) => log.write(`${line}\n`),
  });
  process.on('exit', () => server.killNow());
  process.once('SIGTERM', () => process.exit(143));
  await server.start();
  const client = new HttpClient(server.base);
  const tally = new Tally();
  const tag = args.seed.toString(36);
  const users = Array.from({ length: args.users }, (_, i) => new SoakUser(i, tag));
  for (const user of users) {
    const pair = await signUp(client, user);
    user.id = pair.user.id;
    user.useTokens(pair);
  }
  const victim = { email: `soak-victim-${tag}@example.com`, name: 'Victim', from: '127.0.0.9' };
  await signUp(client, victim);
  const list = await client.send({
    method: 'POST',
    path: '/ai/audio/list-v3',
    json: { audio_type: 'app' },
    token: users[0]!.access,
  });
  const voices = (list.data as { list: ApiVoice[] }).list.filter((v) => v.voiceType === 'tts');
  const soak = new Soak(tally, server, client, users, media, voices, args.render);
  soak.victim = victim.email;

  const rng = new Random(args.seed);
  await warm(soak, rng);
  const started = Date.now();
  tally.started = started;
  const until = started + args.minutes * 60_000;
  const loops = users.map((user, i) => userLoop(soak, user, new Random(args.seed + 7919 * (i + 1)), until));
  const crash = new Promise((resolve) => setTimeout(resolve, (until - started) / 2)).then(() =>
    killAndRestart(soak, dataDir, rng),
  );
  await Promise.all([...loops, crash]);
  const samples = [...server.samples];
  writeFileSync(join(dir, 'rss.csv'), `life,mb\n${samples.map((s) => `${s.life},${s.mb}`).join('\n')}\n`);

  await drainTasks(soak, rng, DRAIN_MS);
  for (const user of users) await verifyUser(soak, user, rng, 'at the end');
  const stopped = await server.stop();
  client.close();
  endLeftovers(soak, 'after the server stopped');
  databaseCheck(tally, dataDir, 'at the end', soak.restartedAt);
  log.end();

  const memory: string[] = [];
  for (let life = 1; life <= server.life; life++) {
    const verdict = judgeMemory(samples.filter((s) => s.life === life).map((s) => s.mb));
    memory.push(
      `memory, server start ${life}: RSS ${verdict.startMB} MB at the start, ${verdict.endMB} MB at the end, peak ${verdict.peakMB} MB; ` +
        `median ${verdict.baseMB} MB after warm-up → ${verdict.lastMB} MB in the last quarter (growth ${verdict.growthMB} MB, ` +
        `limit ${verdict.limitMB} MB${verdict.judged ? '' : ', too few samples to judge'}; ${verdict.samples} samples)`,
    );
    if (!verdict.ok)
      tally.violation(
        'memory',
        `server start ${life}: grew ${verdict.growthMB} MB (limit ${verdict.limitMB} MB)`,
      );
  }
  const stderrLines = server.errors.length;
  const lines = [
    ...tally.lines(),
    ...memory,
    `server: stopped by SIGTERM (${stopped}); ${stderrLines} lines on standard error${stderrLines > 0 ? `, first: ${server.errors.slice(0, 3).join(' | ')}` : ''}`,
  ];
  return { lines, failed: tally.violations.length > 0 };
}

async function main(): Promise<void> {
  const args = parseSoakArgs(process.argv.slice(2), () => randomInt(2 ** 32));
  console.log(
    `Soak: ${args.minutes} min, ${args.users} accounts, seed ${args.seed}, renders ${args.render ? 'on' : 'off'} ` +
      `(again: npm run soak -- --minutes ${args.minutes} --users ${args.users} --seed ${args.seed}${args.render ? '' : ' --no-render'})`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'clipwright-soak-'));
  const began = Date.now();
  const { lines, failed } = await soakRun(args, dir);
  for (const line of lines) console.log(line);
  console.log(`time: ${((Date.now() - began) / 1000).toFixed(1)} s`);
  if (failed || args.keep) {
    console.log(`data folder and server log kept in ${dir}`);
    if (failed) console.log(readFileSync(join(dir, 'server.log'), 'utf8').split('\n').slice(-30).join('\n'));
  } else rmSync(dir, { recursive: true, force: true });
  console.log(failed ? 'SOAK FAILED' : 'soak passed');
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(2);
});
