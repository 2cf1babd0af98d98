/**
 * Writes one reply to a post on X with the model, for the extension (the `reply` function).
 * The post is a stranger's text and the persona is the user's: both go into the prompt as
 * delimited data, never as instructions. Each attempt is checked against the posting rules
 * (`checkReplyForPosting`, and X's own 280 limit); a failed attempt is retried with what it
 * broke, up to REPLY_MAX_ATTEMPTS, then the reply is given up on with the rules it broke.
 * A failed model call throws `ModelError` (the caller skips the post).
 */
import { z } from 'zod';
import { REPLY_MAX_ATTEMPTS, type ReplyPersona } from '../../../../src/shared/contracts/reply.ts';
import {
  checkReplyForPosting,
  isPostableOnX,
  replyLengthBounds,
  type PostingCheck,
} from '../../../../src/shared/reply-rules/index.ts';
import {
  strategyPrompt,
  type ReplyStrategyId,
} from '../../../../src/shared/reply-strategies/index.ts';
import type { ModelConfig } from './config.ts';
import {
  cleanText,
  dataBlock,
  unquote,
  UNTRUSTED_DATA_RULE,
  type Generate,
} from './prompt-text.ts';

export interface ReplyToWrite {
  post: { text: string; language?: string };
  persona: ReplyPersona;
  strategy: ReplyStrategyId;
  /** The user's recent replies: a new one must not be a near copy of any. */
  previousReplies: readonly string[];
}

export type WrittenReply =
  | { ok: true; reply: string; attempts: number }
  | { ok: false; failedRules: string[]; attempts: number };

const ModelReplySchema = z.object({ reply: z.string().max(2000) });

/** The house style, in words a model follows. */
function rulesText(persona: ReplyPersona): string {
  const { min, max } = replyLengthBounds(persona.style);
  return [
    `Length: between ${min} and ${max} characters as X counts them (a link counts 23, a Chinese,`,
    'Japanese or Korean character or an emoji counts 2).',
    'No em or en dashes and no hyphen used as a dash (hyphenated words are fine). No colon except',
    'in a time or ratio such as 10:30 or 3:1. No semicolons. No quotation marks (an apostrophe',
    "inside a word, as in don't, is fine).",
    persona.allowHashtags ? 'A hashtag only if it truly helps.' : 'No hashtags.',
    persona.allowLinks ? 'A link only if it truly helps.' : 'No links or web addresses.',
    'Plain sentences, no lists, no greeting, no sign-off, no @mentions.',
    'Never a near copy of the earlier replies given.',
  ].join(' ');
}

function systemPrompt(input: ReplyToWrite): string {
  const language = input.post.language
    ? `Write the reply in the language whose code is ${input.post.language}, the post's language.`
    : "Write the reply in the post's language.";
  return [
    'You write one reply to a post on X (Twitter) for the person described below, in their voice.',
    'A good reply adds something specific to the conversation and sounds like a person, not an',
    'assistant: no flattery, no generic praise, no buzzwords, no offers, nothing invented about',
    'the person beyond what they describe.',
    language,
    rulesText(input.persona),
    'Answer with JSON: {"reply": "<the reply text>"}.',
    UNTRUSTED_DATA_RULE,
  ].join(' ');
}

function personaText(persona: ReplyPersona): string {
  const lines = [
    persona.niche && `Niche: ${persona.niche}`,
    persona.tone && `Tone: ${persona.tone}`,
    persona.topics.length > 0 && `Topics: ${persona.topics.join(', ')}`,
    ...persona.sampleReplies.map((sample, i) => `Sample reply ${i + 1}: ${sample}`),
  ].filter(Boolean);
  return lines.length > 0 ? lines.join('\n') : 'No description given.';
}

/** What an attempt broke, in words for the next attempt. */
function describeFailures(failed: readonly PostingCheck[], text: string): string {
  return failed
    .map((check) => {
      const params = Object.entries(check.params ?? {})
        .map(([key, value]) => `${key} ${value}`)
        .join(', ');
      return params ? `${check.rule} (${params})` : check.rule;
    })
    .concat(isPostableOnX(text) ? [] : ['over X\u2019s 280 limit'])
    .join('; ');
}

export async function writeReplyWithModel(
  generate: Generate,
  config: ModelConfig,
  input: ReplyToWrite,
): Promise<WrittenReply> {
  const system = systemPrompt(input);
  const base = [
    dataBlock('PERSONA', personaText(input.persona)),
    strategyPrompt(input.strategy),
    dataBlock('POST', input.post.text),
    input.previousReplies.length > 0
      ? dataBlock('EARLIER REPLIES', input.previousReplies.slice(0, 10).join('\n---\n'))
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const context = {
    post: input.post.text,
    previousReplies: input.previousReplies,
    style: input.persona.style,
    allowHashtags: input.persona.allowHashtags,
    allowLinks: input.persona.allowLinks,
  };

  let feedback = '';
  let failedRules: string[] = [];
  for (let attempt = 1; attempt <= REPLY_MAX_ATTEMPTS; attempt++) {
    const { reply } = await generate(config, {
      system,
      prompt: feedback
        ? `${base}\n\nYour previous reply broke these rules: ${feedback}. Write a new reply that keeps them.`
        : base,
      schema: ModelReplySchema,
      name: 'reply',
      maxOutputTokens: 400,
    });
    const text = cleanText(unquote(cleanText(reply)));
    const failed = checkReplyForPosting(text, context).filter((check) => !check.passed);
    if (failed.length === 0 && isPostableOnX(text))
      return { ok: true, reply: text, attempts: attempt };
    failedRules = [
      ...failed.map((check) => check.rule as string),
      ...(isPostableOnX(text) ? [] : ['x-limit']),
    ];
    feedback = describeFailures(failed, text);
  }
  return { ok: false, failedRules, attempts: REPLY_MAX_ATTEMPTS };
}
