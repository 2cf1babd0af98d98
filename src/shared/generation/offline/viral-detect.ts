/**
 * What the offline viral post deconstructor reads in a post: its lines, sentences and list
 * markers, the hook's type, the structure, the emotional signals and the call to action. Words,
 * punctuation, emoji and layout only, in the languages of the site (English first; Spanish,
 * French, German, Portuguese, Italian, Dutch, Russian, Japanese, Chinese, Korean, Arabic, Hindi
 * and a little Swahili); it knows nothing of the post's reach, author or images.
 *
 * Patterns match the folded text (lower case, accents removed from Latin letters) unless they
 * say otherwise; `\b` in a pattern is a word boundary of any script.
 */
import { codePointLength, splitSentences as sentencesOf } from '../../text-toolkit/index.ts';
import type {
  ViralCtaType,
  ViralEmotion,
  ViralHookType,
  ViralPlacement,
  ViralStructure,
} from './viral-codes.ts';

// ── Reading the text ─────────────────────────────────────────────────────────────────────
export interface Post {
  text: string;
  /** The text with links blanked, for punctuation counts. */
  prose: string;
  /** Lower case, accents removed from Latin letters: what most patterns match. */
  folded: string;
  lines: string[];
  /** Sentences with a letter or digit (emoji-only pieces and 【labels】 left out). */
  sentences: string[];
  paragraphs: string[];
  words: number;
  characters: number;
  /** The list lines' markers, in order ("1. ", "• ", "・", "١. ", "① "), when there are two or more. */
  listMarkers: string[];
  /** The longest run of three or more consecutive lines opening with the same word. */
  parallelLines: number;
  /** Numbered thread parts ("1/", "(2/5)"). */
  threadParts: number;
  thread: boolean;
  hashtags: number;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORDISH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[\p{L}\p{M}\p{N}'’]+/gu;
/** A list line's marker: a number with a dot or bracket, a circled number, a bullet or an emoji. */
const LIST_MARKER =
  /^\s*((?:[(（]?\p{Nd}{1,2}[.)）、．](?!\p{Nd}))|[①-⑳]|[-*–](?=\s)|[•▪◦·・✓✔☑❌➡→►▶]|\p{Emoji_Presentation})\s*(?=\S)/u;
const THREAD_PART = /^\s*[(（]?\p{Nd}{1,2}\s*\/\s*(?:\p{Nd}{1,2})?[)）]?(?=\s|$)/u;
const THREAD_WORD =
  /🧵|\b(?:a thread|thread:|hilo|un fil|ein thread|fio|thread 👇)\b|スレッド|串|سلسلة تغريدات|тред/u;

/** Lower case with accents removed from Latin letters only (Cyrillic й must stay й). */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})[\u0300-\u036f]+/gu, '$1')
    .normalize('NFC')
    .replace(/\u2019/gu, "'");

/**
 * `\b` only knows ASCII letters; these boundaries know every script. A `\b` that opens a word
 * (at the start of a pattern or an alternative, or after a space) becomes "no letter before",
 * any other "no letter after": one lookaround each, cheaper to compile than a two-sided one.
 */
const WORD_START = '(?<![\\p{L}\\p{N}])';
const WORD_END = '(?![\\p{L}\\p{N}])';
const words = (...sources: string[]) =>
  new RegExp(
    sources
      .join('|')
      .replace(/(^|[|(^ :])\\b|\\b/gu, (whole, before: string | undefined) =>
        before === undefined ? WORD_END : `${before}${WORD_START}`,
      ),
    'u',
  );

/** Words; CJK has no spaces, so every two characters count as one word (a rough average). */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.match(WORDISH) ?? []) {
    count += CJK.test(token) ? Math.ceil(codePointLength(token) / 2) : 1;
  }
  return count;
}

/** Sentences that say something: with a letter or digit, not a 【label】 line. */
function splitSentences(text: string): string[] {
  return sentencesOf(text).filter(
    (sentence) => /[\p{L}\p{N}]/u.test(sentence) && !/^【[^】]*】$/u.test(sentence.trim()),
  );
}

