import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Probes the import boundaries (README.md, "Boundaries") through the repository's own ESLint
// config: code at virtual file paths across every boundary must be reported with the rule's
// message, and an allowed import at the same path must not. Removing a line of the table (or a
// rule) in eslint.config.js makes one of these fail.

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

interface Found {
  ruleId: string | null;
  message: string;
}

async function lint(filePath: string, code: string): Promise<Found[]> {
  const [result] = await eslint.lintText(code, { filePath });
  // A virtual path that lint ignores would pass every "not reported" probe silently.
  expect(result.messages.filter((m) => m.message.includes('ignored'))).toEqual([]);
  return result.messages
    .filter((m) => m.ruleId !== '@typescript-eslint/no-unused-vars')
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const mayImport = 'boundaries/may-import';
const publicEntry = 'boundaries/public-entry';
const desktop = 'no-restricted-properties';
const supabaseOnlyInPlatform = '@typescript-eslint/no-restricted-imports';

/** [file, code, rule, message pattern] — one line per boundary. */
const forbidden: [string, string, string, RegExp][] = [
  // src/renderer: never src/server, supabase/functions, src/main, src/preload, extension, Node, Electron.
  [
    'src/renderer/lib/probe.ts',
    "import { x } from '../../server/server.ts';",
    mayImport,
    /^"\.\.\/\.\.\/server\/server\.ts" reaches src\/server\/server\.ts: src\/renderer may import only src\/renderer, src\/shared and npm packages/,
  ],
  [
    'src/renderer/lib/probe.ts',
    "const m = () => import('../../server/server.ts');",
    mayImport,
    /reaches src\/server\/server\.ts: src\/renderer may import only/,
  ],
  [
    'src/renderer/lib/probe.ts',
    "import { x } from '../../shared/../server/config.ts';",
    mayImport,
    /reaches src\/server\/config\.ts: src\/renderer may import only/,
  ],
  [
    'src/renderer/features/auth/probe.ts',
    "import { x } from '../../../../supabase/functions/_shared/http.ts';",
    mayImport,
    /reaches supabase\/functions\/_shared\/http\.ts: src\/renderer may import only/,
  ],
  [
    'src/renderer/lib/probe.ts',
    "export { x } from '../../main/ipc.ts';",
    mayImport,
    /reaches src\/main\/ipc\.ts: src\/renderer may import only/,
  ],
  [
    'src/renderer/lib/probe.ts',
    "import type { X } from '../../preload/index.ts';",
    mayImport,
    /reaches src\/preload\/index\.ts: src\/renderer may import only/,
  ],
  [
    'src/renderer/lib/probe.ts',
    "import { x } from '../../../extension/content/bridge-core.ts';",
    mayImport,
    /reaches extension\/content\/bridge-core\.ts: src\/renderer may import only/,
  ],
  [
    'src/renderer/lib/probe.ts',
    "import { readFile } from 'node:fs/promises';",
    mayImport,
    /^"node:fs\/promises" is not allowed in src\/renderer: it runs in a browser or a sandboxed window: no Node built-ins or Electron/,
  ],
  [
    'src/renderer/lib/probe.ts',
    "import path from 'path';",
    mayImport,
    /^"path" is not allowed in src\/renderer: .*no Node built-ins/,
  ],
  [
    'src/renderer/lib/probe.ts',
    "import { ipcRenderer } from 'electron';",
    mayImport,
    /^"electron" is not allowed in src\/renderer: .*no Node built-ins or Electron/,
  ],

  // supabase/functions: only _shared, their own folder, src/shared and packages.
  [
    'supabase/functions/generate/probe.ts',
    "import { x } from '../../../src/renderer/lib/supabase.ts';",
    mayImport,
    /reaches src\/renderer\/lib\/supabase\.ts: supabase\/functions\/<name> may import only its own folder, supabase\/functions\/_shared, src\/shared and npm packages/,
  ],
  [
    'supabase/functions/generate/probe.ts',
    "import { x } from '../../../src/server/config.ts';",
    mayImport,
    /reaches src\/server\/config\.ts: supabase\/functions\/<name> may import only/,
  ],
  [
    'supabase/functions/_shared/probe.ts',
    "import { x } from '../../../src/main/ipc.ts';",
    mayImport,
    /reaches src\/main\/ipc\.ts: supabase\/functions\/<name> may import only/,
  ],
  [
    'supabase/functions/generate/probe.ts',
    "import { x } from '../../../src/preload/index.ts';",
    mayImport,
    /reaches src\/preload\/index\.ts: supabase\/functions\/<name> may import only/,
  ],
  [
    'supabase/functions/generate/probe.ts',
    "import { x } from '../../../extension/content/bridge-core.ts';",
    mayImport,
    /reaches extension\/content\/bridge-core\.ts: supabase\/functions\/<name> may import only/,
  ],
  [
    'supabase/functions/generate/probe.ts',
    "import handler from '../tool-usage/index.ts';",
    mayImport,
    /reaches supabase\/functions\/tool-usage\/index\.ts: supabase\/functions\/<name> may import only/,
  ],

  // extension, src/main, src/preload: only src/shared (preload: types from its two neighbours).
  [
    'extension/content/probe.ts',
    "import { x } from '../../src/renderer/lib/supabase.ts';",
    mayImport,
    /reaches src\/renderer\/lib\/supabase\.ts: extension may import only extension, src\/shared and npm packages/,
  ],
  [
    'extension/background/probe.ts',
    "import { x } from '../../supabase/functions/_shared/http.ts';",
    mayImport,
    /reaches supabase\/functions\/_shared\/http\.ts: extension may import only/,
  ],
  [
    'extension/background/probe.ts',
    "import { readFile } from 'node:fs';",
    mayImport,
    /^"node:fs" is not allowed in extension: the extension runs in the browser/,
  ],
  [
    'src/main/probe.ts',
    "import { x } from '../server/config.ts';",
    mayImport,
    /reaches src\/server\/config\.ts: src\/main may import only src\/main, src\/shared and npm packages/,
  ],
  [
    'src/main/probe.ts',
    "import { x } from '../renderer/platform/index.ts';",
    mayImport,
    /reaches src\/renderer\/platform\/index\.ts: src\/main may import only/,
  ],
  [
    'src/preload/probe.ts',
    "import { platform } from '../renderer/platform/index.ts';",
    mayImport,
    /reaches src\/renderer\/platform\/index\.ts: src\/preload may import only src\/preload, src\/shared and npm packages \(types only from src\/renderer\/platform, src\/main\)/,
  ],
  [
    'src/preload/probe.ts',
    "import { registerIpcHandlers } from '../main/ipc.ts';",
    mayImport,
    /reaches src\/main\/ipc\.ts: src\/preload may import only/,
  ],
  [
    'src/preload/probe.ts',
    "import type { ServerConfig } from '../server/config.ts';",
    mayImport,
    /reaches src\/server\/config\.ts: src\/preload may import only/,
  ],
  [
    'src/preload/probe.ts',
    "import { readFile } from 'node:fs';",
    mayImport,
    /^"node:fs" is not allowed in src\/preload: the preload script runs sandboxed/,
  ],

  // src/shared: nothing outside itself; no Node, Electron or React.
  [
    'src/shared/probe.ts',
    "import { x } from '../renderer/lib/supabase.ts';",
    mayImport,
    /reaches src\/renderer\/lib\/supabase\.ts: src\/shared may import only src\/shared and npm packages/,
  ],
  [
    'src/shared/contracts/probe.ts',
    "import { x } from '../../server/config.ts';",
    mayImport,
    /reaches src\/server\/config\.ts: src\/shared may import only/,
  ],
  [
    'src/shared/probe.ts',
    "import { x } from '../../supabase/functions/_shared/http.ts';",
    mayImport,
    /reaches supabase\/functions\/_shared\/http\.ts: src\/shared may import only/,
  ],
  [
    'src/shared/probe.ts',
    "import { x } from '../../extension/content/bridge-core.ts';",
    mayImport,
    /reaches extension\/content\/bridge-core\.ts: src\/shared may import only/,
  ],
  [
    'src/shared/probe.ts',
    "import { x } from '../main/ipc.ts';",
    mayImport,
    /reaches src\/main\/ipc\.ts: src\/shared may import only/,
  ],
  [
    'src/shared/probe.ts',
    "import { x } from '../preload/index.ts';",
    mayImport,
    /reaches src\/preload\/index\.ts: src\/shared may import only/,
  ],
  [
    'src/shared/probe.ts',
    "import { x } from '../../tests/support/http.ts';",
    mayImport,
    /reaches tests\/support\/http\.ts: src\/shared may import only/,
  ],
  [
    'src/shared/probe.ts',
    "import { createHash } from 'node:crypto';",
    mayImport,
    /^"node:crypto" is not allowed in src\/shared: src\/shared stays platform-free: no Node built-ins\.$/,
  ],
  [
    'src/shared/probe.ts',
    "import { useState } from 'react';",
    mayImport,
    /^"react" is not allowed in src\/shared: src\/shared stays platform-free: no Electron, React or Node imports\.$/,
  ],
  [
    'src/shared/probe.ts',
    "import { jsx } from 'react/jsx-runtime';",
    mayImport,
    /^"react\/jsx-runtime" is not allowed in src\/shared/,
  ],
  [
    'src/shared/probe.ts',
    "import { app } from 'electron';",
    mayImport,
    /^"electron" is not allowed in src\/shared/,
  ],

  // src/server: only src/shared and supabase/functions.
  [
    'src/server/probe.ts',
    "import { x } from '../renderer/lib/supabase.ts';",
    mayImport,
    /reaches src\/renderer\/lib\/supabase\.ts: src\/server may import only src\/server, src\/shared, supabase\/functions and npm packages/,
  ],
  [
    'src/server/mail/probe.ts',
    "import { x } from '../../main/ipc.ts';",
    mayImport,
    /reaches src\/main\/ipc\.ts: src\/server may import only/,
  ],
  [
    'src/server/probe.ts',
    "import { x } from '../preload/index.ts';",
    mayImport,
    /reaches src\/preload\/index\.ts: src\/server may import only/,
  ],
  [
    'src/server/probe.ts',
    "import { x } from '../../extension/content/bridge-core.ts';",
    mayImport,
    /reaches extension\/content\/bridge-core\.ts: src\/server may import only/,
  ],

  // Supabase only behind the platform seam: no store, feature or component calls it.
  [
    'src/renderer/stores/probe.ts',
    "import { getSupabase } from '../lib/supabase.ts';",
    supabaseOnlyInPlatform,
    /Only src\/renderer\/platform\/ talks to Supabase/,
  ],
  [
    'src/renderer/features/account/probe.ts',
    "import { createClient } from '@supabase/supabase-js';",
    supabaseOnlyInPlatform,
    /Only src\/renderer\/platform\/ talks to Supabase/,
  ],

  // window.desktop only inside src/renderer/platform/.
  [
    'src/renderer/features/account/probe.ts',
    'export const v = window.desktop?.version();',
    desktop,
    /^'window\.desktop' is restricted from being used\. window\.desktop is read only in src\/renderer\/platform\//,
  ],
  [
    'src/renderer/features/account/probe.ts',
    'export const d = globalThis.desktop;',
    desktop,
    /^'globalThis\.desktop' is restricted from being used\. globalThis\.desktop is read only in src\/renderer\/platform\//,
  ],
  [
    'src/renderer/stores/probe.ts',
    "export const d = window['desktop'];",
    desktop,
    /window\.desktop is read only in src\/renderer\/platform\//,
  ],
  [
    'src/renderer/components/probe.ts',
    'export const { desktop } = window;',
    desktop,
    /window\.desktop is read only in src\/renderer\/platform\//,
  ],
  [
    'extension/content/probe.ts',
    'export const d = self.desktop;',
    desktop,
    /self\.desktop is read only in src\/renderer\/platform\//,
  ],

  // Features: another feature only through its index.ts; platform adapters only through platform/index.ts.
  [
    'src/renderer/features/tools/probe.ts',
    "import { ToolWrapper } from '../tool-gate/ToolWrapper.tsx';",
    publicEntry,
    /^"\.\.\/tool-gate\/ToolWrapper\.tsx" reaches into src\/renderer\/features\/tool-gate\/ \(src\/renderer\/features\/tool-gate\/ToolWrapper\.tsx\): import it through src\/renderer\/features\/tool-gate\/index\.ts, its public entry\.$/,
  ],
  [
    'src/renderer/features/tools/viral/probe.ts',
    "import type { X } from '../../company/components/PageHero.tsx';",
    publicEntry,
    /reaches into src\/renderer\/features\/company\/ .*: import it through src\/renderer\/features\/company\/index\.ts/,
  ],
  [
    'src/renderer/features/account/probe.ts',
    "const page = () => import('../company/AboutPage.tsx');",
    publicEntry,
    /reaches into src\/renderer\/features\/company\/ /,
  ],
  [
    'src/renderer/stores/probe.ts',
    "import { createSupabaseRepositories } from '../platform/supabase/index.ts';",
    publicEntry,
    /reaches into src\/renderer\/platform\/ \(src\/renderer\/platform\/supabase\/index\.ts\): import it through src\/renderer\/platform\/index\.ts/,
  ],
  [
    'src/renderer/features/account/probe.ts',
    "import { createWebPlatform } from '../../platform/web/web-platform.ts';",
    publicEntry,
    /reaches into src\/renderer\/platform\/ .*: import it through src\/renderer\/platform\/index\.ts/,
  ],
];

/** [file, code] that the same boundaries allow. */
const allowed: [string, string][] = [
  ['src/renderer/lib/probe.ts', "import { LANGUAGES } from '../../shared/languages.ts';"],
  ['src/renderer/lib/probe.ts', "import { create } from 'zustand';"],
  ['src/renderer/lib/probe.ts', "import { renderToString } from 'react-dom/server';"],
  ['src/renderer/features/auth/probe.ts', "import { x } from '../../../shared/tool-gate.ts';"],
  ['supabase/functions/generate/probe.ts', "import { x } from '../_shared/http.ts';"],
  ['supabase/functions/generate/probe.ts', "import { x } from './helpers.ts';"],
  ['supabase/functions/generate/probe.ts', "import { x } from '../../../src/shared/tool-gate.ts';"],
  ['supabase/functions/_shared/ai/probe.ts', "import { x } from '../http.ts';"],
  ['supabase/functions/generate/probe.ts', "import { z } from 'zod';"],
  ['extension/content/probe.ts', "import { x } from '../../src/shared/bridge/protocol.ts';"],
  ['extension/content/probe.ts', "import browser from 'webextension-polyfill';"],
  ['src/main/probe.ts', "import { IpcChannels } from '../shared/ipc-channels.ts';"],
  ['src/main/probe.ts', "import path from 'node:path';"],
  ['src/main/probe.ts', "import { app } from 'electron';"],
  ['src/preload/probe.ts', "import { IpcChannels } from '../shared/ipc-channels.ts';"],
  ['src/preload/probe.ts', "import type { PlatformAdapter } from '../renderer/platform/index.ts';"],
  ['src/preload/probe.ts', "import { type PlatformAdapter } from '../renderer/platform/index.ts';"],
  ['src/preload/probe.ts', "import type { registerIpcHandlers } from '../main/ipc.ts';"],
  ['src/preload/probe.ts', "import { contextBridge } from 'electron';"],
  ['src/shared/probe.ts', "import { LANGUAGES } from './languages.ts';"],
  ['src/shared/contracts/probe.ts', "import { z } from 'zod';"],
  ['src/server/probe.ts', "import { x } from '../shared/tool-gate.ts';"],
  ['src/server/probe.ts', "import { x } from '../../supabase/functions/_shared/http.ts';"],
  ['src/server/probe.ts', "import { readFile } from 'node:fs/promises';"],
  ['src/server/mail/probe.ts', "import { x } from '../config.ts';"],
  ['src/renderer/platform/probe.ts', 'export const v = window.desktop?.version();'],
  ['src/renderer/platform/desktop/probe.ts', 'export const d = globalThis.desktop;'],
  ['src/renderer/features/tools/probe.ts', "import { ToolWrapper } from '../tool-gate/index.ts';"],
  ['src/renderer/features/tools/viral/probe.ts', "import { ToolPage } from '../ToolPage.tsx';"],
  ['src/renderer/features/account/probe.ts', "import { platform } from '../../platform/index.ts';"],
  ['src/renderer/platform/probe.ts', "import { x } from './supabase/index.ts';"],
  [
    'src/renderer/platform/supabase/probe.ts',
    "import { getSupabase } from '../../lib/supabase.ts';",
  ],
  ['src/renderer/stores/probe.ts', "import type { Session } from '@supabase/supabase-js';"],
  // Lazy page components load from outside features/, so each page stays its own chunk.
  ['src/renderer/probe.ts', "const page = () => import('./features/company/AboutPage.tsx');"],
  // Tests and scripts may import anything.
  ['src/renderer/lib/probe.test.ts', "import { x } from '../../server/server.ts';"],
  ['src/shared/probe.test.ts', "import { readFile } from 'node:fs';"],
  ['src/renderer/features/tools/probe.test.tsx', "vi.mock('../tool-gate/ToolWrapper.tsx');"],
  ['tests/integration/probe.ts', "import { x } from '../../src/server/server.ts';"],
  ['scripts/probe.ts', "import { x } from '../src/renderer/lib/supabase.ts';"],
  ['src/renderer/test-utils/probe.ts', "import { x } from '../platform/supabase/index.ts';"],
];

describe('lint enforces the import boundaries (README.md, Boundaries)', () => {
  it.each(forbidden)('%s: %s is reported', async (file, code, rule, message) => {
    const found = await lint(file, code);
    expect(found).toHaveLength(1);
    expect(found[0].ruleId).toBe(rule);
    expect(found[0].message).toMatch(message);
  });

  it.each(allowed)('%s: %s is allowed', async (file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
