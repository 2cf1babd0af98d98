import { describe, expect, it } from 'vitest';
import { readModelConfig } from './config.ts';

const read = (env: Record<string, string>) => readModelConfig((name) => env[name]);
const errorOf = (env: Record<string, string>) => {
  const result = read(env);
  if (!('error' in result)) throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return result.error;
};

const openai = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'https://api.openai.com/v1' };

describe('readModelConfig', () => {
  it('means the offline writer when AI_PROVIDER is unset, blank or offline', () => {
    expect(read({})).toEqual({ config: null });
    expect(read({ AI_PROVIDER: '  ', AI_MODEL: 'gpt-4o-mini' })).toEqual({ config: null });
    expect(read({ AI_PROVIDER: 'offline', AI_MODEL: 'x', AI_TIMEOUT_MS: 'bad' })).toEqual({
      config: null,
    });
  });

  it('reads an OpenAI-compatible provider with the documented defaults', () => {
    expect(read({ ...openai, AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini' })).toEqual({
      config: {
        provider: 'openai-compatible',
        baseURL: 'https://api.openai.com/v1',
        apiKey: 'sk-test',
        model: 'gpt-4o-mini',
        timeoutMs: 20_000,
        maxRetries: 2,
        structuredOutputs: 'json',
      },
    });
  });

  it('takes a local server without a key, trims values and the trailing slash', () => {
    const result = read({
      AI_PROVIDER: ' openai-compatible ',
      AI_BASE_URL: 'http://localhost:11434/v1/',
      AI_API_KEY: '',
      AI_MODEL: ' llama3.2 ',
      AI_TIMEOUT_MS: '5000',
      AI_MAX_RETRIES: '0',
      AI_STRUCTURED_OUTPUTS: 'json-schema',
    });
    expect(result).toEqual({
      config: {
        provider: 'openai-compatible',
        baseURL: 'http://localhost:11434/v1',
        model: 'llama3.2',
        timeoutMs: 5000,
        maxRetries: 0,
        structuredOutputs: 'json-schema',
      },
    });
  });

  it('defaults Anthropic to its API and accepts ANTHROPIC_API_KEY as the key', () => {
    expect(
      read({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-haiku-4-5', ANTHROPIC_API_KEY: 'a' }),
    ).toEqual({
      config: expect.objectContaining({
        provider: 'anthropic',
        baseURL: 'https://api.anthropic.com/v1',
        apiKey: 'a',
      }),
    });
    const both = read({
      AI_PROVIDER: 'anthropic',
      AI_MODEL: 'm',
      AI_API_KEY: 'primary',
      ANTHROPIC_API_KEY: 'fallback',
    });
    expect('config' in both && both.config?.apiKey).toBe('primary');
  });

  it('does not use ANTHROPIC_API_KEY for an OpenAI-compatible server', () => {
    const result = read({ ...openai, AI_MODEL: 'm', ANTHROPIC_API_KEY: 'anthropic-only' });
    expect('config' in result && result.config?.apiKey).toBeUndefined();
  });

  it('names the variable when a required one is missing', () => {
    expect(errorOf({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' })).toMatch(
      /^AI_BASE_URL is required when AI_PROVIDER=openai-compatible/,
    );
    expect(errorOf({ ...openai })).toMatch(/^AI_MODEL is required/);
    expect(errorOf({ AI_PROVIDER: 'anthropic', AI_MODEL: 'm' })).toBe(
      'AI_API_KEY (or ANTHROPIC_API_KEY) is required when AI_PROVIDER=anthropic',
    );
  });

  it('lists every bad value, each with its variable, in one message', () => {
    const error = errorOf({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'ftp://example.com',
      AI_MODEL: 'm',
      AI_TIMEOUT_MS: '20s',
      AI_MAX_RETRIES: '11',
      AI_STRUCTURED_OUTPUTS: 'strict',
    });
    expect(error.split('; ')).toEqual([
      expect.stringMatching(
        /^AI_BASE_URL must be an http\(s\) URL .*\(got "ftp:\/\/example.com"\)$/,
      ),
      'AI_TIMEOUT_MS must be a whole number from 100 to 600000 (got "20s")',
      'AI_MAX_RETRIES must be a whole number from 0 to 10 (got "11")',
      'AI_STRUCTURED_OUTPUTS must be json-schema or json (got "strict")',
    ]);
  });

  it('rejects an unknown provider and out-of-range numbers', () => {
    expect(errorOf({ AI_PROVIDER: 'openai', AI_MODEL: 'm' })).toBe(
      'AI_PROVIDER must be one of openai-compatible, anthropic, offline (got "openai")',
    );
    expect(errorOf({ ...openai, AI_MODEL: 'm', AI_TIMEOUT_MS: '50' })).toMatch(/^AI_TIMEOUT_MS/);
    expect(errorOf({ ...openai, AI_MODEL: 'm', AI_MAX_RETRIES: '-1' })).toMatch(/^AI_MAX_RETRIES/);
  });

  it('never puts the key into an error', () => {
    const error = errorOf({
      AI_PROVIDER: 'openai-compatible',
      AI_API_KEY: 'sk-secret-value',
      AI_MODEL: 'm',
      AI_TIMEOUT_MS: 'x',
    });
    expect(error).not.toContain('sk-secret-value');
  });

  it('reads the function environment by default', () => {
    const saved = { provider: process.env.AI_PROVIDER, model: process.env.AI_MODEL };
    process.env.AI_PROVIDER = 'bogus-provider';
    process.env.AI_MODEL = 'm';
    try {
      expect(readModelConfig()).toEqual({ error: expect.stringContaining('"bogus-provider"') });
    } finally {
      for (const [name, value] of [
        ['AI_PROVIDER', saved.provider],
        ['AI_MODEL', saved.model],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
