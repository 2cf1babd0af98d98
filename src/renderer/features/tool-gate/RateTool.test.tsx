import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFakeSupabase } from '../../test-utils/fake-platform.ts';
import { resetToastsForTests, useToastStore } from '../../components/toasts/toast-store.ts';
import { resetAuthStore, useAuthStore } from '../../stores/auth-store.ts';
import { fireEvent, render, screen } from '../../test-utils/render.tsx';
import { RateTool } from './RateTool.tsx';
import { resetToolGateStore } from './tool-gate-store.ts';

const rpc = vi.hoisted(() => vi.fn());

withFakeSupabase({
  mayHaveSession: () => false,
  getSupabase: async () => ({ rpc }),
});

beforeEach(() => {
  rpc.mockResolvedValue({ data: null, error: null });
});

afterEach(() => {
  cleanup();
  rpc.mockReset();
  resetAuthStore();
  resetToolGateStore();
  resetToastsForTests();
});

describe('RateTool', () => {
  it('is not shown to visitors', () => {
    useAuthStore.setState({ status: 'signed-out' });
    render(<RateTool toolId="reply-grader" />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('lets a signed-in user rate 1–5 stars and refreshes the figures', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    render(<RateTool toolId="reply-grader" />);
    expect(screen.getByRole('group', { name: 'How useful was this tool?' })).toBeTruthy();
    // Mantine applies a rating on Enter or Space (a click lands on the star's label)
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Rate 4 out of 5' }), { key: 'Enter' });
    expect(await screen.findByText('Thanks for your rating!')).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('rate_tool', { p_tool_id: 'reply-grader', p_stars: 4 });
    expect(rpc).toHaveBeenCalledWith('tool_social_proof', { p_tool_id: 'reply-grader' });
  });

  it('tells the user when the rating could not be saved', async () => {
    useAuthStore.setState({ status: 'signed-in', user: { id: 'u1' } as never });
    rpc.mockResolvedValue({ data: null, error: { message: 'Sign in to rate a tool' } });
    render(<RateTool toolId="reply-grader" />);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Rate 2 out of 5' }), { key: ' ' });
    await vi.waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'Your rating could not be saved. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByText('Thanks for your rating!')).toBeNull();
  });
});
