import { describe, expect, it } from 'vitest';
import { createContentHandler, type ContentActions } from './handler.ts';

function setup() {
  const calls: string[] = [];
  const actions: ContentActions = {
    check: () => {
      calls.push('check');
      return { ok: true, handle: 'me', problems: [] };
    },
    scan: async (scrolls) => {
      calls.push(`scan:${scrolls}`);
      return { posts: [], check: { ok: true, handle: 'me', problems: [] } };
    },
    reply: async (command) => {
      calls.push(`reply:${command.text}`);
      return { outcome: 'posted', liked: command.like };
    },
  };
  return { calls, handle: createContentHandler({ extensionId: 'ours', actions }) };
}

describe('the content script’s message handler', () => {
  it('answers our extension’s valid commands', async () => {
    const { calls, handle } = setup();
    await expect(handle({ type: 'x:check' }, { id: 'ours' })).resolves.toMatchObject({ ok: true });
    await expect(handle({ type: 'x:scan' }, { id: 'ours' })).resolves.toMatchObject({ posts: [] });
    await expect(
      handle(
        { type: 'x:reply', postUrl: 'https://x.com/a/status/1', text: 'Hi', like: true },
        { id: 'ours' },
      ),
    ).resolves.toEqual({ outcome: 'posted', liked: true });
    expect(calls).toEqual(['check', 'scan:2', 'reply:Hi']);
  });

  it('ignores other senders and malformed commands, acting on nothing', () => {
    const { calls, handle } = setup();
    expect(handle({ type: 'x:check' }, { id: 'someone-else' })).toBeUndefined();
    expect(handle({ type: 'x:check' }, {})).toBeUndefined();
    for (const message of [
      null,
      'x:check',
      { type: 'x:delete' },
      { type: 'x:scan', scrolls: 500 },
      { type: 'x:reply', postUrl: 'https://evil.example/a/status/1', text: 'Hi', like: false },
      { type: 'x:reply', postUrl: 'https://x.com/a/status/1', text: '', like: false },
    ])
      expect(handle(message, { id: 'ours' })).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('runs one command at a time', async () => {
    const order: string[] = [];
    let release!: () => void;
    const handle = createContentHandler({
      extensionId: 'ours',
      actions: {
        check: () => {
          order.push('check');
          return { ok: true, handle: null, problems: [] };
        },
        scan: async () => {
          order.push('scan:start');
          await new Promise<void>((done) => (release = done));
          order.push('scan:end');
          return { posts: [], check: { ok: true, handle: null, problems: [] } };
        },
        reply: async () => ({ outcome: 'posted', liked: false }),
      },
    });
    const scanning = handle({ type: 'x:scan', scrolls: 1 }, { id: 'ours' });
    const checking = handle({ type: 'x:check' }, { id: 'ours' });
    await new Promise((done) => setTimeout(done, 10));
    expect(order).toEqual(['scan:start']);
    release();
    await Promise.all([scanning, checking]);
    expect(order).toEqual(['scan:start', 'scan:end', 'check']);
  });
});
