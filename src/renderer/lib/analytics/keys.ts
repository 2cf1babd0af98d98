/** Where the queue waits for the browser session (it survives reloads and redirects). */
export const QUEUE_STORAGE_KEY = 'analytics.queue';
/** This browser session's id (one per tab, reused across its page loads). */
export const SESSION_STORAGE_KEY = 'analytics.session';
/** Checkouts whose upgrade was recorded in this browser (localStorage: once, not per tab). */
export const RECORDED_CHECKOUTS_KEY = 'analytics.checkouts';
