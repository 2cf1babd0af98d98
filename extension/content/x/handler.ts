/**
 * The content script's message handler: only messages from this extension (`sender.id`), only
 * commands `ContentCommandSchema` accepts (anything else gets no answer and changes nothing),
 * one command at a time (a reply never runs while a scan scrolls).
 */
import {
  ContentCommandSchema,
  type ContentCommand,
  type PageCheck,
  type ReplyResult,
  type ScanResult,
} from '../../../src/shared/extension/messages.ts';

export type ContentResult = PageCheck | ScanResult | ReplyResult;

export interface ContentActions {
  check(): PageCheck;
  scan(scrolls: number): Promise<ScanResult>;
  reply(command: Extract<ContentCommand, { type: 'x:reply' }>): Promise<ReplyResult>;
}

export interface HandlerOptions {
  /** This extension's id (browser.runtime.id). */
  extensionId: string;
  actions: ContentActions;
}

export function createContentHandler({ extensionId, actions }: HandlerOptions) {
  let queue: Promise<unknown> = Promise.resolve();
  const run = <T>(task: () => Promise<T> | T): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
  return (message: unknown, sender: { id?: string }): Promise<ContentResult> | undefined => {
    if (!sender || sender.id !== extensionId) return undefined;
    const parsed = ContentCommandSchema.safeParse(message);
    if (!parsed.success) return undefined;
    const command = parsed.data;
    switch (command.type) {
      case 'x:check':
        return run(() => actions.check());
      case 'x:scan':
        return run(() => actions.scan(command.scrolls));
      case 'x:reply':
        return run(() =>
          actions.reply(command).catch((error: unknown): ReplyResult => ({
            outcome: 'failed',
            error: 'not-confirmed',
            detail: `content script error: ${String(error)}`.slice(0, 300),
          })),
        );
    }
  };
}
