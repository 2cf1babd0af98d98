/**
 * The offline reply grader: runs the reply quality rules (src/shared/reply-rules/), scores the
 * reply, names concrete fixes and writes a deterministic rewrite that passes the rules.
 *
 * Score (0..100):
 * - A reply that passes every rule starts at 85, plus 5 each for asking a question, giving a
 *   number (a specific detail) and picking up at least two of the post's keywords (max 100).
 * - Each failure costs: length 10 + 1 per 5 weighted characters outside 200..250 (X's count:
 *   a link 23, a CJK character or emoji 2; at most 25), each punctuation rule 10, a
 *   near-duplicate 30, off-topic 30.
 * - Any failure caps the score at 80, so a passing reply always outranks a failing one; a
 *   near-duplicate or off-topic reply is capped at 50, since it should not be posted at all.
 *
 * Rewrite: the reply's own text with banned punctuation replaced and links dropped (a link in a
 * reply costs reach on X anyway), trimmed at sentence or word boundaries, then padded with
 * sentences built from the post's keywords in the reply's language. When that version is too
 * close to an earlier reply, fresh versions from other sentences are tried; the least similar
 * one is returned if none gets under the threshold.
 */
import {
  REPLY_RULES,
  checkReply,
  extractKeywords,
  findColons,
  findDashes,
  findQuotes,
  findSemicolons,
  guessStopWordLanguage,
  isOnTopic,
  mostSimilarReply,
  removeBannedPunctuation,
  replyLength,
  urlRanges,
} from '../../reply-rules/index.ts';
import { graphemes, splitSentences } from '../../text-toolkit/index.ts';
import type {
  ReplyCheck,
  ReplyGradeInput,
  ReplyGradeOptions,
  ReplyGradeResult,
  ReplyRuleId,
} from '../schemas.ts';

const BASE_SCORE = 85;
const BONUS = { question: 5, number: 5, keywords: 5 } as const;
const PENALTY = { punctuation: 10, duplicate: 30, offTopic: 30 } as const;
const FAILING_CAP = 80;
const MUST_NOT_POST_CAP = 50;
/** The result schema's limit for `rewrite`, in UTF-16 units (emoji count 2). */
const REWRITE_MAX_UNITS = 400;
const FIX_MAX_UNITS = 400;
/** Longer keywords (a Thai sentence has no spaces, so it is one token) are not quoted. */
const KEYWORD_MAX_LENGTH = 60;

export function gradeReply(input: ReplyGradeInput, _options: ReplyGradeOptions): ReplyGradeResult {
  const reply = input.reply.trim();
  const context = { post: input.post, previousReplies: input.previousReplies };
  const checks = checkReply(reply, context);
  return {
    score: scoreReply(reply, input.post, checks),
    checks,
    fixes: listFixes(reply, input.post, checks),
    rewrite: rewriteReply(reply, input.post, input.previousReplies),
  };
}

const byRule = (checks: ReplyCheck[], rule: ReplyRuleId): ReplyCheck =>
  checks.find((check) => check.rule === rule)!;

