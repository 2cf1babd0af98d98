import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../src/server/config.ts';
import { SITE } from '../src/shared/site-config.ts';
import { DEV_APP_PORT, appOrigins, productionOrigin } from './app-origins.ts';
import {
  DATA_COLLECTION,
  X_MATCHES,
  buildManifest,
  manifestFiles,
  originPattern,
} from './manifest.ts';

describe('app origins', () => {
  it('are the embedded backend on its default port and the production site', () => {
    expect(DEV_APP_PORT).toBe(readServerEnv({}).PORT);
    expect(appOrigins()).toEqual([
      'http://localhost:8787',
      'http://127.0.0.1:8787',
      SITE.defaultOrigin,
    ]);
  });

  it('take the production origin from SITE_URL, without path or duplicates', () => {
    expect(productionOrigin('https://app.example.test/welcome?x=1')).toBe(
      'https://app.example.test',
    );
    expect(productionOrigin('  ')).toBe(SITE.defaultOrigin);
    expect(appOrigins('http://localhost:8787/')).toEqual([
      'http://localhost:8787',
      'http://127.0.0.1:8787',
    ]);
    expect(() => productionOrigin('ftp://example.test')).toThrow(/SITE_URL/);
    expect(() => productionOrigin('replypilot.app')).toThrow(/SITE_URL/);
  });
});

describe('manifest source', () => {
  it('keeps the port in Chrome match patterns and drops it for Firefox', () => {
    expect(originPattern('http://localhost:8787', 'chrome')).toBe('http://localhost:8787/*');
    expect(originPattern('http://localhost:8787', 'firefox')).toBe('http://localhost/*');
    expect(originPattern('https://replypilot.app', 'chrome')).toBe('https://replypilot.app/*');
  });

  it('names every script and page the build must make', () => {
    for (const browser of ['chrome', 'firefox'] as const) {
      expect(manifestFiles(buildManifest({ browser, version: '1.2.3' }))).toEqual([
        'background/index.js',
        'content/bridge.js',
        'content/x.js',
        'popup/index.html',
      ]);
    }
  });

  it('opens the popup from the toolbar button in both browsers', () => {
    for (const browser of ['chrome', 'firefox'] as const) {
      expect(buildManifest({ browser, version: '1.2.3' }).action).toEqual({
        default_popup: 'popup/index.html',
      });
    }
  });

  it('runs the reply script on X once the page is idle, and declares what it sends', () => {
    for (const browser of ['chrome', 'firefox'] as const) {
      const manifest = buildManifest({ browser, version: '1.2.3' });
      expect(manifest.content_scripts).toContainEqual({
        matches: [...X_MATCHES],
        js: ['content/x.js'],
        run_at: 'document_idle',
      });
    }
    expect(DATA_COLLECTION).toEqual(['websiteContent', 'authenticationInfo']);
    const firefox = buildManifest({ browser: 'firefox', version: '1.2.3' }) as {
      browser_specific_settings: { gecko: { data_collection_permissions: unknown } };
    };
    expect(firefox.browser_specific_settings.gecko.data_collection_permissions).toEqual({
      required: ['websiteContent', 'authenticationInfo'],
    });
  });
});

describe('permissions', () => {
  it('are storage and alarms (the session waits with alarms), nothing more', () => {
    for (const browser of ['chrome', 'firefox'] as const)
      expect(buildManifest({ browser, version: '1.2.3' }).permissions).toEqual([
        'storage',
        'alarms',
      ]);
  });
});
