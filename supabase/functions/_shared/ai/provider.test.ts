// The provider layer against the AI SDK's own mock model: JSON repair, validation and the
// mapping of every failure to a ModelError. HTTP behaviour (retries, timeouts, request shape)
// is covered against a real server in tests/integration/ai-provider.test.ts.
import * as ai from 'ai';
import { APICallError, RetryError } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ModelConfig } from './config.ts';
import { repairJsonText } from './json-repair.ts';
import { generateStructured, ModelError, toModelError } from './provider.ts';

const config: ModelConfig = {
  provider: 'openai-compatible',
  baseURL: 'http://127.0.0.1:1/v1',
  apiKey: 'sk-unit-secret-123456',
  model: 'mock',
  timeoutMs: 2000,
  maxRetries: 0,
  structuredOutputs: 'json',
};

const Schema = z.object({ title: z.string(), score: z.number().min(0).max(10) });
const request = {
  system: 'You grade titles.',
  prompt: 'Grade this.',
  schema: Schema,
  name: 'grade',
};

type Finish = 'stop' | 'length' | 'content-filter';
function answering(text: string, finish: Finish = 'stop') {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: 'text', text }],
      finishReason: { unified: finish, raw: finish },
      usage: {
        inputTokens: { total: 5, noCache: 5, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: 5, text: 5, reasoning: undefined },
      },
      warnings: [],
    }),
  });
}

async function failure(promise: Promise<unknown>): Promise<ModelError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  return error as ModelError;
}

