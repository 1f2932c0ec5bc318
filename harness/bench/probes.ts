/**
 * Main-thread responsiveness probes, run while a renderer plays: long tasks (PerformanceObserver 'longtask'),
 * event-loop lag (a MessageChannel message posted every 10 ms: how late it arrives is how long the
 * editor's own events would wait), and input latency: for each pointer event of the drag the bench scripts
 * during playback, from the event's time stamp to the next animation frame after its handler ran (when a
 * drag handler's change could first be painted).
 */
export interface Responsiveness {
  longTasks: number;
  longTaskMs: number;
  longestTaskMs: number;
  lagP95Ms: number;
  lagMaxMs: number;
  /** Pointer events seen during playback, and their input → next frame latency (ms; NaN without any). */
  inputEvents: number;
  inputP50Ms: number;
  inputP95Ms: number;
}

export function quantile(samples: number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

export function startProbes(): () => Responsiveness {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const lags: number[] = [];
  const channel = new MessageChannel();
  let sentAt = 0;
  let running = true;
  channel.port1.onmessage = () => {
    lags.push(performance.now() - sentAt);
    if (running) setTimeout(send, 10);
  };
  const send = () => {
    sentAt = performance.now();
    channel.port2.postMessage(0);
  };
  send();
  const inputs: number[] = [];
  const onPointer = (event: PointerEvent) => {
    const stamp = event.timeStamp;
    requestAnimationFrame(() => inputs.push(performance.now() - stamp));
  };
  const pointerTypes = ['pointerdown', 'pointermove', 'pointerup'] as const;
  for (const type of pointerTypes) window.addEventListener(type, onPointer, { capture: true });
  return () => {
    running = false;
    for (const type of pointerTypes) window.removeEventListener(type, onPointer, { capture: true });
    for (const entry of observer.takeRecords()) tasks.push(entry.duration);
    observer.disconnect();
    channel.port1.close();
    return {
      longTasks: tasks.length,
      longTaskMs: tasks.reduce((a, b) => a + b, 0),
      longestTaskMs: Math.max(0, ...tasks),
      lagP95Ms: quantile(lags, 0.95),
      lagMaxMs: Math.max(0, ...lags),
      inputEvents: inputs.length,
      inputP50Ms: quantile(inputs, 0.5),
      inputP95Ms: quantile(inputs, 0.95),
    };
  };
}

/** The display's frame interval (ms), from 60 animation frames of an idle page. */
export async function frameInterval(): Promise<number> {
  const times: number[] = [];
  await new Promise<void>((resolve) => {
    const tick = (time: number) => {
      times.push(time);
      if (times.length > 60) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
  return quantile(gaps, 0.5);
}
