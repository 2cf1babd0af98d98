/**
 * What each AI tool takes and returns (the `generate` function's contract). The server
 * validates requests and every result (offline writer or model) against these schemas; the
 * renderer types its pages from them. Tool ids are catalogue slugs (src/shared/tool-catalogue.ts);
 * several tools may share one generator kind (both bio generators write bios).
 */
import { z } from 'zod';
import { isActiveLanguage } from '../languages.ts';
import { visibleText } from '../text.ts';
import { ToolUsageStateSchema } from '../tool-gate.ts';
import { bioInputProblem } from './offline/bio-input.ts';
import {
  VIRAL_CTA_TYPES,
  VIRAL_EMOTIONS,
  VIRAL_HOOK_TYPES,
  VIRAL_NOTE_CODES,
  VIRAL_PLACEMENTS,
  VIRAL_STRUCTURES,
  VIRAL_TEMPLATE_CODES,
  VIRAL_TEMPOS,
  VIRAL_TERMS,
} from './offline/viral-codes.ts';

// ── Tools ────────────────────────────────────────────────────────────────────────────────
export const GENERATOR_KINDS = ['bio', 'hashtags', 'viral-deconstruction', 'reply-grade'] as const;
export type GeneratorKind = (typeof GENERATOR_KINDS)[number];

/** Catalogue slug → generator kind. Only these tools may call `generate`. */
export const GENERATION_TOOLS = {
  'instagram-bio-generator': 'bio',
  'social-media-bio-generator': 'bio',
  'smart-hashtag-generator': 'hashtags',
  'viral-post-deconstructor': 'viral-deconstruction',
  'reply-grader': 'reply-grade',
} as const satisfies Record<string, GeneratorKind>;
export type GenerationToolId = keyof typeof GENERATION_TOOLS;
export const GENERATION_TOOL_IDS = Object.keys(GENERATION_TOOLS) as GenerationToolId[];

export function isGenerationTool(id: string): id is GenerationToolId {
  return Object.hasOwn(GENERATION_TOOLS, id);
}

/** Text a person typed: trimmed, at least one visible character, at most `max` characters. */
const text = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .min(1, { error: `${what} is required` })
    .max(max, { error: `${what} is too long (at most ${max} characters)` })
    .refine((value) => visibleText(value).length > 0, { error: `${what} is required` });

// ── Bio generator (BIO) ──────────────────────────────────────────────────────────────────
export const BIO_STYLES = [
  'trendy',
  'minimalist',
  'creative',
  'professional',
  'fun',
  'inspirational',
] as const;
export type BioStyle = (typeof BIO_STYLES)[number];
export const BIO_PLATFORMS = ['instagram', 'twitter', 'tiktok', 'linkedin', 'youtube'] as const;
export type BioPlatform = (typeof BIO_PLATFORMS)[number];
/**
 * Each platform's own limit, in characters as the platforms count them (code points: an emoji
 * counts at least 1, a composed emoji such as 👩‍🍳 counts each of its parts): the Instagram bio,
 * the X bio, the TikTok bio, the LinkedIn headline, the YouTube channel description.
 */
export const BIO_LIMITS: Record<BioPlatform, number> = {
  instagram: 150,
  twitter: 160,
  tiktok: 80,
  linkedin: 220,
  youtube: 1000,
};
export const BIO_VARIATIONS = 3;

/**
 * What the person does, in their words. Junk (a lone letter, punctuation, only emoji or digits,
 * keyboard mashing) is refused here, so `generate` answers 400 before the free-use gate counts
 * anything (offline/bio-input.ts; the page checks the same before sending).
 */
export const BioInputSchema = z.strictObject({
  niche: text(300, 'niche').refine((niche) => bioInputProblem(niche) === null, {
    error: 'niche must say what you do in a few words (for example "yoga teacher in Lisbon")',
  }),
});
export const BioOptionsSchema = z
  .strictObject({
    /** One style for all three, or omitted for three different styles. */
    style: z.enum(BIO_STYLES).optional(),
    platform: z.enum(BIO_PLATFORMS).default('instagram'),
    emojis: z.boolean().default(true),
    /** The language the bios are written in (the page's language; default en). */
    language: z
      .string({ error: 'language must be a language code' })
      .refine((code) => isActiveLanguage(code), { error: 'language is not a supported language' })
      .optional(),
  })
  .default({ platform: 'instagram', emojis: true });
