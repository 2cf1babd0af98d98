/**
 * The Edge Functions the backend serves, without their schemas: what a page that only names
 * them (the status page) imports, so Zod stays out of its chunk. index.ts checks that every
 * name has a contract and every contract a name.
 */
export const FUNCTION_NAMES = [
  'generate',
  'tool-usage',
  'magic-link-auth',
  'feature-request',
  'report-error',
  'extension-token',
  'reply',
  'pricing',
  'create-checkout-session',
  'checkout-status',
  'customer-portal',
  'delete-account',
] as const;
