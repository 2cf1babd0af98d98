import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withFakeSupabase } from '../../test-utils/fake-platform.ts';
import { fireEvent, render, screen } from '../../test-utils/render.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { THROW_ONCE_KEY, ThrowOnce, resetThrowOnceForTests } from './ThrowOnce.tsx';

const invoke = vi.fn(() => Promise.resolve({ data: null, error: null }));
withFakeSupabase({
  getSupabase: () => Promise.resolve({ functions: { invoke } }),
});

let shouldThrow = true;
function Flaky() {
  const [label] = useState('Page content');
  if (shouldThrow) throw new Error('kaboom');
  return <p>{label}</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    invoke.mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the spec copy, reports the error, and recovers with Try Again', async () => {
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
      { route: '/pricing' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        "We encountered an unexpected error. Don't worry, our team has been notified.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /community/i }).getAttribute('href')).toMatch(
      /^https:\/\//,
    );
    await vi.waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    expect(invoke).toHaveBeenCalledWith('report-error', {
      body: expect.objectContaining({
        message: 'kaboom',
        path: '/',
        componentStack: expect.any(String),
      }),
    });

    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('ThrowOnce throws only when the visitor set the flag, and only once', () => {
    resetThrowOnceForTests();
    localStorage.setItem(THROW_ONCE_KEY, 'render');
    render(
      <ErrorBoundary>
        <ThrowOnce />
        <p>Normal page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(localStorage.getItem(THROW_ONCE_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Normal page')).toBeTruthy();
  });
});
