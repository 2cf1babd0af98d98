import type { FunctionErrorCode } from './errors.ts';

/**
 * `generate`: runs one AI tool inside the free-use gate. The request and response schemas
 * live with the tools' own schemas (src/shared/generation/schemas.ts) and the gate's refusal
 * with the gate rules (src/shared/tool-gate.ts); this module is the function's one entry.
 */
export {
  GenerateRequestSchema,
  GenerateResponseSchema,
  type GenerateRequest,
  type GenerateResponse,
} from '../generation/schemas.ts';
export { GateRefusalSchema, type GateRefusal } from '../tool-gate.ts';

/** 64 KB: far above any valid request, so anything larger is refused before parsing. */
export const GENERATE_MAX_BODY_BYTES = 64 * 1024;

/** Per caller (account or browser) and per address. */
export const GENERATION_RATE_LIMITS = {
  perCallerPerMinute: 12,
  perCallerPerHour: 240,
  perAddressPerHour: 600,
  /**
   * New browsers (device ids) one address may bring per day, for visitors only (signed-in
   * callers are never counted or refused by it). 100 lets a school network (a few classes of
   * about 30) or an office use the free tools without accounts, while a script that invents
   * device ids to reset the gate stops after 100 a day; the per-caller and per-address limits
   * above bound how fast any of them generate. Past it, signing in continues.
   */
  newBrowsersPerAddressPerDay: 100,
} as const;

export const GENERATE_CODES = [
  'method-not-allowed',
  'invalid-request',
  'malformed-json',
  'payload-too-large',
  'account-not-found',
  'rate-limited',
  'new-browser-limit',
  'gate',
  'server-error',
] as const satisfies readonly FunctionErrorCode[];
