import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from './http.ts';

const Schema = z.strictObject({ name: z.string().min(1), count: z.number().int().optional() });
const request = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/fn', { method: 'POST', body, headers });

async function errorOf(result: Awaited<ReturnType<typeof readJson>>) {
  if (!('response' in result)) throw new Error('expected a rejection');
  expect(result.response.status).toBe(400);
  return ((await result.response.json()) as { error: string }).error;
}

describe('readJson', () => {
  it('returns the parsed, validated body', async () => {
    const result = await readJson(request('{"name":"a","count":2}'), Schema, 1024);
    expect(result).toEqual({ data: { name: 'a', count: 2 } });
  });

  it('names the field and the rule that failed', async () => {
    expect(await errorOf(await readJson(request('{"name":"","count":1.5}'), Schema, 1024))).toMatch(
      /^Invalid request: name: .*; count: .*expected int/,
    );
  });

  it('rejects malformed JSON, empty and oversized bodies', async () => {
    expect(await errorOf(await readJson(request('{"name":'), Schema, 1024))).toMatch(
      /^Malformed JSON/,
    );
    expect(await errorOf(await readJson(request(''), Schema, 1024))).toMatch(/empty/);
    expect(
      await errorOf(
        await readJson(request(JSON.stringify({ name: 'x'.repeat(2000) })), Schema, 1024),
      ),
    ).toMatch(/too large \(limit 1 KB\)/);
  });

  it('trusts neither a small declared length nor a missing one', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(5000) });
    expect(
      await errorOf(await readJson(request(big, { 'content-length': '10' }), Schema, 1024)),
    ).toMatch(/too large/);
  });
});
