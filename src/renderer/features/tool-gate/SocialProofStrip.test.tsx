import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withFakeSupabase } from '../../test-utils/fake-platform.ts';
import { render, screen, waitFor } from '../../test-utils/render.tsx';
import { SocialProofStrip } from './SocialProofStrip.tsx';
import { resetToolGateStore, useToolGateStore } from './tool-gate-store.ts';

const rpc = vi.hoisted(() => vi.fn());

withFakeSupabase({
  mayHaveSession: () => false,
  getSupabase: async () => ({ rpc }),
});

const row = (patch: Record<string, unknown> = {}) => ({
  data: [{ total_users: 12847, today_usage: 342, rating: 4.9, ratings_count: 57, ...patch }],
  error: null,
});

afterEach(() => {
  cleanup();
  rpc.mockReset();
  resetToolGateStore();
});

describe('SocialProofStrip', () => {
  it('renders nothing at first, then the real figures and the three badges', async () => {
    rpc.mockResolvedValue(row());
    render(<SocialProofStrip toolId="reply-grader" />);
    expect(screen.queryByRole('region')).toBeNull();
    const strip = await screen.findByRole('region', { name: 'Tool statistics' });
    expect(rpc).toHaveBeenCalledWith('tool_social_proof', { p_tool_id: 'reply-grader' });
    expect(strip.textContent).toContain('12,847');
    expect(strip.textContent).toContain('Users');
    expect(strip.textContent).toContain('342');
    expect(strip.textContent).toContain('Uses today');
    expect(strip.textContent).toContain('4.9 out of 5');
    expect(strip.textContent).toContain('Ratings: 57');
    for (const badge of [
      'Trusted by creators',
      'Instant results',
      'Free uses per tool: 1, plus 4 after sharing',
    ])
      expect(screen.getByText(badge)).toBeTruthy();
  });

  it('leaves out figures below their thresholds, and hides when none is left', async () => {
    // 99 users, 99 uses today and 9 ratings are real, but too few to be shown as proof.
    rpc.mockResolvedValue(row({ total_users: 99, today_usage: 99, rating: 5, ratings_count: 9 }));
    render(<SocialProofStrip toolId="reply-grader" />);
    await waitFor(() =>
      expect(useToolGateStore.getState().socialProof['reply-grader']).toBeTruthy(),
    );
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    resetToolGateStore();
    rpc.mockResolvedValue(row({ total_users: 1, today_usage: 100, rating: 4, ratings_count: 10 }));
    render(<SocialProofStrip toolId="reply-grader" />);
    const strip = await screen.findByRole('region', { name: 'Tool statistics' });
    expect(strip.textContent).not.toContain('Users');
    expect(strip.textContent).not.toContain('Trusted by creators');
    expect(strip.textContent).toContain('Uses today');
    expect(strip.textContent).toContain('4.0 out of 5');
  });

  it('uses the reply grader figures for a tool id outside the catalogue', async () => {
    rpc.mockResolvedValue(row());
    render(<SocialProofStrip toolId="competitor-reply-analyzer" />);
    await screen.findByRole('region', { name: 'Tool statistics' });
    expect(rpc).toHaveBeenCalledWith('tool_social_proof', { p_tool_id: 'reply-grader' });
  });

  it('hides figures with nothing true to show', async () => {
    rpc.mockResolvedValue(row({ today_usage: 0, rating: null, ratings_count: 0 }));
    render(<SocialProofStrip toolId="smart-hashtag-generator" />);
    const strip = await screen.findByRole('region', { name: 'Tool statistics' });
    expect(strip.textContent).toContain('12,847');
    expect(strip.textContent).not.toContain('Uses today');
    expect(strip.textContent).not.toContain('out of 5');
  });

  it('hides itself when every figure is empty, or when they cannot be read', async () => {
    rpc.mockResolvedValue(row({ total_users: 0, today_usage: 0, rating: null, ratings_count: 0 }));
    render(<SocialProofStrip toolId="reply-grader" />);
    await waitFor(() =>
      expect(useToolGateStore.getState().socialProof['reply-grader']).toBeTruthy(),
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Trusted by creators')).toBeNull();
    cleanup();
    resetToolGateStore();
    rpc.mockResolvedValue({ data: null, error: { message: 'offline' } });
    render(<SocialProofStrip toolId="reply-grader" />);
    await waitFor(() =>
      expect('reply-grader' in useToolGateStore.getState().socialProof).toBe(true),
    );
    expect(useToolGateStore.getState().socialProof['reply-grader']).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('formats numbers in the page language', async () => {
    rpc.mockResolvedValue(row());
    render(<SocialProofStrip toolId="reply-grader" />, { route: '/de/tools/reply-grader' });
    const strip = await screen.findByRole('region', { name: 'Tool statistics' });
    expect(strip.textContent).toContain('12.847');
    expect(strip.textContent).toContain('4,9');
  });
});
