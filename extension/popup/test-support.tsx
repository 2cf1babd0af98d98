// Test helpers for the popup's DOM tests: a fake transport and the popup rendered with it.
import { render } from '@testing-library/react';
import type { ExtensionAccount } from '../../src/shared/contracts/extension-token.ts';
import {
  DEFAULT_SESSION_SETTINGS,
  type PopupCommand,
  type SessionState,
} from '../../src/shared/extension/messages.ts';
import { ReplyPersonaSchema } from '../../src/shared/contracts/reply.ts';
import { findLanguage } from '../../src/shared/languages.ts';
import { createPopupI18n, type PopupBundle } from './i18n.ts';
import { Popup } from './Popup.tsx';
import type { PopupSession, PopupTransport } from './transport.ts';

const localeFiles = import.meta.glob<{ default: PopupBundle }>('./locales/*.json', { eager: true });

/** Every popup translation file, by language code. */
export const LOCALES: Record<string, PopupBundle> = Object.fromEntries(
  Object.entries(localeFiles).map(([path, mod]) => [/([^/]+)\.json$/.exec(path)![1]!, mod.default]),
);

export const ORIGIN = 'https://replypilot.test';
export const NOW = Date.parse('2026-11-26T10:00:00Z');

export function account(overrides: Partial<ExtensionAccount> = {}): ExtensionAccount {
  return {
    user: { id: 'user-1', email: 'ada@example.com' },
    plan: { tier: 'creator', status: 'active', extensionAccess: true, trialEndsAt: null },
    replies: { used: 42, limit: 150 },
    settings: { persona: ReplyPersonaSchema.parse({}), session: DEFAULT_SESSION_SETTINGS },
    ...overrides,
  };
}

export function sessionState(overrides: Partial<SessionState> = {}): SessionState {
  return {
    status: 'idle',
    stopReason: null,
    nextAt: null,
    settings: DEFAULT_SESSION_SETTINGS,
    drafts: [],
    activity: [],
    notice: null,
    ...overrides,
  };
}

/** A background in memory: answers every command with `state`, records what it was sent. */
export class FakeTransport implements PopupTransport {
  sent: PopupCommand[] = [];
  listeners = new Set<() => void>();
  constructor(
    public state: PopupSession | null = sessionState(),
    public connected: ExtensionAccount | null = account(),
  ) {}
  async send(command: PopupCommand) {
    this.sent.push(command);
    if (command.type === 'session:settings' && this.state)
      this.state = { ...this.state, settings: command.settings };
    if (command.type === 'account:disconnect') this.connected = null;
    return this.state;
  }
  async account() {
    return this.connected;
  }
  subscribe(onChange: () => void) {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  }
  /** Commands other than the poll's `session:get`. */
  commands() {
    return this.sent.filter((command) => command.type !== 'session:get');
  }
}

export function renderPopup(transport: PopupTransport, code = 'en') {
  const language = findLanguage(code)!;
  const i18n = createPopupI18n(code, LOCALES[code]);
  return render(
    <Popup
      transport={transport}
      origin={ORIGIN}
      i18n={i18n}
      direction={language.direction}
      version="1.2.3"
      pollMs={60_000}
      now={() => NOW}
    />,
  );
}
