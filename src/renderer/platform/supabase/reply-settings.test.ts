import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_SETTINGS } from '../../../shared/extension/messages.ts';
import type { AppSupabase } from '../../lib/supabase.ts';
import { createReplySettingsRepository } from './data.ts';

interface FakeOptions {
  userId?: string | null;
  row?: Record<string, unknown> | null;
  readError?: { code: string; message: string };
  writeError?: { code: string; message: string };
}

/** Just what the repository calls: the session, one select and one upsert on reply_settings. */
function fakeClient(options: FakeOptions) {
  const calls: Array<{ table: string; op: string; args: unknown[] }> = [];
  const client = {
    auth: {
      getSession: async () => ({
        data: {
          session: options.userId === null ? null : { user: { id: options.userId ?? 'u1' } },
        },
      }),
    },
    from: (table: string) => ({
      select: (columns: string) => ({
        eq: (column: string, value: string) => ({
          maybeSingle: async () => {
            calls.push({ table, op: 'select', args: [columns, column, value] });
            return {
              data: options.readError ? null : (options.row ?? null),
              error: options.readError ?? null,
            };
          },
        }),
      }),
      upsert: async (row: unknown, upsertOptions: unknown) => {
        calls.push({ table, op: 'upsert', args: [row, upsertOptions] });
        return { error: options.writeError ?? null };
      },
    }),
  };
  const repository = createReplySettingsRepository(async () => client as unknown as AppSupabase);
  return { repository, calls };
}

const persona = {
  niche: 'Founder',
  tone: 'dry',
  topics: ['saas'],
  sampleReplies: [],
  allowHashtags: false,
  allowLinks: true,
  style: 'short' as const,
  targetAccounts: ['naval'],
  avoidAccounts: [],
  languages: ['en', 'ja'],
};

describe('reply settings repository', () => {
  it('reads the row through the schemas; what does not fit reads as the defaults', async () => {
    const { repository, calls } = fakeClient({
      row: {
        time_zone: 'Europe/Berlin',
        time_zone_changed_at: '2026-11-26T07:00:00+00:00',
        persona: { ...persona, strategies: ['ask-question'] },
        session: { mode: 'sideways' },
      },
    });
    expect(await repository.get()).toEqual({
      saved: true,
      timeZone: 'Europe/Berlin',
      timeZoneChangedAt: '2026-11-26T07:00:00+00:00',
      persona: { ...persona, strategies: ['ask-question'] },
      session: DEFAULT_SESSION_SETTINGS,
    });
    expect(calls[0]).toEqual({
      table: 'reply_settings',
      op: 'select',
      args: ['time_zone, time_zone_changed_at, persona, session', 'user_id', 'u1'],
    });
    expect(await repository.timeZone()).toEqual({ saved: true, timeZone: 'Europe/Berlin' });
  });

  it('answers the defaults in UTC before the first save, null when it cannot read', async () => {
    const none = fakeClient({ row: null }).repository;
    expect(await none.get()).toMatchObject({
      saved: false,
      timeZone: 'UTC',
      timeZoneChangedAt: null,
      persona: { niche: '', topics: [], style: 'default' },
      session: DEFAULT_SESSION_SETTINGS,
    });
    expect(await none.timeZone()).toEqual({ saved: false, timeZone: 'UTC' });
    const broken = fakeClient({ readError: { code: '42501', message: 'denied' } }).repository;
    expect(await broken.get()).toBeNull();
    expect(await fakeClient({ userId: null }).repository.timeZone()).toBeNull();
  });

  it('upserts the checked settings as the signed-in user', async () => {
    const { repository, calls } = fakeClient({});
    const result = await repository.save({
      timeZone: 'Asia/Tokyo',
      persona,
      session: DEFAULT_SESSION_SETTINGS,
    });
    expect(result).toEqual({ ok: true });
    expect(calls).toEqual([
      {
        table: 'reply_settings',
        op: 'upsert',
        args: [
          {
            user_id: 'u1',
            time_zone: 'Asia/Tokyo',
            persona,
            session: DEFAULT_SESSION_SETTINGS,
          },
          { onConflict: 'user_id' },
        ],
      },
    ]);
  });

  it('refuses what the schemas refuse, without writing', async () => {
    const { repository, calls } = fakeClient({});
    const result = await repository.save({
      timeZone: 'UTC',
      persona: { ...persona, niche: 'x'.repeat(121) },
      session: DEFAULT_SESSION_SETTINGS,
    });
    expect(result).toEqual({ ok: false, code: 'invalid' });
    expect(calls).toEqual([]);
  });

  it('words the database’s refusals as codes', async () => {
    const cases: Array<[FakeOptions, string]> = [
      [
        { writeError: { code: '22023', message: 'The time zone can change once a day' } },
        'time-zone-once-a-day',
      ],
      [
        { writeError: { code: '22023', message: 'Unknown time zone: Mars/Base' } },
        'unknown-time-zone',
      ],
      [{ writeError: { code: '23514', message: 'violates check constraint' } }, 'too-large'],
      [{ writeError: { code: 'PGRST301', message: 'JWT expired' } }, 'signed-out'],
      [{ writeError: { code: '08006', message: 'connection failure' } }, 'failed'],
      [{ userId: null }, 'signed-out'],
    ];
    for (const [options, code] of cases) {
      const { repository } = fakeClient(options);
      expect(
        await repository.save({ timeZone: 'UTC', persona, session: DEFAULT_SESSION_SETTINGS }),
        code,
      ).toEqual({ ok: false, code });
    }
  });
});
