/**
 * Listens to what the preview actually plays: an AudioWorklet on the preview's output bus notes the
 * AudioContext time of the first sample of every click (a burst above `threshold` after at least 50 ms of
 * quiet). The worklet sees each rendered sample with its context frame, so the time is exact to the sample,
 * independent of when the page's timers run. (A test turns context time into the absolute time it is heard
 * with the preview's clock readings.)
 */

// The processor runs in the AudioWorkletGlobalScope (currentFrame, sampleRate, registerProcessor), so it is
// shipped as source text rather than bundled with the page.
const PROCESSOR = `
class ClickTap extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.threshold = options.processorOptions.threshold;
    this.quietUntil = -1;
  }
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) {
      for (let i = 0; i < channel.length; i++) {
        if (Math.abs(channel[i]) < this.threshold) continue;
        const t = (currentFrame + i) / sampleRate;
        if (t >= this.quietUntil) this.port.postMessage(t);
        this.quietUntil = t + 0.05;
      }
    }
    return true;
  }
}
registerProcessor('click-tap', ClickTap);
`;

/** Taps `bus` (which must feed the context's destination); each click's context time is pushed onto `heard`. */
export async function tapClicks(
  ctx: AudioContext,
  bus: AudioNode,
  heard: number[],
  threshold = 0.25,
): Promise<() => void> {
  const url = URL.createObjectURL(new Blob([PROCESSOR], { type: 'text/javascript' }));
  try {
    await ctx.audioWorklet.addModule(url);
  } finally {
    URL.revokeObjectURL(url);
  }
  const tap = new AudioWorkletNode(ctx, 'click-tap', {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [1],
    // Hear what the speakers hear: a 5.1 sound on the bus is mixed down to stereo as the destination mixes it
    // (its centre channel in both sides), not read as its front-left channel alone.
    channelCount: 2,
    channelCountMode: 'explicit',
    channelInterpretation: 'speakers',
    processorOptions: { threshold },
  });
  tap.port.onmessage = (event: MessageEvent<number>) => {
    heard.push(event.data);
  };
  bus.connect(tap);
  // The tap writes nothing to its output; connecting it keeps the graph pulling it on every render quantum.
  tap.connect(ctx.destination);
  return () => {
    bus.disconnect(tap);
    tap.disconnect();
    tap.port.close();
  };
}
