import type { Viseme } from './visemes.ts';

/**
 * IPA symbols by mouth shape (after Unicode decomposition, so `ä` reads as `a` and `ç` as `c`). Vowels follow
 * lip rounding and jaw opening; consonants the lips (MBP, FV, WQ) or the tongue tip (L); every other consonant
 * shows the teeth (`etc`), as in Papagayo's mapping of the CMU phonemes.
 */
const SYMBOLS: Record<Exclude<Viseme, 'rest'>, string> = {
  MBP: 'mbpɓʙ',
  FV: 'fvɸβʋɱⱱ',
  L: 'lɫɬɮɭʎʟɺ',
  WQ: 'wʍɥ',
  U: 'uʊyʏʉ',
  O: 'oɔɒøœɵɞɶ',
  E: 'eɛəɘɜɚɝɨiɪᵻɤɯ',
  AI: 'aɑɐæʌ',
  etc: 'tdkgɡnszʃʒɹrɾɽjhxɣʔŋɲcɟʝʁʀħʕqɢɴɖʈɳʂʐɕʑχθðɦɻɰʜʢʡɗʄɠʛɧʘǀǃǂǁ',
};

const TABLE = new Map<string, Viseme>(
  Object.entries(SYMBOLS).flatMap(([viseme, symbols]) =>
    [...symbols].map((symbol): [string, Viseme] => [symbol, viseme as Viseme]),
  ),
);

const VOWELS = new Set<Viseme>(['U', 'O', 'E', 'AI']);
/** Stress, length, tone, syllable marks, espeak's `-` and `.` suffixes; modifiers that leave the lips. */
const IGNORED = /[ˈˌːˑ:‿.\-'0-9˥˦˧˨˩ʲˠˤⁿˡʼʰ]/u;
/** Lip rounding written after a symbol (`ɯᵝ`, `kʷ`). */
const ROUNDED = /[ʷᵝ]/u;
/** Unknown symbols that read as vowels: capital vowel letters and espeak's ASCII vowel mnemonics. */
const VOWEL_LIKE = /[AEIOUVY@&3]/u;

export interface PhonemeReading {
  /** Shapes in speaking order: ['rest'] for a pause; [] for a language switch or a lone modifier (`ʲ`). */
  visemes: Viseme[];
  /** Symbols not in the table, read by the fallback (vowel-like → `AI`, else `etc`). */
  unknown: string[];
}

/**
 * Reads one phoneme as espeak-ng's phoneme events name it (IPA, up to 8 characters, e.g. `ˈaɪ`, `tʃ`, `ts.h`,
 * `ɯᵝ`). A diphthong or affricate gives one shape per part (`ˈaɪ` → AI, E); `h` after a consonant is its
 * aspiration; '' and `_` are pauses; a language switch (`(en)`) or a lone modifier (`ʲ`) has no shape of
 * its own, so the shape before it holds.
 */
export function readPhoneme(phoneme: string): PhonemeReading {
  const name = phoneme.trim();
  if (/^\(.*\)$/u.test(name)) return { visemes: [], unknown: [] };
  if (/^_*:?$/u.test(name)) return { visemes: ['rest'], unknown: [] };
  const visemes: Viseme[] = [];
  const unknown: string[] = [];
  for (const symbol of name.normalize('NFD').replace(/\p{M}/gu, '')) {
    const last = visemes[visemes.length - 1];
    if (IGNORED.test(symbol)) continue;
    if (ROUNDED.test(symbol)) {
      if (last !== undefined) visemes[visemes.length - 1] = VOWELS.has(last) ? 'U' : 'WQ';
      continue;
    }
    if (symbol === 'h' && last !== undefined && !VOWELS.has(last)) continue;
    let viseme = TABLE.get(symbol);
    if (viseme === undefined) {
      unknown.push(symbol);
      viseme = VOWEL_LIKE.test(symbol) ? 'AI' : 'etc';
    }
    visemes.push(viseme);
  }
  return { visemes: visemes.filter((viseme, index) => viseme !== visemes[index - 1]), unknown };
}

/** The shapes of one espeak-ng phoneme in speaking order (see readPhoneme). */
export function phonemeVisemes(phoneme: string): Viseme[] {
  return readPhoneme(phoneme).visemes;
}
