/**
 * Stop words: the words that carry no topic. Two lists live here, for two kinds of caller, and
 * they are kept apart on purpose (merging them would change what every tool outputs):
 *
 * - `STOP_WORDS_BY_LANGUAGE` (+ `FILLER_WORDS`): the reply rules' keyword and on-topic checks
 *   and the viral deconstructor. Long lists for en/es/fr/de/pt plus a few ru/hi/ar/ko words,
 *   contractions with their apostrophe, praise and agreement ("great post") and number words;
 *   also used to guess a text's language (`guessStopWordLanguage`). Checked with
 *   `isNonTopicWord`, with and without diacritics.
 * - `COMMON_WORDS_BY_LANGUAGE`: the offline bio and hashtag writers' short list of the
 *   commonest function words (en/es/pt/fr/de/it), English contractions written without their
 *   apostrophe (as they read in a hashtag), and nothing more: words such as "new", "like" or
 *   "make" stay usable as tags. Checked with `isStopword`, exact (lower-case) match.
 */

// ── Topic stop words (reply rules, keywords) ─────────────────────────────────────────────
const words = (list: string) => list.split(' ');
export const STOP_WORDS_BY_LANGUAGE = {
  en: words(
    "a about above after again against all almost also although always am among an and another any anyone anything are aren't around as at away back be became because been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't done down during each either else enough even ever every everyone everything few for from further get gets getting got had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how how's however i i'd i'll i'm i've if in into is isn't it it's its itself just let's like made make makes many may maybe me might mine more most much must my myself need needs never new no nor not nothing now of off often oh ok okay on once one only or other others our ours ourselves out over own per please pretty quite rather really right said same say says see seen shall she she'd she'll she's should shouldn't since so some someone something still such sure than that that's the their theirs them themselves then there there's these they they'd they'll they're they've thing things think this those though through to too under until up upon us very via want was wasn't way we we'd we'll we're we've well were weren't what what's when where where's whether which while who who's whom whose why will with within without won't would wouldn't yeah yes yet you you'd you'll you're you've your yours yourself yourselves",
  ),
  es: words(
    'a al algo algunas algunos ante antes aquí así bien buen buena como con contra cual cuando de del desde donde durante e el ella ellas ellos en entre era eres es esa esas ese eso esos esta estaba estas este esto estos está están estoy estamos fue fueron gracias gran ha hace hay la las le les lo los me mi mis mucho muy más nada ni no nos nosotros o otra otro para pero poco por porque que qué quien se sea ser si sin sobre somos son soy su sus sí también tan te tengo tiene todo todos tu tus un una uno unos y ya yo él',
  ),
  fr: words(
    "ai alors après as au aussi aux avant avec comment parce pourquoi avez avoir avons bien c'est car ce cela ces cette comme ça dans de des donc du elle elles en est et eux fait faire il ils je la le les leur leurs lui ma mais me merci mes moi moins mon même ne nos notre nous on ont ou où par pas plus pour qu quand que qui sa se ses si son sont sur ta te tes toi ton tous tout toute toutes très tu un une vos votre vous y était été être",
  ),
  de: words(
    'aber alle allem alles als also am an auch auf aus bei bin bis bist da damit danke dann das dass dein deine dem den der des dich die dir doch du durch ein eine einem einen einer eines er es für gut haben hat hatte hier ich ihr ihre im in ist ja jetzt kann kein keine mal man mehr mein meine mich mir mit nach nicht noch nur ob oder ohne schon sehr sein seine sich sie sind so um und uns unser unsere unseren unserem unserer euer eure euch ihnen viele vielen vom von vor war warum was weil wenn wie wieso wir wird wo zu zum zur über diese diesen dieser dieses',
  ),
  pt: words(
    'a ao aos as bem com como da das de dela dele do dos e ela ele eles em entre era essa esse esta este está estão eu foi há isso isto já lhe mais mas me meu minha muito na nas nem no nos não o obrigada obrigado os ou para pela pelo por porque quando que quem se sem ser seu sua são também te tem tu um uma você vocês',
  ),
  ru: words(
    'а без бы был была были было быть в вам вас весь вот все всё вы где да для до его ее её ему если есть еще ещё же за и из или им их к как когда который которые кто ли мне мы на над нам нас не нет ни никогда никто ничего но о об он она они оно от почему по при с так там то том тот тоже только у уже что чтобы эта эти это этом этот я',
  ),
  hi: words(
    'आप इस उस एक और क्या क्यों कैसे का किया की के को कि कर करने कुछ गया तो था थी थे नया नई ने पर पहले बहुत भी में मैं मैंने यह रहा रही लिए वह वे से सकते हम हमने है हैं हो होता',
  ),
  ko: words(
    '오늘 정말 너무 아주 그리고 하지만 그래서 이런 그런 저런 것 수 등 더 잘 좀 있는 없는 위한 대한 우리 저희 제가 저는 나는',
  ),
  ar: words(
    'أن أو إلى الذي التي لماذا اليوم بعد جدا على عن في قبل كان كانت كل لا لم لمدة ما مع من هذا هذه هو هي و يا',
  ),
} as const;

