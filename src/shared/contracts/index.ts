/**
 * Every Edge Function's contract in one table: what it accepts, what it answers on success,
 * and the error codes it may answer. The functions validate with these schemas and the
 * renderer's `invokeFunction` checks answers with them, so both ends change together.
 * A new function starts here.
 */
import type { z } from 'zod';
import type { FunctionErrorCode } from './errors.ts';
import { REPLY_CODES, ReplyRequestSchema, ReplyResponseSchema } from './reply.ts';
import {
  EXTENSION_TOKEN_CODES,
  ExtensionTokenRequestSchema,
  ExtensionTokenResponseSchema,
} from './extension-token.ts';
import {
  CHECKOUT_CODES,
  CHECKOUT_STATUS_CODES,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  CheckoutStatusRequestSchema,
  CheckoutStatusResponseSchema,
  DELETE_ACCOUNT_CODES,
  DeleteAccountRequestSchema,
  DeleteAccountResponseSchema,
  PORTAL_CODES,
  PRICING_CODES,
  PortalRequestSchema,
  PortalResponseSchema,
  PricingRequestSchema,
  PricingResponseSchema,
} from './billing.ts';
import type { FUNCTION_NAMES } from './function-names.ts';
import {
  FEATURE_REQUEST_CODES,
  FeatureRequestRequestSchema,
  FeatureRequestResponseSchema,
} from './feature-request.ts';
import { GENERATE_CODES, GenerateRequestSchema, GenerateResponseSchema } from './generate.ts';
import {
  MAGIC_LINK_CODES,
  MagicLinkRequestSchema,
  MagicLinkResponseSchema,
} from './magic-link-auth.ts';
import {
  REPORT_ERROR_CODES,
  ReportErrorRequestSchema,
  ReportErrorResponseSchema,
} from './report-error.ts';
import { TOOL_USAGE_CODES, ToolUsageAnswerSchema, ToolUsageRequestSchema } from './tool-usage.ts';

export interface FunctionContract<Req extends z.ZodType, Res extends z.ZodType> {
  request: Req;
  response: Res;
  codes: readonly FunctionErrorCode[];
}

const contract = <Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
  codes: readonly FunctionErrorCode[],
): FunctionContract<Req, Res> => ({ request, response, codes });

export const FUNCTION_CONTRACTS = {
  generate: contract(GenerateRequestSchema, GenerateResponseSchema, GENERATE_CODES),
  'tool-usage': contract(ToolUsageRequestSchema, ToolUsageAnswerSchema, TOOL_USAGE_CODES),
  'magic-link-auth': contract(MagicLinkRequestSchema, MagicLinkResponseSchema, MAGIC_LINK_CODES),
  'feature-request': contract(
    FeatureRequestRequestSchema,
    FeatureRequestResponseSchema,
    FEATURE_REQUEST_CODES,
  ),
  'report-error': contract(ReportErrorRequestSchema, ReportErrorResponseSchema, REPORT_ERROR_CODES),
  reply: contract(ReplyRequestSchema, ReplyResponseSchema, REPLY_CODES),
  'extension-token': contract(
    ExtensionTokenRequestSchema,
    ExtensionTokenResponseSchema,
    EXTENSION_TOKEN_CODES,
  ),
  pricing: contract(PricingRequestSchema, PricingResponseSchema, PRICING_CODES),
  'create-checkout-session': contract(
    CheckoutRequestSchema,
    CheckoutResponseSchema,
    CHECKOUT_CODES,
  ),
  'checkout-status': contract(
    CheckoutStatusRequestSchema,
    CheckoutStatusResponseSchema,
    CHECKOUT_STATUS_CODES,
  ),
  'customer-portal': contract(PortalRequestSchema, PortalResponseSchema, PORTAL_CODES),
  'delete-account': contract(
    DeleteAccountRequestSchema,
    DeleteAccountResponseSchema,
    DELETE_ACCOUNT_CODES,
  ),
} satisfies Record<(typeof FUNCTION_NAMES)[number], FunctionContract<z.ZodType, z.ZodType>>;

export type FunctionName = keyof typeof FUNCTION_CONTRACTS;
/** What a caller sends (before defaults and trimming are applied). */
export type RequestOf<N extends FunctionName> = z.input<(typeof FUNCTION_CONTRACTS)[N]['request']>;
/** What a caller gets back on success, checked. */
export type ResponseOf<N extends FunctionName> = z.output<
  (typeof FUNCTION_CONTRACTS)[N]['response']
>;

export * from './errors.ts';
