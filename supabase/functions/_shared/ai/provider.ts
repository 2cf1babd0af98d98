/**
 * The one way the functions call a language model: a prompt in, an object validated by a zod
 * schema out, or a typed `ModelError`. Built on the AI SDK (`generateText` with
 * `Output.object`), which gives us, per provider:
 *
 * - Retries: the SDK retries a failed HTTP call `maxRetries` times when the provider marks the
 *   error retryable (HTTP 408, 409, 429, 5xx and network failures; never other 4xx), waiting
 *   2 s, 4 s, 8 s… or what a `retry-after-ms` / `retry-after` header asks for (under 60 s).
 * - Timeout: one budget of `timeoutMs` for the whole call including retries and their waits,
 *   because a person is waiting and the offline writer can answer instead.
 * - Repair: `extractJsonMiddleware` with our transform recovers the object from fenced or
 *   chatty answers before the SDK parses and validates it.
 *
 * The SDK is imported on the first model call, not with this module (as mail.ts does with
 * nodemailer): the offline writer must keep working where the SDK cannot load, and under Deno
 * `ai` needs `--allow-sys=hostname` (its gateway dependency, @vercel/oidc, reads the host name
 * at import). A failed load is a `config` ModelError, so the caller falls back to offline.
 *
 * Nothing here logs: prompts carry user text and the config carries the key.
 */
import type { LanguageModel, LanguageModelMiddleware } from 'ai';
import { z } from 'zod';
import type { ModelConfig } from './config.ts';
import { repairJsonText } from './json-repair.ts';

export type ModelErrorKind =
  'config' | 'timeout' | 'rate-limited' | 'unavailable' | 'invalid-output' | 'refused';

/** Why a model call failed. `message` is safe to show or log: no key, no prompt. */
export class ModelError extends Error {
  override readonly name = 'ModelError';
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    /** The provider's HTTP status, when it answered with an error. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface StructuredRequest<T> {
  system: string;
  prompt: string;
  schema: z.ZodType<T>;
  /** Letters, digits, `_` and `-` (OpenAI's json_schema name rule). */
  name: string;
  description?: string;
  maxOutputTokens?: number;
  abortSignal?: AbortSignal;
}

export const DEFAULT_MAX_OUTPUT_TOKENS = 2000;

type AiSdk = typeof import('ai');
let loadingSdk: Promise<AiSdk> | undefined;

/** The `ai` module, imported once; a failed import is retried on the next call. */
export function loadSdk(): Promise<AiSdk> {
  loadingSdk ??= import('ai').catch((error: unknown) => {
    loadingSdk = undefined;
    throw new ModelError('config', `Could not load the AI SDK (${describeLoadError(error)})`);
  });
  return loadingSdk;
}

function describeLoadError(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 200);
}

/** The SDK model for a config; the JSON repair middleware is added by `generateStructured`. */
export async function createLanguageModel(config: ModelConfig): Promise<LanguageModel> {
  try {
    if (config.provider === 'anthropic') {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      // baseURL and apiKey always passed: the SDK would otherwise read process.env itself.
      return createAnthropic({ baseURL: config.baseURL, apiKey: config.apiKey })(config.model);
    }
    const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
    return createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: config.baseURL,
      ...(config.apiKey ? { apiKey: config.apiKey } : {}),
      supportsStructuredOutputs: config.structuredOutputs === 'json-schema',
    })(config.model);
  } catch (error) {
    if (error instanceof ModelError) throw error;
    throw new ModelError(
      'config',
      `Could not load the ${config.provider} provider (${describeLoadError(error)})`,
    );
  }
}

/**
 * JSON mode for OpenAI-compatible servers: `response_format: {type: 'json_object'}`, which
 * Ollama, llama.cpp, Groq and OpenRouter accept, with the schema written into the system
 * prompt. The schema is dropped from the call parameters so the SDK does not warn on every
 * call that the server cannot take it; the SDK still validates the answer against it.
 */
