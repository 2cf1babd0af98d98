import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  resetToastsForTests,
  toast,
  useToastStore,
} from './toast-store.ts';

const toasts = () => useToastStore.getState().toasts;

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToastsForTests();
  });
  afterEach(() => {
    resetToastsForTests();
    vi.useRealTimers();
  });

  it('keeps at most one toast: the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'success' });
    expect(toasts()).toEqual([
      { id: expect.any(String), title: 'Second', variant: 'success', open: true },
    ]);
  });

  it('defaults to the default variant and can be updated', () => {
    const handle = toast({ title: 'Saving' });
    handle.update({ title: 'Saved', variant: 'info' });
    expect(toasts()[0]).toMatchObject({ title: 'Saved', variant: 'info', open: true });
  });

  it('closes a dismissed toast and removes it after exactly 1,000,000 ms', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const handle = toast({ title: 'Oops', variant: 'destructive' });
    handle.dismiss();
    expect(toasts()).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toEqual([]);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    useToastStore.getState().dismiss();
    expect(toasts().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(toasts()).toEqual([]);
  });

  it('does not let a late removal take a newer toast', () => {
    const old = toast({ title: 'Old' });
    old.dismiss();
    const fresh = toast({ title: 'New' });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(toasts()).toEqual([expect.objectContaining({ id: fresh.id, open: true })]);
  });
});
