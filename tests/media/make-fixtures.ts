/**
 * `npm run fixtures:media`: makes every media test file with ffmpeg (and the reference frames ffmpeg decodes
 * from each), printing what it made. The tests make what they need on demand; this makes it all at once, to
 * look at the files or to warm the cache before a run.
 */
import { DAMAGED_ROWS, damagedFixture } from './damaged-rows.ts';
import { FIXTURE_DIR } from './ffmpeg.ts';
import { SOUND_ROWS, soundFixture } from './sound-rows.ts';
import { VIDEO_ROWS, referenceFrames, videoFixture } from './video-rows.ts';

for (const row of VIDEO_ROWS) {
  const file = videoFixture(row);
  const frames =
    row.browser === 'exact' ? referenceFrames(file, row.rotation ?? 0, row.reference?.filter) : undefined;
  const shown =
    frames === undefined
      ? ''
      : `, ${frames.times.length} reference frames of ${frames.width}×${frames.height}`;
  console.log(`${row.name}: ${file}${shown}`);
}
for (const row of SOUND_ROWS) console.log(`${row.name}: ${soundFixture(row)}`);
for (const row of DAMAGED_ROWS) console.log(`${row.name} (${row.what}): ${damagedFixture(row)}`);
console.log(`media fixtures in ${FIXTURE_DIR}`);
