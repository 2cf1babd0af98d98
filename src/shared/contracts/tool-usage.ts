import { z } from 'zod';
import { ToolUsageStateSchema } from '../tool-gate.ts';
import type { FunctionErrorCode } from './errors.ts';

/**
 * `tool-usage`: the free-use gate's record for one tool (`status`), sharing to unlock more
 * uses (`start-share`, then `verify-share` once the wait is over), moving a browser's record
 * into the signed-in account (`merge`) and, on development servers only, `reset`.
 */
export {
  ToolUsageRequestSchema,
  ToolUsageResponseSchema,
  type ToolUsageRequest,
} from '../tool-gate.ts';

export const TOOL_USAGE_MAX_BODY_BYTES = 8 * 1024;

/** `merge` answers how many records moved; every other action the caller's record. */
export const ToolUsageMergedSchema = z.object({ merged: z.number().int().min(0) });
export const ToolUsageAnswerSchema = z.union([
  z.object({ usage: ToolUsageStateSchema }),
  ToolUsageMergedSchema,
]);

/** 409 answers (`too-early`, `no-share`) carry the caller's record. */
export const ToolUsageConflictSchema = z.object({
  code: z.enum(['too-early', 'no-share']),
  usage: ToolUsageStateSchema,
});

export const TOOL_USAGE_CODES = [
  'method-not-allowed',
  'invalid-request',
  'malformed-json',
  'payload-too-large',
  'sign-in-required',
  'account-not-found',
  'not-found',
  'too-early',
  'no-share',
  'server-error',
] as const satisfies readonly FunctionErrorCode[];
