import { mayHaveSession } from '../lib/supabase.ts';
import type { SupabaseRepositories } from './supabase/index.ts';

type Repositories = SupabaseRepositories;

/** Every method of `T` called through a loader: the code loads on the first call. */
function deferred<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    get: (_target, key) =>
      // Not a thenable: awaiting the repository itself must not call a method.
      key === 'then'
        ? undefined
        : async (...args: unknown[]) => {
            const target = (await load()) as Record<PropertyKey, (...a: unknown[]) => unknown>;
            return target[key]!(...args);
          },
  });
}

/**
 * The Supabase-backed repositories, loaded on first use: supabase-js, zod and the contracts
 * stay out of the first paint, and a visitor who never signs in or runs a tool never loads
 * them. Only `auth.mayHaveSession` answers at once (it reads storage, nothing else).
 */
export function lazySupabaseRepositories(): Repositories {
  let loaded: Promise<Repositories> | undefined;
  const load = () => {
    loaded ??= import('./supabase/index.ts').then(
      (module) => module.createSupabaseRepositories(),
      (error: unknown) => {
        loaded = undefined; // a failed chunk load is retried on the next call
        throw error;
      },
    );
    return loaded;
  };
  const auth = deferred(() => load().then((r) => r.auth));
  return {
    invokeFunction: ((name: never, body: never) =>
      load().then((r) => r.invokeFunction(name, body))) as Repositories['invokeFunction'],
    auth: new Proxy(auth, {
      get: (target, key) =>
        key === 'mayHaveSession' ? mayHaveSession : target[key as keyof typeof target],
    }),
    subscription: deferred(() => load().then((r) => r.subscription)),
    workspace: deferred(() => load().then((r) => r.workspace)),
    analytics: deferred(() => load().then((r) => r.analytics)),
    toolUsage: deferred(() => load().then((r) => r.toolUsage)),
    extensionTokens: deferred(() => load().then((r) => r.extensionTokens)),
    replySettings: deferred(() => load().then((r) => r.replySettings)),
  };
}
