import { create } from 'zustand';

/**
 * Toast state (docs/product-rules.md#error-reporting): at most one toast at a time; a
 * dismissed toast stays in state, closed, for 1,000,000 ms before it is removed (harmless
 * with a limit of one).
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long an open toast stays before it dismisses itself. */
export const TOAST_DURATION = 5_000;

export type ToastVariant = 'default' | 'destructive' | 'success' | 'info';

/** A button in the toast ('Upgrade', 'Undo'): clicking it runs `run` and closes the toast. */
export interface ToastAction {
  label: string;
  run(): void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  variant: ToastVariant;
}

interface ToastState {
  toasts: ToastItem[];
  add(toast: ToastItem): void;
  update(id: string, patch: Partial<ToastInput>): void;
  /** Closes one toast, or all when no id is given, and schedules removal. */
  dismiss(id?: string): void;
  /** Removes one toast, or all when no id is given. */
  remove(id?: string): void;
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      useToastStore.getState().remove(id);
    }, TOAST_REMOVE_DELAY),
  );
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  add: (toast) => set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) })),
  update: (id, patch) =>
    set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) })),
  dismiss: (id) => {
    for (const t of get().toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
    set((state) => ({
      toasts: state.toasts.map((t) =>
        id === undefined || t.id === id ? { ...t, open: false } : t,
      ),
    }));
  },
  remove: (id) =>
    set((state) => ({ toasts: id === undefined ? [] : state.toasts.filter((t) => t.id !== id) })),
}));

let count = 0;

/** Shows a toast; returns its id and a way to close or change it. */
export function toast({ title, description, variant = 'default', action }: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  useToastStore.getState().add({ id, title, description, variant, action, open: true });
  return {
    id,
    dismiss: () => useToastStore.getState().dismiss(id),
    update: (patch: Partial<ToastInput>) => useToastStore.getState().update(id, patch),
  };
}

/** Tests only: clears toasts and pending removals. */
export function resetToastsForTests(): void {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  useToastStore.setState({ toasts: [] });
}