export function describePost(text: string): Post {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const sentences = splitSentences(text);
  // Each marker with one space after it when the post puts space there ("1. ", "・").
  const listMarkers = lines
    .filter((line) => !THREAD_PART.test(line))
    .map((line) => LIST_MARKER.exec(line))
    .filter((match) => match !== null)
    .map((match) => (/\s$/u.test(match[0]) ? `${match[1]!} ` : match[1]!));
  const threadParts = lines.filter((line) => THREAD_PART.test(line)).length;
  const folded = fold(text);
  return {
    text,
    prose: text.replace(/(?:https?:\/\/|www\.)\S+/gu, ' '),
    folded,
    lines,
    sentences: sentences.length > 0 ? sentences : [text],
    paragraphs: text.split(/\n\s*\n/u).filter((part) => part.trim() !== ''),
    words: countWords(text),
    characters: codePointLength(text),
    listMarkers: listMarkers.length >= 2 ? listMarkers : [],
    parallelLines: parallelRun(text),
    threadParts,
    thread: threadParts >= 2 || THREAD_WORD.test(fold(lines[0] ?? '')) || text.includes('🧵'),
    hashtags: (text.match(/#[\p{L}\p{N}_]+/gu) ?? []).length,
  };
}

/**
 * The longest run (3 or more) of consecutive short lines of one paragraph that open with the
 * same word: an unmarked list ("I wrote… / I shipped… / I replied…"); else 0.
 */
function parallelRun(text: string): number {
  let best = 0;
  for (const paragraph of text.split(/\n\s*\n/u)) {
    let run = 0;
    let previous = '';
    for (const line of paragraph.split('\n').map((l) => l.trim())) {
      const first = fold(line).match(/^[\p{L}\p{N}']+/u)?.[0] ?? '';
      const short = line !== '' && countWords(line) <= 14;
      run = short && first !== '' && first === previous ? run + 1 : short && first ? 1 : 0;
      previous = short ? first : '';
      best = Math.max(best, run);
    }
  }
  return best >= 3 ? best : 0;
}

// ── Hook ─────────────────────────────────────────────────────────────────────────────────
/**
 * The hook: the first sentence of the first line, with the next sentence when the first has
 * under 4 words (of the same line, or the next line of the same paragraph).
 */
export function hookText(post: Post): string {
  const firstLine = post.lines[0] ?? post.text;
  if (firstLine.length > 2000) {
    return splitSentences(firstLine.slice(0, 2000))[0] ?? firstLine.slice(0, 2000);
  }
  const sentences = splitSentences(firstLine);
  const opening = sentences[0] ?? firstLine;
  if (countWords(opening) >= 4) return opening;
  if (sentences.length > 1) return `${opening} ${sentences[1]!}`;
  const firstParagraph = post.paragraphs[0]?.split('\n').map((line) => line.trim()) ?? [];
  const next = firstParagraph.find((line, i) => i > 0 && line !== '');
  return next ? `${firstLine}\n${splitSentences(next)[0] ?? next}` : firstLine;
}

const LIST_NOUNS = [
  // en
  'ways|tips|things|lessons|steps|mistakes|reasons|rules|tools|ideas|habits|secrets|books|hacks|truths|signs|questions|apps|prompts|strategies|myths|skills|examples|principles',
  // es, fr, de
  'maneras|formas|consejos|errores|razones|pasos|claves|herramientas|habitos|lecciones|ideas|facons|conseils|erreurs|raisons|etapes|astuces|outils|habitudes|lecons|choses|regles|tipps|fehler|grunde|schritte|regeln|dinge|lektionen|wege|gewohnheiten',
  // pt, it, nl
  'dicas|erros|razoes|passos|coisas|ferramentas|licoes|maneiras|modi|consigli|errori|motivi|passi|cose|strumenti|abitudini|lezioni|regole|fouten|redenen|stappen|dingen|manieren|lessen|gewoontes',
  // ru (stems), hi
  'способ\\p{L}*|совет\\p{L}*|ошиб\\p{L}*|причин\\p{L}*|правил\\p{L}*|шаг\\p{L}*|вещ\\p{L}*|урок\\p{L}*|привыч\\p{L}*|инструмент\\p{L}*|तरीके|गलतियाँ|गलतियां|टिप्स|कारण|आदतें',
].join('|');
const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|dos|tres|cuatro|cinco|seis|siete|diez|deux|trois|quatre|cinq|dix|zwei|drei|vier|funf|sechs|sieben|zehn|dois|duas|quatro|tre|quattro|cinque|sette|dieci|twee|drie|vijf|zeven|tien|два|три|четыре|пять|семь|десять';

const HOOK = {
  announcement: words(
    "^(?:we(?:'ve| have)? (?:just )?(?:launched|released|shipped|announced|opened|hit|reached|crossed|raised|closed|published|rolled out)|(?:i'm |i am |we're |we are )?(?:so )?(?:excited|thrilled|proud|happy) to (?:announce|share|introduce)|big news|breaking:|introducing\\b|it's here|now live|out now)",
    '^(?:hoy )?(?:lanzamos|presentamos|anunciamos|estrenamos|inauguramos)\\b|^(?:gran noticia|grandes noticias|ya esta aqui|ya disponible)',
    "^(?:grande nouvelle|nous (?:lancons|ouvrons|annoncons|avons lance)|on lance|c'est officiel)",
    '^(?:gro(?:ss|ß)e neuigkeiten|es ist soweit|wir (?:launchen|starten|eroffnen)\\b)',
    '^(?:(?:hoje )?(?:lancamos|inauguramos)\\b|grande novidade)|^(?:abbiamo lanciato|lanciamo|grande novita)|^(?:groot nieuws|we lanceren)',
    '^(?:мы (?:запустили|выпустили|открыли)|большая новость)',
    '【お知らせ】|^お知らせ|リリースしました|公開しました|開始しました|^(?:重磅|好消息|官宣)|正式上线|^我们(?:发布|上线|推出)了',
    '^(?:أطلقنا|يسعدنا|نعلن|خبر سار|رسميا)|출시|오픈했|लॉन्च',
  ),
  storyTime: words(
    '^(?:\\p{N}+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several) (?:years?|months?|weeks?|days?|hours?) ago\\b|^(?:yesterday|last (?:year|month|week|night|summer|spring|winter|fall)|this morning|today,? (?:i|we|my)\\b|in (?:19|20)\\p{N}{2},? (?:i|we|my)\\b|when i was|the day i|once upon|story ?time)',
    '^(?:hace (?:\\p{N}+|un|una|dos|tres|cuatro|cinco|unos|unas) |ayer\\b|anoche\\b|el ano pasado|esta manana|hoy (?:me|he|mi|nos)\\b|cuando (?:yo|era|tenia)\\b)',
    "^(?:il y a (?:\\p{N}+|un|une|deux|trois|quatre|cinq|quelques) |hier\\b|l'annee derniere|ce matin|aujourd'hui,? j|quand j'etais)",
    '^(?:vor (?:\\p{N}+|einem|einer|zwei|drei|vier|funf) |gestern\\b|letztes jahr|letzte woche|heute morgen|als ich\\b)',
    '^(?:ha (?:\\p{N}+|um|uma|dois|duas|tres) |ontem\\b|ano passado|hoje (?:eu|me|nos)\\b|quando eu\\b)',
    "^(?:(?:\\p{N}+|un|una|due|tre|quattro|cinque|qualche) (?:anni|anno|mesi|mese|settimane|giorni) fa\\b|ieri\\b|l'anno scorso|quando ero\\b|oggi (?:ho|mi|abbiamo)\\b)",
    '^(?:\\p{N}+ (?:jaar|maanden|weken) geleden|gisteren\\b|vorig jaar|toen ik\\b)',
    '^(?:(?:\\p{N}+|год|два|две|три|четыре|пять|несколько) (?:лет|года|год|месяц\\p{L}*|недел\\p{L}*|дн\\p{L}*) назад|вчера\\b|в прошлом году|когда я\\b)',
    '^(?:\\p{N}+|[一二三四五六七八九十数两几]+)(?:年|ヶ月|か月|カ月|个月|週間|周|日|天)前|^(?:昨日|去年|昨年|先日|先月|先週|今朝|ある日|今日、|昨天|上个月|那天|有一天|今天，)',
    '^(?:\\p{N}+|한|두|세)(?:년|개월|달|주|일) ?전|^(?:어제|작년)',
    '^(?:قبل (?:\\p{N}+|سنة|سنتين|عام|عامين|ثلاث|أربع|خمس|شهر|شهرين|أسبوع)|منذ (?:\\p{N}+|سنة|سنتين|عام|ثلاث)|أمس|البارحة|العام الماضي|عندما كنت)',
    '^(?:\\p{N}+|एक|दो|तीन|चार|पांच|पाँच) (?:साल|महीने|हफ्ते|दिन) पहले|^(?:पिछले साल|जब मैं)',
  ),
  howTo: words(
    "^(?:how to|how i|how we|how you|how my|here's how|here is how|heres how|(?:here's|here is) (?:the|my) (?:exact |simple )?(?:system|method|framework|process|playbook|formula|strategy|routine)|(?:the|my) (?:exact |simple )?(?:system|method|framework|process|formula) (?:i|we) used|step[- ]by[- ]step|a (?:simple |quick )?guide|guide to|tutorial)",
    '^(?:como (?:hacer|conseguir|crear|ganar|lograr)|asi (?:es como|consegui|logre)|guia (?:para|de)|paso a paso)',
    "^(?:comment (?:j'ai|nous|faire|creer|gagner|obtenir|trouver|passer)|voici comment|guide (?:pour|du)|etape par etape)",
    '^(?:wie (?:du|ich|man|wir)\\b|so (?:geht|habe ich|hab ich|schaffst du)\\b|anleitung|schritt fur schritt)',
    '^(?:como (?:eu|fazer|ganhar|criar|conseguir|ter|sair|aprender|vender|crescer)\\b|veja como|passo a passo)',
    '^(?:come (?:ho|abbiamo|fare|creare|ottenere|trovare|guadagnare|crescere)\\b|ecco come|passo dopo passo)',
    '^(?:hoe (?:je|ik|we|jij)\\b|stap voor stap)|^(?:как (?:я|мы|сделать|создать|заработать|получить|начать)\\b|вот как|пошагов)',
    '方法|やり方|するには|コツ|秘訣|如何|怎么|怎样|教程|攻略|방법|하는 법|노하우|^(?:كيف|إليك كيف|طريقة)|कैसे|तरीका',
  ),
  howI: words(
    "^(?:how (?:i|we|my)\\b|como (?:eu|consegui|logre|hice|pase|gane|cree)\\b|comment (?:j'ai|nous avons)|wie (?:ich|wir)\\b|come (?:ho|abbiamo)\\b|hoe (?:ik|we)\\b|как (?:я|мы)\\b|私が|僕が|我是如何|我如何)",
  ),
  /** A counted list in languages that put the count late ("…5つの習慣", "5가지 습관", "3个方法"). */
  counted: words(
    '\\p{N}+(?:つの|個の|選|ステップ|ヶ条|か条)|\\p{N}+(?:个|件|种|条|招|步)|[一二三四五六七八九十]+(?:个|件|种|条|招)|\\p{N}+(?:가지|개의|단계)',
  ),
  numberList: words(
    // A number first (not a year, a time or a thread part's "1/").
    '^(?:top )?(?!(?:19|20)\\p{N}{2}\\b)[$€£¥]?\\p{N}[\\p{N},.]*(?: ?(?:%|k|x|\\+))?(?![\\p{N}])(?!(?:\\s*[/:]))',
    `\\p{N}+ (?:\\p{L}+ )?(?:${LIST_NOUNS})\\b`,
    `^(?:the )?(?:${NUMBER_WORDS}) (?:\\p{L}+ )?(?:${LIST_NOUNS})\\b`,
    '^(?:أهم )?\\p{N}+ (?:نصائح|أخطاء|طرق|أسباب|خطوات|دروس|أدوات|أشياء|عادات|قواعد|أسرار)',
  ),
  contrarian: words(
    "unpopular opinion|hot take|controversial|nobody tells you|no one tells you|\\b(?:is|are) (?:dead|overrated|a myth|a lie|a scam|broken|outdated|wrong)\\b|you (?:don't|do not) need|stop (?:doing|using|posting|trying|chasing|buying|writing)\\b|^stop\\b|^don't\\b|^never\\b|^quit\\b|^forget\\b|wrong about",
    'opinion impopular|\\bdeja(?:d|n)? de\\b|\\bno necesitas\\b|esta muerto|es un mito|sobrevalorad|^olvidate',
    "opinion impopulaire|\\barrete[sz]? de\\b|vous n'avez pas besoin|tu n'as pas besoin|\\best mort\\b|surcote|^oubliez",
    'unpopulare meinung|\\bhor(?:t)? auf\\b|du brauchst kein|\\bist tot\\b|uberbewertet|^vergiss',
    'opiniao impopular|\\bparem? de\\b|voce nao precisa|esta morto|superestimad|^esqueca',
    'opinione impopolare|\\bsmett(?:i|ete) di\\b|non hai bisogno|sopravvalutat|^stop met\\b|onpopulaire mening|overschat',
    'непопулярное мнение|\\bхватит\\b|перестаньте|перестань\\b|\\bне нужн|\\bмертв|переоценен|^забудьте',
    'もう古い|は古い|時代遅れ|いらない|は不要|やめろ|やめなさい|やめましょう|は間違い|勘違い|は嘘|意味がない|必要ない|别再|不要再|过时了|是错的|그만|필요 없|하지 마',
    'توقف عن|توقفوا عن|رأي غير شعبي|لا تحتاج|خرافة|كذبة|انتهى زمن|انتهى عصر|बंद करो|बंद करें|ज़रूरत नहीं|जरूरत नहीं',
  ),
  curiosity: words(
    "\\b(?:here's what|here is what|this is what|that's what)\\b|in common|nobody talks about|no one talks about|nobody tells|the real reason|the truth about|what happened next|you won't believe|turns out|i was wrong|didn't expect|the one thing|the secret\\b|secret to",
    'nadie te (?:dice|cuenta)|nadie habla|la verdad (?:sobre|detras)|el secreto|la verdadera razon|esto es lo que|lo que nadie|en comun',
    'personne ne (?:parle|dit)|la verite sur|le secret|la vraie raison|voici ce que|ce que personne|en commun',
    'niemand (?:spricht|sagt)|die wahrheit uber|das geheimnis|der wahre grund|was niemand|gemeinsam haben',
    'ninguem (?:fala|te conta)|a verdade sobre|o segredo|o verdadeiro motivo|o que ninguem|em comum',
    'nessuno (?:parla|ti dice)|la verita su|il segreto|il vero motivo|ecco cosa|niemand (?:praat|vertelt)|het geheim|de echte reden',
    'никто не (?:говорит|расскажет|рассказывает)|правда о|секрет\\p{L}*|настоящая причина|вот что',
    '誰も教えて|知らないと損|本当の理由|秘密|実は|衝撃|の正体|真実|驚きの|没人告诉|秘密|真相|原来|竟然|震惊|아무도|비밀|진짜 이유|충격',
    'لا أحد يتحدث|لا أحد يخبرك|السر|الحقيقة|السبب الحقيقي|ما لا يعرفه|कोई नहीं बताता|राज़|असली वजह',
  ),
  /** A line that promises what comes next. */
  teaser: /(?::|\.\.\.|…|👇|👀|⬇️?)\s*$/u,
  storyNarrative: words(
    '^(?:i|we|my \\p{L}+|our \\p{L}+|(?:a|my|our) (?:company|client|friend|recruiter|customer|stranger|colleague|founder|manager|boss|wife|husband|son|daughter|mom|dad|mother|father|team)) (?:just |finally |once |recently )?(?:\\p{L}+ed|got|quit|lost|made|sent|spent|told|left|took|went|came|met|found|built|sold|wrote|gave|ran|began|became|had|did|saw|knew|thought|said|asked|bought|paid|won|broke|fell|fought|felt|hit|hired|fired|was|were)\\b',
    // Spanish first-person preterite (dejé, perdí, analicé): matched on the unfolded text.
    '^(?:me |le |nos )?(?!(?:aqu|all|as|ah|s|m|perch|caf|tambi|adem|despu|quiz)[íé]\\b)\\p{L}{2,}[éí]\\b|^me \\p{L}+(?:aron|ieron)\\b',
    "^(?:j'ai|nous avons|on a|je suis|j'etais)\\b|^(?:ich habe|ich hab|wir haben|ich bin|ich war|wir waren)\\b",
    '^(?:eu (?:\\p{L}+(?:ei|i)|fui|tive|fiz|era|estava)|perdi|larguei|pedi|comecei)\\b|^(?:ho|abbiamo|ero)\\b|^(?:я \\p{L}+(?:л|ла|лся|лась)|меня \\p{L}+ли)\\b',
    '^(?:私|僕|俺)(?:は|が).*(?:た|ました)$|^我(?:们)?.{0,12}了|^(?:تركت|بدأت|خسرت|قررت|كتبت|نشرت|فقدت|استقلت|سافرت|فشلت)',
  ),
  /** Opening question words, for a headline that asks without a question mark. */
  questionStart: words(
    '^(?:what|why|how|who|when|where|which|ever|por que|cual|quien|pourquoi|warum|wieso|weshalb|perche|waarom|почему|зачем)\\b',
    '^(?:क्या|क्यों|なぜ|どうして|为什么|为何|لماذا|هل|왜)',
  ),
  bold: words(
    "\\b(?:best|worst|biggest|greatest|most important|most underrated|underrated|always|never|only|guaranteed|number one|will (?:replace|change|kill|never|always|win)|won't|beats?|better than|is the future|is everything|changed my life|game ?changer|everything|nothing)\\b|100 ?%",
    '\\b(?:mejor|peor|siempre|nunca|es indignante|es increible|es una verguenza|cambiara|el unico|vale mas que|es el futuro)\\b',
    "\\b(?:meilleur|meilleure|pire|toujours|jamais|changera|le seul|c'est scandaleux|vaut plus que|est l'avenir)\\b",
    '\\b(?:beste|besten|immer|niemals|der einzige|ist die zukunft|ist ein skandal)\\b',
    '\\b(?:melhor|pior|sempre|e um absurdo|vai mudar|o unico|e o futuro|vale mais que)\\b',
    "\\b(?:migliore|peggiore|sempre|e uno scandalo|cambiera|l'unico|e il futuro|beste|altijd|nooit)\\b",
    'лучш|худш|\\bвсегда\\b|\\bникогда\\b|изменит|единственн|будущее за',
    '最高|最強|絶対|確実に|必ず|間違いなく|人生が変わる|一番|最も|绝对|最好|最重要|唯一|一定会|최고|무조건|반드시|가장',
    'أفضل|أقوى|أهم|سيغير|من الظلم|الوحيد|حتما|بالتأكيد|सबसे|हमेशा',
  ),
};
const SHOUTING = /(?<![\p{L}\p{N}])\p{Lu}{4,}(?![\p{L}\p{N}])/u;

export interface HookReading {
  type: ViralHookType;
  /** A how-to told in the first person ("How I…"), for the template. */
  personal: boolean;
}

/**
 * The hook's kind, judged on its first 300 characters (beyond that it is no hook anyway) and,
 * for a teaser at its end, on the whole first line. In order: a question mark makes a question;
 * an announcement is a statement; a time in the past makes a story; a counted list ("5つの…")
 * a number hook; then a method (how-to), a number, a challenge to a belief (contrarian), a withheld answer (curiosity gap), a narrated
 * moment (story), a question word without a question mark (a headline that withholds the
 * answer: curiosity gap), a strong assertion (bold claim), else a statement.
 */
export function readHook(hook: string, firstLine: string): HookReading {
  const sample = hook.slice(0, 300).trim();
  const folded = fold(sample);
  const line = fold(firstLine.slice(0, 300)).trim();
  const personal = HOOK.howI.test(folded) || HOOK.howI.test(sample.toLowerCase());
  const is = (type: ViralHookType) => ({ type, personal });
  if (/[?？؟]\s*\p{Extended_Pictographic}*\s*$/u.test(sample)) return is('question');
  if (HOOK.announcement.test(folded)) return is('statement');
  if (HOOK.storyTime.test(folded)) return is('story');
  // A counted list ("5つの方法") is a list first, whatever its noun.
  if (HOOK.counted.test(folded)) return is('number-list');
  // "Cómo" with its accent is the question word; without, "como" may mean "as".
  if (HOOK.howTo.test(folded) || /^cómo /u.test(sample.toLowerCase())) return is('how-to');
  if (HOOK.numberList.test(folded)) return is('number-list');
  if (HOOK.contrarian.test(folded)) return is('contrarian');
  if (HOOK.curiosity.test(folded) || HOOK.curiosity.test(line) || HOOK.teaser.test(line))
    return is('curiosity-gap');
  if (HOOK.storyNarrative.test(folded) || HOOK.storyNarrative.test(sample.toLowerCase()))
    return is('story');
  if (HOOK.questionStart.test(folded)) return is('curiosity-gap');
  if (HOOK.bold.test(folded) || SHOUTING.test(sample)) return is('bold-claim');
  return is('statement');
}

/** Whether the hook announces something (a launch, news, a milestone). */
export const isAnnouncement = (hook: string) => HOOK.announcement.test(fold(hook));

// ── Structure ────────────────────────────────────────────────────────────────────────────
const SEQUENCE = words(
  '\\b(?:then|that night|that day|the next (?:day|morning|week)|(?:a|one) (?:week|month|year) later|after that|since then|one day)\\b',
  '\\b(?:esa noche|al dia siguiente|una semana despues|despues de eso|luego|un dia)\\b|\\b(?:le lendemain|une semaine plus tard|ensuite|puis|un jour)\\b',
  '\\b(?:am nachsten tag|eine woche spater|danach|eines tages)\\b|\\b(?:naquela noite|no dia seguinte|uma semana depois|depois disso|um dia)\\b',
  '\\b(?:quella sera|il giorno dopo|una settimana dopo|poi|un giorno)\\b|\\b(?:de volgende dag|een week later|daarna)\\b',
  '\\b(?:в тот вечер|на следующий день|через неделю|потом|однажды)\\b',
  'その後|それでも|ある日|気づいたら|翌日|その夜|すると|后来|第二天|有一天|然后|그 후|다음 날|어느 날|ثم |في اليوم التالي|بعد أسبوع|ذات يوم|फिर|अगले दिन|एक दिन|उसके बाद',
);
/** A Japanese sentence told in the past ("…た。", "…ました！"). */
const JAPANESE_PAST = /(?:た|ました|でした|だった)[。！!]?\p{Extended_Pictographic}*$/u;

/**
 * The post's structure: a thread (🧵, numbered parts), a list (two marked items, or three
 * parallel lines), a story (a story hook, or a body that moves on in time), an explanation
 * (four or more sentences), else a single claim.
 */
export function readStructure(
  post: Post,
  hook: HookReading,
  announcement: boolean,
): ViralStructure {
  if (post.thread) return 'thread';
  if (post.listMarkers.length >= 2 || post.parallelLines >= 3) return 'list';
  if (hook.type === 'story') return 'story';
  if (!announcement && post.sentences.length >= 2) {
    const sequence = post.sentences.filter((s) => SEQUENCE.test(fold(s))).length;
    const past = post.sentences.filter((s) => JAPANESE_PAST.test(s.trim())).length;
    if (sequence + past >= 2) return 'story';
  }
  return post.sentences.length >= 4 ? 'explanation' : 'single-claim';
}

// ── Emotion ──────────────────────────────────────────────────────────────────────────────
interface Lexicon {
  name: Exclude<ViralEmotion, 'none'>;
  /** Whole words, matched on the folded text. */
  words: string;
  /** Word beginnings of at least four letters (inspir → inspire, inspiring, inspiración). */
  prefixes: string;
  /** Substrings, separated by `|`: phrases, and words of scripts without spaces. */
  phrases: string;
  emoji: string;
}

const LEXICONS: Lexicon[] = [
  {
    name: 'inspiration',
    words: 'goal goals grow metas цель цели continuez continua continue',
    prefixes:
      'inspir motivat motivac motivaz мотивац dream achiev believ possib progress success sueno suena logr exito reve objectif reussi traum ziel erfolg sonho conquist sucesso мечт успех вдохнов',
    phrases:
      "keep going|don't give up|never give up|you can do it|no te rindas|no se rindan|n'abandonnez pas|ne lache rien|gib nicht auf|nicht aufgeben|nao desista|non mollate|non mollare|не сдавайтесь|не сдавайся|geef niet op|usikate tamaa|夢|目標|成功|諦めな|挑戦|頑張|梦想|坚持|不要放弃|حلم|نجاح|لا تستسلم|सपना|सफलता|प्रेरणा|हार मत|포기하지",
    emoji: '🚀 💪 ✨ 🌟 🙌 🏆 💯 🔥',
  },
  {
    name: 'joy',
    words: 'joy fun happy рад рада рады amor amo yay',
    prefixes:
      'happi joyful excit celebrat grateful thank delight feliz alegr encant gracias heureu joie ador merci gluck freude liebe danke obrigad счаст люб спасиб',
    phrases:
      '嬉しい|楽しい|幸せ|ありがとう|开心|快乐|幸福|谢谢|سعيد|فرح|شكرا|الحمد لله|खुश|धन्यवाद|감사|행복',
    emoji: '😀 😃 😄 😁 😊 🥰 😍 ❤ 🎉 🥳 ☺',
  },
  {
    name: 'surprise',
    words: 'wow fou folle mindblowing',
    prefixes:
      'surpris shock unbeliev incredib insane unexpect sorpren increib incroyab uberrasch unglaub surpreend inacredit удив невероят шок',
    phrases:
      "can't believe|cannot believe|no puedo creer|je n'en reviens pas|kaum zu glauben|nao acredito|non ci credo|не могу поверить|驚|びっくり|まさか|信じられない|惊|震惊|没想到|难以置信|مفاجأة|مذهل|صدمة|لا أصدق|हैरान|चौंक|놀라|믿기지",
    emoji: '😱 🤯 😮 😲 😳 ‼ ⁉',
  },
  {
    name: 'curiosity',
    words: '',
    prefixes:
      'secret discover reveal myster curious secreto descubr curios decouvr geheim entdeck segredo descobr секрет тайн',
    phrases:
      "nobody talks|no one talks|nobody tells|the real reason|the truth about|here's what|in common|nadie te cuenta|nadie habla|esto es lo que|la verdadera razon|personne ne parle|la vraie raison|niemand spricht|ninguem fala|никто не говорит|秘密|真相|本当の理由|誰も教えて|知らない|لا أحد يتحدث|السر|राज़|비밀",
    emoji: '🤔 👀 🔍',
  },
  {
    name: 'urgency',
    words: 'ultimo ultima ultimas ultimos',
    prefixes:
      'hurry limited deadline urgent fomo maintenant dernier letzte сейчас сегодня срочно последн',
    phrases:
      "last chance|don't miss|today only|ends tonight|ends at midnight|only today|nur noch|solo hoy|hasta manana|a medianoche|um mitternacht|derniere chance|ultima chance|ultima oportunidad|今すぐ|限定|締切|本日まで|马上|限时|仅限今天|عاجل|آخر فرصة|आखिरी मौका|마감",
    emoji: '⏰ 🚨 ⚠ ⏳ ❗',
  },
  {
    name: 'outrage',
    words: 'hate hated wut hass hasse odio odeio',
    prefixes:
      'angry anger outrag furious unfair ridiculous scam disgust stupid enojo indign injust ridicul colere haine injuste lacherlich skandal raiva absurd vergogn злю ненавиж несправедлив бесит возмут',
    phrases: '怒|ムカつく|許せない|ふざけるな|愤怒|生气|غضب|ظلم|مهزلة|गुस्सा|화가|짜증',
    emoji: '😡 🤬 😠 💢',
  },
  {
    name: 'sadness',
    words: 'sad sadly sadness cry crying cried broke hurt alone heartbroken chorar chorei choro',
    prefixes:
      'grief griev lonely failur heartbr triste llor dolor chagrin pleur echec traurig verlust weinen allein saudade sozinho груст утрат плак одинок',
    phrases:
      'passed away|rest in peace|i miss him|i miss her|i miss you|miss him every|miss her every|descansa en paz|te extraño|fallecio|tu me manques|nous a quittes|vermisse|verstorben|faleceu|sinto sua falta|riposa in pace|mi manchi|скучаю|умер|умерла|悲しい|寂しい|辛い|虹の橋|亡くな|泣|伤心|难过|去世|想念|حزين|دموع|فقدت|توفي|رحمه الله|اشتقت|दुख|उदास|निधन|याद आती|슬프|보고 싶',
    emoji: '😢 😭 💔 😔 😞 🥺',
  },
  {
    name: 'humor',
    words: 'lol lmao mdr kkkk rsrs jaja jajaja haha hahaha',
    prefixes:
      'hahaha jajaja funny joke hilarious chiste gracios drole blague witzig lustig piada хаха смешн шутк',
    phrases: 'て草|で草|ｗｗ|www|笑|哈哈|搞笑|هههه|مضحك|हाहा|मज़ेदार|ㅋㅋ',
    emoji: '😂 🤣 😆 😅 😜 🙃',
  },
];

/** Each lexicon as a word set, a prefix pattern and one pattern of phrases and emoji. */
const MATCHERS = LEXICONS.map((lexicon) => ({
  name: lexicon.name,
  words: new Set(lexicon.words.split(' ').filter(Boolean)),
  prefixes: new RegExp(`^(?:${lexicon.prefixes.split(' ').join('|')})`, 'u'),
  signals: new RegExp(
    [
      ...lexicon.phrases.split('|').map((phrase) => phrase.replace(/[.*+^${}()[\]\\]/gu, '\\$&')),
      ...lexicon.emoji.split(' ').map((emoji) => emoji.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')),
    ].join('|'),
    'gu',
  ),
}));

export interface EmotionReading {
  primary: ViralEmotion;
  secondary: ViralEmotion;
  /** Signals of the primary emotion as found in the post (at most 3; may be empty). */
  signals: string[];
  /** The primary emotion rests only on the hook's question. */
  fromQuestion: boolean;
  intensity: number;
}

/**
 * The emotions the post's words, phrases and emoji signal. A question in the hook is a
 * curiosity signal of its own (a question at the end is a call to action, not a feeling).
 */
export function readEmotion(post: Post, hook: string): EmotionReading {
  const tokens = post.folded.match(/[\p{L}\p{M}']+/gu) ?? [];
  // A hook that asks counts for more than one word: it is what readers meet first.
  const hookQuestions = /[?？؟]/u.test(hook) ? 1.5 : 0;
  const scored = MATCHERS.map((matcher) => {
    const matched: string[] = [];
    let hits = 0;
    const note = (signal: string) => {
      hits += 1;
      if (!matched.includes(signal) && matched.length < 3) matched.push(signal);
    };
    for (const token of tokens) {
      if (matcher.words.has(token) || matcher.prefixes.test(token)) note(token);
    }
    // Emoji survive folding unchanged, so the folded text serves for both.
    for (const match of post.folded.matchAll(matcher.signals)) note(match[0]);
    if (matcher.name === 'curiosity') hits += hookQuestions;
    return { name: matcher.name, hits, matched };
  }).sort((a, b) => b.hits - a.hits);
  const [first, second] = scored as [(typeof scored)[0], (typeof scored)[0]];
  const total = scored.reduce((sum, entry) => sum + entry.hits, 0);
  const exclamations = (post.prose.match(/[!！]/gu) ?? []).length;
  const shouting = (post.text.match(new RegExp(SHOUTING.source, 'gu')) ?? []).length;
  const density = total / Math.max(1, post.words);
  const intensity =
    Math.round(
      Math.min(
        10,
        Math.min(6, total * 1.5) +
          Math.min(2, density * 20) +
          Math.min(1, exclamations / 3) +
          Math.min(1, shouting / 2),
      ) * 10,
    ) / 10;
  if (first.hits === 0) {
    return { primary: 'none', secondary: 'none', signals: [], fromQuestion: false, intensity };
  }
  return {
    primary: first.name,
    secondary: second.hits > 0 ? second.name : 'none',
    signals: first.matched,
    fromQuestion: first.matched.length === 0,
    intensity,
  };
}

// ── Call to action ───────────────────────────────────────────────────────────────────────
/**
 * Asks per type: Latin and Cyrillic phrases must stand as whole words ("signups" is not "sign
 * up"); phrases of scripts without spaces match anywhere.
 */
const ctaPattern = (spaced: string, anywhere: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${spaced})(?![\\p{L}])|${anywhere}`, 'gu');
const CTA_PATTERNS: Array<[Exclude<ViralCtaType, 'question' | 'none'>, RegExp]> = [
  [
    'comment',
    ctaPattern(
      "comment (?:below|down|your|with|if|and)|in the comments|let me know|tell me|drop (?:a|your|an)|reply (?:below|with)|what do you think|what's your|what is your|thoughts\\?|agree\\?|comenta|comente|dime|dejame|dites.moi|commente[zr]?|dis.moi|kommentier\\p{L}*|schreib mir|sag mir|me conta|commenta|fammi sapere|laat (?:het )?weten|reageer|напишите|напиши|комментар\\p{L}*|toa maoni|niambie",
      'コメント|教えて|评论|留言|علق|اكتب|أخبرني|أخبروني|कमेंट|बताइए|बताओ|댓글',
    ),
  ],
  [
    'share',
    ctaPattern(
      'share (?:this|it|with)|retweet|repost|tag (?:a|someone|your)|send this to|forward this|comparte|etiqueta a|partage[zr]?|teile|markiere|compartilh\\p{L}*|marque|condividi|tagga|deel (?:dit|deze)|поделитесь|репост|shiriki',
      'シェア|リツイート|拡散|分享|转发|شارك|शेयर|공유',
    ),
  ],
  [
    'follow',
    ctaPattern(
      'follow (?:me|us|for|along|@)|subscribe|turn on notifications|sigueme|siguenos|suscribete|suivez|abonne[zr]?|suis.moi|folge mir|folgt uns|abonnier\\p{L}*|siga|sigam|inscreva|seguimi|iscriviti|volg (?:mij|ons)|подпишитесь|подписывайтесь|nifuate',
      'フォロー|チャンネル登録|关注|订阅|تابع|اشترك|फॉलो|सब्सक्राइब|팔로우|구독',
    ),
  ],
  [
    'save',
    ctaPattern(
      'save (?:this|it|for)|bookmark|guarda (?:este|esto|el)|enregistre[zr]?|speicher\\p{L}*|salve (?:este|esse|o)|salva (?:il|questo)|bewaar|сохрани\\p{L}*|hifadhi',
      '保存|收藏|احفظ|सेव|저장',
    ),
  ],
  [
    'link',
    ctaPattern(
      'link in (?:my )?bio|click|sign up|register|download|shop now|buy now|learn more|check (?:it )?out|link below|enlace|lien|inscris|klick|anmelden|clique|cadastr\\p{L}*|ссылк\\p{L}*',
      'https?://|www\\.|リンク|链接|الرابط|लिंक|링크',
    ),
  ],
];

export interface CtaReading {
  type: ViralCtaType;
  placement: ViralPlacement;
  /** Where in the text the chosen ask is. */
  index: number;
  /** How many kinds of ask the post makes. */
  kinds: number;
}

/** The last ask of the post (the one readers act on); a closing question counts as one. */
export function readCta(post: Post): CtaReading {
  const matches: Array<{ type: ViralCtaType; index: number }> = [];
  for (const [type, pattern] of CTA_PATTERNS) {
    for (const match of post.folded.matchAll(pattern)) matches.push({ type, index: match.index });
  }
  let chosen = matches.sort((a, b) => b.index - a.index)[0];
  if (!chosen) {
    const lastQuestion = Math.max(
      post.folded.lastIndexOf('?'),
      post.folded.lastIndexOf('？'),
      post.folded.lastIndexOf('؟'),
    );
    if (lastQuestion >= post.folded.length * 0.5 && post.sentences.length > 1) {
      chosen = { type: 'question', index: lastQuestion };
    }
  }
  if (!chosen) return { type: 'none', placement: 'none', index: -1, kinds: 0 };
  const relative = chosen.index / Math.max(1, post.folded.length);
  const lastLineStart = post.folded.lastIndexOf('\n') + 1;
  const placement: ViralPlacement =
    relative >= 0.6 || (post.lines.length > 1 && chosen.index >= lastLineStart)
      ? 'end'
      : relative < 0.25
        ? 'opening'
        : 'middle';
  return {
    type: chosen.type,
    placement,
    index: chosen.index,
    kinds: new Set(matches.map((match) => match.type)).size,
  };
}

/** Whether the post writes "link in bio" (a link on Instagram or TikTok that works). */
export const saysLinkInBio = (post: Post) => /link in (?:my )?bio/u.test(post.folded);

// ── Hook features ────────────────────────────────────────────────────────────────────────
export const SECOND_PERSON = words(
  "\\b(?:you|your|you're|yours|tu|tus|usted|vous|votre|vos|tes|dein|deine|dich|dir|voce|seu|sua|tuo|tua|jij|jouw|ты|вы|твой|ваш|wewe|yako)\\b",
  'आप|तुम|あなた|你|您|أنت|لك|당신',
);
export const CURIOSITY_WORDS = words(
  'secret|truth|why|nobody|no one|surprising|mistake|hidden|discover|reveal|actually|finally|realized|learned|secreto|verdad|error|por que|verite|pourquoi|erreur|geheim|wahrheit|warum|fehler|segredo|verdade|erro|segreto|verita|errore|perche|секрет|правд|ошибк|почему',
  '秘密|真相|実は|本当|失敗|なぜ|为什么|السر|الحقيقة|خطأ|لماذا|राज़|सच|गलती|क्यों|비밀|왜',
);
