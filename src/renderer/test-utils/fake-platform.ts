import { afterEach, beforeEach } from 'vitest';
import type { AppSupabase } from '../lib/supabase.ts';
import { bindPlatform, type InvokeFunction, type PlatformAdapter } from '../platform/index.ts';
import { createSupabaseRepositories } from '../platform/supabase/index.ts';

/** A stand-in for the Supabase client: only what a test's code path touches. */
export interface FakeSupabase {
  getSupabase: () => Promise<unknown>;
  mayHaveSession?: () => boolean;
}

/** The web platform over a fake client: the real repositories and contracts, no network. */
export function platformOver(fake: FakeSupabase): PlatformAdapter {
  return {
    kind: 'web',
    routerMode: 'browser',
    appVersion: () => Promise.resolve(null),
    ...createSupabaseRepositories(
      () => fake.getSupabase() as Promise<AppSupabase>,
      fake.mayHaveSession ?? (() => false),
    ),
  };
}

/** Binds `platformOver(fake)` around every test of the calling file (the test seam). */
export function withFakeSupabase(fake: FakeSupabase): void {
  beforeEach(() => bindPlatform(platformOver(fake)));
  afterEach(() => bindPlatform(undefined));
}

const unreachable = (async () => ({
  ok: false,
  status: null,
  code: 'network-error',
  message: null,
  body: undefined,
})) as InvokeFunction;

/**
 * A platform with nothing behind it: functions unreachable, signed out, no plan, no items, no
 * figures. Tests pass the parts their code path needs.
 */
export function fakePlatform(parts: Partial<PlatformAdapter> = {}): PlatformAdapter {
  return {
    kind: 'web',
    routerMode: 'browser',
    appVersion: () => Promise.resolve(null),
    invokeFunction: unreachable,
    auth: {
      mayHaveSession: () => false,
      getSession: async () => ({ session: null, failed: false }),
      onChange: async () => ({ unsubscribe() {} }) as never,
      signIn: async () => ({ error: 'login-failed' }),
      signUp: async () => ({ error: 'registration-failed' }),
      signOutEverywhere: async () => {},
      signOutOthers: async () => false,
      requestPasswordReset: async () => ({ ok: false, error: 'reset-failed' }),
      updatePassword: async () => ({ ok: false, error: 'update-failed' }),
      updateProfile: async () => ({ ok: false, error: 'update-failed' }),
      changeEmail: async () => ({ ok: false, error: 'update-failed' }),
      landedFrom: async () => null,
      forgetLanding: async () => {},
    },
    subscription: {
      mine: async () => null,
      billing: async () => null,
      startTrial: async () => ({ ok: false, code: 'failed' }),
    },
    workspace: {
      recent: async () => [],
      list: async () => ({ items: [], nextCursor: null }),
      listAll: async () => [],
      summary: async () => null,
      ensure: async () => null,
      save: async () => ({ ok: false, code: 'failed' }),
      update: async () => ({ ok: false, code: 'failed' }),
      remove: async () => ({ ok: false, code: 'failed' }),
      metrics: async () => null,
    },
    analytics: { insert: async () => 'sent' },
    toolUsage: { socialProof: async () => null, rate: async () => false },
    extensionTokens: { list: async () => [], revoke: async () => false },
    replySettings: {
      get: async () => null,
      timeZone: async () => null,
      save: async () => ({ ok: false, code: 'failed' }),
    },
    ...parts,
  };
}

/** Binds `make()` around every test of the calling file. */
export function withPlatform(make: () => PlatformAdapter): void {
  beforeEach(() => bindPlatform(make()));
  afterEach(() => bindPlatform(undefined));
}
