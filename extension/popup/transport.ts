import {
  ExtensionAccountSchema,
  type ExtensionAccount,
} from '../../src/shared/contracts/extension-token.ts';
import {
  SessionStateSchema,
  type PopupCommand,
  type SessionState,
} from '../../src/shared/extension/messages.ts';

/**
 * The session as the popup shows it: the SessionState, plus what X's page looked like when the
 * session stopped as page-changed (extension/background answers it as `report`), for the report.
 */
export type PopupSession = SessionState & { pageReport?: PageReport };

/** What the background saw when X's page no longer matched (background/core.ts PageReport). */
export interface PageReport {
  at: number;
  handle: string | null;
  problems: string[];
}

/**
 * The popup's one way to the background worker. The popup sends PopupCommands and renders the
 * SessionState it gets back; the account (who is connected, plan, today's replies) is what the
 * background keeps in storage.local under `account` (null when not connected). Tests give the
 * popup a fake of this interface; browser-transport.ts is the real one.
 */
export interface PopupTransport {
  /** Sends a command; answers the session state the background returns (null: no valid answer). */
  send(command: PopupCommand): Promise<PopupSession | null>;
  /** The connected account, or null when the extension is not connected. */
  account(): Promise<PopupAccount | null>;
  /** Calls back whenever the background changes what it stores; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** storage.local key of the connected account (ExtensionAccount, or null). */
export const ACCOUNT_KEY = 'account';

/** The answer as the popup's session: the state itself (or `{ state }` around it), its report. */
export function readSessionState(answer: unknown): PopupSession | null {
  const direct = SessionStateSchema.safeParse(answer);
  const parsed = direct.success
    ? direct
    : SessionStateSchema.safeParse((answer as { state?: unknown } | null)?.state);
  if (!parsed.success) return null;
  const report = (answer as { report?: unknown } | null)?.report;
  return isPageReport(report) ? { ...parsed.data, pageReport: report } : parsed.data;
}

function isPageReport(value: unknown): value is PageReport {
  const report = value as PageReport | null | undefined;
  return (
    typeof report?.at === 'number' &&
    (report.handle === null || typeof report.handle === 'string') &&
    Array.isArray(report.problems) &&
    report.problems.every((problem) => typeof problem === 'string')
  );
}

/**
 * What the popup reads of the stored account: who, the plan, today's replies. Only these parts
 * are checked, so a change to the saved settings' shape cannot make the popup think it is not
 * connected.
 */
const PopupAccountSchema = ExtensionAccountSchema.pick({ user: true, plan: true, replies: true });
export type PopupAccount = Pick<ExtensionAccount, 'user' | 'plan' | 'replies'>;

export function readAccount(value: unknown): PopupAccount | null {
  const parsed = PopupAccountSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
