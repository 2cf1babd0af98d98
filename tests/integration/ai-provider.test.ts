// The AI provider layer over real HTTP: a scriptable OpenAI-compatible / Anthropic server runs
// as its own Node process (tests/support/fake-openai-server.mjs) and records every request.
// Covers the request shapes, retries with backoff, timeouts, JSON repair, typed failures, and
// every model-backed writer end to end.
import { startFakeAi, type FakeAi } from '../support/fake-ai.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelConfig, type ModelConfig } from '../../supabase/functions/_shared/ai/config.ts';
import {
  generateStructured,
  ModelError,
  type ModelErrorKind,
} from '../../supabase/functions/_shared/ai/provider.ts';
import { writeWithModel } from '../../supabase/functions/_shared/ai/writers.ts';
import { writeOffline } from '../../src/shared/generation/offline/index.ts';
import { RESULT_SCHEMAS } from '../../src/shared/generation/schemas.ts';
import { freePort } from '../support/ports.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { startServer } from '../../src/server/server.ts';
import { z } from 'zod';

interface Reply {
  status?: number;
  delayMs?: number;
  headers?: Record<string, string>;
  content?: string;
  toolInput?: unknown;
  finishReason?: string;
  error?: string;
  raw?: string;
}
interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  at: number;
}

const KEY = 'test-key-5f3a9c';
let fakeAi: FakeAi;
let url = '';

beforeAll(async () => {
  fakeAi = await startFakeAi();
  url = fakeAi.url;
});

afterAll(() => fakeAi?.stop());

async function script(model: string, replies: Reply[]): Promise<void> {
  const response = await fetch(`${url}/__admin/script`, {
    method: 'POST',
    body: JSON.stringify({ model, replies }),
  });
  expect(response.status).toBe(200);
}

async function requests(model: string): Promise<Recorded[]> {
  return (await fetch(`${url}/__admin/requests?model=${encodeURIComponent(model)}`)).json();
}

/** A config read from environment variables, as the functions do. */
function configFor(model: string, env: Record<string, string> = {}): ModelConfig {
  const vars: Record<string, string> = {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `${url}/v1`,
    AI_API_KEY: KEY,
    AI_MODEL: model,
    AI_TIMEOUT_MS: '5000',
    AI_MAX_RETRIES: '2',
    ...env,
  };
  const result = readModelConfig((name) => vars[name]);
  if (!('config' in result) || !result.config) throw new Error(JSON.stringify(result));
  return result.config;
}

const Verdict = z.object({ verdict: z.string(), confidence: z.number().min(0).max(1) });
const ask = (config: ModelConfig) =>
  generateStructured(config, {
    system: 'You judge headlines.',
    prompt: 'Judge: "Cats are great"',
    schema: Verdict,
    name: 'verdict',
    maxOutputTokens: 200,
  });
const VALID = JSON.stringify({ verdict: 'fine', confidence: 0.8 });

async function failureOf(promise: Promise<unknown>, kind: ModelErrorKind): Promise<ModelError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelError);
  expect((error as ModelError).kind).toBe(kind);
  expect((error as ModelError).message).not.toContain(KEY);
  return error as ModelError;
}

describe('OpenAI-compatible requests', () => {
  it('POSTs {base}/chat/completions with the key, model, system + user turn and JSON mode', async () => {
    await script('shape', [{ content: VALID }]);
    await expect(ask(configFor('shape'))).resolves.toEqual({ verdict: 'fine', confidence: 0.8 });

    const [request, ...more] = await requests('shape');
    expect(more).toHaveLength(0);
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body).toMatchObject({
      model: 'shape',
      max_tokens: 200,
      response_format: { type: 'json_object' },
    });
    const messages = request!.body.messages as Array<{ role: string; content: string }>;
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toMatch(/^You judge headlines\.\n\nAnswer with one JSON object/);
    expect(messages[0]!.content).toContain('"required":["verdict","confidence"]');
    expect(messages[1]!.content).toBe('Judge: "Cats are great"');
  });

  it('sends a strict json_schema response_format when AI_STRUCTURED_OUTPUTS=json-schema', async () => {
    await script('strict', [{ content: VALID }]);
    await ask(configFor('strict', { AI_STRUCTURED_OUTPUTS: 'json-schema' }));
    const [request] = await requests('strict');
    expect(request!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'verdict',
        strict: true,
        schema: { type: 'object', required: ['verdict', 'confidence'] },
      },
    });
  });

  it('sends no Authorization header to a local server without a key', async () => {
    await script('keyless', [{ content: VALID }]);
    await ask(configFor('keyless', { AI_API_KEY: '' }));
    const [request] = await requests('keyless');
    expect(request!.headers.authorization).toBeUndefined();
  });
});