export const BioSchema = z.strictObject({
  bio: z.string().min(1),
  style: z.enum(BIO_STYLES),
  emojis_used: z.array(z.string()),
  /** Code points, as the platforms count (at most the platform's limit, `BIO_LIMITS`). */
  character_count: z
    .number()
    .int()
    .min(1)
    .max(Math.max(...Object.values(BIO_LIMITS))),
});
export const BioResultSchema = z.strictObject({
  bios: z.array(BioSchema).length(BIO_VARIATIONS),
});

// ── Smart hashtag generator (HASH) ───────────────────────────────────────────────────────
export const HASHTAG_PLATFORMS = ['instagram', 'twitter', 'linkedin', 'tiktok', 'youtube'] as const;
export type HashtagPlatform = (typeof HASHTAG_PLATFORMS)[number];
export const HASHTAG_LIMITS: Record<HashtagPlatform, number> = {
  instagram: 30,
  twitter: 10,
  linkedin: 10,
  tiktok: 20,
  youtube: 15,
};
/**
 * How the tags are spread over the groups (shares in offline/hashtags.ts). No "trending"
 * strategy: the product has no data on what is trending (docs/product-rules.md#honest-figures).
 */
export const HASHTAG_STRATEGIES = ['balanced', 'broad-reach', 'niche'] as const;
export type HashtagStrategy = (typeof HASHTAG_STRATEGIES)[number];
/**
 * Result groups, in display order: the curated dataset's tiers by how broad a tag's topic is
 * (the curator's judgement, not a measured popularity), then tags taken from the post itself.
 */
export const HASHTAG_GROUP_CATEGORIES = ['broad', 'targeted', 'niche', 'post'] as const;
export type HashtagGroupCategory = (typeof HASHTAG_GROUP_CATEGORIES)[number];

export const HashtagInputSchema = z.strictObject({ content: text(5000, 'content') });
export const HashtagOptionsSchema = z
  .strictObject({
    platform: z.enum(HASHTAG_PLATFORMS).default('instagram'),
    strategy: z.enum(HASHTAG_STRATEGIES).default('balanced'),
  })
  .default({ platform: 'instagram', strategy: 'balanced' });
/**
 * `#`, then letters (with their combining marks, as in Hindi #योग) and digits of any script;
 * single underscores may join words, as Arabic tags commonly do (#وصفات_سهلة).
 */
export const HASHTAG_PATTERN =
  /^#[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:_[\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*$/u;
const hashtag = z.string().regex(HASHTAG_PATTERN);
export const HashtagGroupSchema = z.strictObject({
  category: z.enum(HASHTAG_GROUP_CATEGORIES),
  hashtags: z.array(hashtag).min(1),
});
const inCategoryOrder = (groups: readonly { category: HashtagGroupCategory }[]) =>
  groups.every(
    (g, i) =>
      i === 0 ||
      HASHTAG_GROUP_CATEGORIES.indexOf(groups[i - 1]!.category) <
        HASHTAG_GROUP_CATEGORIES.indexOf(g.category),
  );
export const HashtagResultSchema = z.strictObject({
  platform: z.enum(HASHTAG_PLATFORMS),
  strategy: z.enum(HASHTAG_STRATEGIES),
  /** The most tags the platform allows on a post. */
  limit: z.number().int(),
  /** Groups with at least one tag, each category at most once, in HASHTAG_GROUP_CATEGORIES order. */
  groups: z
    .array(HashtagGroupSchema)
    .max(HASHTAG_GROUP_CATEGORIES.length)
    .refine(inCategoryOrder, { error: 'groups must be distinct and in category order' }),
  /** Extra tags a model suggested (empty offline); never duplicates a group's tag. */
  suggested: z.array(hashtag),
});

// ── Viral post deconstructor (VIR) ───────────────────────────────────────────────────────
export const VIRAL_PLATFORMS = [
  'twitter',
  'instagram',
  'tiktok',
  'linkedin',
  'youtube',
  'facebook',
  'threads',
  'other',
] as const;
export const ViralInputSchema = z.strictObject({
  content: text(10_000, 'content'),
  platform: z.enum(VIRAL_PLATFORMS).default('other'),
});
/** The page's language: the language the analysis is written in (default en). */
export const ViralOptionsSchema = z
  .strictObject({
    language: z
      .string({ error: 'language must be a language code' })
      .refine((code) => isActiveLanguage(code), { error: 'language is not a supported language' })
      .optional(),
  })
  .default({});
