import { z } from 'zod';
import { visibleText } from '../../../src/shared/text.ts';

/** The Workspace's content types (workspace_items.content_type lists the same). */
export const CONTENT_TYPES = ['thread', 'bio', 'caption', 'hashtag', 'other'] as const;

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

export const GenerateSchema = z.strictObject({
  action: z.literal('generate'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('must be a valid email address').max(254, 'must be at most 254 characters')),
  contentToSave: ContentToSaveSchema.optional(),
});

export const ValidateSchema = z.strictObject({
  action: z.literal('validate'),
  token: z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
});

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