const jsonModeMiddleware: LanguageModelMiddleware = {
  specificationVersion: 'v3',
  transformParams: async ({ params }) =>
    params.responseFormat?.type === 'json'
      ? { ...params, responseFormat: { type: 'json' } }
      : params,
};

function usesJsonMode(config: ModelConfig): boolean {
  return config.provider === 'openai-compatible' && config.structuredOutputs === 'json';
}

function jsonInstruction(config: ModelConfig, schema: z.ZodType): string {
  if (!usesJsonMode(config)) return 'Answer with the JSON object described by the response schema.';
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema) as Record<string, unknown>;
  return [
    'Answer with one JSON object and nothing else: no prose, no markdown code fences.',
    'It must match this JSON Schema (every property is required):',
    JSON.stringify(jsonSchema),
  ].join('\n');
}

/**
 * Asks the model for an object matching `request.schema`. `model` is for tests (the AI SDK's
 * MockLanguageModelV3); by default it is built from the config.
 */
export async function generateStructured<T>(
  config: ModelConfig,
  request: StructuredRequest<T>,
  model?: LanguageModel,
): Promise<T> {
  const sdk = await loadSdk();
  const { extractJsonMiddleware, generateText, Output, wrapLanguageModel } = sdk;
  const languageModel = model ?? (await createLanguageModel(config));
  const middleware: LanguageModelMiddleware[] = [
    extractJsonMiddleware({ transform: repairJsonText }),
    ...(usesJsonMode(config) ? [jsonModeMiddleware] : []),
  ];
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const signal = request.abortSignal ? AbortSignal.any([timeout, request.abortSignal]) : timeout;
  try {
    const result = await generateText({
      model: wrapLanguageModel({
        model: languageModel as Parameters<typeof wrapLanguageModel>[0]['model'],
        middleware,
      }),
      system: `${request.system.trim()}\n\n${jsonInstruction(config, request.schema)}`,
      prompt: request.prompt,
      output: Output.object({
        schema: request.schema,
        name: request.name,
        ...(request.description ? { description: request.description } : {}),
      }),
      maxOutputTokens: request.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
      maxRetries: config.maxRetries,
      abortSignal: signal,
    });
    if (result.finishReason === 'content-filter')
      throw new ModelError('refused', 'The model declined to answer (content filter)');
    return result.output as T;
  } catch (error) {
    throw toModelError(sdk, error, {
      config,
      name: request.name,
      timedOut: timeout.aborted,
      cancelled: request.abortSignal?.aborted === true,
    });
  }
}

interface FailureContext {
  config: ModelConfig;
  name: string;
  timedOut: boolean;
  cancelled: boolean;
}

/** Maps whatever the SDK threw to a `ModelError` with a message fit for logs and users. */
export function toModelError(sdk: AiSdk, error: unknown, context: FailureContext): ModelError {
  if (error instanceof ModelError) return error;
  const { APICallError, LoadAPIKeyError, NoObjectGeneratedError, NoOutputGeneratedError } = sdk;
  const { RetryError } = sdk;
  const { config } = context;
  if (context.timedOut)
    return new ModelError(
      'timeout',
      `The AI provider did not answer within ${config.timeoutMs} ms`,
    );
  if (context.cancelled) return new ModelError('unavailable', 'The AI request was cancelled');

  let cause = error;
  let attempts = 1;
  if (RetryError.isInstance(error)) {
    cause = error.lastError;
    attempts = error.errors.length;
  }
  const tries = attempts > 1 ? ` after ${attempts} attempts` : '';

  if (APICallError.isInstance(cause)) return fromApiCallError(cause, config, tries);
  if (LoadAPIKeyError.isInstance(cause))
    return new ModelError('config', 'No API key configured for the AI provider (AI_API_KEY)');
  if (NoObjectGeneratedError.isInstance(cause)) return fromNoObject(sdk, cause, context.name);
  if (NoOutputGeneratedError.isInstance(cause))
    return new ModelError('invalid-output', `The model gave no ${context.name} answer`);
  const name = cause instanceof Error ? cause.name : typeof cause;
  return new ModelError('unavailable', `The AI request failed (${name})${tries}`);
}

