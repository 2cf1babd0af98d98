import { getSupabase, mayHaveSession, type AppSupabase } from '../../lib/supabase.ts';
import type { PlatformAdapter } from '../types.ts';
import { createAuthRepository } from './auth.ts';
import {
  createExtensionTokenRepository,
  createReplySettingsRepository,
  createSubscriptionRepository,
  createToolUsageRepository,
  createWorkspaceRepository,
} from './data.ts';
import { createInvokeFunction } from './invoke-function.ts';

/** The repositories backed by the Supabase project (hosted, or the embedded backend). */
export type SupabaseRepositories = Pick<
  PlatformAdapter,
  | 'invokeFunction'
  | 'auth'
  | 'subscription'
  | 'workspace'
  | 'toolUsage'
  | 'extensionTokens'
  | 'replySettings'
>;

export function createSupabaseRepositories(
  client: () => Promise<AppSupabase> = getSupabase,
  storedSession: () => boolean = mayHaveSession,
): SupabaseRepositories {
  return {
    invokeFunction: createInvokeFunction(client),
    auth: createAuthRepository(client, storedSession),
    subscription: createSubscriptionRepository(client),
    workspace: createWorkspaceRepository(client),
    toolUsage: createToolUsageRepository(client),
    extensionTokens: createExtensionTokenRepository(client),
    replySettings: createReplySettingsRepository(client),
  };
}
