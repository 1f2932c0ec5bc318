/**
 * Server benchmark:
 * 1. Speech synthesis real-time factor through the server's own speech path (SpeechService: espeak-ng in the
 *    worker pool, MP3 encoding, storing the file and the task), audio seconds ÷ wall seconds, median over runs.
 * 2. JSON call latency: a real HTTP server on 127.0.0.1 (in this process, temp data dir), one signed-in user,
 *    50 concurrent callers issuing a bounded number of list-v3 / avatar-info / get-access-url / task/detail calls.
 *    The callers share the process (and its event loop) with the server, so latencies include client overhead.
 */
import type { SpeechResult, TaskDetailResponse } from '../src/shared/api/task.ts';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/server/app.ts';
import { AVATAR_CATALOG } from '../src/server/demo/avatars.ts';
import { setupServer, type RunningServer } from '../src/server/setup.ts';
import { catalogVoice } from '../src/server/voices/catalog.ts';
import type { TokenPair } from '../src/shared/api/auth.ts';
import type { ApiEnvelope } from '../src/shared/api/envelope.ts';

/** A few hundred words in ten voices and languages (the scripts a creator's scenes would hold). */
const SENTENCES: readonly { voiceId: number; tag: string; text: string }[] = [
  {
    voiceId: 750,
    tag: 'en',
    text: 'Welcome to our quarterly update. Sales grew in every region this spring, and the new subscription plan brought in more first-time customers than any campaign we have run before.',
  },
  {
    voiceId: 2363,
    tag: 'en',
    text: 'In this short lesson you will learn how to prepare the soil, when to plant the seeds, and how often to water them during the first three weeks. <#0.5#> Let us begin.',
  },
  {
    voiceId: 1011,
    tag: 'fr',
    text: 'Bonjour à tous. Aujourd’hui, nous allons découvrir comment créer une vidéo de présentation en quelques minutes, sans caméra et sans studio, directement depuis votre navigateur.',
  },
  {
    voiceId: 1040,
    tag: 'de',
    text: 'Unser neues Produkt spart Ihnen jeden Tag wertvolle Zeit. Es ist einfach zu bedienen, funktioniert auf allen Geräten und wird ständig mit neuen Funktionen verbessert.',
  },
  {
    voiceId: 1070,
    tag: 'es',
    text: 'Gracias por acompañarnos en esta presentación. En los próximos minutos explicaremos los resultados del proyecto y los pasos que daremos durante el próximo año.',
  },
  {
    voiceId: 1051,
    tag: 'it',
    text: 'Il nostro team lavora ogni giorno per offrire ai clienti un servizio rapido e affidabile. Scopri con noi le novità di questa stagione e i prossimi appuntamenti.',
  },
  {
    voiceId: 1061,
    tag: 'pt',
    text: 'Neste vídeo mostramos como organizar as suas tarefas da semana, definir prioridades claras e acompanhar o progresso da equipa sem reuniões desnecessárias.',
  },
  {
    voiceId: 1100,
    tag: 'nl',
    text: 'Welkom bij deze korte uitleg. We laten zien hoe je in drie eenvoudige stappen een video maakt met een stem, ondertitels en achtergrondmuziek.',
  },
  {
    voiceId: 1020,
    tag: 'ar',
    text: 'مرحبا بكم في هذا العرض القصير. سنشرح اليوم كيف يمكنكم إنشاء مقطع فيديو احترافي في دقائق معدودة باستخدام صوت طبيعي وترجمة واضحة.',
  },
  {
    voiceId: 1030,
    tag: 'ja',
    text: '本日はご参加いただきありがとうございます。新しいサービスの特徴と、今後の予定について簡単にご紹介します。',
  },
];

export interface SpeechBench {
  sentences: number;
  words: number;
  /** Seconds of audio one run produces (all sentences). */
  audioSeconds: number;
  runs: number;
  /** Audio seconds ÷ wall seconds: median, worst and best run. */
  realTimeFactor: { median: number; min: number; max: number };
  /**
   * Audio seconds ÷ CPU seconds this process spent (worker thread included), median: what the engine path costs
   * however busy the shared machine is; the wall figure above is what a user waits.
   */
  cpuRealTimeFactor: number;
  wallMsMedian: number;
  /** The first run, excluded from the figures above: starts the worker and loads the engine. */
  coldRunMs: number;
}