const score10 = z.number().min(0).max(10);
const line = z.string().min(1).max(600);
/**
 * A value a note's sentence embeds: a figure, a plain string (a platform's name, a list
 * marker), a quotation of the post (shown in the page's quotation marks), or translated terms.
 */
export const ViralParamSchema = z.union([
  z.number(),
  z.string().max(200),
  z.strictObject({ quote: z.string().min(1).max(300) }),
  z.strictObject({ quotes: z.array(z.string().min(1).max(100)).min(1).max(3) }),
  z.strictObject({ term: z.enum(VIRAL_TERMS) }),
  /** Terms joined as a list ("a number, a direct “you” and curiosity words"). */
  z.strictObject({ terms: z.array(z.enum(VIRAL_TERMS)).min(1).max(8) }),
  /** Terms joined as steps ("question hook → list → comment call to action"). */
  z.strictObject({ chain: z.array(z.enum(VIRAL_TERMS)).min(1).max(6) }),
]);
const params = z.record(z.string().regex(/^[a-z][a-zA-Z]*$/u), ViralParamSchema);
/**
 * One sentence of the analysis: a code the page renders in its language
 * (viral-codes.ts), or text a model wrote in the requested language.
 */
export const ViralNoteSchema = z.union([
  z.strictObject({ code: z.enum(VIRAL_NOTE_CODES), params }),
  z.strictObject({ text: line }),
]);
const notes = z.array(ViralNoteSchema).min(1).max(8);
/** A template line of the offline writer: a frame with [slots] in the page's language. */
export const ViralTemplateLineSchema = z.strictObject({
  code: z.enum(VIRAL_TEMPLATE_CODES),
  params,
});
/** Paragraphs of frame lines (offline), or a model's template text; both keep the template rules. */
export const ViralTemplateSchema = z.union([
  z.strictObject({
    paragraphs: z.array(z.array(ViralTemplateLineSchema).min(1).max(12)).min(1).max(12),
  }),
  z.strictObject({ text: z.string().min(1).max(2000) }),
]);
const emotion = z.enum([...VIRAL_EMOTIONS, 'none']);
export const ViralResultSchema = z.strictObject({
  viralDnaScore: z.number().int().min(0).max(100),
  hookAnalysis: z.strictObject({
    type: z.enum(VIRAL_HOOK_TYPES),
    wordCount: z.number().int().min(0),
    score: score10,
    trigger: notes,
    breakdown: notes,
  }),
  pacingAnalysis: z.strictObject({
    cutsPerSecond: z.number().min(0).optional(),
    speedVsAverage: z.string().min(1).max(100).optional(),
    tempo: z.enum(VIRAL_TEMPOS),
    description: notes,
  }),
  emotionalTriggers: z.strictObject({
    primary: emotion,
    secondary: emotion,
    intensity: score10,
    description: notes,
  }),
  ctaAnalysis: z.strictObject({
    type: z.enum(VIRAL_CTA_TYPES),
    placement: z.enum(VIRAL_PLACEMENTS),
    effectiveness: score10,
    description: notes,
  }),
  contentStructure: z.strictObject({
    kind: z.enum(VIRAL_STRUCTURES),
    opening: notes,
    body: notes,
    close: notes,
    flow: notes,
  }),
  template: ViralTemplateSchema,
  recommendations: notes,
  keyTakeaways: notes,
});

export type ViralBand = 'exceptional' | 'strong' | 'moderate';
/** Viral score bands: ≥ 80 exceptional (green), ≥ 60 strong (yellow), else moderate (orange). */
export function viralBand(score: number): {
  band: ViralBand;
  color: 'green' | 'yellow' | 'orange';
} {
  if (score >= 80) return { band: 'exceptional', color: 'green' };
  if (score >= 60) return { band: 'strong', color: 'yellow' };
  return { band: 'moderate', color: 'orange' };
}

// ── Reply grader ─────────────────────────────────────────────────────────────────────────
export const REPLY_RULE_IDS = [
  'length',
  'no-dashes',
  'no-colons',
  'no-semicolons',
  'no-quotes',
  'not-duplicate',
  'on-topic',
] as const;
export type ReplyRuleId = (typeof REPLY_RULE_IDS)[number];