describe('retries and timeouts', () => {
  it('gives up after AI_TIMEOUT_MS with a timeout error', async () => {
    await script('slow', [{ delayMs: 5000, content: VALID }]);
    const started = Date.now();
    const error = await failureOf(ask(configFor('slow', { AI_TIMEOUT_MS: '300' })), 'timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.message).toBe('The AI provider did not answer within 300 ms');
  });

  it('retries a 429 and succeeds, waiting what retry-after-ms asks', async () => {
    await script('busy', [
      { status: 429, error: 'Rate limit reached', headers: { 'retry-after-ms': '50' } },
      { content: VALID },
    ]);
    await expect(ask(configFor('busy'))).resolves.toEqual({ verdict: 'fine', confidence: 0.8 });
    const recorded = await requests('busy');
    expect(recorded).toHaveLength(2);
    expect(recorded[1]!.at - recorded[0]!.at).toBeGreaterThanOrEqual(45);
  });

  it('retries two 500s with exponential backoff (2 s, then 4 s) and succeeds', async () => {
    await script('flaky', [
      { status: 500, error: 'upstream exploded' },
      { status: 500, error: 'upstream exploded' },
      { content: VALID },
    ]);
    await expect(ask(configFor('flaky', { AI_TIMEOUT_MS: '15000' }))).resolves.toEqual({
      verdict: 'fine',
      confidence: 0.8,
    });
    const [first, second, third] = await requests('flaky');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1900);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(3900);
  }, 20_000);

  it('does not retry a 400, and keeps the key out of the message', async () => {
    await script('bad-request', [
      { status: 400, error: `Unsupported parameter for key ${KEY}` },
      { content: VALID },
    ]);
    const error = await failureOf(ask(configFor('bad-request')), 'config');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^The AI provider rejected the request \(HTTP 400: /);
    expect(await requests('bad-request')).toHaveLength(1);
  });

  it('reports rate-limited once AI_MAX_RETRIES retries are used up', async () => {
    const limited = { status: 429, error: 'slow down', headers: { 'retry-after-ms': '10' } };
    await script('always-busy', [limited, limited, limited]);
    const error = await failureOf(
      ask(configFor('always-busy', { AI_MAX_RETRIES: '1' })),
      'rate-limited',
    );
    expect(error.message).toBe(
      'The AI provider is rate-limiting requests (HTTP 429) after 2 attempts',
    );
    expect(await requests('always-busy')).toHaveLength(2);
  });

  it('reports unavailable when nothing listens at AI_BASE_URL', async () => {
    const port = await freePort();
    const config = configFor('nobody', {
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      AI_MAX_RETRIES: '0',
    });
    const error = await failureOf(ask(config), 'unavailable');
    expect(error.message).toBe(`Could not reach the AI provider at 127.0.0.1:${port}`);
  });
});

describe('answers that are not clean JSON', () => {
  it('repairs an object wrapped in prose and a code fence', async () => {
    await script('chatty', [{ content: `Sure! \`\`\`json ${VALID} \`\`\`` }]);
    await expect(ask(configFor('chatty'))).resolves.toEqual({ verdict: 'fine', confidence: 0.8 });
  });

  it('reports invalid-output for text with no object, without retrying', async () => {
    await script('junk', [{ content: 'not json at all' }, { content: VALID }]);
    await failureOf(ask(configFor('junk')), 'invalid-output');
    expect(await requests('junk')).toHaveLength(1);
  });

  it('reports invalid-output for an object that does not match the schema', async () => {
    await script('mismatch', [{ content: JSON.stringify({ verdict: 'fine', confidence: 7 }) }]);
    const error = await failureOf(ask(configFor('mismatch')), 'invalid-output');
    expect(error.message).toBe(
      "The model's verdict answer did not match the expected shape (confidence)",
    );
  });
});