function scoreReply(reply: string, post: string, checks: ReplyCheck[]): number {
  let score = BASE_SCORE;
  if (/[?？¿؟]/u.test(reply)) score += BONUS.question;
  if (/\p{Nd}/u.test(reply)) score += BONUS.number;
  if (isOnTopic(post, reply).sharedKeywords.length >= 2) score += BONUS.keywords;
  for (const check of checks) {
    if (check.passed) continue;
    if (check.rule === 'length') score -= 10 + Math.min(15, Math.ceil(lengthGap(check) / 5));
    else if (check.rule === 'not-duplicate') score -= PENALTY.duplicate;
    else if (check.rule === 'on-topic') score -= PENALTY.offTopic;
    else score -= PENALTY.punctuation;
  }
  if (checks.some((check) => !check.passed)) score = Math.min(score, FAILING_CAP);
  if (!byRule(checks, 'not-duplicate').passed || !byRule(checks, 'on-topic').passed) {
    score = Math.min(score, MUST_NOT_POST_CAP);
  }
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** Weighted characters to add (positive) or cut (negative) to reach 200..250. */
function lengthDelta(check: ReplyCheck): number {
  const length = Number(check.params.length);
  if (length < REPLY_RULES.minLength) return REPLY_RULES.minLength - length;
  if (length > REPLY_RULES.maxLength) return REPLY_RULES.maxLength - length;
  return 0;
}
const lengthGap = (check: ReplyCheck) => Math.abs(lengthDelta(check));

// ── Fixes ────────────────────────────────────────────────────────────────────────────────
/** Post keywords short enough to quote in a sentence. */
function usableKeywords(post: string): string[] {
  return extractKeywords(post)
    .map((keyword) => keyword.word)
    .filter((word) => replyLength(word) <= KEYWORD_MAX_LENGTH && findQuotes(word).length === 0);
}

const quoteList = (items: string[]) => items.map((item) => `'${item}'`).join(', ');
const plural = (count: number, one: string, many: string) =>
  count === 1 ? `the ${one}` : `the ${count} ${many}`;

function listFixes(reply: string, post: string, checks: ReplyCheck[]): string[] {
  const fixes: string[] = [];
  const keywords = usableKeywords(post);
  const topic = isOnTopic(post, reply);
  const fresh = keywords.filter((word) => !topic.sharedKeywords.includes(word));

  const duplicate = byRule(checks, 'not-duplicate');
  if (!duplicate.passed) {
    const example = fresh[0] ?? keywords[0];
    fixes.push(
      `This reply is ${duplicate.params.similarity}% similar to your reply #${Number(duplicate.params.index) + 1}; ` +
        `rewrite it in new words and add a detail only this post has` +
        (example ? ` (e.g. '${example}').` : '.'),
    );
  }
  if (!byRule(checks, 'on-topic').passed) {
    fixes.push(
      `Mention something from the post (e.g. ${quoteList(keywords.slice(0, 3))}); ` +
        'right now the reply shares no keyword with it.',
    );
  }
  const length = byRule(checks, 'length');
  if (!length.passed) {
    const delta = lengthDelta(length);
    const now = `${length.params.length} now, ${REPLY_RULES.minLength} to ${REPLY_RULES.maxLength} needed`;
    const topicHint = fresh[0] ?? keywords[0];
    fixes.push(
      delta > 0
        ? `Add ${delta} characters (${now}): ` +
            (topicHint
              ? `say what you would do about '${topicHint}' or ask a specific question about it.`
              : 'add a concrete example or ask a specific question.')
        : `Cut ${-delta} characters (${now}): drop filler words or the last clause.`,
    );
  }
  const dashes = byRule(checks, 'no-dashes');
  if (!dashes.passed) {
    fixes.push(
      `Remove ${plural(Number(dashes.params.count), 'dash', 'dashes')} (${dashes.params.found}): ` +
        'split into two sentences or use a comma (hyphenated words are fine).',
    );
  }
  const colons = byRule(checks, 'no-colons');
  if (!colons.passed) {
    fixes.push(
      `Remove ${plural(Number(colons.params.count), 'colon', 'colons')} (${colons.params.found}): ` +
        'use a comma or start a new sentence (a time or ratio such as 10:30 is fine).',
    );
  }
  const semicolons = byRule(checks, 'no-semicolons');
  if (!semicolons.passed) {
    const count = Number(semicolons.params.count);
    fixes.push(
      `Replace ${plural(count, 'semicolon', 'semicolons')} (${semicolons.params.found}) with a full stop ` +
        'and start a new sentence.',
    );
  }
  const quotes = byRule(checks, 'no-quotes');
  if (!quotes.passed) {
    fixes.push(
      `Remove ${plural(Number(quotes.params.count), 'quotation mark', 'quotation marks')} ` +
        `(${quotes.params.found}): paraphrase instead of quoting.`,
    );
  }
  return fixes.map((fix) => clipUnits(fix, FIX_MAX_UNITS));
}

// ── Rewrite ──────────────────────────────────────────────────────────────────────────────
const SCRIPT_LANGUAGES: Array<[RegExp, ReplyLanguage]> = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Devanagari}/gu, 'hi'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Latin}/gu, 'en'],
];

const han = (text: string) => (text.match(/\p{Script=Han}/gu) ?? []).length;

