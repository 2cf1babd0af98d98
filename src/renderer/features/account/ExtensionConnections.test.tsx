import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bindPlatform } from '../../platform/index.ts';
import type { ExtensionTokenInfo } from '../../platform/types.ts';
import { fakePlatform } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen, waitFor } from '../../test-utils/render.tsx';
import { ExtensionConnections } from './ExtensionConnections.tsx';

afterEach(() => {
  cleanup();
  bindPlatform(undefined);
});

/** A platform whose extension connections live in `items`; revoking removes one. */
function withConnections(items: ExtensionTokenInfo[], options: { revokeWorks?: boolean } = {}) {
  const state = { items: [...items], revoked: [] as string[] };
  bindPlatform(
    fakePlatform({
      extensionTokens: {
        list: async () => [...state.items],
        revoke: async (id) => {
          state.revoked.push(id);
          if (options.revokeWorks === false) return false;
          const before = state.items.length;
          state.items = state.items.filter((item) => item.id !== id);
          return state.items.length < before;
        },
      },
    }),
  );
  return state;
}

const chrome: ExtensionTokenInfo = {
  id: 't1',
  label: 'Chrome on Windows',
  createdAt: '2026-11-20T09:30:00.000Z',
  lastUsedAt: '2026-11-25T18:05:00.000Z',
};
const firefox: ExtensionTokenInfo = {
  id: 't2',
  label: 'Firefox on Linux',
  createdAt: '2026-11-24T12:00:00.000Z',
  lastUsedAt: null,
};

describe('ExtensionConnections', () => {
  it('lists each connected browser with its dates, and disconnects one', async () => {
    const state = withConnections([chrome, firefox]);
    render(<ExtensionConnections />);
    expect(await screen.findAllByTestId('extension-connection')).toHaveLength(2);
    expect(screen.getByText('Chrome on Windows')).toBeTruthy();
    expect(screen.getByText(/Connected .*2026.*last used .*2026/)).toBeTruthy();
    expect(screen.getByText(/not used yet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Chrome on Windows' }));
    await waitFor(() => expect(screen.getAllByTestId('extension-connection')).toHaveLength(1));
    expect(state.revoked).toEqual(['t1']);
    expect(screen.queryByText('Chrome on Windows')).toBeNull();
  });

  it('says when none is connected', async () => {
    withConnections([]);
    render(<ExtensionConnections />);
    expect(await screen.findByText('No browser is connected yet.')).toBeTruthy();
  });

  it('says when the list cannot be read or a disconnection fails', async () => {
    bindPlatform(
      fakePlatform({ extensionTokens: { list: async () => null, revoke: async () => false } }),
    );
    render(<ExtensionConnections />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not load/);
    cleanup();

    withConnections([chrome], { revokeWorks: false });
    render(<ExtensionConnections />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Chrome on Windows' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not disconnect/);
    expect(screen.getAllByTestId('extension-connection')).toHaveLength(1);
  });
});
