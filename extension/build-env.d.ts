/** The app origins the build was made for (extension/app-origins.ts), set by vite.extension.config.ts. */
declare const __APP_ORIGINS__: readonly string[];
