import { ReplyPersonaSchema, type ReplyPersona } from '../../../shared/contracts/reply.ts';
import { SessionSettingsSchema, type SessionSettings } from '../../../shared/extension/messages.ts';
import {
  REPLY_STRATEGY_IDS,
  type ReplyStrategyId,
} from '../../../shared/reply-strategies/index.ts';
import type { ReplySettings, ReplySettingsInput } from '../../platform/index.ts';

/** The most sample replies a persona keeps (ReplyPersonaSchema). */
export const MAX_SAMPLE_REPLIES = 5;
export const MAX_TOPICS = 20;

/** What the form edits: the persona with every field filled in, the session, the time zone. */
export interface ReplySettingsForm {
  niche: string;
  tone: string;
  topics: string[];
  sampleReplies: string[];
  strategies: ReplyStrategyId[];
  allowHashtags: boolean;
  allowLinks: boolean;
  style: ReplyPersona['style'];
  targetAccounts: string[];
  avoidAccounts: string[];
  languages: string[];
  session: SessionSettings;
  timeZone: string;
}

/** Languages a reply may be written in, as X marks posts (ISO 639-1 where there is one). */
export const REPLY_LANGUAGE_CODES = [
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'it',
  'nl',
  'fy',
  'ja',
  'ko',
  'zh',
  'ar',
  'hi',
  'ru',
  'sw',
  'tr',
  'id',
  'pl',
  'sv',
  'uk',
] as const;

/** An X handle as typed: without a leading @ or spaces. */
export const cleanHandle = (value: string) => value.trim().replace(/^@+/, '');

/** A field's problem, for the page to word: `tooLong`/`tooMany` carry the limit. */
export type FieldError =
  | { kind: 'tooLong'; max: number }
  | { kind: 'tooMany'; max: number }
  | { kind: 'required' }
  | { kind: 'noStrategy' }
  | { kind: 'time' }
  | { kind: 'invalid' };

/** Field keys: `niche`, `topics`, `sampleReplies.2`, `strategies`, `activeHours.start`… */
export type FieldErrors = Record<string, FieldError>;

/** The browser's own time zone (the default before one is saved), UTC when it has none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The time zones to choose from: the runtime's list, UTC, and the ones given (the current). */
export function timeZoneChoices(...include: string[]): string[] {
  let known: string[];
  try {
    known = Intl.supportedValuesOf('timeZone');
  } catch {
    known = [];
  }
  return [...new Set([...known, 'UTC', ...include.filter(Boolean)])].sort();
}

/** The form's starting point: what is saved, or the defaults with the browser's time zone. */
export function formFromSettings(settings: ReplySettings): ReplySettingsForm {
  const { persona } = settings;
  return {
    niche: persona.niche,
    tone: persona.tone,
    topics: [...persona.topics],
    sampleReplies: [...persona.sampleReplies],
    // Empty or missing means all six (ReplyPersonaSchema).
    strategies: persona.strategies?.length ? [...persona.strategies] : [...REPLY_STRATEGY_IDS],
    allowHashtags: persona.allowHashtags,
    allowLinks: persona.allowLinks,
    style: persona.style,
    targetAccounts: [...persona.targetAccounts],
    avoidAccounts: [...persona.avoidAccounts],
    languages: [...persona.languages],
    session: { ...settings.session, activeHours: { ...settings.session.activeHours } },
    timeZone: settings.saved ? settings.timeZone : browserTimeZone(),
  };
}

function fieldError(issue: {
  code: string;
  maximum?: unknown;
  origin?: unknown;
  minimum?: unknown;
}): FieldError {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return issue.origin === 'array'
      ? { kind: 'tooMany', max: issue.maximum }
      : { kind: 'tooLong', max: issue.maximum };
  if (issue.code === 'too_small') return { kind: 'required' };
  return { kind: 'invalid' };
}

/**
 * The settings to save, checked with the schemas the server reads them with
 * (ReplyPersonaSchema, SessionSettingsSchema), or the problems by field. Blank sample replies
 * are dropped; all six strategies are saved as none chosen, which means all of them.
 */
export function validateForm(
  form: ReplySettingsForm,
): { ok: true; input: ReplySettingsInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (form.strategies.length === 0) errors.strategies = { kind: 'noStrategy' };
  const allStrategies = REPLY_STRATEGY_IDS.every((id) => form.strategies.includes(id));
  const samples = form.sampleReplies.map((text, index) => ({ text: text.trim(), index }));
  const kept = samples.filter((sample) => sample.text !== '');

  const persona = ReplyPersonaSchema.safeParse({
    niche: form.niche,
    tone: form.tone,
    topics: form.topics,
    sampleReplies: kept.map((sample) => sample.text),
    ...(allStrategies ? {} : { strategies: form.strategies }),
    allowHashtags: form.allowHashtags,
    allowLinks: form.allowLinks,
    style: form.style,
    targetAccounts: form.targetAccounts.map(cleanHandle),
    avoidAccounts: form.avoidAccounts.map(cleanHandle),
    languages: form.languages,
  });
  if (!persona.success)
    for (const issue of persona.error.issues) {
      const [field, index] = issue.path;
      let key = String(field ?? 'persona');
      // A sample reply's index among the kept ones is its index in the form.
      if (field === 'sampleReplies' && typeof index === 'number')
        key = `sampleReplies.${kept[index]?.index ?? index}`;
      else if (
        (field === 'topics' || field === 'targetAccounts' || field === 'avoidAccounts') &&
        typeof index === 'number'
      )
        key = field;
      errors[key] ??= fieldError(issue);
    }

  const session = SessionSettingsSchema.safeParse(form.session);
  if (!session.success)
    for (const issue of session.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= key.startsWith('activeHours.') ? { kind: 'time' } : fieldError(issue);
    }

  if (!form.timeZone) errors.timeZone = { kind: 'required' };

  if (Object.keys(errors).length > 0 || !persona.success || !session.success)
    return { ok: false, errors };
  return {
    ok: true,
    input: { timeZone: form.timeZone, persona: persona.data, session: session.data },
  };
}

/** Whether the saved time zone changed less than a day ago, and when it may change again. */
export function nextTimeZoneChange(changedAt: string | null, now = Date.now()): Date | null {
  if (!changedAt) return null;
  const next = Date.parse(changedAt) + 24 * 60 * 60 * 1000;
  return Number.isNaN(next) || next <= now ? null : new Date(next);
}