export const ReplyGradeInputSchema = z.strictObject({
  post: text(2000, 'post'),
  reply: text(1000, 'reply'),
  /** The user's earlier replies, to catch near-identical ones. */
  previousReplies: z
    .array(z.string().max(1000, { error: 'each previous reply is at most 1000 characters' }))
    .max(50, { error: 'at most 50 previous replies' })
    .default([]),
});
/** The page's language: the language the grader's suggestions are written in (default en). */
export const ReplyGradeOptionsSchema = z
  .strictObject({
    language: z
      .string({ error: 'language must be a language code' })
      .refine((code) => isActiveLanguage(code), { error: 'language is not a supported language' })
      .optional(),
  })
  .default({});
export const ReplyCheckSchema = z.strictObject({
  rule: z.enum(REPLY_RULE_IDS),
  passed: z.boolean(),
  /** Figures the UI puts into the rule's sentence (length, offending characters, similarity…). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** What makes a reply work on X, each scored 0..10 (offline/reply-quality.ts). */
export const REPLY_CRITERIA = [
  'relevance',
  'specificity',
  'value',
  'hook',
  'tone',
  'length',
] as const;
export type ReplyCriterionId = (typeof REPLY_CRITERIA)[number];
/** The sentence the page shows for a criterion: its level, or why the length is off. */
export const REPLY_CRITERION_NOTES = ['strong', 'ok', 'weak', 'bare', 'over'] as const;
export type ReplyCriterionNote = (typeof REPLY_CRITERION_NOTES)[number];
export const ReplyCriterionSchema = z.strictObject({
  criterion: z.enum(REPLY_CRITERIA),
  score: z.number().int().min(0).max(10),
  note: z.enum(REPLY_CRITERION_NOTES),
  /** Figures for the note (the shared keywords, the details found, the length…). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** The kinds of suggestion the grader makes, each from something it found in the reply. */
export const REPLY_SUGGESTION_IDS = [
  'too-long',
  'drop-promo',
  'drop-link',
  'be-civil',
  'no-shouting',
  'replace-praise',
  'cut-hashtags',
  'cut-emoji',
  'drop-mentions',
  'rewrite-fresh',
  'tie-to-post',
  'answer-question',
  'name-thing',
  'add-detail',
  'add-experience',
  'add-new',
  'sharpen-question',
  'ask-question',
  'say-more',
] as const;
export type ReplySuggestionId = (typeof REPLY_SUGGESTION_IDS)[number];
export const ReplySuggestionSchema = z.strictObject({
  id: z.enum(REPLY_SUGGESTION_IDS),
  /** The suggestion in the requested language. */
  text: z.string().min(1).max(400),
});

export const ReplyGradeResultSchema = z.strictObject({
  /** How well the reply works on X, 0..100 (bands: `replyGradeBand`). */
  score: z.number().int().min(0).max(100),
  criteria: z.array(ReplyCriterionSchema).length(REPLY_CRITERIA.length),
  /** Concrete suggestions, most important first; empty when there is nothing to improve. */
  suggestions: z.array(ReplySuggestionSchema).max(6),
  /** The autopilot's house style (an optional check, not part of the score). */
  houseStyle: z.array(ReplyCheckSchema).length(REPLY_RULE_IDS.length),
  /** A better version of the reply, only when an AI model wrote one. */
  rewrite: z.string().min(1).max(400).optional(),
});

export type ReplyGradeBand = 'good' | 'mediocre' | 'bad';
/** Reply score bands: ≥ 70 good (green), ≥ 45 mediocre (yellow), else bad (red). */
export function replyGradeBand(score: number): {
  band: ReplyGradeBand;
  color: 'green' | 'yellow' | 'red';
} {
  if (score >= 70) return { band: 'good', color: 'green' };
  if (score >= 45) return { band: 'mediocre', color: 'yellow' };
  return { band: 'bad', color: 'red' };
}

// ── The `generate` request and response ───────────────────────────────────────────────────
const deviceId = z.uuid({ error: 'deviceId must be a UUID' }).optional();
const request = <T extends GenerationToolId, I extends z.ZodType, O extends z.ZodType>(
  tool: T,
  input: I,
  options: O,
) => z.strictObject({ tool: z.literal(tool), input, options, deviceId });

export const GenerateRequestSchema = z.discriminatedUnion('tool', [
  request('instagram-bio-generator', BioInputSchema, BioOptionsSchema),
  request('social-media-bio-generator', BioInputSchema, BioOptionsSchema),
  request('smart-hashtag-generator', HashtagInputSchema, HashtagOptionsSchema),
  request('viral-post-deconstructor', ViralInputSchema, ViralOptionsSchema),
  request('reply-grader', ReplyGradeInputSchema, ReplyGradeOptionsSchema),
]);
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

export const RESULT_SCHEMAS = {
  bio: BioResultSchema,
  hashtags: HashtagResultSchema,
  'viral-deconstruction': ViralResultSchema,
  'reply-grade': ReplyGradeResultSchema,
} as const;

export type BioInput = z.infer<typeof BioInputSchema>;
export type BioOptions = z.output<typeof BioOptionsSchema>;
export type BioResult = z.infer<typeof BioResultSchema>;
export type HashtagInput = z.infer<typeof HashtagInputSchema>;
export type HashtagOptions = z.output<typeof HashtagOptionsSchema>;
export type HashtagResult = z.infer<typeof HashtagResultSchema>;
export type ViralInput = z.output<typeof ViralInputSchema>;
export type ViralOptions = z.output<typeof ViralOptionsSchema>;
export type ViralResult = z.infer<typeof ViralResultSchema>;
export type ViralNote = z.infer<typeof ViralNoteSchema>;
export type ViralParam = z.infer<typeof ViralParamSchema>;
export type ViralTemplate = z.infer<typeof ViralTemplateSchema>;
export type ViralTemplateLine = z.infer<typeof ViralTemplateLineSchema>;
export type ReplyGradeInput = z.output<typeof ReplyGradeInputSchema>;
export type ReplyGradeOptions = z.output<typeof ReplyGradeOptionsSchema>;
export type ReplyGradeResult = z.infer<typeof ReplyGradeResultSchema>;
export type ReplyCheck = z.infer<typeof ReplyCheckSchema>;
export type ReplyCriterion = z.infer<typeof ReplyCriterionSchema>;
export type ReplySuggestion = z.infer<typeof ReplySuggestionSchema>;

export interface GeneratorTypes {
  bio: { input: BioInput; options: BioOptions; result: BioResult };
  hashtags: { input: HashtagInput; options: HashtagOptions; result: HashtagResult };
  'viral-deconstruction': { input: ViralInput; options: ViralOptions; result: ViralResult };
  'reply-grade': { input: ReplyGradeInput; options: ReplyGradeOptions; result: ReplyGradeResult };
}
export type KindOf<T extends GenerationToolId> = (typeof GENERATION_TOOLS)[T];
export type ResultOf<T extends GenerationToolId> = GeneratorTypes[KindOf<T>]['result'];
/** What a page sends for tool T (before defaults are applied). */
export type InputOf<T extends GenerationToolId> = z.input<
  Extract<(typeof GenerateRequestSchema)['options'][number], { shape: { tool: z.ZodLiteral<T> } }>
>['input'];
export type OptionsOf<T extends GenerationToolId> = z.input<
  Extract<(typeof GenerateRequestSchema)['options'][number], { shape: { tool: z.ZodLiteral<T> } }>
>['options'];

/** Who wrote a result. Offline results name why when a configured model failed. */
export const EngineSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('offline'),
    fallbackReason: z.string().optional(),
  }),
  z.strictObject({
    kind: z.literal('model'),
    provider: z.enum(['openai-compatible', 'anthropic']),
    model: z.string(),
  }),
]);
export type Engine = z.infer<typeof EngineSchema>;

export const GenerateResponseSchema = z.object({
  tool: z.enum(GENERATION_TOOL_IDS as [GenerationToolId, ...GenerationToolId[]]),
  result: z.unknown(),
  engine: EngineSchema,
  /** True when an identical earlier request's result was served ('Cached Result'). */
  cached: z.boolean(),
  /** The caller's gate record after this use. */
  usage: ToolUsageStateSchema,
});
export type GenerateResponse<T extends GenerationToolId = GenerationToolId> = Omit<
  z.infer<typeof GenerateResponseSchema>,
  'result' | 'tool'
> & { tool: T; result: ResultOf<T> };
