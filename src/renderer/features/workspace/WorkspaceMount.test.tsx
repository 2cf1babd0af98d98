import { act } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { afterEach, describe, expect, it } from 'vitest';
import { bindPlatform } from '../../platform/index.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import { useWorkspaceStore } from '../../stores/workspace-store.ts';
import { fakePlatform } from '../../test-utils/fake-platform.ts';
import { render, screen } from '../../test-utils/render.tsx';
import { WorkspaceMount } from './WorkspaceMount.tsx';

afterEach(() => {
  resetAuthStore();
  useWorkspaceStore.setState({ panelOpen: false, revision: 0, foreignRevision: 0 });
  bindPlatform(undefined);
});

const signIn = (id: string) =>
  useAuthStore.setState({ status: 'signed-in', session: null, user: { id } as User });

describe('WorkspaceMount', () => {
  it('mounts nothing for a visitor, even when asked to open', () => {
    useAuthStore.setState({ status: 'signed-out', session: null, user: null });
    const { container } = render(<WorkspaceMount />);
    act(() => useWorkspaceStore.getState().openPanel());
    expect(container.querySelector(':not(style)')).toBeNull();
    // Asking a visitor's panel to open is taken back.
    expect(useWorkspaceStore.getState().panelOpen).toBe(false);
  });

  it('loads the panel for a signed-in user when it first opens, and drops it on sign-out', async () => {
    bindPlatform(fakePlatform());
    signIn('user-1');
    render(<WorkspaceMount />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useWorkspaceStore.getState().openPanel());
    const dialog = await screen.findByRole('dialog', { name: 'Workspace' });
    expect(await screen.findByText('Your workspace is empty')).toBeTruthy();
    expect(dialog.textContent).toContain('Workspace');
    act(() => useAuthStore.setState({ status: 'signed-out', session: null, user: null }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
