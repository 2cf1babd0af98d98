import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../../test-utils/render.tsx';
import { resetToastsForTests, toast, useToastStore } from './toast-store.ts';
import { Toaster } from './Toaster.tsx';

describe('Toaster', () => {
  afterEach(resetToastsForTests);

  it('shows the open toast and closes it with its close button', () => {
    render(<Toaster />);
    act(
      () =>
        void toast({
          title: 'Copied!',
          description: 'Content copied to clipboard',
          variant: 'success',
        }),
    );
    expect(screen.getByText('Copied!')).toBeTruthy();
    expect(screen.getByText('Content copied to clipboard')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Copied!')).toBeNull();
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('runs a toast’s action once and closes the toast', () => {
    render(<Toaster />);
    let runs = 0;
    act(
      () =>
        void toast({
          title: 'Storage Limit',
          variant: 'destructive',
          action: { label: 'Upgrade', run: () => (runs += 1) },
        }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(runs).toBe(1);
    expect(screen.queryByText('Storage Limit')).toBeNull();
  });
});