export interface LatencyStat {
  p50: number;
  p95: number;
  max: number;
  count: number;
}

export interface LatencyBench {
  requests: number;
  concurrency: number;
  /** Milliseconds per call, all calls together. */
  all: LatencyStat;
  perCall: Record<string, LatencyStat>;
  requestsPerSecond: number;
  wallMs: number;
  /** CPU time of this process (server and callers) per request: less sensitive to a busy machine than latency. */
  cpuMsPerRequest: number;
}

export interface ServerBench {
  speech: SpeechBench;
  latency: LatencyBench;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function latencyStat(samples: readonly number[]): LatencyStat {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? 0), count: sorted.length };
}

function wordCount(): number {
  return SENTENCES.reduce((sum, { tag, text }) => {
    const words = [...new Intl.Segmenter(tag, { granularity: 'word' }).segment(text)];
    return sum + words.filter((segment) => segment.isWordLike).length;
  }, 0);
}

/** Synthesises every sentence at once (as generating a project's scenes would); audio seconds and wall ms. */
async function speechRun(
  running: RunningServer,
  userId: number,
): Promise<{ audio: number; wallMs: number; cpuMs: number }> {
  const { tasks } = running.ctx;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const ids = SENTENCES.map(({ voiceId, text }) => {
    const voice = catalogVoice(voiceId);
    if (voice === undefined) throw new Error(`bench: no voice ${voiceId} in the catalog`);
    return tasks.add(userId, 'tts', { userId, action: 'tts', text, voice: voice.espeak, speed: 1, pitch: 0 });
  });
  await tasks.idle();
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  let audio = 0;
  for (const id of ids) {
    const detail = tasks.detail(id, userId) as TaskDetailResponse<SpeechResult> | undefined;
    if (detail?.status !== 0 || detail.additional_data === undefined) {
      throw new Error(
        `bench: speech task ${id} did not finish (status ${detail?.status}: ${detail?.reason})`,
      );
    }
    audio += detail.additional_data.duration;
  }
  return { audio, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

async function benchSpeech(running: RunningServer, userId: number, runs: number): Promise<SpeechBench> {
  const cold = await speechRun(running, userId);
  const samples: { audio: number; wallMs: number; cpuMs: number }[] = [];
  for (let i = 0; i < runs; i++) samples.push(await speechRun(running, userId));
  const factors = samples.map((s) => s.audio / (s.wallMs / 1000));
  return {
    sentences: SENTENCES.length,
    words: wordCount(),
    audioSeconds: round(cold.audio),
    runs,
    realTimeFactor: {
      median: round(median(factors), 1),
      min: round(Math.min(...factors), 1),
      max: round(Math.max(...factors), 1),
    },
    cpuRealTimeFactor: round(median(samples.map((s) => s.audio / (s.cpuMs / 1000))), 1),
    wallMsMedian: round(median(samples.map((s) => s.wallMs)), 0),
    coldRunMs: round(cold.wallMs, 0),
  };
}

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

async function callApi<T>(base: string, token: string | undefined, call: Call): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(base + call.path, {
    method: call.method,
    headers,
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
  });
  return (await response.json()) as ApiEnvelope<T>;
}

/** `total` calls from `concurrency` callers, the four calls in turn; every answer must be code 200. */
async function load(base: string, token: string, calls: readonly Call[], total: number, concurrency: number) {
  const samples = new Map<string, number[]>(calls.map((call) => [call.name, []]));
  let next = 0;
  const caller = async () => {
    while (next < total) {
      const call = calls[next++ % calls.length]!;
      const started = performance.now();
      const answer = await callApi(base, token, call);
      const ms = performance.now() - started;
      if (answer.code !== 200)
        throw new Error(`bench: ${call.path} answered ${answer.code}: ${answer.message}`);
      samples.get(call.name)!.push(ms);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, caller));
  return { samples, wallMs: performance.now() - started };
}

async function benchLatency(base: string, token: string, calls: readonly Call[], total: number) {
  const concurrency = 50;
  await load(base, token, calls, Math.min(200, total), concurrency); // warm-up: JIT, connections, caches
  const cpuBefore = process.cpuUsage();
  const { samples, wallMs } = await load(base, token, calls, total, concurrency);
  const cpu = process.cpuUsage(cpuBefore);
  const perCall = Object.fromEntries([...samples].map(([name, values]) => [name, latencyStat(values)]));
  return {
    requests: total,
    concurrency,
    all: latencyStat([...samples.values()].flat()),
    perCall,
    requestsPerSecond: round(total / (wallMs / 1000), 0),
    wallMs: round(wallMs, 0),
    cpuMsPerRequest: round((cpu.user + cpu.system) / 1000 / total, 3),
  } satisfies LatencyBench;
}

export async function runServerBench(quick: boolean): Promise<ServerBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clipwright-bench-'));
  const running = setupServer({ dataDir });
  const app = createApp({ api: running.ctx });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  try {
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const signUp = await callApi<TokenPair>(base, undefined, {
      name: 'sign-up',
      method: 'POST',
      path: '/api/user/sign-up',
      body: { email: 'bench@example.com', password: 'bench-password', name: 'Bench' },
    });
    if (signUp.code !== 200) throw new Error(`bench: sign-up answered ${signUp.code}: ${signUp.message}`);
    const { access_token: token, user } = signUp.data;

    const speech = await benchSpeech(running, user.id, quick ? 3 : 7);

    // The calls need things the user may see: a finished speech task and its stored MP3.
    const task = running.ctx.db
      .prepare("SELECT id, json_extract(result, '$.key') AS key FROM tasks WHERE user_id = ? AND status = 0")
      .get(user.id) as { id: string; key: string };
    const avatar = AVATAR_CATALOG[0];
    if (avatar === undefined) throw new Error('bench: the avatar catalog is empty');
    const calls: Call[] = [
      { name: 'list-v3', method: 'POST', path: '/ai/audio/list-v3', body: { audio_type: 'app' } },
      { name: 'avatar-info', method: 'POST', path: '/ai/avatar/avatar-info', body: { id: avatar.id } },
      { name: 'get-access-url', method: 'POST', path: '/ai/source/get-access-url', body: { key: task.key } },
      { name: 'task/detail', method: 'GET', path: `/ai/task/detail?task_id=${encodeURIComponent(task.id)}` },
    ];
    const latency = await benchLatency(base, token, calls, quick ? 500 : 2000);
    return { speech, latency };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await running.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The markdown section of bench/results/latest.md. */
export function serverMarkdown({ speech, latency }: ServerBench): string[] {
  const row = (name: string, s: LatencyStat) => `| ${name} | ${s.p50} | ${s.p95} | ${s.max} | ${s.count} |`;
  return [
    '## Server',
    '',
    `Speech synthesis (SpeechService: espeak-ng worker, MP3, storage): ${speech.sentences} sentences in 10 voices, ` +
      `${speech.words} words, ${speech.audioSeconds} s of audio per run, all started at once.`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| real-time factor, median of ${speech.runs} runs (audio s ÷ wall s; target ≥ 10×) | ${speech.realTimeFactor.median}× |`,
    `| real-time factor, worst / best run | ${speech.realTimeFactor.min}× / ${speech.realTimeFactor.max}× |`,
    `| audio s ÷ CPU s of this process (engine cost, whatever the machine's load) | ${speech.cpuRealTimeFactor}× |`,
    `| wall time per run, median (ms) | ${speech.wallMsMedian} |`,
    `| first run incl. engine start (ms) | ${speech.coldRunMs} |`,
    '',
    `JSON calls over HTTP on 127.0.0.1: ${latency.requests} requests, ${latency.concurrency} concurrent, one ` +
      `signed-in user; ${latency.requestsPerSecond} requests/s, ${latency.cpuMsPerRequest} ms of CPU per request ` +
      "(callers run in the server's process, so both sides count).",
    '',
    '| call | p50 (ms) | p95 (ms) | max (ms) | count |',
    '| --- | --- | --- | --- | --- |',
    row('all', latency.all),
    ...Object.entries(latency.perCall).map(([name, s]) => row(name, s)),
    '',
  ];
}
