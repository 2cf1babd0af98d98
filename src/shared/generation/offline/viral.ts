/**
 * The offline viral post deconstructor (VIR): a heuristic reading of a post's text
 * (viral-detect.ts reads it) written as notes, `{ code, params }`, that the page renders in its
 * own language (viral-codes.ts). Quotations of the post stay as the post wrote them; everything
 * else is a code, so the analysis reads the same in all 15 page languages and the writer stays
 * deterministic. The template is the post's structure rebuilt from frames with slots
 * (viral-template.ts), never pieces of the post.
 *
 * Viral DNA score = 30% hook score + 20% emotional intensity + 20% CTA effectiveness
 * + 15% pacing (fast 1, medium 0.75, slow 0.4) + 15% structure, each as a share of its maximum,
 * rounded to a whole number.
 *
 * Pacing's `cutsPerSecond` and `speedVsAverage` describe video edits; a text has none, so they
 * are left out rather than invented.
 */
import type { ViralInput, ViralNote, ViralOptions, ViralParam, ViralResult } from '../schemas.ts';
import type {
  ViralCtaType,
  ViralHookType,
  ViralNoteCode,
  ViralStructure,
  ViralTempo,
  ViralTerm,
} from './viral-codes.ts';
import {
  CURIOSITY_WORDS,
  SECOND_PERSON,
  countWords,
  describePost,
  fold,
  hookText,
  isAnnouncement,
  readCta,
  readEmotion,
  readHook,
  readStructure,
  saysLinkInBio,
  type CtaReading,
  type EmotionReading,
  type HookReading,
  type Post,
} from './viral-detect.ts';
import { buildTemplate } from './viral-template.ts';

type Platform = ViralInput['platform'];

export function deconstructPost(input: ViralInput, _options: ViralOptions): ViralResult {
  // The analysis is the same whatever the page's language: the page renders the notes.
  const text = input.content.replace(/\r\n?/gu, '\n').trim();
  const post = describePost(text);
  const hook = analyseHook(post);
  const pacing = analysePacing(post);
  const emotion = analyseEmotion(post, hook.text);
  const cta = analyseCta(post, input.platform);
  const structure = analyseStructure(post, hook, cta, input.platform);
  const viralDnaScore = Math.round(
    30 * (hook.score / 10) +
      20 * (emotion.reading.intensity / 10) +
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
      trigger: [note(`trigger.${hook.type}`)],
      breakdown: hook.breakdown,
    },
    pacingAnalysis: { tempo: pacing.tempo, description: pacing.description },
    emotionalTriggers: {
      primary: emotion.reading.primary,
      secondary: emotion.reading.secondary,
      intensity: emotion.reading.intensity,
      description: emotion.description,
    },
    ctaAnalysis: {
      type: cta.reading.type,
      placement: cta.reading.placement,
      effectiveness: cta.effectiveness,
      description: cta.description,
    },
    contentStructure: {
      kind: structure.kind,
      opening: structure.opening,
      body: structure.body,
      close: structure.close,
      flow: structure.flow,
    },
    template: buildTemplate({
      post,
      hook: hook.reading,
      structure: structure.kind,
      cta: cta.reading.type,
    }),
    recommendations: recommend(parts),
    keyTakeaways: takeaways(parts),
  };
}

// ── Notes ────────────────────────────────────────────────────────────────────────────────
const note = (code: ViralNoteCode, params: Record<string, ViralParam> = {}): ViralNote => ({
  code,
  params,
});
const term = (id: ViralTerm): ViralParam => ({ term: id });

/**
 * A quotation of the post: spaces collapsed, at most `max` code points (with "…"), without a
 * final full stop (the note's own sentence ends it; a question or exclamation mark stays).
 */
function quote(text: string, max = 100): ViralParam {
  const clean = text
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/(?<![.。])[.。]$/u, '');
  const points = [...clean];
  const clipped =
    points.length <= max
      ? clean
      : `${points
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`;
  return { quote: clipped || '…' };
}

// ── Hook ─────────────────────────────────────────────────────────────────────────────────
interface Hook {
  text: string;
  reading: HookReading;
  type: ViralHookType;
  wordCount: number;
  score: number;
  breakdown: ViralNote[];
}