describe('repairJsonText', () => {
  it('passes valid JSON through unchanged (apart from surrounding space)', () => {
    expect(repairJsonText(' {"a":1} ')).toBe('{"a":1}');
  });

  it('takes the object out of a code fence, prose or a reasoning block', () => {
    expect(repairJsonText('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(repairJsonText('Sure! ```json {"a":"x"} ``` Hope this helps')).toBe('{"a":"x"}');
    expect(repairJsonText('Here you go: {"a":{"b":"}"}} and that is all {x}')).toBe(
      '{"a":{"b":"}"}}',
    );
    expect(repairJsonText('<think>maybe {"a":0}? no</think>\n{"a":2}')).toBe('{"a":2}');
    expect(repairJsonText('Use {braces} carefully. {"a":3}')).toBe('{"a":3}');
  });

  it('leaves text without a parseable object as it was', () => {
    expect(repairJsonText('not json at all')).toBe('not json at all');
    expect(repairJsonText('{"a": 1,')).toBe('{"a": 1,');
  });
});

describe('generateStructured', () => {
  it('returns the validated object', async () => {
    const model = answering('{"title":"Good","score":7}');
    await expect(generateStructured(config, request, model)).resolves.toEqual({
      title: 'Good',
      score: 7,
    });
  });

  it('sends JSON mode with the schema in the system prompt, and the prompt as the user turn', async () => {
    const model = answering('{"title":"Good","score":7}');
    await generateStructured(config, { ...request, maxOutputTokens: 321 }, model);
    const call = model.doGenerateCalls[0]!;
    // The schema is written into the prompt, not the call, so servers without strict schema
    // support get plain JSON mode.
    expect(call.responseFormat).toEqual({ type: 'json' });
    expect(call.maxOutputTokens).toBe(321);
    const [system, user] = call.prompt;
    expect(system).toMatchObject({ role: 'system' });
    const systemText = (system as { content: string }).content;
    expect(systemText).toMatch(/^You grade titles\.\n\nAnswer with one JSON object/);
    expect(systemText).toContain('"required":["title","score"]');
    expect(user).toMatchObject({ role: 'user', content: [{ type: 'text', text: 'Grade this.' }] });
  });

  it('passes the schema on to the model in json-schema mode', async () => {
    const model = answering('{"title":"Good","score":7}');
    await generateStructured({ ...config, structuredOutputs: 'json-schema' }, request, model);
    const format = model.doGenerateCalls[0]!.responseFormat;
    expect(format).toMatchObject({ type: 'json', name: 'grade', schema: { type: 'object' } });
  });

  it('repairs a fenced, chatty answer before validating it', async () => {
    const model = answering('Sure! Here it is:\n```json\n{"title":"Fenced","score":3}\n```');
    await expect(generateStructured(config, request, model)).resolves.toEqual({
      title: 'Fenced',
      score: 3,
    });
  });

  it('throws invalid-output for text that is not JSON and for a mismatching object', async () => {
    const junk = await failure(generateStructured(config, request, answering('not json at all')));
    expect(junk.kind).toBe('invalid-output');
    expect(junk.message).toBe("The model's grade answer was not a JSON object");

    const wrong = await failure(
      generateStructured(config, request, answering('{"title":"x","score":11}')),
    );
    expect(wrong.kind).toBe('invalid-output');
    expect(wrong.message).toBe("The model's grade answer did not match the expected shape (score)");
  });

  it('throws invalid-output when the answer was cut off', async () => {
    const error = await failure(
      generateStructured(config, request, answering('{"title":"x","sc', 'length')),
    );
    expect(error.kind).toBe('invalid-output');
    expect(error.message).toMatch(/cut off/);
  });

  it('throws refused for a content filter or a prose refusal', async () => {
    const filtered = await failure(
      generateStructured(config, request, answering('', 'content-filter')),
    );
    expect(filtered.kind).toBe('refused');
    const prose = await failure(
      generateStructured(config, request, answering("I'm sorry, but I can't help with that.")),
    );
    expect(prose.kind).toBe('refused');
  });

  it('maps a timeout and a caller abort', async () => {
    // Like fetch: rejects with the signal's reason when it aborts (or already has).
    const slow = new MockLanguageModelV3({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => {
          if (abortSignal?.aborted) reject(abortSignal.reason);
          abortSignal?.addEventListener('abort', () => reject(abortSignal.reason));
        }),
    });
    const timedOut = await failure(
      generateStructured({ ...config, timeoutMs: 100 }, request, slow),
    );
    expect(timedOut.kind).toBe('timeout');
    expect(timedOut.message).toBe('The AI provider did not answer within 100 ms');

    const controller = new AbortController();
    const pending = generateStructured(
      config,
      { ...request, abortSignal: controller.signal },
      slow,
    );
    controller.abort();
    const cancelled = await failure(pending);
    expect(cancelled.kind).toBe('unavailable');
    expect(cancelled.message).toBe('The AI request was cancelled');
  });
});

describe('toModelError', () => {
  const context = { config, name: 'grade', timedOut: false, cancelled: false };
  const apiError = (statusCode: number | undefined, message = 'provider said no') =>
    new APICallError({
      message,
      url: 'http://127.0.0.1:1/v1/chat/completions',
      requestBodyValues: {},
      statusCode,
    });

  it('maps HTTP statuses to kinds', () => {
    expect(toModelError(ai, apiError(429), context)).toMatchObject({
      kind: 'rate-limited',
      status: 429,
    });
    expect(toModelError(ai, apiError(503), context)).toMatchObject({
      kind: 'unavailable',
      status: 503,
    });
    expect(toModelError(ai, apiError(401), context).message).toMatch(/HTTP 401.*check AI_API_KEY$/);
    expect(toModelError(ai, apiError(404), context).message).toMatch(
      /check AI_BASE_URL and AI_MODEL$/,
    );
    expect(toModelError(ai, apiError(400), context)).toMatchObject({ kind: 'config', status: 400 });
    expect(toModelError(ai, apiError(undefined), context)).toMatchObject({
      kind: 'unavailable',
      message: 'Could not reach the AI provider at 127.0.0.1:1',
    });
  });

  it('says how many attempts were made when retries ran out', () => {
    const error = new RetryError({
      message: 'Failed after 3 attempts',
      reason: 'maxRetriesExceeded',
      errors: [apiError(429), apiError(429), apiError(429)],
    });
    expect(toModelError(ai, error, context)).toMatchObject({
      kind: 'rate-limited',
      message: 'The AI provider is rate-limiting requests (HTTP 429) after 3 attempts',
    });
  });

  it('removes the key and key-like tokens from the provider detail', () => {
    const error = toModelError(
      ai,
      apiError(401, `Incorrect API key provided: ${config.apiKey}. Also sk-proj-****abcd.`),
      context,
    );
    expect(error.message).not.toContain(config.apiKey);
    expect(error.message).not.toContain('sk-proj');
    expect(error.message).toContain('[redacted]');
  });

  it('keeps an unknown error generic', () => {
    expect(toModelError(ai, new TypeError('boom with secret prompt'), context)).toMatchObject({
      kind: 'unavailable',
      message: 'The AI request failed (TypeError)',
    });
  });
});
