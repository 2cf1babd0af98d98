/**
 * Which language model the AI tools use, read from the environment. No provider configured
 * means the built-in offline writer serves every tool, so this returns `{ config: null }`
 * rather than an error in that case. A provider that is configured but wrong returns an error
 * string naming the variable, so the operator can fix it (the caller falls back to offline).
 *
 *   AI_PROVIDER            openai-compatible | anthropic | offline (default: unset = offline)
 *   AI_BASE_URL            API root; required for openai-compatible, optional for anthropic
 *   AI_API_KEY             bearer / x-api-key; optional for local servers, required for anthropic
 *                          (ANTHROPIC_API_KEY is accepted as a fallback there)
 *   AI_MODEL               model id, required
 *   AI_TIMEOUT_MS          whole request budget incl. retries, default 20000
 *   AI_MAX_RETRIES         retries on 408/409/429/5xx/network errors, default 2
 *   AI_STRUCTURED_OUTPUTS  json-schema (OpenAI strict response_format) | json (JSON mode, default)
 */
import { z } from 'zod';
import { getEnv as readEnv } from '../env.ts';

export const AI_PROVIDERS = ['openai-compatible', 'anthropic'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];
export type StructuredOutputMode = 'json-schema' | 'json';

export interface ModelConfig {
  provider: AiProvider;
  /** Without a trailing slash; the SDK appends `/chat/completions` or `/messages`. */
  baseURL: string;
  apiKey?: string;
  model: string;
  /** Budget for the whole call, retries and backoff included: the user is waiting. */
  timeoutMs: number;
  maxRetries: number;
  /** openai-compatible only; Anthropic's SDK picks native output or a forced tool itself. */
  structuredOutputs: StructuredOutputMode;
}

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_RETRIES = 2;
export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com/v1';

type EnvReader = (name: string) => string | undefined;

/** Empty strings count as unset (a blank line in `.env` should not be a value). */
const optional = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const integer = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      const number = /^\d+$/.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(number) || number < min || number > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be a whole number from ${min} to ${max} (got "${value}")`,
        });
        return z.NEVER;
      }
      return number;
    });

const EnvSchema = z.object({
  AI_PROVIDER: z.enum(AI_PROVIDERS, {
    error: (issue) =>
      `AI_PROVIDER must be one of openai-compatible, anthropic, offline (got "${String(issue.input)}")`,
  }),
  AI_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: (issue) =>
        `AI_BASE_URL must be an http(s) URL such as https://api.openai.com/v1 (got "${String(issue.input)}")`,
    })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  AI_API_KEY: z.string().optional(),
  ANTHROPIC_API_KEY: z.string().optional(),
  AI_MODEL: z.string({ error: 'AI_MODEL is required (the model id, e.g. gpt-4o-mini)' }),
  AI_TIMEOUT_MS: integer('AI_TIMEOUT_MS', 100, 600_000, DEFAULT_TIMEOUT_MS),
  AI_MAX_RETRIES: integer('AI_MAX_RETRIES', 0, 10, DEFAULT_MAX_RETRIES),
  AI_STRUCTURED_OUTPUTS: z
    .enum(['json-schema', 'json'], {
      error: (issue) =>
        `AI_STRUCTURED_OUTPUTS must be json-schema or json (got "${String(issue.input)}")`,
    })
    .default('json'),
});

/** Rules between variables; checked even when another variable is invalid, to list every fix. */
function crossChecks(raw: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (raw.AI_PROVIDER === 'openai-compatible' && !raw.AI_BASE_URL)
    problems.push(
      'AI_BASE_URL is required when AI_PROVIDER=openai-compatible (e.g. https://api.openai.com/v1, http://localhost:11434/v1)',
    );
  if (raw.AI_PROVIDER === 'anthropic' && !raw.AI_API_KEY && !raw.ANTHROPIC_API_KEY)
    problems.push('AI_API_KEY (or ANTHROPIC_API_KEY) is required when AI_PROVIDER=anthropic');
  return problems;
}

export function readModelConfig(
  getEnv: EnvReader = readEnv,
): { config: ModelConfig } | { config: null } | { error: string } {
  const provider = optional(getEnv('AI_PROVIDER'));
  if (provider === undefined || provider === 'offline') return { config: null };

  const raw = {
    AI_PROVIDER: provider,
    AI_BASE_URL: optional(getEnv('AI_BASE_URL')),
    AI_API_KEY: optional(getEnv('AI_API_KEY')),
    ANTHROPIC_API_KEY: optional(getEnv('ANTHROPIC_API_KEY')),
    AI_MODEL: optional(getEnv('AI_MODEL')),
    AI_TIMEOUT_MS: optional(getEnv('AI_TIMEOUT_MS')),
    AI_MAX_RETRIES: optional(getEnv('AI_MAX_RETRIES')),
    AI_STRUCTURED_OUTPUTS: optional(getEnv('AI_STRUCTURED_OUTPUTS')),
  };
  const parsed = EnvSchema.safeParse(raw);
  // Messages only: they echo bad values, and no rule ever reports the key variables' values.
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)),
    ...crossChecks(raw),
  ];
  if (!parsed.success || problems.length) return { error: problems.join('; ') };

  const env = parsed.data;
  const apiKey =
    env.AI_API_KEY ?? (env.AI_PROVIDER === 'anthropic' ? env.ANTHROPIC_API_KEY : undefined);
  return {
    config: {
      provider: env.AI_PROVIDER,
      baseURL: env.AI_BASE_URL ?? ANTHROPIC_BASE_URL,
      ...(apiKey ? { apiKey } : {}),
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
      structuredOutputs: env.AI_STRUCTURED_OUTPUTS,
    },
  };
}
