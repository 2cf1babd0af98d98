import { useCallback, useEffect, useRef, useState } from 'react';
import type { PopupCommand } from '../../src/shared/extension/messages.ts';
import type { PopupAccount, PopupSession, PopupTransport } from './transport.ts';

/** How often the open popup asks the background for the state (ms). */
export const POLL_MS = 1500;

export interface PopupData {
  /** False until the first answer (or failure). */
  loaded: boolean;
  account: PopupAccount | null;
  session: PopupSession | null;
  /** The last command failed to reach the background. */
  commandFailed: boolean;
  /** Sends a command; the state it answers is shown at once. */
  run(command: PopupCommand): Promise<void>;
}

/**
 * The account and session state while the popup is open: asked for now, every POLL_MS, and
 * whenever the background's storage changes.
 */
export function usePopup(transport: PopupTransport, pollMs = POLL_MS): PopupData {
  const [loaded, setLoaded] = useState(false);
  const [account, setAccount] = useState<PopupAccount | null>(null);
  const [session, setSession] = useState<PopupSession | null>(null);
  const [commandFailed, setCommandFailed] = useState(false);
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    const [nextAccount, nextSession] = await Promise.all([
      transport.account().catch(() => null),
      transport.send({ type: 'session:get' }).catch(() => null),
    ]);
    if (!alive.current) return;
    setAccount(nextAccount);
    setSession(nextSession);
    setLoaded(true);
  }, [transport]);

  useEffect(() => {
    alive.current = true;
    void refresh();
    const timer = setInterval(() => void refresh(), pollMs);
    const unsubscribe = transport.subscribe(() => void refresh());
    return () => {
      alive.current = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [transport, refresh, pollMs]);

  const run = useCallback(
    async (command: PopupCommand) => {
      // Settings show as changed at once, so a second change builds on the first.
      if (command.type === 'session:settings')
        setSession((current) => current && { ...current, settings: command.settings });
      let answer: PopupSession | null;
      try {
        answer = await transport.send(command);
      } catch {
        if (alive.current) setCommandFailed(true);
        return;
      }
      if (!alive.current) return;
      setCommandFailed(false);
      // The background answers the new state; anything else: ask for it.
      if (answer && command.type !== 'account:disconnect') setSession(answer);
      else await refresh();
    },
    [transport, refresh],
  );

  return { loaded, account, session, commandFailed, run };
}
