import { getSupabase, mayHaveSession, type AppSupabase } from '../../lib/supabase.ts';
import type { PlatformAdapter } from '../types.ts';
import { createAuthRepository } from './auth.ts';
import {
  createExtensionTokenRepository,
  createReplySettingsRepository,
  createSubscriptionRepository,
  createToolUsageRepository,
} from './data.ts';
import { createAnalyticsRepository, createWorkspaceRepository } from './workspace.ts';
import { createInvokeFunction } from './invoke-function.ts';

/** The repositories backed by the Supabase project (hosted, or the embedded backend). */
export type SupabaseRepositories = Pick<
  PlatformAdapter,
  | 'invokeFunction'
  | 'auth'
  | 'subscription'
  | 'workspace'
  | 'analytics'
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
    analytics: createAnalyticsRepository(client),
    toolUsage: createToolUsageRepository(client),
    extensionTokens: createExtensionTokenRepository(client),
    replySettings: createReplySettingsRepository(client),
  };
}
