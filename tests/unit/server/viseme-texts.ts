/** For each espeak-ng voice the catalogue uses (and Hindi), a text that makes it speak most of its phonemes. */
export const VISEME_TEXTS: Readonly<Record<string, string>> = {
  'gmw/en-US':
    'The quick brown fox jumps over the lazy dog. Judge the thin thread of vision, measure the pleasure: why, ' +
    'boy, how now cow, choir, year, sing, hat, bottle, button, wanted, butter, church, azure, loch, uh-oh.',
  'gmw/en':
    'Write your script, pick a voice. Hair, here, tour, fire, power, bottle, thought, cloth, bath, sure, poor.',
  'gmw/en-GB-x-rp': 'The quick brown fox jumps over the lazy dog. Hair, here, tour, bath, cloth, lot, nurse.',
  'roa/fr':
    'Portez ce vieux whisky au juge blond qui fume. Un bon vin blanc, huit, lui, oui, agneau, feuille, peu, ' +
    'peur, jeune, le, gens, rue, roue, parking, camping.',
  'roa/fr-BE': 'Bienvenue, un brun, septante, nonante, huit.',
  'sem/ar':
    'مرحبا بكم في كليبرايت. اكتب النص واختر صوتا. صِفْ خَلْقَ خَوْدٍ كَمِثْلِ الشَّمْسِ إِذْ بَزَغَتْ يَحْظَى ' +
    'الضَّجِيعُ بِهَا نَجْلَاءَ مِعْطَارِ. ذهب، ظلم، عين، غين، قاف، حاء، طاولة.',
  'jpx/ja':
    'クリップライトへようこそ。いろはにほへと ちりぬるを わかよたれそ つねならむ うゐのおくやま けふこえて ' +
    'あさきゆめみし ゑひもせす。ふじさん、ちょっと、きゃく、りょこう、ぎゅうにゅう、しんぶん、がっこう、ファン、ティ。',
  'gmw/de':
    'Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich. Ich, ach, Bücher, Löwe, schön, Pfeffer, ' +
    'Zucker, Chemie, Rhythmus, Eule, Häuser, Bauer, Jahr, Uhr, Wasser.',
  'roa/it':
    'Quel vituperabile xenofobo zelante assaggia il whisky ed esclama alleluja. Gli gnocchi, pizza, zero, ' +
    'ciao, giorno, sciarpa, famiglia.',
  'roa/pt':
    'Luís argüia à Júlia que brações, fé, chá, óxido, pôr, zângão eram palavras do português. Mãe, pão, bem, ' +
    'lhe, nhoque, rato, carro, muito.',
  'roa/pt-BR': 'Tia, dia, leite, verdade, mãe, pão, carro, rato, mel, muito, cidade.',
  'roa/es':
    'El veloz murciélago hindú comía feliz cardillo y kiwi. La cigüeña tocaba el saxofón detrás del palenque ' +
    'de paja. Niño, llave, perro, jamón, chico.',
  'roa/es-419': 'Zapato, cielo, llave, jamón, yo, calle.',
  'sit/cmn':
    '歡迎使用剪輯工坊。我能吞下玻璃而不傷身體。綠色的女孩在雪中追逐，日出時吃魚，四十四隻石獅子。' +
    '二兒子，月亮，窗戶，熊貓，春天。',
  ko: '다람쥐 헌 쳇바퀴에 타고파. 꽃, 값, 읽다, 빵, 짜다, 쌀, 의사, 왜, 외, 위, 닭, 흙.',
  'gmw/nl': 'Pa’s wijze lynx bezag vroom het fikse aquaduct. Huis, uit, geluk, school, meisje, goed.',
  'inc/hi':
    'नमस्ते, आप कैसे हैं? मैं ठीक हूँ। ऋषि, क्षत्रिय, ज्ञान, ढोल, फल, ज़मीन, खाना, घर, छत, झंडा, ठंडा, डर, थाली, धन, भाषा।',
};