describe('Anthropic', () => {
  const anthropic = (model: string, env: Record<string, string> = {}) =>
    configFor(model, { AI_PROVIDER: 'anthropic', AI_BASE_URL: `${url}/v1`, ...env });

  it('POSTs /v1/messages with x-api-key and anthropic-version, answering through the json tool', async () => {
    const model = 'claude-3-haiku-20240307';
    await script(model, [{ toolInput: { verdict: 'tool', confidence: 0.5 } }]);
    await expect(ask(anthropic(model))).resolves.toEqual({ verdict: 'tool', confidence: 0.5 });

    const [request] = await requests(model);
    expect(request!.path).toBe('/v1/messages');
    expect(request!.headers['x-api-key']).toBe(KEY);
    expect(request!.headers['anthropic-version']).toBe('2023-06-01');
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.body).toMatchObject({
      model,
      max_tokens: 200,
      system: [{ type: 'text', text: expect.stringMatching(/^You judge headlines\./) }],
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Judge: "Cats are great"' }] }],
      tools: [{ name: 'json', input_schema: { required: ['verdict', 'confidence'] } }],
      tool_choice: { type: 'any' },
    });
  });

  it('uses native structured output on models that have it, and retries a 529', async () => {
    const model = 'claude-sonnet-4-5';
    await script(model, [
      { status: 529, error: 'Overloaded', headers: { 'retry-after-ms': '20' } },
      { content: VALID },
    ]);
    await expect(ask(anthropic(model))).resolves.toEqual({ verdict: 'fine', confidence: 0.8 });
    const recorded = await requests(model);
    expect(recorded).toHaveLength(2);
    expect(recorded[1]!.body.output_config).toMatchObject({
      format: { type: 'json_schema', schema: { required: ['verdict', 'confidence'] } },
    });
  });

  it('reports refused when the model refuses', async () => {
    const model = 'claude-haiku-4-5';
    await script(model, [{ content: '', finishReason: 'refusal' }]);
    await failureOf(ask(anthropic(model)), 'refused');
  });
});

describe('writeWithModel end to end', () => {
  const rewrite =
    'Small typed projects taught me TypeScript faster than any course when I was a beginner. Pick a tiny tool you already use, rebuild it, and let the compiler show you what you missed. What would you like to build first with it?';

  it('bio', async () => {
    const input = { niche: 'ceramic artist in Kyoto' };
    const options = { platform: 'instagram' as const, emojis: true };
    const offline = writeOffline('bio', input, options);
    await script('writer-bio', [
      {
        content: JSON.stringify({
          bios: offline.bios.map((bio, i) => ({
            style: bio.style,
            bio: `Kyoto clay, slow hands ${i} 🏺`,
          })),
        }),
      },
    ]);
    const result = await writeWithModel(configFor('writer-bio'), 'bio', input, options, offline);
    expect(RESULT_SCHEMAS.bio.parse(result)).toEqual(result);
    expect(result.bios[1]).toMatchObject({
      bio: 'Kyoto clay, slow hands 1 🏺',
      emojis_used: ['🏺'],
    });
  });

  it('hashtags', async () => {
    const input = { content: 'Wheel throwing a tea bowl from local Kyoto clay' };
    const options = { platform: 'instagram' as const, strategy: 'niche' as const };
    const offline = writeOffline('hashtags', input, options);
    await script('writer-hashtags', [
      {
        content: `\`\`\`json\n${JSON.stringify({ hashtags: ['#Wabi Sabi', '#teaceremony'] })}\n\`\`\``,
      },
    ]);
    const result = await writeWithModel(
      configFor('writer-hashtags'),
      'hashtags',
      input,
      options,
      offline,
    );
    expect(RESULT_SCHEMAS.hashtags.parse(result)).toEqual(result);
    expect(result.groups).toEqual(offline.groups);
    expect(result.suggested).toEqual(['#wabisabi', '#teaceremony']);
  });

  it('viral-deconstruction', async () => {
    const input = {
      content: 'I threw 1,000 bowls before one sold. Here is what changed.',
      platform: 'threads' as const,
    };
    const offline = writeOffline('viral-deconstruction', input, {});
    await script('writer-viral', [
      {
        content: JSON.stringify({
          viralDnaScore: 81,
          hookAnalysis: {
            type: 'Number hook',
            score: 8,
            trigger: 'Curiosity',
            breakdown: 'A big number.',
          },
          pacingAnalysis: {
            cutsPerSecond: null,
            speedVsAverage: null,
            tempo: 'Brisk',
            description: 'Short lines.',
          },
          emotionalTriggers: {
            primary: 'Grit',
            secondary: 'Hope',
            intensity: 7,
            description: 'Perseverance.',
          },
          ctaAnalysis: {
            type: 'Implicit',
            placement: 'End',
            effectiveness: 5,
            description: 'Invites questions.',
          },
          contentStructure: {
            opening: 'Number',
            body: 'Story',
            close: 'Turn',
            flow: 'Number → story → turn',
          },
          template: 'I [did X] [N] times before [result]. Here is what changed.',
          recommendations: ['Name the one change in the first line.'],
          keyTakeaways: ['Specific numbers stop the scroll.'],
        }),
      },
    ]);
    const result = await writeWithModel(
      configFor('writer-viral'),
      'viral-deconstruction',
      input,
      {},
      offline,
    );
    expect(RESULT_SCHEMAS['viral-deconstruction'].parse(result)).toEqual(result);
    expect(result.viralDnaScore).toBe(81);
    expect(result.hookAnalysis.wordCount).toBe(offline.hookAnalysis.wordCount);
  });

  it('reply-grade', async () => {
    const input = {
      post: 'What is the best way to learn TypeScript quickly as a beginner?',
      reply: 'Honestly: just read the handbook; it works.',
      previousReplies: [],
    };
    const offline = writeOffline('reply-grade', input, {});
    const judged = { relevance: 8, specificity: 3, value: 4, hook: 2, tone: 9 };
    await script('writer-reply', [{ content: JSON.stringify({ ...judged, rewrite }) }]);
    const result = await writeWithModel(
      configFor('writer-reply'),
      'reply-grade',
      input,
      {},
      offline,
    );
    expect(RESULT_SCHEMAS['reply-grade'].parse(result)).toEqual(result);
    expect(result.houseStyle).toEqual(offline.houseStyle);
    // The model judges the criteria within 3 of the offline scores; length stays counted.
    for (const criterion of result.criteria) {
      const base = offline.criteria.find((c) => c.criterion === criterion.criterion)!;
      expect(Math.abs(criterion.score - base.score)).toBeLessThanOrEqual(3);
    }
    expect(offline.rewrite).toBeUndefined();
    expect(result.rewrite).toBe(rewrite);
    const [request] = await requests('writer-reply');
    const user = (request!.body.messages as Array<{ content: string }>)[1]!.content;
    expect(user).toContain(`<<<BEGIN reply>>>\n${input.reply}\n<<<END reply>>>`);
  });
});

