/**
 * Tests only: an in-memory stand-in for the `generate` and `tool-usage` functions that follows
 * the server contract with the shared gate rules, so the hooks' tests exercise the whole state
 * machine (trial use → share → verify at `verifyAt` → 4 more → payment) against one record.
 */
import type { GenerateResponse } from '../../../shared/generation/schemas.ts';
import {
  canUse,
  defaultUsage,
  freeUsesLeft,
  gateAction,
  gateMessage,
  unlockRequirement,
  type SharePlatform,
  type ToolUsageState,
} from '../../../shared/tool-gate.ts';
import type { ErrorCode } from '../../../shared/contracts/errors.ts';
import type { InvokeFunction } from '../../platform/index.ts';
import type { CallFailure, GenerateOutcome, UsageOutcome } from './api.ts';

/** The tool the gate's tests generate with (its result schema is the bio generator's). */
export const TEST_TOOL = 'instagram-bio-generator';

const bio = (text: string, style: 'fun' | 'minimalist' | 'professional') => ({
  bio: text,
  style,
  emojis_used: [],
  character_count: text.length,
});

export const BIO_RESULT: GenerateResponse<typeof TEST_TOOL>['result'] = {
  bios: [
    bio('Baking sourdough for busy parents', 'fun'),
    bio('Sourdough, simply', 'minimalist'),
    bio('Helping parents bake real bread at home', 'professional'),
  ],
};

export class GateTestServer {
  record: ToolUsageState;
  /** Seconds from start-share to verifyAt (the real server picks 60–120). */
  verifySeconds = 90;
  /** The server's clock minus the browser's, to provoke 'too-early'. */
  clockSkewMs = 0;
  paid = false;
  calls: string[] = [];

  constructor(readonly toolId: string) {
    this.record = defaultUsage(toolId);
  }

  private now() {
    return Date.now() + this.clockSkewMs;
  }

  private answer(): ToolUsageState {
    const r = this.record;
    const free = this.paid ? null : freeUsesLeft(r.totalUsage, r.shareVerified);
    const next = {
      ...r,
      isPaidUser: this.paid,
      freeUsageRemaining: free,
    };
    return { ...next, nextUnlockRequirement: unlockRequirement(next) };
  }

  private failure(status: number, code: ErrorCode): CallFailure {
    return { ok: false, status, code, usage: this.answer() };
  }

  status = async (): Promise<UsageOutcome> => {
    this.calls.push('status');
    return { ok: true, usage: (this.record = this.answer()) };
  };

  startShare = async (_toolId: string, platform: SharePlatform): Promise<UsageOutcome> => {
    this.calls.push(`start-share:${platform}`);
    this.record = {
      ...this.record,
      hasSharedOnce: true,
      shareTimestamp: new Date(this.now()).toISOString(),
      verifyAt: new Date(this.now() + this.verifySeconds * 1000).toISOString(),
      sharedPlatforms: [...new Set([...this.record.sharedPlatforms, platform])],
    };
    return { ok: true, usage: (this.record = this.answer()) };
  };

  verifyShare = async (_toolId: string, share: { shareUrl: string }): Promise<UsageOutcome> => {
    this.calls.push('verify-share');
    if (!this.record.hasSharedOnce || !this.record.verifyAt) return this.failure(409, 'no-share');
    if (this.now() < Date.parse(this.record.verifyAt)) return this.failure(409, 'too-early');
    this.record = {
      ...this.record,
      shareVerified: true,
      verifyAt: null,
      shareUrl: share.shareUrl,
    };
    return { ok: true, usage: (this.record = this.answer()) };
  };

  generate = async (): Promise<GenerateOutcome<typeof TEST_TOOL>> => {
    this.calls.push('generate');
    const current = this.answer();
    if (!canUse(current)) {
      const action = gateAction(current)!;
      return {
        kind: 'gate',
        refusal: { error: gateMessage(action), code: 'gate', action, usage: current },
      };
    }
    this.record = { ...current, totalUsage: current.totalUsage + 1 };
    const usage = (this.record = this.answer());
    return {
      kind: 'ok',
      response: {
        tool: TEST_TOOL,
        result: BIO_RESULT,
        engine: { kind: 'offline' },
        cached: false,
        usage,
      },
    };
  };

  reset = async (): Promise<UsageOutcome> => {
    this.calls.push('reset');
    this.record = defaultUsage(this.toolId);
    return { ok: true, usage: this.answer() };
  };

  /**
   * The same answers as the `generate` and `tool-usage` functions give under their contracts
   * (success bodies, and `{ error, code, … }` refusals), for `platform().invokeFunction`.
   */
  invokeFunction: InvokeFunction = (async (name: string, body: Record<string, unknown>) => {
    const refused = (status: number | null, code: ErrorCode, extra: object = {}) => ({
      ok: false as const,
      status,
      code,
      message: null,
      body: status === null ? undefined : { error: code, code, ...extra },
    });
    if (name === 'generate') {
      const outcome = await this.generate();
      if (outcome.kind === 'ok') return { ok: true, status: 200, data: outcome.response };
      if (outcome.kind === 'gate') return refused(403, 'gate', outcome.refusal);
      return refused(outcome.status, outcome.code);
    }
    if (name !== 'tool-usage') return refused(404, 'not-found');
    let outcome: UsageOutcome;
    switch (body.action) {
      case 'merge':
        this.calls.push('merge');
        return { ok: true, status: 200, data: { merged: 0 } };
      case 'status':
        outcome = await this.status();
        break;
      case 'start-share':
        outcome = await this.startShare(String(body.toolId), body.platform as SharePlatform);
        break;
      case 'verify-share':
        outcome = await this.verifyShare(String(body.toolId), { shareUrl: String(body.shareUrl) });
        break;
      default:
        outcome = await this.reset();
    }
    if (outcome.ok) return { ok: true, status: 200, data: { usage: outcome.usage } };
    return refused(outcome.status, outcome.code, outcome.usage ? { usage: outcome.usage } : {});
  }) as InvokeFunction;
}