type APICallError = InstanceType<AiSdk['APICallError']>;

function fromApiCallError(error: APICallError, config: ModelConfig, tries: string): ModelError {
  const status = error.statusCode;
  if (status === undefined) {
    // No HTTP answer at all: connection refused, DNS, TLS, reset.
    return new ModelError(
      'unavailable',
      `Could not reach the AI provider at ${hostOf(config.baseURL)}${tries}`,
    );
  }
  if (status === 429)
    return new ModelError(
      'rate-limited',
      `The AI provider is rate-limiting requests (HTTP 429)${tries}`,
      status,
    );
  if (status >= 500 || status === 408 || status === 409)
    return new ModelError(
      'unavailable',
      `The AI provider is unavailable (HTTP ${status})${tries}`,
      status,
    );
  const detail = providerDetail(error, config);
  const hint =
    status === 401 || status === 403
      ? 'check AI_API_KEY'
      : status === 404
        ? 'check AI_BASE_URL and AI_MODEL'
        : 'check AI_MODEL and AI_STRUCTURED_OUTPUTS';
  return new ModelError(
    'config',
    `The AI provider rejected the request (HTTP ${status}${detail ? `: ${detail}` : ''}); ${hint}`,
    status,
  );
}

function fromNoObject(
  sdk: AiSdk,
  error: InstanceType<AiSdk['NoObjectGeneratedError']>,
  name: string,
): ModelError {
  const { JSONParseError, TypeValidationError } = sdk;
  const text = error.text ?? '';
  if (error.finishReason === 'content-filter' || looksLikeRefusal(text))
    return new ModelError('refused', 'The model declined to answer');
  if (error.finishReason === 'length')
    return new ModelError('invalid-output', `The model's ${name} answer was cut off (too long)`);
  const cause = error.cause;
  if (TypeValidationError.isInstance(cause)) {
    return new ModelError(
      'invalid-output',
      `The model's ${name} answer did not match the expected shape (${issuePaths(cause.cause)})`,
    );
  }
  if (JSONParseError.isInstance(cause) || text.trim() !== '')
    return new ModelError('invalid-output', `The model's ${name} answer was not a JSON object`);
  return new ModelError('invalid-output', `The model gave an empty ${name} answer`);
}

/** Refusals arrive as plain prose instead of JSON ("I'm sorry, but I can't help with that"). */
function looksLikeRefusal(text: string): boolean {
  const start = text.trim().slice(0, 120);
  return (
    !start.includes('{') &&
    /^(I'?m sorry|I am sorry|Sorry|I can(?:'|no)t|I cannot|I won'?t|I'?m unable|I am unable|As an AI)\b/i.test(
      start,
    )
  );
}

/** Field paths only (never values, which may hold user text). */
function issuePaths(cause: unknown): string {
  if (cause instanceof z.ZodError) {
    const paths = [...new Set(cause.issues.map((issue) => issue.path.join('.') || '(root)'))];
    return paths.slice(0, 5).join(', ') + (paths.length > 5 ? ', …' : '');
  }
  return 'schema validation failed';
}

/**
 * The provider's own explanation ("model not found") helps whoever configures it. Keys are
 * removed: OpenAI echoes a masked key in its 401 message, and a proxy could echo it whole.
 */
function providerDetail(error: APICallError, config: ModelConfig): string {
  let detail = error.message.replace(/\s+/g, ' ').trim();
  if (config.apiKey) detail = detail.split(config.apiKey).join('[redacted]');
  detail = detail.replace(/\b(sk|pk|key|gsk|sk-ant|sk-or)[-_][\w*.-]{4,}/gi, '[redacted]');
  return detail.length > 200 ? `${detail.slice(0, 199)}…` : detail;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the configured AI_BASE_URL';
  }
}