function analyseHook(post: Post): Hook {
  const text = hookText(post);
  const reading = readHook(text, post.lines[0] ?? text);
  const { type } = reading;
  // Features are looked for in the first 300 characters: what a reader sees of a long line.
  const sample = text.slice(0, 300);
  const folded = fold(sample);
  const wordCount = countWords(text);
  const features: ViralTerm[] = [];
  let score = 3;
  if (wordCount >= 5 && wordCount <= 15) score += 2;
  else if (wordCount >= 3 && wordCount <= 22) score += 1;
  if (/\p{Nd}/u.test(sample)) {
    score += 1.5;
    features.push('feature.number');
  }
  if (SECOND_PERSON.test(folded)) {
    score += 1;
    features.push('feature.you');
  }
  if (CURIOSITY_WORDS.test(folded)) {
    score += 1.5;
    features.push('feature.curiosity');
  }
  if (type !== 'statement') score += 1;
  if (/[$€£¥%]|\s\p{Lu}\p{Ll}+/u.test(sample)) {
    score += 1;
    features.push('feature.specific');
  }
  score = Math.min(10, Math.round(score * 10) / 10);
  const length =
    wordCount > 20
      ? note('hook.long', { count: wordCount })
      : wordCount < 3
        ? note('hook.short')
        : note('hook.glance');
  return {
    text,
    reading,
    type,
    wordCount,
    score,
    breakdown: [
      note('hook.lead', { quote: quote(text), type: term(`hookType.${type}`) }),
      features.length > 0
        ? note('hook.uses', { features: { terms: features } })
        : note('hook.plain'),
      length,
    ],
  };
}

// ── Pacing ───────────────────────────────────────────────────────────────────────────────
interface Pacing {
  tempo: ViralTempo;
  description: ViralNote[];
  averageSentence: number;
}

function analysePacing(post: Post): Pacing {
  const average = Math.round((post.words / post.sentences.length) * 10) / 10;
  const longestParagraph =
    post.paragraphs.length === 1 ? post.words : Math.max(0, ...post.paragraphs.map(countWords));
  const levels: ViralTempo[] = ['fast', 'medium', 'slow'];
  let level = post.words <= 12 || average <= 10 ? 0 : average <= 18 ? 1 : 2;
  // Short lines read fast on a phone; one long block reads slow whatever the sentences.
  if (post.lines.length >= 3 && post.words / post.lines.length <= 15) level -= 1;
  if (post.lines.length === 1 && post.words > 80) level += 1;
  const tempo = levels[Math.max(0, Math.min(2, level))]!;
  const verdict = {
    fast: post.lines.length >= 3 ? note('pacing.fastLines') : note('pacing.fastShort'),
    medium: note('pacing.medium'),
    slow: note('pacing.slow'),
  }[tempo];
  return {
    tempo,
    averageSentence: average,
    description: [
      note('pacing.stats', {
        sentences: post.sentences.length,
        lines: post.lines.length,
        average,
      }),
      verdict,
      ...(longestParagraph >= 60 ? [note('pacing.dense', { count: longestParagraph })] : []),
    ],
  };
}

// ── Emotion ──────────────────────────────────────────────────────────────────────────────
interface Emotion {
  reading: EmotionReading;
  description: ViralNote[];
}

function analyseEmotion(post: Post, hook: string): Emotion {
  const reading = readEmotion(post, hook);
  if (reading.primary === 'none') return { reading, description: [note('emotion.none')] };
  const emotion = term(`emotionName.${reading.primary}`);
  const signals = reading.signals.map((signal) => inPost(post, signal)).filter(Boolean);
  const description = [
    // Signals found are quoted; a feeling carried by the hook's question alone says so.
    signals.length > 0
      ? note('emotion.lead', { emotion, signals: { quotes: signals.map((s) => clipSignal(s)) } })
      : note('emotion.leadQuestions', { emotion }),
  ];
  if (reading.secondary !== 'none') {
    description.push(note('emotion.backed', { emotion: term(`emotionName.${reading.secondary}`) }));
  }
  const { intensity } = reading;
  description.push(
    note(intensity >= 6 ? 'emotion.strong' : intensity >= 3 ? 'emotion.mild' : 'emotion.faint'),
  );
  return { reading, description };
}