/** The reply's language for the rewrite: its main script, then stop words among Latin ones. */
export function replyLanguage(text: string): ReplyLanguage | null {
  let best: ReplyLanguage | null = null;
  let bestCount = 0;
  const kana = (text.match(SCRIPT_LANGUAGES[0]![0]) ?? []).length;
  for (const [pattern, language] of SCRIPT_LANGUAGES) {
    // Japanese mixes kanji with kana: any kana makes Han text Japanese.
    const count =
      (text.match(pattern) ?? []).length + (language === 'ja' && kana > 0 ? han(text) : 0);
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  if (best !== 'en') return best;
  const latin = guessStopWordLanguage(text);
  return latin && latin in PHRASEBOOKS ? (latin as ReplyLanguage) : 'en';
}

function rewriteReply(reply: string, post: string, previousReplies: readonly string[]): string {
  const language = replyLanguage(reply) ?? replyLanguage(post) ?? 'en';
  const book = PHRASEBOOKS[language];
  const cleaned = cleanForRewrite(reply, book);
  const plan = {
    book,
    keywords: usableKeywords(post),
    mentionsPost: (text: string) => isOnTopic(post, text).onTopic,
  };
  const candidates = [buildRewrite(cleaned, 0, plan)];
  for (let variant = 1; variant <= book.topical.length; variant++) {
    candidates.push(buildRewrite('', variant, plan));
  }
  let best = { text: candidates[0]!, similarity: Infinity };
  for (const text of candidates) {
    if (!passesForm(text) || !isOnTopic(post, text).onTopic) continue;
    const { similarity } = mostSimilarReply(text, previousReplies);
    if (similarity < REPLY_RULES.maxSimilarity) return text;
    if (similarity < best.similarity) best = { text, similarity };
  }
  return best.text;
}

/** The reply without links and banned punctuation, its lines joined into sentences. */
function cleanForRewrite(reply: string, book: Phrasebook): string {
  let withoutLinks = '';
  let last = 0;
  for (const [start, end] of urlRanges(reply)) {
    withoutLinks += `${reply.slice(last, start)} `;
    last = end;
  }
  withoutLinks += reply.slice(last);
  const cleaned = removeBannedPunctuation(withoutLinks, { rangeWord: book.rangeWord })
    .replace(/([\p{L}\p{M}\p{N}])[ \t]*\n\s*/gu, `$1${book.period}${book.joiner}`)
    .replace(/\s+/gu, ' ')
    .trim();
  // Nothing left but punctuation: start from scratch.
  return /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(cleaned) ? cleaned : '';
}

/** Length and punctuation rules (the ones a rewrite can always meet). */
function passesForm(text: string): boolean {
  const length = replyLength(text);
  return (
    length >= REPLY_RULES.minLength &&
    length <= REPLY_RULES.maxLength &&
    [findDashes, findColons, findSemicolons, findQuotes].every((find) => find(text).length === 0)
  );
}

const fitsReply = (text: string) =>
  replyLength(text) <= REPLY_RULES.maxLength && text.length <= REWRITE_MAX_UNITS;

interface RewritePlan {
  book: Phrasebook;
  /** The post's keywords, best first. */
  keywords: string[];
  mentionsPost: (text: string) => boolean;
}

/**
 * One rewrite: the base text trimmed to fit, a keyword sentence when what is left of it no
 * longer mentions the post, then phrasebook sentences until it is at least 200 characters long.
 * `variant` rotates which sentences and keywords are used, so variants share little.
 */
function buildRewrite(base: string, variant: number, plan: RewritePlan): string {
  const { book, keywords } = plan;
  // The top few keywords only: further down the list they get vague. With fewer than three,
  // the phrasebook's general topics fill in, so one keyword is not in every sentence. A single
  // Chinese character between others would merge into their bigrams, so it gets spaces.
  const spaced = (k: string) => (/^\p{Script=Han}$/u.test(k) ? ` ${k} ` : k);
  const topics = keywords.slice(0, 4);
  if (topics.length < 3) topics.push(...book.fallbackTopics);
  const fill = (template: string, topic: string) =>
    template
      .replace('{k}', spaced(topic))
      .replace(/\s{2,}/gu, ' ')
      .trim();
  const [first, ...others] = rotate(book.topical, variant * 3);
  const topical = others.map((template, i) =>
    fill(template, topics[(variant + i + 1) % topics.length]!),
  );
  const general = rotate(book.general, variant * 2);
  let text = trimToFit(base, book, fitsReply);
  if (keywords.length > 0 && (text === '' || !plan.mentionsPost(text))) {
    // This sentence carries a real keyword of the post, whatever the variant.
    const required = fill(first!, keywords[variant % Math.min(4, keywords.length)]!);
    const reserved = `${book.period}${book.joiner}${required}`;
    text = joinSentences(
      trimToFit(base, book, (c) => fitsReply(c + reserved)),
      required,
      book,
    );
  } else {
    topical.unshift(fill(first!, topics[variant % topics.length]!));
  }
  for (const sentence of [...topical, ...general, ...general]) {
    if (replyLength(text) >= REPLY_RULES.minLength) break;
    const next = joinSentences(text, sentence, book);
    if (fitsReply(next)) text = next;
  }
  return text;
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const offset = by % items.length;
  return [...items.slice(offset), ...items.slice(0, offset)];
}

const ENDS_OPEN = /[\p{L}\p{M}\p{N},、،，]$/u;

function joinSentences(text: string, sentence: string, book: Phrasebook): string {
  if (text === '') return sentence;
  const closed = ENDS_OPEN.test(text) ? text.replace(/[,、،，]$/u, '') + book.period : text;
  return closed + book.joiner + sentence;
}

/**
 * The longest start of `text` that `fits`: whole sentences first; only when they leave little
 * of the reply, words (or characters, for text without spaces) of the next sentence plus "…".
 */
function trimToFit(text: string, book: Phrasebook, fits: (candidate: string) => boolean): string {
  if (text === '' || fits(text)) return text;
  let kept = '';
  const sentences = splitSentences(text);
  let next = 0;
  for (; next < sentences.length; next++) {
    const candidate = kept === '' ? sentences[next]! : kept + book.joiner + sentences[next]!;
    if (!fits(candidate)) break;
    kept = candidate;
  }
  if (replyLength(kept) >= REPLY_RULES.minLength / 2 || next >= sentences.length) return kept;
  const rest = sentences[next]!;
  const pieces = /\s/u.test(rest) ? rest.split(/(?<=\s)/u) : graphemes(rest);
  let partial = kept === '' ? '' : kept + book.joiner;
  for (const piece of pieces) {
    if (!fits(`${(partial + piece).trimEnd()}…`)) break;
    partial += piece;
  }
  // A cut inside a word must not leave an apostrophe dangling (it would read as a quote).
  partial = partial.trimEnd().replace(/[,、،'\u2019]+$/u, '');
  return partial === kept || partial === '' ? kept : `${partial}…`;
}

/** At most `max` UTF-16 units, cut at a code point boundary with an ellipsis. */
function clipUnits(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max - 1) break;
    out += char;
  }
  return `${out}…`;
}

// ── Phrasebooks ──────────────────────────────────────────────────────────────────────────
/**
 * Sentences the rewrite pads with, per language. `{k}` takes a keyword of the post, so the
 * padding stays on topic. None may contain a dash, colon, semicolon or quotation mark (the
 * tests check). Russian wraps the keyword in "тема" so it needs no declension; Korean, Arabic,
 * Hindi and Russian keep spaces around it so it stays a word of its own.
 */
export type ReplyLanguage =
  'en' | 'es' | 'fr' | 'de' | 'pt' | 'ru' | 'hi' | 'ar' | 'ja' | 'zh' | 'ko';

export interface Phrasebook {
  /** Nine sentences with `{k}`. */
  topical: readonly string[];
  /** Eight sentences without a keyword, some short enough to fill the last few characters. */
  general: readonly string[];
  /** Used for `{k}` when the post has few keywords or none. */
  fallbackTopics: readonly string[];
  /** Replaces a dash between two numbers. */
  rangeWord: string;
  period: string;
  joiner: string;
}

export const PHRASEBOOKS: Record<ReplyLanguage, Phrasebook> = {
  en: {
    topical: [
      'The part about {k} is what stuck with me the most.',
      'I keep coming back to what you said about {k}.',
      'How did you first figure out {k}?',
      'Most people overlook {k}, and this makes it clear why it matters.',
      'Curious how {k} changes once you try it at a bigger scale.',
      'Your take on {k} matches what I have seen in my own work.',
      'Would love a follow up that goes deeper into {k}.',
      'Saving this for the next time someone asks me about {k}.',
      'What would you change about {k} if you started again today?',
    ],
    general: [
      'Thanks for sharing this so openly.',
      'This is a useful way to frame it.',
      'Really clear and practical.',
      'I learned something new here.',
      'Looking forward to the next one.',
      'Well said.',
      'Good reminder for all of us.',
      'Appreciate the honest take.',
    ],
    fallbackTopics: ['this idea', 'your approach'],
    rangeWord: ' to ',
    period: '.',
    joiner: ' ',
  },
  es: {
    topical: [
      'Lo que dices sobre {k} es lo que más me quedó.',
      'Vuelvo una y otra vez a tu punto sobre {k}.',
      '¿Cómo llegaste a entender {k} por primera vez?',
      'Mucha gente pasa por alto {k} y aquí se ve claro por qué importa.',
      'Me pregunto cómo cambia {k} cuando se aplica a mayor escala.',
      'Tu visión sobre {k} coincide con lo que he visto en mi trabajo.',
      'Me encantaría leer algo más a fondo sobre {k}.',
      'Lo guardo para la próxima vez que alguien me pregunte por {k}.',
      '¿Qué harías distinto con {k} si empezaras hoy?',
    ],
    general: [
      'Gracias por compartirlo con tanta claridad.',
      'Es una forma muy útil de verlo.',
      'Muy claro y práctico.',
      'Hoy aprendí algo nuevo.',
      'Espero con ganas lo siguiente.',
      'Bien dicho.',
      'Un buen recordatorio para todos.',
      'Se agradece la honestidad.',
    ],
    fallbackTopics: ['esta idea', 'tu enfoque'],
    rangeWord: ' a ',
    period: '.',
    joiner: ' ',
  },
  fr: {
    topical: [
      "Ce que tu dis sur {k} est ce qui m'a le plus marqué.",
      'Je repense souvent à ton point sur {k}.',
      'Comment tu as compris {k} au départ ?',
      'Beaucoup de gens négligent {k} et ce post montre bien pourquoi ça compte.',
      'Je me demande comment {k} évolue à plus grande échelle.',
      'Ton avis sur {k} rejoint ce que je vois dans mon travail.',
      "J'aimerais beaucoup une suite qui creuse davantage {k}.",
      "Je garde ça pour la prochaine fois qu'on me parle de {k}.",
      "Tu changerais quoi sur {k} si tu recommençais aujourd'hui ?",
    ],
    general: [
      'Merci de partager ça aussi clairement.',
      "C'est une façon très utile de voir les choses.",
      'Clair et concret.',
      "J'ai appris quelque chose aujourd'hui.",
      'Vivement la suite.',
      'Bien dit.',
      'Un bon rappel pour nous tous.',
      'Merci pour cette franchise.',
    ],
    fallbackTopics: ['cette idée', 'ton approche'],
    rangeWord: ' à ',
    period: '.',
    joiner: ' ',
  },
  de: {
    topical: [
      'Der Teil über {k} ist mir am meisten hängen geblieben.',
      'Ich denke immer wieder an deine Gedanken über {k}.',
      'Wie bist du zum ersten Mal auf {k} gekommen?',
      'Viele übersehen {k}, und hier wird klar, warum es wichtig ist.',
      'Mich würde interessieren, wie man {k} im größeren Maßstab umsetzt.',
      'Deine Sicht auf {k} deckt sich mit dem, was ich in meiner Arbeit sehe.',
      'Ich würde gern noch mehr über {k} lesen.',
      'Das speichere ich mir für das nächste Gespräch über {k}.',
      'Was würdest du heute anders machen, wenn es um {k} geht?',
    ],
    general: [
      'Danke, dass du das so offen teilst.',
      'Eine sehr hilfreiche Sichtweise.',
      'Klar und praktisch.',
      'Wieder etwas gelernt.',
      'Ich freue mich auf den nächsten Beitrag.',
      'Gut gesagt.',
      'Eine gute Erinnerung für uns alle.',
      'Danke für die ehrlichen Worte.',
    ],
    fallbackTopics: ['diese Idee', 'deinen Ansatz'],
    rangeWord: ' bis ',
    period: '.',
    joiner: ' ',
  },
  pt: {
    topical: [
      'A parte sobre {k} foi o que mais ficou comigo.',
      'Fico voltando ao que você disse sobre {k}.',
      'Como você entendeu {k} pela primeira vez?',
      'Muita gente ignora {k} e aqui fica claro por que isso importa.',
      'Fico curioso para ver como {k} muda em uma escala maior.',
      'Sua visão sobre {k} bate com o que vejo no meu trabalho.',
      'Adoraria ver um próximo post que aprofunde {k}.',
      'Vou guardar isso para a próxima vez que me perguntarem sobre {k}.',
      'O que você faria diferente com {k} se começasse hoje?',
    ],
    general: [
      'Obrigado por compartilhar isso com tanta clareza.',
      'É um jeito muito útil de enxergar isso.',
      'Claro e prático.',
      'Aprendi algo novo hoje.',
      'Fico no aguardo do próximo.',
      'Bem dito.',
      'Um ótimo lembrete para todos nós.',
      'Valeu pela sinceridade.',
    ],
    fallbackTopics: ['essa ideia', 'sua abordagem'],
    rangeWord: ' a ',
    period: '.',
    joiner: ' ',
  },
  ru: {
    topical: [
      'Больше всего мне запомнилась часть про тему {k}.',
      'Я всё время возвращаюсь к вашей мысли о теме {k}.',
      'Как вы впервые разобрались в теме {k}?',
      'Многие недооценивают тему {k}, и здесь хорошо видно, почему она важна.',
      'Интересно, как тема {k} выглядит в большем масштабе.',
      'Ваш взгляд на тему {k} совпадает с тем, что я вижу в своей работе.',
      'Хотелось бы продолжения с более глубоким разбором темы {k}.',
      'Сохраню это до следующего разговора о теме {k}.',
      'Что бы вы изменили в теме {k}, если бы начинали сегодня?',
    ],
    general: [
      'Спасибо, что так открыто делитесь.',
      'Очень полезный взгляд на вещи.',
      'Чётко и по делу.',
      'Здесь много нового для меня.',
      'Жду следующий пост.',
      'Хорошо сказано.',
      'Полезное напоминание для всех нас.',
      'Спасибо за честность.',
    ],
    fallbackTopics: ['этого поста'],
    rangeWord: ' до ',
    period: '.',
    joiner: ' ',
  },
  hi: {
    topical: [
      '{k} वाली बात मुझे सबसे ज़्यादा याद रही।',
      'आपकी {k} वाली बात बार बार याद आती है।',
      'आपने {k} को पहली बार कैसे समझा?',
      'बहुत लोग {k} को नज़रअंदाज़ करते हैं, और यहाँ साफ़ दिखता है कि यह क्यों ज़रूरी है।',
      'यह देखना दिलचस्प होगा कि बड़े स्तर पर {k} के साथ क्या बदलता है।',
      '{k} पर आपकी राय मेरे अपने अनुभव से मेल खाती है।',
      '{k} पर और गहराई से एक पोस्ट ज़रूर लिखिए।',
      'यह पोस्ट {k} पर अगली बातचीत के लिए सेव कर ली है।',
      'अगर आज से शुरू करते तो {k} में क्या बदलते?',
    ],
    general: [
      'इसे इतने खुलकर साझा करने के लिए धन्यवाद।',
      'इसे देखने का यह बहुत उपयोगी तरीका है।',
      'साफ़ और काम की बात।',
      'आज कुछ नया सीखने को मिला।',
      'अगली पोस्ट का इंतज़ार रहेगा।',
      'बहुत खूब।',
      'हम सबके लिए अच्छी याद दिलाने वाली बात।',
      'ईमानदार राय के लिए शुक्रिया।',
    ],
    fallbackTopics: ['इस विषय'],
    rangeWord: ' से ',
    period: '।',
    joiner: ' ',
  },
  ar: {
    topical: [
      'أكثر ما بقي في ذهني هو ما قلته عن {k}.',
      'أعود دائما إلى فكرتك حول {k}.',
      'كيف فهمت {k} في البداية؟',
      'كثيرون يتجاهلون {k} وهذا المنشور يوضح لماذا يهم.',
      'أتساءل كيف يتغير {k} عند تطبيقه على نطاق أوسع.',
      'رأيك في {k} يطابق ما أراه في عملي.',
      'أتمنى منشورا آخر يتعمق أكثر في {k}.',
      'سأحفظ هذا للمرة القادمة التي يسألني فيها أحد عن {k}.',
      'ما الذي كنت ستغيره في {k} لو بدأت اليوم؟',
    ],
    general: [
      'شكرا على مشاركة هذا بكل وضوح.',
      'طريقة مفيدة جدا للنظر إلى الأمر.',
      'واضح وعملي.',
      'تعلمت شيئا جديدا اليوم.',
      'بانتظار المنشور القادم.',
      'أحسنت القول.',
      'تذكير جيد لنا جميعا.',
      'أقدر هذا الرأي الصريح.',
    ],
    fallbackTopics: ['هذه الفكرة', 'طريقتك'],
    rangeWord: ' إلى ',
    period: '.',
    joiner: ' ',
  },
  ja: {
    topical: [
      '{k}の話が一番心に残りました。',
      '{k}についての指摘を何度も思い返しています。',
      '{k}について最初はどうやって気づいたのですか？',
      '{k}は見落とされがちですが、なぜ大事かがよく分かりました。',
      '規模が大きくなると{k}がどう変わるのか気になります。',
      '{k}についての考えは、私の経験ともよく合っています。',
      '{k}をもっと掘り下げた続編もぜひ読みたいです。',
      '次に{k}について聞かれたら、この投稿を紹介します。',
      '今から始めるとしたら{k}で何を変えますか？',
    ],
    general: [
      '率直に共有してくださりありがとうございます。',
      'とても役に立つ考え方だと思います。',
      '分かりやすくて実用的です。',
      '新しい学びがありました。',
      '次の投稿も楽しみにしています。',
      'まさにその通りですね。',
      '自分にとっても良いリマインダーになりました。',
      '正直な意見に感謝します。',
    ],
    fallbackTopics: ['このテーマ', 'その考え方'],
    rangeWord: 'から',
    period: '。',
    joiner: '',
  },
  zh: {
    topical: [
      '关于{k}的部分让我印象最深。',
      '我一直在回想你关于{k}的观点。',
      '你最初是怎么想明白{k}这件事的？',
      '很多人忽视了{k}，这篇内容把它的重要性讲得很清楚。',
      '很好奇规模变大以后{k}会有什么变化。',
      '你对{k}的看法和我在工作中看到的很一致。',
      '希望以后能看到更深入讲{k}的内容。',
      '下次有人问我{k}的问题，我就转发这篇。',
      '如果今天重新开始，你会在{k}上做哪些不同的选择？',
    ],
    general: [
      '谢谢你这么坦诚地分享。',
      '这是一个很有用的角度。',
      '清楚又实用。',
      '今天又学到了新东西。',
      '期待你的下一篇。',
      '说得太好了。',
      '对我们每个人都是很好的提醒。',
      '感谢你真诚的看法。',
    ],
    fallbackTopics: ['这个话题', '你的思路'],
    rangeWord: '至',
    period: '。',
    joiner: '',
  },
  ko: {
    topical: [
      '{k} 이야기가 가장 기억에 남아요.',
      '{k} 관련 말씀을 계속 떠올리게 되네요.',
      '{k} 부분은 처음에 어떻게 알게 되셨나요?',
      '많은 사람들이 {k} 부분을 놓치는데 왜 중요한지 잘 보여주셨어요.',
      '규모가 커지면 {k} 부분이 어떻게 달라질지 궁금해요.',
      '{k} 관련 생각이 제 경험과 정말 비슷해요.',
      '{k} 이야기를 더 깊이 다룬 글도 보고 싶어요.',
      '다음에 누가 {k} 관련해서 물어보면 이 글을 보여줄게요.',
      '오늘 다시 시작한다면 {k} 부분에서 무엇을 바꾸실 건가요?',
    ],
    general: [
      '이렇게 솔직하게 공유해 주셔서 감사해요.',
      '정말 유용한 관점이에요.',
      '명확하고 실용적이에요.',
      '오늘 새로운 걸 배웠어요.',
      '다음 글도 기대할게요.',
      '정말 맞는 말이에요.',
      '모두에게 좋은 알림이 되네요.',
      '솔직한 의견 감사해요.',
    ],
    fallbackTopics: ['이 주제', '이 방법'],
    rangeWord: '에서 ',
    period: '.',
    joiner: ' ',
  },
};
