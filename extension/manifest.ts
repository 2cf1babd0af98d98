import { appOrigins } from './app-origins.ts';

/**
 * The one manifest source: `npm run ext:build` writes `manifest.json` for each browser from it.
 * Script paths are the built files (vite.extension.config.ts builds `background/index.ts` into
 * `background/index.js`, …); the build fails if the manifest names a file it did not build.
 */

export type TargetBrowser = 'chrome' | 'firefox';
export const TARGET_BROWSERS: readonly TargetBrowser[] = ['chrome', 'firefox'];

/** Firefox's add-on id (AMO ties updates and storage to it; never change it once published). */
export const GECKO_ID = 'replypilot@replypilot.app';
/**
 * Firefox 140 (the ESR line): MV3 and `storage.session` (115+), and the data collection
 * declaration Firefox now requires of new add-ons (140+).
 */
export const FIREFOX_MIN_VERSION = '140.0';
export const FIREFOX_ANDROID_MIN_VERSION = '142.0';
/** Chrome 116, as before (`storage.session` needs 102, module service workers 92). */
export const CHROME_MIN_VERSION = '116';

/**
 * What the extension sends out of the browser, in Firefox's categories (required of new
 * add-ons, shown at install): the reply script (content/x.ts) reads posts on X, whose text the
 * background sends to the ReplyPilot API ('websiteContent') with the user's token
 * ('authenticationInfo').
 */
export const DATA_COLLECTION: string[] = ['websiteContent', 'authenticationInfo'];

/** The pages of X the reply content script (content/x.ts) runs on. */
export const X_MATCHES = ['https://x.com/*', 'https://twitter.com/*'] as const;

export interface ManifestOptions {
  browser: TargetBrowser;
  /** package.json's version. */
  version: string;
  /** SITE_URL at build time: the production app origin (SITE.defaultOrigin when empty). */
  siteUrl?: string;
}

/**
 * The match pattern for an app origin. Chrome honours the port (`http://localhost:8787/*`);
 * Firefox does not accept ports in match patterns, so there the pattern names the host
 * (`http://localhost/*`) and the bridge itself checks the exact origin before it starts.
 */
export function originPattern(origin: string, browser: TargetBrowser): string {
  const url = new URL(origin);
  return browser === 'firefox' ? `${url.protocol}//${url.hostname}/*` : `${url.origin}/*`;
}

const unique = (patterns: string[]) => [...new Set(patterns)];

export function buildManifest({ browser, version, siteUrl }: ManifestOptions) {
  const appMatches = unique(appOrigins(siteUrl).map((origin) => originPattern(origin, browser)));
  const common = {
    manifest_version: 3,
    name: 'ReplyPilot',
    version,
    description:
      "ReplyPilot's companion: drafts and posts replies on X for your ReplyPilot account.",
    // Least privilege: storage, and alarms for the session's waits (the background worker
    // may stop between replies); hosts: the app origins (the bridge, and the API the
    // background calls) and X (the reply content script). No tabs, no <all_urls>.
    permissions: ['storage', 'alarms'],
    host_permissions: unique([...appMatches, ...X_MATCHES]),
    content_scripts: [
      // The page ⇄ extension bridge runs on the ReplyPilot app origins and nowhere else.
      { matches: appMatches, js: ['content/bridge.js'], run_at: 'document_start' },
      // The reply script reads and acts on X once its page has loaded.
      { matches: [...X_MATCHES], js: ['content/x.js'], run_at: 'document_idle' },
    ],
    // The toolbar button opens the popup (extension/popup/): the session, drafts and activity.
    action: { default_popup: 'popup/index.html' },
  };
  if (browser === 'chrome') {
    return {
      ...common,
      minimum_chrome_version: CHROME_MIN_VERSION,
      background: { service_worker: 'background/index.js', type: 'module' },
    };
  }
  return {
    ...common,
    background: { scripts: ['background/index.js'] },
    browser_specific_settings: {
      gecko: {
        id: GECKO_ID,
        strict_min_version: FIREFOX_MIN_VERSION,
        data_collection_permissions: { required: DATA_COLLECTION },
      },
      // Firefox for Android reads the declaration from 142.
      gecko_android: { strict_min_version: FIREFOX_ANDROID_MIN_VERSION },
    },
  };
}

export type ExtensionManifest = ReturnType<typeof buildManifest>;

/** Every extension file a manifest loads (scripts and pages), to check the build made them. */
export function manifestFiles(manifest: ExtensionManifest): string[] {
  const background = manifest.background as { service_worker?: string; scripts?: string[] };
  const files = [
    ...(background.service_worker ? [background.service_worker] : []),
    ...(background.scripts ?? []),
    ...manifest.content_scripts.flatMap((script) => script.js),
  ];
  const popup = (manifest as { action?: { default_popup?: string } }).action?.default_popup;
  if (popup) files.push(popup);
  return unique(files);
}
