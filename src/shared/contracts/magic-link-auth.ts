import { z } from 'zod';
import { ACTIVE_LANGUAGE_CODES, DEFAULT_LANGUAGE, isActiveLanguage } from '../languages.ts';
import { visibleText } from '../text.ts';
import type { FunctionErrorCode } from './errors.ts';

/** The Workspace's content types (workspace_items.content_type lists the same). */
export const CONTENT_TYPES = ['thread', 'bio', 'caption', 'hashtag', 'other'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

const MAX_METADATA_BYTES = 8 * 1024;

/** What a visitor asked to save: stored with the link, saved to the Workspace when it is used. */
export const ContentToSaveSchema = z.strictObject({
  toolName: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .refine((value) => visibleText(value).length > 0, 'must contain visible text'),
  contentType: z.enum(CONTENT_TYPES, { error: `must be one of ${CONTENT_TYPES.join(', ')}` }),
  title: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  content: z
    .string()
    .min(1, 'must not be empty')
    .max(50_000, 'must be at most 50000 characters')
    .refine((value) => visibleText(value).length > 0, 'must not be blank'),
  metadata: z
    .record(z.string(), z.json())
    .refine(
      (value) => new TextEncoder().encode(JSON.stringify(value)).byteLength <= MAX_METADATA_BYTES,
      `must be at most ${MAX_METADATA_BYTES / 1024} KB as JSON`,
    )
    .optional(),
});

/**
 * The language of the page the request comes from (an active language code; English when
 * left out): the mail is written in it, and its links keep it as their path prefix.
 */
export const PageLanguageSchema = z
  .string()
  .refine(isActiveLanguage, `must be one of ${ACTIVE_LANGUAGE_CODES.join(', ')}`)
  .default(DEFAULT_LANGUAGE);

export const GenerateSchema = z.strictObject({
  action: z.literal('generate'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('must be a valid email address').max(254, 'must be at most 254 characters')),
  contentToSave: ContentToSaveSchema.optional(),
  language: PageLanguageSchema,
});

export const ValidateSchema = z.strictObject({
  action: z.literal('validate'),
  token: z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  /** Where the session link lands: the dashboard in this language. */
  language: PageLanguageSchema,
});

/**
 * `magic-link-auth`: mail a one-time sign-in link in the page's language (optionally saving
 * content on arrival), or use one.
 */
export const MagicLinkRequestSchema = z.discriminatedUnion(
  'action',
  [GenerateSchema, ValidateSchema],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? "must be 'generate' or 'validate'" : undefined,
  },
);

export type ContentToSave = z.infer<typeof ContentToSaveSchema>;

/** A token is 32 random bytes, base64url without padding. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type MagicLinkRequest = z.infer<typeof MagicLinkRequestSchema>;

/** At most this many links per email and per network in the window. */
export const MAGIC_LINK_RATE_LIMITS = { perEmail: 5, perAddress: 20, windowMs: 60 * 60 * 1000 };
// A 50,000-character item in 4-byte characters, plus metadata and the envelope.
export const MAGIC_LINK_MAX_BODY_BYTES = 256 * 1024;

/** `generate` answers `{ sent: true }`; `validate` the account and a URL that signs in. */
export const MagicLinkSentSchema = z.object({ sent: z.literal(true) });
export const MagicLinkValidatedSchema = z.object({
  userId: z.string(),
  email: z.string(),
  workspaceId: z.string().nullable(),
  savedItemId: z.string().nullable().optional(),
  sessionUrl: z.string().min(1),
});
export type ValidatedLink = z.infer<typeof MagicLinkValidatedSchema>;
export const MagicLinkResponseSchema = z.union([MagicLinkSentSchema, MagicLinkValidatedSchema]);

/** 429 answers also say when to try again. */
export const MagicLinkRateLimitedSchema = z.object({
  code: z.literal('rate-limited'),
  retryAfterMinutes: z.number().int().positive(),
});

export const MAGIC_LINK_CODES = [
  'method-not-allowed',
  'invalid-request',
  'malformed-json',
  'payload-too-large',
  'rate-limited',
  'send-failed',
  'invalid-link',
  'server-error',
] as const satisfies readonly FunctionErrorCode[];
