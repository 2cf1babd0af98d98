/**
 * The offline viral post deconstructor (VIR): a heuristic reading of a post's text. It looks at
 * the words, punctuation, emoji and layout only; it knows nothing of the post's real reach, the
 * author or the images, and its lexicons are small (English first, then Spanish, French,
 * German, Portuguese, Russian and a few words each of Chinese, Japanese, Arabic and Hindi).
 *
 * Viral DNA score = 30% hook score + 20% emotional intensity + 20% CTA effectiveness
 * + 15% pacing (fast 1, medium 0.75, slow 0.4) + 15% structure, each as a share of its maximum,
 * rounded to a whole number.
 *
 * Pacing's `cutsPerSecond` and `speedVsAverage` describe video edits; a text has none, so they
 * are left out rather than invented.
 */
import {
  atSentenceOrClauseStart,
  codePointLength,
  extractKeywords,
  guessStopWordLanguage,
  splitSentences as sentencesOf,
  wordKeyword,
} from '../../text-toolkit/index.ts';
import type { ViralInput, ViralOptions, ViralResult } from '../schemas.ts';

const LINE_MAX = 600;
const TEMPLATE_MAX = 2000;

type Platform = ViralInput['platform'];
type HookType =
  | 'question'
  | 'number/list'
  | 'bold claim'
  | 'story'
  | 'how-to'
  | 'contrarian'
  | 'curiosity gap'
  | 'statement';
type CtaType = 'comment' | 'share' | 'follow' | 'save' | 'link' | 'question' | 'none';
type Placement = 'opening' | 'middle' | 'end' | 'none';
type Tempo = 'fast' | 'medium' | 'slow';

export function deconstructPost(input: ViralInput, _options: ViralOptions): ViralResult {
  const text = input.content.replace(/\r\n?/gu, '\n').trim();
  const post = describePost(text);
  const hook = analyseHook(post);
  const pacing = analysePacing(post);
  const emotion = analyseEmotion(post);
  const cta = analyseCta(post, input.platform);
  const structure = analyseStructure(post, hook, cta, input.platform);
  const viralDnaScore = Math.round(
    30 * (hook.score / 10) +
      20 * (emotion.intensity / 10) +
      20 * (cta.effectiveness / 10) +
      15 * { fast: 1, medium: 0.75, slow: 0.4 }[pacing.tempo] +
      15 * (structure.score / 10),
  );
  const parts = { post, hook, pacing, emotion, cta, structure, platform: input.platform };
  return {
    viralDnaScore: Math.max(0, Math.min(100, viralDnaScore)),
    hookAnalysis: {
      type: hook.type,
      wordCount: hook.wordCount,
      score: hook.score,
      trigger: clip(hook.trigger),
      breakdown: clip(hook.breakdown),
    },
    pacingAnalysis: { tempo: pacing.tempo, description: clip(pacing.description) },
    emotionalTriggers: {
      primary: emotion.primary,
      secondary: emotion.secondary,
      intensity: emotion.intensity,
      description: clip(emotion.description),
    },
    ctaAnalysis: {
      type: cta.type,
      placement: cta.placement,
      effectiveness: cta.effectiveness,
      description: clip(cta.description),
    },
    contentStructure: {
      opening: clip(structure.opening),
      body: clip(structure.body),
      close: clip(structure.close),
      flow: clip(structure.flow),
    },
    template: makeTemplate(text),
    recommendations: recommend(parts).map((line) => clip(line)),
    keyTakeaways: takeaways(parts).map((line) => clip(line)),
  };
}

// ── Reading the text ─────────────────────────────────────────────────────────────────────
interface Post {
  text: string;
  /** The text with links blanked, for punctuation counts. */
  prose: string;
  /** Lowercase, accents removed: what the lexicons match against. */
  folded: string;
  lines: string[];
  sentences: string[];
  paragraphs: string[];
  words: number;
  characters: number;
  listItems: number;
  hashtags: number;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORDISH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[\p{L}\p{M}\p{N}'’]+/gu;
const LIST_LINE = /^\s*(?:\p{N}{1,2}[.)]|[•▪◦·*✅✔☑➡→👉🔹🔸-]|\p{Emoji_Presentation})\s*/u;

/** Lowercase with accents removed from Latin letters only (Cyrillic й must stay й). */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})[\u0300-\u036f]+/gu, '$1')
    .normalize('NFC')
    .replace(/\u2019/gu, "'");

/** `\b` only knows ASCII letters; this boundary knows every script. */
const UNICODE_BOUNDARY =
  '(?:(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}])|(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}]))';
const unicodeWords = (pattern: RegExp) =>
  new RegExp(pattern.source.replaceAll('\\b', UNICODE_BOUNDARY), pattern.flags);

/** Words; CJK has no spaces, so every two characters count as one word (a rough average). */
function countWords(text: string): number {
  let count = 0;
  for (const token of text.match(WORDISH) ?? []) {
    count += CJK.test(token) ? Math.ceil(codePointLength(token) / 2) : 1;
  }
  return count;
}

