import type { ApiVoice } from '../../shared/api/voices.ts';

/** The engine voices the local API offers; words per minute are measured, see voices/rates.ts. */
export interface CatalogVoice extends Pick<
  ApiVoice,
  'id' | 'name' | 'gender' | 'lan' | 'country_name' | 'is_free'
> {
  /** The sample sentence (`app_json.text`). */
  sample: string;
  espeak: { voice: string; variant: string; rate: number; pitch: number };
}

const SAMPLES: Record<string, string> = {
  en: 'Welcome to Clipwright. Write your script, pick a voice, and your video speaks in seconds.',
  fr: 'Bienvenue sur Clipwright. Écrivez votre texte, choisissez une voix et votre vidéo prend la parole.',
  ar: 'مرحبا بكم في كليبرايت. اكتب النص واختر صوتا وسيتحدث الفيديو الخاص بك في ثوان.',
  ja: 'クリップライトへようこそ。原稿を書いて声を選ぶだけで、動画が話し始めます。',
  de: 'Willkommen bei Clipwright. Schreiben Sie Ihren Text, wählen Sie eine Stimme, und Ihr Video spricht.',
  it: 'Benvenuti su Clipwright. Scrivi il tuo testo, scegli una voce e il tuo video parlerà in pochi secondi.',
  pt: 'Bem-vindo ao Clipwright. Escreva o seu texto, escolha uma voz e o seu vídeo fala em segundos.',
  es: 'Bienvenido a Clipwright. Escribe tu guion, elige una voz y tu vídeo hablará en segundos.',
  'zh-TW': '歡迎使用剪輯工坊。寫下你的腳本，選擇一個聲音，你的影片幾秒鐘就會開口說話。',
  ko: '클립라이트에 오신 것을 환영합니다. 대본을 쓰고 목소리를 고르면 영상이 말을 시작합니다.',
  nl: 'Welkom bij Clipwright. Schrijf je tekst, kies een stem en je video spreekt binnen enkele seconden.',
};

type Row = [
  id: number,
  name: string,
  gender: 1 | 2,
  lan: string,
  country: string,
  free: 0 | 1,
  voice: string,
  variant: string,
  pitch: number,
];

// Pitch is espeak-ng's 0–99 scale; women's variants sit higher, men's lower.
const ROWS: readonly Row[] = [
  [750, 'James', 1, 'en', 'United States', 1, 'gmw/en-US', 'm3', 45],
  [751, 'Emma', 2, 'en', 'United States', 1, 'gmw/en-US', 'f2', 55],
  [2364, 'Oliver', 1, 'en', 'United Kingdom', 1, 'gmw/en', 'm1', 42],
  [2363, 'Amelia', 2, 'en', 'United Kingdom', 1, 'gmw/en', 'f3', 58],
  [1001, 'Noah', 1, 'en', 'United States', 0, 'gmw/en-US', 'm7', 38],
  [1002, 'Grace', 2, 'en', 'United Kingdom', 0, 'gmw/en-GB-x-rp', 'f4', 60],
  [1010, 'Louis', 1, 'fr', 'France', 1, 'roa/fr', 'm2', 45],
  [1011, 'Camille', 2, 'fr', 'France', 1, 'roa/fr', 'f2', 56],
  [1012, 'Élodie', 2, 'fr', 'Belgium', 0, 'roa/fr-BE', 'f4', 60],
  [1020, 'Omar', 1, 'ar', 'Saudi Arabia', 1, 'sem/ar', 'm1', 42],
  [1021, 'Layla', 2, 'ar', 'Saudi Arabia', 0, 'sem/ar', 'f2', 56],
  [1030, 'Haruto', 1, 'ja', 'Japan', 1, 'jpx/ja', 'm2', 45],
  [1031, 'Yui', 2, 'ja', 'Japan', 0, 'jpx/ja', 'f3', 60],
  [1040, 'Lukas', 1, 'de', 'Germany', 1, 'gmw/de', 'm3', 44],
  [1041, 'Mia', 2, 'de', 'Germany', 0, 'gmw/de', 'f2', 56],
  [1050, 'Marco', 1, 'it', 'Italy', 0, 'roa/it', 'm1', 44],
  [1051, 'Giulia', 2, 'it', 'Italy', 1, 'roa/it', 'f3', 57],
  [1060, 'João', 1, 'pt', 'Portugal', 1, 'roa/pt', 'm2', 44],
  [1061, 'Beatriz', 2, 'pt', 'Brazil', 1, 'roa/pt-BR', 'f2', 56],
  [1070, 'Diego', 1, 'es', 'Spain', 1, 'roa/es', 'm3', 44],
  [1071, 'Lucía', 2, 'es', 'Mexico', 0, 'roa/es-419', 'f3', 57],
  [1080, 'Wei', 1, 'zh-TW', 'Taiwan', 1, 'sit/cmn', 'm1', 45],
  [1081, 'Mei', 2, 'zh-TW', 'Taiwan', 0, 'sit/cmn', 'f2', 58],
  [1090, 'Min-jun', 1, 'ko', 'Korea', 0, 'ko', 'm2', 45],
  [1091, 'Ji-woo', 2, 'ko', 'Korea', 1, 'ko', 'f3', 58],
  [1100, 'Daan', 1, 'nl', 'Netherlands', 1, 'gmw/nl', 'm1', 44],
  [1101, 'Sanne', 2, 'nl', 'Netherlands', 0, 'gmw/nl', 'f2', 56],
];

export const VOICE_CATALOG: readonly CatalogVoice[] = ROWS.map(
  ([id, name, gender, lan, country_name, is_free, voice, variant, pitch]) => ({
    id,
    name,
    gender,
    lan,
    country_name,
    is_free,
    sample: SAMPLES[lan] ?? SAMPLES.en!,
    espeak: { voice, variant, rate: 165, pitch },
  }),
);

export function catalogVoice(id: number): CatalogVoice | undefined {
  return VOICE_CATALOG.find((voice) => voice.id === id);
}
