/** The app origins the build was made for (extension/app-origins.ts), set by vite.extension.config.ts. */
declare const __APP_ORIGINS__: readonly string[];
/** Tests only: scales the session's own waits (1 in every build we ship; vite.extension.config.ts). */
declare const __WAIT_SCALE__: number;
