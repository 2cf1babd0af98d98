/**
 * The limits of an error report, shared by the website's error screen (which trims to them)
 * and the report-error function's contract (which refuses anything beyond them).
 */
export const REPORT_ERROR_LIMITS = {
  message: 2000,
  stack: 20_000,
  path: 2048,
  maxBodyBytes: 48 * 1024,
} as const;
