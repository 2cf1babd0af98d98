import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, type ToastInput } from '../../../components/toasts/toast-store.ts';

/** How long a copy button says 'Copied'. */
export const COPIED_MS = 2_000;

interface Messages {
  /** Toast after a successful copy; none when omitted (the button's 'Copied' says it). */
  success?: ToastInput;
  /** Toast when the clipboard refused. */
  failure: ToastInput;
}

/**
 * Copies text to the clipboard and reports it: `copied` is true for 2 s after a success;
 * a failure (no clipboard API, permission denied) shows the failure toast instead.
 */
export function useClipboardCopy({ success, failure }: Messages) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(text);
      } catch {
        toast({ variant: 'destructive', ...failure });
        return false;
      }
      if (success) toast({ variant: 'success', ...success });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      return true;
    },
    [success, failure],
  );

  return { copied, copy };
}