describe('the generate function with a configured model', () => {
  const generate = async (serverUrl: string, key: string, content: string) => {
    const response = await fetch(`${serverUrl}/functions/v1/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        tool: 'smart-hashtag-generator',
        input: { content },
        options: { platform: 'twitter' },
        deviceId: randomUUID(),
      }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of many shapes, checked by expect()
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it('answers from the model, caches it, and falls back to the offline writer when it fails', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'it-generate-model-'));
    const backend = await startServer({
      port: 0,
      host: '127.0.0.1',
      quiet: true,
      serveWeb: false,
      dataDir,
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: `${url}/v1`,
        AI_API_KEY: KEY,
        AI_MODEL: 'generate-e2e',
        AI_MAX_RETRIES: '0',
        AI_TIMEOUT_MS: '5000',
      },
    });
    try {
      await script('generate-e2e', [
        { content: JSON.stringify({ hashtags: ['#SlowMornings', '#coffee ritual'] }) },
        { status: 500, error: 'overloaded' },
      ]);
      const content = 'Slow mornings with pour-over coffee and journaling before work';
      const first = await generate(backend.url, backend.publishableKey, content);
      expect(first.status).toBe(200);
      expect(first.body.engine).toEqual({
        kind: 'model',
        provider: 'openai-compatible',
        model: 'generate-e2e',
      });
      // Cleaned ('#coffee ritual' → '#coffeeritual'), never repeating a tag of the groups.
      expect(first.body.result.suggested).toContain('#coffeeritual');
      const grouped = (first.body.result.groups as { hashtags: string[] }[]).flatMap((g) =>
        g.hashtags.map((t) => t.toLowerCase()),
      );
      for (const tag of first.body.result.suggested as string[])
        expect(grouped).not.toContain(tag.toLowerCase());
      // The same request again (another browser): served from the cache, no model call.
      const again = await generate(backend.url, backend.publishableKey, content);
      expect(again.body).toMatchObject({ cached: true, engine: first.body.engine });
      expect(await requests('generate-e2e')).toHaveLength(1);

      const failed = await generate(backend.url, backend.publishableKey, 'Another post entirely');
      expect(failed.status).toBe(200);
      expect(failed.body.engine.kind).toBe('offline');
      expect(failed.body.engine.fallbackReason).toMatch(/AI model failed/);
      expect(failed.body.result.suggested).toEqual([]);
      expect(JSON.stringify(failed.body)).not.toContain(KEY);
    } finally {
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