/** A signal as the post writes it (the lexicons match folded text: "increible" → "increíble"). */
function inPost(post: Post, signal: string): string {
  if (post.folded.length !== post.text.length) return signal;
  const at = post.folded.indexOf(signal);
  return at < 0 ? signal : post.text.slice(at, at + signal.length);
}

const clipSignal = (signal: string) => [...signal.trim()].slice(0, 40).join('') || '…';

// ── Call to action ───────────────────────────────────────────────────────────────────────
interface Cta {
  reading: CtaReading;
  effectiveness: number;
  deadLink: boolean;
  description: ViralNote[];
}

function analyseCta(post: Post, platform: Platform): Cta {
  const reading = readCta(post);
  if (reading.type === 'none') {
    return { reading, effectiveness: 0, deadLink: false, description: [note('cta.none')] };
  }
  const { type, placement, kinds } = reading;
  let effectiveness = 5 + { end: 2, middle: 1, opening: 0, none: 0 }[placement];
  if (['comment', 'question', 'save'].includes(type)) effectiveness += 1;
  if (/[?？؟]/u.test(post.text.slice(Math.max(0, reading.index - 80)))) effectiveness += 1;
  if (kinds > 2) effectiveness -= 1;
  const deadLink =
    type === 'link' && (platform === 'instagram' || platform === 'tiktok') && !saysLinkInBio(post);
  if (deadLink) effectiveness -= 2;
  const description = [
    note(`cta.asks.${type}`, { quote: quote(sentenceAround(post.text, reading.index), 120) }),
    note(
      placement === 'end'
        ? 'cta.atEnd'
        : placement === 'opening'
          ? 'cta.atOpening'
          : 'cta.atMiddle',
    ),
  ];
  if (kinds > 2) description.push(note('cta.competing', { count: kinds }));
  if (deadLink) description.push(note('cta.deadLink', { platform: PLATFORM_NAMES[platform] }));
  return {
    reading,
    effectiveness: Math.max(0, Math.min(10, effectiveness)),
    deadLink,
    description,
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
  kind: ViralStructure;
  opening: ViralNote[];
  body: ViralNote[];
  close: ViralNote[];
  flow: ViralNote[];
  /** The flow's steps, for the takeaway. */
  steps: ViralTerm[];
  score: number;
  lengthFits: boolean;
}

function analyseStructure(post: Post, hook: Hook, cta: Cta, platform: Platform): Structure {
  const kind = readStructure(post, hook.reading, isAnnouncement(hook.text));
  const lastLine = post.lines.at(-1) ?? post.text;
  const endsOnQuestion = /[?？؟]\s*\p{Extended_Pictographic}*\s*$/u.test(lastLine);
  const closeStep: ViralTerm =
    cta.reading.type !== 'none'
      ? `step.close.${cta.reading.type}`
      : endsOnQuestion
        ? 'step.close.question'
        : 'step.close.statement';
  const steps: ViralTerm[] = [
    `step.hook.${hook.type}`,
    ...(kind === 'single-claim' ? [] : [`step.body.${kind}` as const]),
    closeStep,
  ];
  const alone = post.sentences.length <= 1 && post.lines.length <= 1;
  const items = Math.max(post.listMarkers.length, post.parallelLines);
  const body = {
    list: note('structure.bodyList', { count: items }),
    thread:
      post.threadParts >= 2
        ? note('structure.bodyThread', { count: post.threadParts })
        : note('structure.bodyThreadPlain'),
    story: note('structure.bodyStory'),
    explanation: note('structure.bodyExplanation'),
    'single-claim': alone ? note('structure.bodyNone') : note('structure.bodySingle'),
  }[kind];
  const close = alone
    ? note('structure.closeHook')
    : cta.reading.type !== 'none' && cta.reading.type !== 'question'
      ? note('structure.closeAsk', { quote: quote(lastLine, 160) })
      : endsOnQuestion
        ? note('structure.closeQuestion', { quote: quote(lastLine, 160) })
        : note('structure.closeStatement', { quote: quote(lastLine, 160) });
  const [min, max] = PLATFORM_LENGTH[platform];
  const lengthFits = post.characters >= min && post.characters <= max;
  let score = 4;
  if (post.words <= 40 || post.lines.length >= 3) score += 2;
  if (lengthFits) score += 2;
  if (!alone) score += 1;
  if (kind === 'list' || kind === 'story' || kind === 'thread') score += 1;
  return {
    kind,
    opening: [
      note('structure.opening', {
        type: term(`hookType.${hook.type}`),
        quote: quote(hook.text, 160),
      }),
    ],
    body: [body],
    close: [close],
    flow: [note('structure.flow', { steps: { chain: steps } })],
    steps,
    score: Math.min(10, score),
    lengthFits,
  };
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

const PLATFORM_NAMES: Record<Exclude<Platform, 'other'>, string> & { other: string } = {
  twitter: 'X',
  threads: 'Threads',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  youtube: 'YouTube',
  other: '',
};

function recommend({ post, hook, pacing, emotion, cta, structure, platform }: Parts): ViralNote[] {
  const out: ViralNote[] = [];
  const named = platform !== 'other';
  if (hook.wordCount > 20) {
    out.push(note('advice.cutHook', { count: hook.wordCount }));
  } else if (hook.score < 6) {
    out.push(note('advice.sharpenHook', { score: hook.score, quote: quote(hook.text, 80) }));
  }
  if (cta.reading.type === 'none') out.push(note('advice.addAsk'));
  else if (cta.reading.placement !== 'end') out.push(note('advice.moveAsk'));
  if (cta.reading.kinds > 2) out.push(note('advice.oneAsk', { count: cta.reading.kinds }));
  if (cta.deadLink) out.push(note('advice.linkInBio', { platform: PLATFORM_NAMES[platform] }));
  if (pacing.tempo === 'slow') {
    out.push(note('advice.breakUp', { average: pacing.averageSentence }));
  }
  if (emotion.reading.intensity < 4) out.push(note('advice.addFeeling'));
  if (!/\p{Nd}/u.test(post.text)) out.push(note('advice.addFigure'));
  if (!structure.lengthFits) {
    const [min, max] = PLATFORM_LENGTH[platform];
    const count = post.characters;
    const where = { platform: PLATFORM_NAMES[platform] };
    out.push(
      count > max
        ? named
          ? note('advice.tooLong', { count, max, ...where })
          : note('advice.tooLongAny', { count, max })
        : named
          ? note('advice.tooShort', { count, min, ...where })
          : note('advice.tooShortAny', { count, min }),
    );
  }
  if (post.hashtags > (platform === 'instagram' ? 10 : 3)) {
    out.push(note('advice.fewerHashtags', { count: post.hashtags }));
  }
  const fillers = [
    note('advice.reuseHook', { type: term(`hookType.${hook.type}`) }),
    note('advice.replyEarly'),
    note('advice.testTemplate'),
  ];
  for (const filler of fillers) if (out.length < 3) out.push(filler);
  return out.slice(0, 6);
}

function takeaways({ hook, pacing, emotion, cta, structure }: Parts): ViralNote[] {
  const { primary, secondary, intensity } = emotion.reading;
  const { type, placement } = cta.reading;
  return [
    note('takeaway.hook', {
      type: term(`hookType.${hook.type}`),
      score: hook.score,
      pull: term(`pull.${hook.type}`),
    }),
    note('takeaway.pacing', {
      tempo: term(`tempo.${pacing.tempo}`),
      average: pacing.averageSentence,
    }),
    primary === 'none'
      ? note('takeaway.neutral')
      : secondary === 'none'
        ? note('takeaway.emotion', { emotion: term(`emotionName.${primary}`), intensity })
        : note('takeaway.emotionPair', {
            emotion: term(`emotionName.${primary}`),
            second: term(`emotionName.${secondary}`),
            intensity,
          }),
    type === 'none'
      ? note('takeaway.noCta')
      : note(
          placement === 'end'
            ? 'takeaway.ctaEnd'
            : placement === 'opening'
              ? 'takeaway.ctaOpening'
              : 'takeaway.ctaMiddle',
          {
            type: term(`ctaType.${type as Exclude<ViralCtaType, 'none'>}`),
            score: cta.effectiveness,
          },
        ),
    note('takeaway.structure', { flow: { chain: structure.steps } }),
  ];
}
