import { describe, expect, it } from 'vitest';
import { PLAN_PRICES } from '../../../shared/plans.ts';
import {
  emailDomain,
  eventData,
  FALLBACK_PURCHASE_VALUE,
  jsonbTextBytes,
  purchaseValue,
  type EventContext,
} from './events.ts';
import { SESSION_STORAGE_KEY } from './keys.ts';
import { browserSessionId } from './session.ts';

const context: EventContext = { eventId: 'e1', platform: 'web', userAgent: 'TestBrowser/1.0' };

/** sessionStorage's behaviour in a Map. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('analytics event data', () => {
  it('records the email’s domain only, never the address', () => {
    const data = eventData(
      'email_captured',
      {
        toolName: 'Bio Generator',
        leadMagnet: 'Watermark-Free Download',
        source: 'watermark_modal',
        email: ' Ada.Lovelace@Example.ORG ',
      },
      context,
    );
    expect(data).toEqual({
      event_id: 'e1',
      platform: 'web',
      user_agent: 'TestBrowser/1.0',
      tool_name: 'Bio Generator',
      lead_magnet: 'Watermark-Free Download',
      source: 'watermark_modal',
      email_domain: 'example.org',
    });
    expect(JSON.stringify(data)).not.toMatch(/lovelace/i);
    expect(emailDomain('no-at-sign')).toBeNull();
    expect(emailDomain('a@')).toBeNull();
  });

  it('keeps known fields only, trimmed and bounded', () => {
    const data = eventData(
      'item_saved',
      {
        itemId: 'item-1',
        toolName: `  ${'t'.repeat(300)}  `,
        contentType: 'bio',
        metadata: { length: 3, when: new Date(0) as never, nested: { ok: true } },
        // Not a field of the event: left out.
        ...({ password: 'secret' } as object),
      } as never,
      context,
    );
    expect(data.tool_name).toHaveLength(200);
    expect(data).toMatchObject({ item_id: 'item-1', content_type: 'bio' });
    expect(data.metadata).toEqual({
      length: 3,
      when: '1970-01-01T00:00:00.000Z',
      nested: { ok: true },
    });
    expect(JSON.stringify(data)).not.toContain('secret');
  });

  it('records conversions and purchases with their value in US dollars', () => {
    expect(
      eventData('conversion', { type: 'save', stage: 'email', value: 1 }, context),
    ).toMatchObject({ type: 'save', stage: 'email', value: 1 });
    expect(
      eventData(
        'purchase',
        {
          plan: 'pro',
          period: 'annual',
          value: PLAN_PRICES.pro.annual,
          currency: 'USD',
          trial: false,
          checkoutId: 'cs_test_123456789',
        },
        context,
      ),
    ).toMatchObject({
      plan: 'pro',
      period: 'annual',
      value: PLAN_PRICES.pro.annual,
      currency: 'USD',
      trial: false,
      checkout_id: 'cs_test_123456789',
    });
  });

  it('values a purchase at what the plans config charges, the fallback only when unknown', () => {
    expect(purchaseValue('starter', 'monthly', true)).toBe(PLAN_PRICES.starter.monthly);
    expect(purchaseValue('creator', 'annual', false)).toBe(PLAN_PRICES.creator.annualOriginal);
    expect(purchaseValue('pro', 'monthly', null)).toBe(FALLBACK_PURCHASE_VALUE);
  });

  it('measures the size as Postgres prints jsonb', () => {
    // octet_length(jsonb::text) of {"a": 1, "b": [1, "é"], "c": {"d": null}} is 42 (é: 2 bytes)
    expect(jsonbTextBytes({ a: 1, b: [1, 'é'], c: { d: null } })).toBe(42);
    expect(jsonbTextBytes({})).toBe(2);
  });
});

describe('browser session id', () => {
  it('is made once per session storage and reused by later page loads', () => {
    const tab = memoryStorage();
    const first = browserSessionId(tab);
    expect(first).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(browserSessionId(tab)).toBe(first);
    expect(tab.items.get(SESSION_STORAGE_KEY)).toBe(first);
    expect(browserSessionId(memoryStorage())).not.toBe(first);
  });

  it('replaces a stored value that is not an id, and works without storage', () => {
    const tab = memoryStorage();
    tab.setItem(SESSION_STORAGE_KEY, 'x');
    expect(browserSessionId(tab)).not.toBe('x');
    const without = browserSessionId(null);
    expect(browserSessionId(null)).toBe(without);
  });
});