/**
 * Words that carry no topic: praise and agreement ("great post, totally agree"), number words
 * and "new" in the five stop-word languages. Not used to guess the language.
 */
export const FILLER_WORDS = words(
  'absolutely actually agree agreed amazing awesome cool definitely exactly fantastic good great honestly interesting literally lol love loved nice point points post posts thanks thank thread totally true wow ' +
    'two three four five six seven eight nine ten first second third hundred thousand million ' +
    'dos tres cuatro cinco seis diez nuestra nuestro nuestras nuestros nuevo nueva nuevos nuevas ' +
    'deux trois quatre cinq dix notre nos nouveau nouvelle nouveaux nouvelles ' +
    'zwei drei vier fünf zehn neu neue neuen neuer neues ' +
    'dois duas três quatro cinco dez nosso nossa nossos nossas novo nova novos novas',
);

export type StopWordLanguage = keyof typeof STOP_WORDS_BY_LANGUAGE;

/** The word with every combining mark removed (é → e, ü → u), in any script. */
export const foldDiacritics = (word: string) =>
  word.normalize('NFD').replace(/[\u0300-\u036f]/gu, '');

const STOP_WORDS = new Set<string>();
for (const list of [...Object.values(STOP_WORDS_BY_LANGUAGE), FILLER_WORDS]) {
  for (const word of list) {
    STOP_WORDS.add(word);
    STOP_WORDS.add(foldDiacritics(word));
  }
}

/** A stop word or filler word of any of the languages, as written or without diacritics. */
export function isNonTopicWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

const STOP_WORD_SETS = Object.entries(STOP_WORDS_BY_LANGUAGE).map(
  ([language, list]) => [language as StopWordLanguage, new Set<string>(list)] as const,
);

/**
 * The language whose stop words the text uses most, or null when none appears. Reliable for
 * en/es/fr/de/pt; the short ru/hi/ar/ko lists mostly tell the script apart.
 */
export function guessStopWordLanguage(text: string): StopWordLanguage | null {
  const tokens =
    text
      .toLowerCase()
      .replace(/\u2019/gu, "'")
      .match(/[\p{L}']+/gu) ?? [];
  let best: StopWordLanguage | null = null;
  let bestCount = 0;
  for (const [language, set] of STOP_WORD_SETS) {
    const count = tokens.filter((token) => set.has(token)).length;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}

// ── Common function words (offline bio and hashtag writers) ──────────────────────────────
export const COMMON_WORDS_BY_LANGUAGE = {
  en: words(
    'a an and are as at be but by for from has have i in is it its me my of on or our so ' +
      'that the their there these those this to up us we with you your yours just about into ' +
      'over than then them they was were will would could should what when where which who ' +
      'whom whose why how all also can more most very not no been being does doing done some ' +
      'such only other each every both here onto upon while because until after before ' +
      // English contractions as they read once the apostrophe is gone
      'isnt arent wasnt dont doesnt didnt cant couldnt wont wouldnt shouldnt youre theyre ' +
      'thats whats theres heres youve weve youll',
  ),
  es: words(
    'el la los las un una unos unas y o de del en con por para que es mi mis tu su sus ' +
      'como pero esta este esto estos estas muy más sobre entre cuando donde porque',
  ),
  pt: words('e os as um uma do da dos das em com meu minha mas isso essa esse então'),
  fr: words(
    'le les des du et ou au aux avec pour est mon ma mes ton ta ses sur dans mais nous vous',
  ),
  de: words('der die das ein eine und oder mit für von zu im ist mein meine auf auch nicht sich'),
  it: words('il lo gli di per che è sono della'),
} as const;

const COMMON_WORDS = new Set<string>(Object.values(COMMON_WORDS_BY_LANGUAGE).flat());

/** True for a common function word ('with', 'para', 'avec'…), compared lower-case. */
export function isStopword(word: string): boolean {
  return COMMON_WORDS.has(word.toLowerCase());
}