/** The text's sentences (see the toolkit's `splitSentences`) that hold a letter, digit or emoji. */
function splitSentences(text: string): string[] {
  return sentencesOf(text).filter((sentence) =>
    /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(sentence),
  );
}

function describePost(text: string): Post {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const sentences = splitSentences(text);
  return {
    text,
    prose: text.replace(/(?:https?:\/\/|www\.)\S+/gu, ' '),
    folded: fold(text),
    lines,
    sentences: sentences.length > 0 ? sentences : [text],
    paragraphs: text.split(/\n\s*\n/u).filter((part) => part.trim() !== ''),
    words: countWords(text),
    characters: codePointLength(text),
    listItems: lines.filter((line) => LIST_LINE.test(line)).length,
    hashtags: (text.match(/#[\p{L}\p{N}_]+/gu) ?? []).length,
  };
}

/** At most `max` UTF-16 units (the schema's measure), cut between code points. */
function clip(text: string, max = LINE_MAX): string {
  const clean = text.trim() === '' ? '–' : text.trim();
  if (clean.length <= max) return clean;
  let out = '';
  for (const char of clean) {
    if (out.length + char.length > max - 1) break;
    out += char;
  }
  return `${out.trimEnd()}…`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const quote = (text: string, max = 100) => `“${clip(text.replace(/\s+/gu, ' '), max)}”`;

// ── Hook ─────────────────────────────────────────────────────────────────────────────────
const HOOK_PATTERNS: Array<[Exclude<HookType, 'question' | 'statement'>, RegExp]> = (
  [
    [
      'how-to',
      /^(?:how to|how i|how we|here's how|here is how|step by step|a guide|guide to|the guide|tutorial|como hacer|como conseguir|comment faire|comment j|so geht|wie man|wie ich|como fazer|como eu|как сделать|как я|как мы|कैसे कर|やり方|方法|如何|怎么做|كيف ت)/u,
    ],
    [
      'number/list',
      /^(?:\p{N}{1,3}(?:[.,]\p{N}+)?[\s.)%kx+]|top \p{N})|\p{N}+ (?:ways|tips|things|lessons|steps|mistakes|reasons|rules|tools|ideas|habits|secrets|books|hacks|truths|signs|maneras|formas|consejos|errores|razones|pasos|claves|facons|conseils|erreurs|raisons|etapes|astuces|tipps|fehler|grunde|schritte|regeln|dicas|erros|razoes|passos|coisas|способов|советов|ошибок|причин|правил|шагов)/u,
    ],
    [
      'contrarian',
      /(?:unpopular opinion|hot take|controversial|nobody tells you|no one tells you|is dead|is overrated|overrated|myth|you don't need|you do not need|wrong about|stop (?:doing|using|posting|trying|chasing)|^stop |^don't |^never |opinion impopular|deja de|opinion impopulaire|arrete de|unpopulare meinung|hor auf|opiniao impopular|pare de|непопулярное мнение|хватит|перестаньте)/u,
    ],
    [
      'curiosity gap',
      /(?:secret|the truth|nobody talks about|no one talks about|here's why|here is why|this is why|what happened next|you won't believe|the reason|turns out|i was wrong|didn't expect|the one thing|secreto|la verdad|nadie habla|la verite|personne ne parle|geheimnis|die wahrheit|niemand spricht|segredo|a verdade|ninguem fala|секрет|правда о|никто не говорит|राज़|सच|秘密|真相|سر|الحقيقة)|(?::|\.\.\.|…|👇|🧵)$/u,
    ],
    [
      'story',
      /^(?:(?:i|my|we)\b.*\b(?:ago|yesterday|last (?:year|month|week)|was|were|got|quit|lost|started|decided)\b|\p{N}+ (?:years|months|weeks|days) ago|yesterday|last (?:year|month|week)|story time|storytime|once upon|hace \p{N}+|ayer|cuando (?:yo|era)|il y a \p{N}+|hier|quand j|vor \p{N}+|gestern|als ich|ha \p{N}+|ontem|quando eu|вчера|когда я|год назад|昨日|去年|昨天|كنت|عندما)/u,
    ],
    [
      'bold claim',
      /(?:\b(?:best|worst|biggest|greatest|most important|always|never|only|every|guaranteed|number one|will change|changed my life|game ?changer|everything|nothing|mejor|peor|siempre|nunca|meilleur|pire|toujours|jamais|beste|immer|niemals|melhor|pior|sempre)\b|лучш|худш|всегда|никогда|最高|最強|绝对|最好|أفضل|सबसे|100 ?%|!$)/u,
    ],
  ] as Array<[Exclude<HookType, 'question' | 'statement'>, RegExp]>
).map(([type, pattern]) => [type, unicodeWords(pattern)]);

const QUESTION_START = unicodeWords(
  /^(?:what|why|how|who|when|where|which|is|are|do|does|did|can|could|should|would|will|have|has|ever|que|por que|como|cual|quien|cuando|donde|pourquoi|comment|quel|quelle|qui|quand|warum|wie|was|wer|wann|wo|welche|quem|quando|onde|почему|как|что|зачем|кто|когда)\b/u,
);
const QUESTION_START_SCRIPT = /^(?:क्या|क्यों|कैसे|なぜ|どう|为什么|怎么|什么|如何|لماذا|كيف|هل)/u;
const SECOND_PERSON = unicodeWords(
  /(?:\b(?:you|your|you're|yours|tu|tus|usted|vous|votre|vos|ton|ta|tes|du|dein|deine|dich|dir|ihr|voce|seu|sua|ты|вы|твой|ваш)\b|आप|तुम|あなた|你|您|أنت|لك)/u,
);
const SHOUTING = /(?<![\p{L}\p{N}])\p{Lu}{4,}(?![\p{L}\p{N}])/gu;
const CURIOSITY_WORDS =
  /(?:secret|truth|why|nobody|no one|surprising|mistake|hidden|discover|reveal|actually|finally|realized|learned|secreto|verdad|error|por que|verite|pourquoi|erreur|geheim|wahrheit|warum|fehler|segredo|verdade|erro|секрет|правд|ошибк|почему|秘密|真相|なぜ|为什么|سر|لماذا|राज़|क्यों)/u;

const HOOK_TRIGGERS: Record<HookType, string> = {
  question: 'Curiosity: an open question the reader wants to answer in their head',
  'number/list': 'Concreteness: a number promises a clear, skimmable payoff',
  'bold claim': 'Conviction: a strong claim invites agreement or pushback',
  story: 'Narrative: a personal moment makes readers want the ending',
  'how-to': 'Utility: it promises a method the reader can apply',
  contrarian: 'Pattern interrupt: it challenges something readers believe',
  'curiosity gap': 'Curiosity gap: it holds back the answer so the reader reads on',
  statement: 'Clarity: a plain statement of the topic, with no built-in pull',
};

interface Hook {
  text: string;
  type: HookType;
  wordCount: number;
  score: number;
  trigger: string;
  breakdown: string;
}

/** The first sentence of the first line, with the second when the first is under 4 words. */
function hookText(post: Post): string {
  const first = post.lines[0] ?? post.text;
  if (first.length > 2000) return splitSentences(first.slice(0, 2000))[0] ?? first.slice(0, 2000);
  const sentences = splitSentences(first);
  if (sentences.length <= 1) return first;
  const opening = sentences[0]!;
  return countWords(opening) < 4 ? `${opening} ${sentences[1]!}` : opening;
}

/**
 * The hook's kind, judged on its first 300 characters (beyond that it is no hook anyway). A
 * question mark makes a question; an opening question word without one ("Why most startups
 * fail") is a headline that withholds the answer, so a curiosity gap.
 */
function hookType(fullHook: string): HookType {
  const hook = fullHook.slice(0, 300);
  const folded = fold(hook).trim();
  if (/[?？؟]\s*\p{Extended_Pictographic}*\s*$/u.test(folded)) return 'question';
  for (const [type, pattern] of HOOK_PATTERNS) {
    if (type === 'bold claim') break;
    if (pattern.test(folded)) return type;
  }
  if (QUESTION_START.test(folded) || QUESTION_START_SCRIPT.test(folded)) {
    return 'curiosity gap';
  }
  if (HOOK_PATTERNS.at(-1)![1].test(folded) || new RegExp(SHOUTING.source, 'u').test(hook))
    return 'bold claim';
  return 'statement';
}

function analyseHook(post: Post): Hook {
  const text = hookText(post);
  // Features are looked for in the first 300 characters: what a reader sees of a long line.
  const sample = text.slice(0, 300);
  const folded = fold(sample);
  const type = hookType(text);
  const wordCount = countWords(text);
  const features: string[] = [];
  let score = 3;
  if (wordCount >= 5 && wordCount <= 15) score += 2;
  else if (wordCount >= 3 && wordCount <= 22) score += 1;
  if (/\p{Nd}/u.test(sample)) {
    score += 1.5;
    features.push('a number');
  }
  if (SECOND_PERSON.test(folded)) {
    score += 1;
    features.push('a direct “you”');
  }
  if (CURIOSITY_WORDS.test(folded)) {
    score += 1.5;
    features.push('curiosity words');
  }
  if (type !== 'statement') score += 1;
  if (/[$€£¥%]|\s\p{Lu}\p{Ll}+/u.test(sample)) {
    score += 1;
    features.push('a specific name or figure');
  }
  score = Math.min(10, Math.round(score * 10) / 10);
  const length =
    wordCount > 20
      ? `at ${wordCount} words it is long for a first line, so cut it under 15`
      : wordCount < 3
        ? 'it is very short, so readers get little reason to stop'
        : 'its length reads at a glance';
  const uses =
    features.length > 0
      ? `it uses ${features.join(', ')}`
      : 'it has no number, no “you” and no curiosity word';
  return {
    text,
    type,
    wordCount,
    score,
    trigger: HOOK_TRIGGERS[type],
    breakdown: `The opening ${quote(text)} is a ${type} hook of ${plural(wordCount, 'word')}; ${uses}, and ${length}.`,
  };
}

// ── Pacing ───────────────────────────────────────────────────────────────────────────────
interface Pacing {
  tempo: Tempo;
  description: string;
  averageSentence: number;
}

function analysePacing(post: Post): Pacing {
  const average = Math.round((post.words / post.sentences.length) * 10) / 10;
  const longestParagraph =
    post.paragraphs.length === 1 ? post.words : Math.max(0, ...post.paragraphs.map(countWords));
  const levels: Tempo[] = ['fast', 'medium', 'slow'];
  let level = post.words <= 12 || average <= 10 ? 0 : average <= 18 ? 1 : 2;
  // Short lines read fast on a phone; one long block reads slow whatever the sentences.
  if (post.lines.length >= 3 && post.words / post.lines.length <= 15) level -= 1;
  if (post.lines.length === 1 && post.words > 80) level += 1;
  const tempo = levels[Math.max(0, Math.min(2, level))]!;
  const verdict = {
    fast:
      post.lines.length >= 3
        ? 'Short sentences and frequent line breaks keep the eye moving.'
        : 'Short and quick to read, so the eye never stalls.',
    medium: 'A steady rhythm: easy to follow, with room to tighten.',
    slow: 'Long sentences or dense blocks slow the reader down and invite scrolling past.',
  }[tempo];
  return {
    tempo,
    averageSentence: average,
    description:
      `${plural(post.sentences.length, 'sentence')} averaging ${average} words over ` +
      `${plural(post.lines.length, 'line')} (longest paragraph ${plural(longestParagraph, 'word')}). ${verdict}`,
  };
}

// ── Emotion ──────────────────────────────────────────────────────────────────────────────
interface Lexicon {
  name: string;
  /** Whole words, matched on lowercase text without accents. */
  words: string;
  /** Word beginnings of at least four letters (inspir → inspire, inspiring, inspiración). */
  prefixes: string;
  /** Substrings, for scripts without spaces. */
  phrases: string;
  emoji: string;
}

const LEXICONS: Lexicon[] = [
  {
    name: 'Inspiration',
    words: 'goal goals grow meta metas цель цели',
    prefixes:
      'inspir motivat dream achiev growth growing believ possib progress success sueno suena logr exito reve objectif reussi traum ziel erfolg sonho conquist sucesso мечт успех вдохнов',
    phrases: '夢 目標 成功 梦想 حلم نجاح सपना सफलता प्रेरणा',
    emoji: '🚀 💪 ✨ 🌟 🙌 🏆 💯 🔥',
  },
  {
    name: 'Joy',
    words: 'joy fun happy рад рада рады amor amo',
    prefixes:
      'happi joyful excit celebrat grateful thank delight feliz alegr encant gracias heureu joie ador merci gluck freude liebe danke obrigad счаст люб спасиб',
    phrases: '嬉しい 楽しい 幸せ 开心 快乐 幸福 سعيد فرح खुश',
    emoji: '😀 😃 😄 😁 😊 🥰 😍 ❤ 🎉 🥳 ☺',
  },
  {
    name: 'Surprise',
    words: 'wow fou folle mindblowing',
    prefixes:
      'surpris shock unbeliev incredib insane crazy unexpect sorpren increib locura incroyab uberrasch unglaub verruckt surpreend inacredit louco удив невероят шок',
    phrases: '驚 びっくり 惊 震惊 مفاجأة مذهل हैरान चौंक',
    emoji: '😱 🤯 😮 😲 ‼ ⁉',
  },
  {
    name: 'Curiosity',
    words: 'why',
    prefixes:
      'secret discover reveal myster truth learn hidden curious secreto descubr verdad curios pourquoi decouvr verite geheim warum entdeck wahrheit segredo descobr verdade секрет почему правд тайн',
    phrases: '秘密 なぜ 真相 为什么 لماذا سر राज़ क्यों',
    emoji: '🤔 👀 🧵 👇 🔍',
  },
  {
    name: 'Urgency',
    words: 'hoy ahora ultimo ultima hoje agora jetzt heute',
    prefixes:
      'hurry limited deadline urgent fomo maintenant dernier letzte сейчас сегодня срочно последн',
    phrases: "last chance|don't miss|right now|today only|今すぐ|限定|马上|限时|الآن|عاجل|अभी",
    emoji: '⏰ 🚨 ⚠ ⏳ ❗',
  },
  {
    name: 'Outrage',
    words: 'hate hated wut hass hasse odio odeio',
    prefixes:
      'angry anger outrag furious unfair ridiculous scam disgust stupid enojo injust ridicul colere haine injuste lacherlich raiva злю ненавиж несправедлив бесит',
    phrases: '怒 ムカつく 愤怒 生气 غضب ظلم गुस्सा',
    emoji: '😡 🤬 😠 💢',
  },
  {
    name: 'Sadness',
    words: 'sad sadly sadness cry crying cried broke hurt alone chorar chorei choro',
    prefixes:
      'grief lonely failur heartbr triste llor dolor chagrin pleur echec traurig verlust weinen allein saudade sozinho груст потер плак одинок',
    phrases: '悲しい 寂しい 伤心 难过 حزين دموع दुख उदास',
    emoji: '😢 😭 💔 😔 😞 🥺',
  },
  {
    name: 'Humor',
    words: 'lol lmao mdr kkkk rsrs',
    prefixes:
      'haha jaja jeje funny joke hilarious chiste gracios drole blague witzig lustig piada хаха смешн шутк',
    phrases: '笑 ｗｗ 哈哈 搞笑 هههه مضحك हाहा मज़ेदार',
    emoji: '😂 🤣 😆 😅 😜 🙃',
  },
];

/** Each lexicon as a word set, a prefix pattern and phrase lists, built once. */
const MATCHERS = LEXICONS.map((lexicon) => ({
  name: lexicon.name,
  words: new Set(lexicon.words.split(' ')),
  prefixes: new RegExp(`^(?:${lexicon.prefixes.split(' ').join('|')})`, 'u'),
  /** Phrases and emoji in one pattern, so a long post is scanned once per lexicon. */
  signals: new RegExp(
    [
      ...lexicon.phrases.split(lexicon.phrases.includes('|') ? '|' : ' '),
      ...lexicon.emoji.split(' '),
    ]
      .map((signal) => signal.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
      .join('|'),
    'gu',
  ),
}));

interface Emotion {
  primary: string;
  secondary: string;
  intensity: number;
  description: string;
}

function analyseEmotion(post: Post): Emotion {
  const tokens = post.folded.match(/[\p{L}\p{M}']+/gu) ?? [];
  const scored = MATCHERS.map((matcher) => {
    const matched: string[] = [];
    let hits = 0;
    const note = (signal: string, count: number) => {
      hits += count;
      if (count > 0 && !matched.includes(signal) && matched.length < 3) matched.push(signal);
    };
    for (const token of tokens) {
      if (matcher.words.has(token) || matcher.prefixes.test(token)) note(token, 1);
    }
    // Emoji survive folding unchanged, so the folded text serves for both.
    for (const match of post.folded.matchAll(matcher.signals)) note(match[0], 1);
    // A question mark is a curiosity signal of its own.
    if (matcher.name === 'Curiosity')
      hits += Math.min(2, (post.prose.match(/[?？؟]/gu) ?? []).length);
    return { name: matcher.name, hits, matched };
  }).sort((a, b) => b.hits - a.hits);
  const [first, second] = scored as [(typeof scored)[0], (typeof scored)[0]];
  const total = scored.reduce((sum, entry) => sum + entry.hits, 0);
  const exclamations = (post.prose.match(/[!！]/gu) ?? []).length;
  const shouting = (post.text.match(SHOUTING) ?? []).length;
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
    return {
      primary: 'Neutral (informational)',
      secondary: 'None detected',
      intensity,
      description:
        'No emotional words, emoji or strong punctuation were found: the post informs but gives readers no feeling to react to.',
    };
  }
  const secondary = second.hits > 0 ? second.name : 'None detected';
  const signals = first.matched.map((signal) => `“${signal}”`).join(', ');
  return {
    primary: first.name,
    secondary,
    intensity,
    description:
      `${first.name} leads with ${first.hits} signal${first.hits === 1 ? '' : 's'} (${signals})` +
      (second.hits > 0 ? `, backed by ${second.name.toLowerCase()} (${second.hits})` : '') +
      `. ${intensity >= 6 ? 'Strong enough to move people to react.' : intensity >= 3 ? 'Noticeable but mild; a personal stake would lift it.' : 'Faint; most readers will not feel much.'}`,
  };
}

// ── Call to action ───────────────────────────────────────────────────────────────────────
/**
 * Asks per type: Latin and Cyrillic phrases must stand as whole words ("signups" is not "sign
 * up"); phrases of scripts without spaces match anywhere.
 */
const ctaPattern = (words: string, phrases: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}])|${phrases}`, 'gu');
const CTA_PATTERNS: Array<[Exclude<CtaType, 'question' | 'none'>, RegExp]> = [
  [
    'comment',
    ctaPattern(
      "comment (?:below|down|your|with|if|and)|in the comments|let me know|tell me|drop (?:a|your|an)|reply (?:below|with)|what do you think|what's your|what is your|thoughts\\?|agree\\?|comenta|comente|dime|dejame|dites.moi|commente[zr]?|dis.moi|kommentier\\p{L}*|schreib mir|sag mir|me conta|напишите|напиши|комментар\\p{L}*",
      'コメント|评论|留言|علق|اكتب|कमेंट|बताइए|बताओ',
    ),
  ],
  [
    'share',
    ctaPattern(
      'share (?:this|it|with)|retweet|repost|tag (?:a|someone|your)|send this to|forward this|comparte|etiqueta a|partage[zr]?|teile|markiere|compartilh\\p{L}*|marque|поделитесь|репост',
      'シェア|リツイート|拡散|分享|转发|شارك|शेयर',
    ),
  ],
  [
    'follow',
    ctaPattern(
      'follow (?:me|us|for|along|@)|subscribe|turn on notifications|sigueme|siguenos|suscribete|suivez|abonne[zr]?|suis.moi|folge mir|folgt uns|abonnier\\p{L}*|siga|sigam|inscreva|подпишитесь|подписывайтесь',
      'フォロー|チャンネル登録|关注|订阅|تابع|اشترك|फॉलो|सब्सक्राइब',
    ),
  ],
  [
    'save',
    ctaPattern(
      'save (?:this|it|for)|bookmark|guarda (?:este|esto)|enregistre[zr]?|speicher\\p{L}*|salve (?:este|esse)|сохрани\\p{L}*',
      '保存|收藏|احفظ|सेव',
    ),
  ],
  [
    'link',
    ctaPattern(
      'link in (?:my )?bio|click|sign up|register|download|shop now|buy now|learn more|check (?:it )?out|link below|enlace|lien|inscris|klick|anmelden|clique|cadastr\\p{L}*|ссылк\\p{L}*',
      'https?://|www\\.|リンク|链接|الرابط|लिंक',
    ),
  ],
];

interface Cta {
  type: CtaType;
  placement: Placement;
  effectiveness: number;
  description: string;
  kinds: number;
}

function analyseCta(post: Post, platform: Platform): Cta {
  const matches: Array<{ type: CtaType; index: number }> = [];
  for (const [type, pattern] of CTA_PATTERNS) {
    for (const match of post.folded.matchAll(pattern)) matches.push({ type, index: match.index });
  }
  // The last ask is the one readers act on; an explicit ask beats a closing question.
  let chosen = matches.sort((a, b) => b.index - a.index)[0];
  if (!chosen) {
    const lastQuestion = Math.max(post.folded.lastIndexOf('?'), post.folded.lastIndexOf('？'));
    if (lastQuestion >= post.folded.length * 0.5 && post.sentences.length > 1) {
      chosen = { type: 'question', index: lastQuestion };
    }
  }
  if (!chosen) {
    return {
      type: 'none',
      placement: 'none',
      effectiveness: 0,
      kinds: 0,
      description:
        'No call to action: readers are not asked to comment, share, save or follow, so most will scroll on after reading.',
    };
  }
  const relative = chosen.index / Math.max(1, post.folded.length);
  const lastLineStart = post.folded.lastIndexOf('\n') + 1;
  const placement: Placement =
    relative >= 0.6 || (post.lines.length > 1 && chosen.index >= lastLineStart)
      ? 'end'
      : relative < 0.25
        ? 'opening'
        : 'middle';
  const kinds = new Set(matches.map((match) => match.type)).size;
  let effectiveness = 5 + { end: 2, middle: 1, opening: 0, none: 0 }[placement];
  if (['comment', 'question', 'save'].includes(chosen.type)) effectiveness += 1;
  if (/[?？؟]/u.test(post.text.slice(Math.max(0, chosen.index - 80)))) effectiveness += 1;
  if (kinds > 2) effectiveness -= 1;
  const deadLink =
    chosen.type === 'link' &&
    (platform === 'instagram' || platform === 'tiktok') &&
    !/link in (?:my )?bio/u.test(post.folded);
  if (deadLink) effectiveness -= 2;
  const snippet = quote(sentenceAround(post.text, chosen.index), 120);
  const notes = [
    placement === 'end'
      ? 'placed at the end, after the payoff'
      : `placed in the ${placement}, before the payoff`,
    kinds > 2 ? `${kinds} different asks compete for attention` : '',
    deadLink ? `links in ${PLATFORM_NAMES[platform]} captions are not clickable` : '',
  ].filter((note) => note !== '');
  return {
    type: chosen.type,
    placement,
    effectiveness: Math.max(0, Math.min(10, effectiveness)),
    kinds,
    description: `A ${chosen.type} call to action, ${notes.join('; ')}: ${snippet}.`,
  };
}

/** The sentence of `text` around `index` (the folded text keeps positions, near enough). */
function sentenceAround(text: string, index: number): string {
  const at = Math.max(0, Math.min(index, text.length - 1));
  let start = 0;
  let end = text.length;
  // A full stop inside a link or a number is not a sentence end: it needs a space after it.
  for (const match of text.matchAll(/[.!?…](?=\s)|[。！？؟\n]/gu)) {
    if (match.index < at) start = match.index + 1;
    else {
      end = match.index + 1;
      break;
    }
  }
  return text.slice(start, end).trim() || text;
}

// ── Structure ────────────────────────────────────────────────────────────────────────────
const PLATFORM_LENGTH: Record<Platform, [number, number]> = {
  twitter: [40, 280],
  threads: [40, 500],
  linkedin: [300, 3000],
  instagram: [80, 2200],
  tiktok: [20, 300],
  facebook: [40, 500],
  youtube: [100, 5000],
  other: [40, 3000],
};

interface Structure {
  opening: string;
  body: string;
  close: string;
  flow: string;
  score: number;
  lengthFits: boolean;
}

function analyseStructure(post: Post, hook: Hook, cta: Cta, platform: Platform): Structure {
  const [min, max] = PLATFORM_LENGTH[platform];
  const lengthFits = post.characters >= min && post.characters <= max;
  const bodyLines = post.lines.length - 1;
  const isStory = hook.type === 'story';
  const middle =
    post.listItems >= 2
      ? `${post.listItems}-point list`
      : isStory
        ? 'story'
        : bodyLines > 0 || post.sentences.length > 1
          ? 'explanation'
          : '';
  const lastLine = post.lines.at(-1) ?? post.text;
  const ending =
    cta.type !== 'none'
      ? `${cta.type} call to action`
      : /[?？؟]\s*$/u.test(lastLine)
        ? 'closing question'
        : 'closing statement';
  let score = 4;
  if (post.words <= 40 || post.lines.length >= 3) score += 2;
  if (lengthFits) score += 2;
  if (middle !== '') score += 1;
  if (post.listItems >= 2 || isStory) score += 1;
  const body =
    post.sentences.length <= 1 && post.lines.length <= 1
      ? 'No separate body: the hook is the whole post.'
      : `${plural(Math.max(1, post.sentences.length - 1), 'more sentence')} over ` +
        `${plural(Math.max(1, bodyLines), 'line')}` +
        (post.paragraphs.length > 1 ? ` in ${post.paragraphs.length} paragraphs` : '') +
        (post.listItems >= 2 ? `, including a ${post.listItems}-point list` : '') +
        '.';
  return {
    opening: `A ${hook.type} hook: ${quote(hook.text, 160)}`,
    body,
    close:
      post.lines.length > 1 || post.sentences.length > 1
        ? `Ends with a ${ending}: ${quote(lastLine, 160)}`
        : `Ends with the hook itself, a ${ending}.`,
    flow: [`${hook.type} hook`, middle, ending].filter((step) => step !== '').join(' → '),
    score: Math.min(10, score),
    lengthFits,
  };
}

// ── Template ─────────────────────────────────────────────────────────────────────────────
const TEMPLATE_TOKEN =
  /(https?:\/\/[^\s]+|www\.[^\s]+)|(@[A-Za-z0-9_]{1,30})|(#[\p{L}\p{N}_]+)|([$€£¥]?\p{Nd}+(?:[.,]\p{Nd}+)*(?:[kKmMx%]|\+)?)|([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+)|([\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*)/gu;

/**
 * The post as a reusable template: links, @handles, hashtags, numbers, the topic keywords and
 * names (capitalised words inside a sentence, outside German and title-case lines) become
 * placeholders; line breaks and everything else stay.
 */
function makeTemplate(text: string): string {
  const keywords = extractKeywords(text);
  const repeated = keywords.filter((keyword) => keyword.count >= 2);
  // Repeated keywords are the topic; with none repeated, the longest word is the best guess.
  const longest = [...keywords].sort(
    (a, b) => codePointLength(b.word) - codePointLength(a.word),
  )[0];
  const topics = new Set(
    (repeated.length > 0 ? repeated.slice(0, 3) : longest ? [longest] : []).map((k) => k.key),
  );
  const german = guessStopWordLanguage(text) === 'de';
  const titleCaseLines = new Set(
    text.split('\n').filter((line) => {
      const words = line.match(/[\p{L}]+/gu) ?? [];
      return (
        words.length >= 3 &&
        words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length > 0.5
      );
    }),
  );
  const lineOf = (index: number) =>
    text.slice(text.lastIndexOf('\n', index - 1) + 1).split('\n')[0]!;
  const replaced = text.replace(
    TEMPLATE_TOKEN,
    (whole, url, handle, hashtag, number, cjk, word, index: number) => {
      if (url) return '[link]';
      if (handle) return '[name]';
      if (hashtag) return '#[topic]';
      if (number) return '[number]';
      if (cjk) {
        let out = cjk as string;
        for (const topic of topics) if (CJK.test(topic)) out = out.split(topic).join('[topic]');
        return out;
      }
      const keyword = wordKeyword(word as string);
      if (keyword && topics.has(keyword.key)) return '[topic]';
      const isName =
        !german &&
        /^\p{Lu}\p{Ll}/u.test(word as string) &&
        !/^(?:I|I'm|I've|I'll|I'd)$/u.test(word as string) &&
        !atSentenceOrClauseStart(text, index) &&
        !titleCaseLines.has(lineOf(index));
      return isName ? '[name]' : whole;
    },
  );
  const merged = replaced
    .replace(/\[name\](?:\s+\[name\])+/gu, '[name]')
    .replace(/\[topic\](?:\s+\[topic\])+/gu, '[topic]');
  return truncateTemplate(merged);
}

/** At most 2000 UTF-16 units: whole lines first, then whole words, then "[…]". */
function truncateTemplate(template: string): string {
  if (template.length <= TEMPLATE_MAX) return template;
  const budget = TEMPLATE_MAX - 4;
  let out = template.slice(0, budget);
  if (/[\uD800-\uDBFF]$/u.test(out)) out = out.slice(0, -1);
  const lineEnd = out.lastIndexOf('\n');
  const wordEnd = out.search(/\s\S*$/u);
  if (lineEnd > budget * 0.7) out = out.slice(0, lineEnd);
  else if (wordEnd > budget * 0.7) out = out.slice(0, wordEnd);
  return `${out.trimEnd()}\n[…]`;
}

// ── Advice ───────────────────────────────────────────────────────────────────────────────
interface Parts {
  post: Post;
  hook: Hook;
  pacing: Pacing;
  emotion: Emotion;
  cta: Cta;
  structure: Structure;
  platform: Platform;
}

const PLATFORM_NAMES: Record<Platform, string> = {
  twitter: 'X',
  threads: 'Threads',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  youtube: 'YouTube',
  other: 'most platforms',
};

function recommend({ post, hook, pacing, emotion, cta, structure, platform }: Parts): string[] {
  const out: string[] = [];
  const where = PLATFORM_NAMES[platform];
  if (hook.wordCount > 20) {
    out.push(
      `Cut the first line from ${hook.wordCount} words to under 15 so the whole hook shows before “more”.`,
    );
  } else if (hook.score < 6) {
    out.push(
      `Sharpen the hook (${hook.score}/10): add a number, a direct “you” or an open question to ${quote(hook.text, 80)}.`,
    );
  }
  if (cta.type === 'none') {
    out.push(
      'End with one clear ask, such as a question readers can answer in a few words in the comments.',
    );
  } else if (cta.placement !== 'end') {
    out.push(
      `Move the ${cta.type} call to action to the last line; readers act after the payoff, not before it.`,
    );
  }
  if (cta.kinds > 2)
    out.push(
      `Keep one ask instead of ${cta.kinds}; competing requests lower the response to each.`,
    );
  if (cta.description.includes('not clickable')) {
    out.push(
      `Links in ${where} captions are not clickable: say “link in bio” instead of pasting the URL.`,
    );
  }
  if (pacing.tempo === 'slow') {
    out.push(
      `Break it up: one idea per line and sentences under 15 words (now ${pacing.averageSentence} on average).`,
    );
  }
  if (emotion.intensity < 4) {
    out.push(
      'Add a feeling: a personal stake, a surprising result or a vivid word gives readers something to react to.',
    );
  }
  if (!/\p{Nd}/u.test(post.text)) {
    out.push(
      'Add one concrete figure, such as a result, a timeframe or a count, to make the claim specific.',
    );
  }
  if (!structure.lengthFits) {
    const [min, max] = PLATFORM_LENGTH[platform];
    out.push(
      post.characters > max
        ? `At ${post.characters} characters this is long for ${where} (up to ${max} works best): cut it or split it into a thread.`
        : `At ${post.characters} characters this is short for ${where}: expand to at least ${min} with an example or a result.`,
    );
  }
  if (post.hashtags > (platform === 'instagram' ? 10 : 3)) {
    out.push(
      `Use fewer hashtags (${post.hashtags} now); a few specific ones read better than a block of tags.`,
    );
  }
  const fillers = [
    `Reuse this ${hook.type} hook pattern in your next post and change one element at a time to see what lifts engagement.`,
    'Reply to the first comments within an hour; early conversation tells the feed to show the post to more people.',
    'Post the template with a new topic at the same time of day and compare the results with this one.',
  ];
  for (const filler of fillers) if (out.length < 3) out.push(filler);
  return out.slice(0, 6);
}

const CTA_VERBS: Record<CtaType, string> = {
  comment: 'comment',
  share: 'share the post',
  follow: 'follow',
  save: 'save the post',
  link: 'click a link',
  question: 'answer a question',
  none: 'do nothing',
};

function takeaways({ post, hook, pacing, emotion, cta, structure }: Parts): string[] {
  return [
    `The hook is a ${hook.type} hook scoring ${hook.score}/10; its pull is ${hook.trigger.split(':')[0]!.toLowerCase()}.`,
    `Pacing is ${pacing.tempo}: ${pacing.averageSentence} words per sentence over ${post.lines.length} line${post.lines.length === 1 ? '' : 's'}.`,
    emotion.primary.startsWith('Neutral')
      ? 'The tone is neutral: informative, with no strong emotional trigger.'
      : `The main emotional driver is ${emotion.primary.toLowerCase()}${emotion.secondary === 'None detected' ? '' : ` with ${emotion.secondary.toLowerCase()}`}, intensity ${emotion.intensity}/10.`,
    cta.type === 'none'
      ? 'There is no call to action, so engagement is left to chance.'
      : `The call to action asks readers to ${CTA_VERBS[cta.type]} at the ${cta.placement} (${cta.effectiveness}/10).`,
    `The structure runs ${structure.flow}.`,
  ];
}
