import { describe, expect, it } from 'vitest';
import {
  EXTENSION_SOURCE,
  ExtensionToPageSchema,
  PAGE_SOURCE,
  PageToExtensionSchema,
  acceptMessage,
} from './protocol.ts';

const self = { window: {}, origin: 'http://localhost:8787' };
const from = (data: unknown, overrides: Partial<{ source: unknown; origin: string }> = {}) => ({
  source: self.window,
  origin: self.origin,
  data,
  ...overrides,
});

const subscription = {
  subscription_tier: 'free',
  subscription_status: 'active',
  extension_access: true,
  tools_access: false,
  daily_reply_limit: 5,
  daily_replies_used: 2,
  trial_ends_at: null,
};

describe('bridge protocol', () => {
  it('accepts a tagged extension request from the same window and origin', () => {
    expect(
      acceptMessage(
        from({ source: EXTENSION_SOURCE, type: 'GET_AUTH_TOKEN' }),
        self,
        ExtensionToPageSchema,
      ),
    ).toEqual({
      source: EXTENSION_SOURCE,
      type: 'GET_AUTH_TOKEN',
    });
  });

  it('ignores other origins, other windows, missing or wrong tags, and its own echoes', () => {
    const message = { source: EXTENSION_SOURCE, type: 'GET_AUTH_TOKEN' };
    expect(
      acceptMessage(
        from(message, { origin: 'http://localhost:9999' }),
        self,
        ExtensionToPageSchema,
      ),
    ).toBeNull();
    expect(acceptMessage(from(message, { source: {} }), self, ExtensionToPageSchema)).toBeNull();
    expect(acceptMessage(from({ type: 'GET_AUTH_TOKEN' }), self, ExtensionToPageSchema)).toBeNull();
    expect(
      acceptMessage(
        from({ source: PAGE_SOURCE, type: 'GET_AUTH_TOKEN' }),
        self,
        ExtensionToPageSchema,
      ),
    ).toBeNull();
    expect(
      acceptMessage(
        from({ source: EXTENSION_SOURCE, type: 'DELETE_EVERYTHING' }),
        self,
        ExtensionToPageSchema,
      ),
    ).toBeNull();
    expect(acceptMessage(from('GET_AUTH_TOKEN'), self, ExtensionToPageSchema)).toBeNull();
  });

  it('validates the auth payload the page sends, or null data when signed out', () => {
    const payload = {
      token: 'jwt',
      user: { id: 'u1', email: 'a@example.com', created_at: '2026-11-22T00:00:00Z' },
      subscription,
      timestamp: 1,
    };
    expect(
      PageToExtensionSchema.safeParse({
        source: PAGE_SOURCE,
        type: 'AUTH_TOKEN_RESPONSE',
        data: payload,
      }).success,
    ).toBe(true);
    expect(
      PageToExtensionSchema.safeParse({
        source: PAGE_SOURCE,
        type: 'AUTH_TOKEN_RESPONSE',
        data: null,
      }).success,
    ).toBe(true);
    const forged = { ...payload, subscription: { ...subscription, daily_reply_limit: -1 } };
    expect(
      PageToExtensionSchema.safeParse({
        source: PAGE_SOURCE,
        type: 'AUTH_TOKEN_RESPONSE',
        data: forged,
      }).success,
    ).toBe(false);
  });
});
