// Encodes the demo stock videos for scripts/generate-demo-videos.ts: the script calls window.harness.encode for
// each catalogue entry and writes the returned MP4s and covers. WebCodecs in Chromium is the only H.264 encoder
// a fresh machine has.
import { canEncodeAudio, canEncodeVideo } from 'mediabunny';
import { encodeVideo } from './encode-videos/encode.ts';
import type { EncodeVideosHarness } from './encode-videos/protocol.ts';

const harness: EncodeVideosHarness = {
  async checkEncoder() {
    if (!(await canEncodeVideo('avc', { width: 1920, height: 1080 })))
      return 'no H.264 encoder for 1920x1080';
    if (!(await canEncodeAudio('opus', { numberOfChannels: 2, sampleRate: 48_000 })))
      return 'no Opus encoder';
    return null;
  },
  encode: encodeVideo,
};

window.harness = harness;
