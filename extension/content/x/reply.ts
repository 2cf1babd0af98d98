/**
 * `x:reply`: find the post, open its reply dialog, type the text so the editor registers it,
 * check it, send, confirm it went out, then like the post when asked. Every step checks the
 * page first and stops at the first surprise; nothing is ever retried (a second attempt after
 * X's rate limit or automation warning is what gets accounts flagged).
 *
 * `liked` in the result: the post is liked once the command is done (liked now, or it already
 * was); false when no like was asked for or the like button did not turn to "unlike".
 */
import type { ReplyResult, XError } from '../../../src/shared/extension/messages.ts';
import { isEnabled, press, pressEscape } from './actions.ts';
import { parseStatusPath } from './candidate.ts';
import { editorText, clearEditor, normalizeNewlines, typeInto } from './editor.ts';
import { postText, statusPathOf } from './parse.ts';
import { checkPage, SEL, timelineArticles } from './selectors.ts';
import { nextFrame, pause, waitFor, type Timing } from './timing.ts';
import { readToast, toastsIn } from './toast.ts';

export interface ReplyCommand {
  postUrl: string;
  text: string;
  like: boolean;
}

/** How far the post is looked for, in screens, above and then below where the page is. */
const SEARCH_UP = 40;
const SEARCH_DOWN = 20;
const DIALOG_TIMEOUT = 5000;
const SEND_TIMEOUT = 10_000;
const LIKE_TIMEOUT = 3000;

const failed = (error: XError, detail?: string): ReplyResult =>
  detail
    ? { outcome: 'failed', error, detail: detail.slice(0, 300) }
    : { outcome: 'failed', error };

/** The post's article on the page now (outside dialogs), by status id. */
export function findArticle(doc: Document, id: string): Element | null {
  for (const article of timelineArticles(doc)) {
    const path = statusPathOf(article);
    if (path && parseStatusPath(path)?.id === id) return article;
  }
  return null;
}

/** Finds the post, scrolling up, then down, a screen at a time. */
async function locate(doc: Document, id: string, timing: Timing): Promise<Element | null> {
  const found = findArticle(doc, id);
  if (found) return found;
  const win = doc.defaultView!;
  const start = win.scrollY;
  for (const [direction, screens] of [
    [-1, SEARCH_UP],
    [1, SEARCH_DOWN],
  ] as const) {
    win.scrollTo({ top: start, behavior: 'instant' as ScrollBehavior });
    for (let i = 0; i < screens; i++) {
      const before = win.scrollY;
      win.scrollBy({
        top: direction * win.innerHeight * 0.8,
        behavior: 'instant' as ScrollBehavior,
      });
      await nextFrame();
      await pause(timing, 60, 160);
      const article = findArticle(doc, id);
      if (article) return article;
      if (win.scrollY === before) {
        if (direction < 0) break;
        const height = doc.documentElement.scrollHeight;
        const grew = await waitFor(
          timing,
          () => doc.documentElement.scrollHeight > height,
          2500,
          100,
        );
        if (!grew) break;
      }
    }
  }
  return null;
}

/** An open dialog holding an editor (X's reply dialog), or null. */
function openDialog(doc: Document): Element | null {
  for (const dialog of doc.querySelectorAll(SEL.dialog)) {
    if (dialog.querySelector(SEL.anyEditor)) return dialog;
  }
  return null;
}

/** Closes the dialog, discarding its text; true when it is gone. */
async function closeDialog(doc: Document, dialog: Element, timing: Timing): Promise<boolean> {
  if (!dialog.isConnected) return true;
  const close = dialog.querySelector(SEL.dialogClose);
  if (close) press(close);
  else pressEscape(doc);
  await waitFor(
    timing,
    () => !dialog.isConnected || doc.querySelector(SEL.confirmationDiscard),
    2000,
  );
  const discard = doc.querySelector(SEL.confirmationDiscard);
  if (discard) {
    await pause(timing, 80, 200);
    press(discard);
  }
  return (await waitFor(timing, () => !dialog.isConnected, 2000)) !== null;
}

async function likePost(doc: Document, id: string, timing: Timing): Promise<boolean> {
  await pause(timing, 300, 900);
  const article = findArticle(doc, id) ?? (await locate(doc, id, timing));
  if (!article) return false;
  const button = article.querySelector(SEL.likeOrUnlike);
  if (!button) return false;
  if (button.getAttribute('data-testid') === 'unlike') return true;
  if (!button.matches(SEL.like) || !isEnabled(button)) return false;
  press(button);
  // X re-renders the bar: look the button up again until it says "unlike". Never click twice.
  const turned = await waitFor(
    timing,
    () => findArticle(doc, id)?.querySelector(SEL.unlike) ?? null,
    LIKE_TIMEOUT,
  );
  return turned !== null;
}

/** Collects toast elements added to the page while sending (they may be gone by the next poll). */
function watchToasts(doc: Document) {
  const before = new Set(toastsIn(doc));
  const fresh: Element[] = [];
  const take = (el: Element) => {
    if (!before.has(el) && !fresh.includes(el)) fresh.push(el);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const el = node as Element;
        if (el.matches(`${SEL.toast}, ${SEL.alert}`) && !el.closest(SEL.dialog)) take(el);
        for (const inner of toastsIn(el)) take(inner);
      }
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return {
    toasts(): Element[] {
      for (const el of toastsIn(doc)) take(el);
      return fresh;
    },
    stop: () => observer.disconnect(),
  };
}

/** A post of the signed-in account with exactly this text on the page. */
function replyVisible(doc: Document, handle: string, text: string): boolean {
  for (const article of timelineArticles(doc)) {
    const path = statusPathOf(article);
    const status = path ? parseStatusPath(path) : null;
    if (status?.author.toLowerCase() !== handle.toLowerCase()) continue;
    if (postText(article.querySelector(SEL.tweetText)) === text) return true;
  }
  return false;
}

type SendOutcome = { ok: true } | { ok: false; error: XError; detail?: string };

async function confirmSent(
  doc: Document,
  dialog: Element,
  watcher: ReturnType<typeof watchToasts>,
  handle: string,
  text: string,
  timing: Timing,
): Promise<SendOutcome> {
  const end = timing.now() + SEND_TIMEOUT;
  let closedAt: number | null = null;
  let unknown: string | undefined;
  for (;;) {
    let sent = false;
    for (const toast of watcher.toasts()) {
      const { text: said, kind } = readToast(toast);
      if (kind.kind === 'error') return { ok: false, error: kind.error, detail: said };
      if (kind.kind === 'sent') sent = true;
      else if (said) unknown = said;
    }
    const closed = !dialog.isConnected;
    if (closed && sent) return { ok: true };
    if (closed) {
      closedAt ??= timing.now();
      if (timing.now() - closedAt > 2500) {
        if (replyVisible(doc, handle, text)) return { ok: true };
        return {
          ok: false,
          error: 'not-confirmed',
          detail: unknown ?? 'dialog closed, no confirmation',
        };
      }
    } else if (unknown) {
      // A toast X shows with the dialog still open is a refusal we do not know.
      return { ok: false, error: 'not-confirmed', detail: unknown };
    }
    if (timing.now() >= end) {
      return {
        ok: false,
        error: 'not-confirmed',
        detail: closed ? 'no confirmation' : 'dialog still open',
      };
    }
    await timing.sleep(50);
  }
}

export async function reply(
  doc: Document,
  command: ReplyCommand,
  timing: Timing,
): Promise<ReplyResult> {
  const status = parseStatusPath(new URL(command.postUrl).pathname);
  if (!status) return failed('post-not-found', 'not a status URL');
  const wanted = normalizeNewlines(command.text);

  const check = checkPage(doc);
  if (check.problems.includes('signed-out')) return failed('signed-out');
  if (!check.ok) return failed('page-changed', check.problems.join(', '));
  const handle = check.handle!;

  // A dialog left open (by the user, or a draft X restored) is closed first.
  const leftover = openDialog(doc);
  if (leftover && !(await closeDialog(doc, leftover, timing))) {
    return failed('page-changed', 'a dialog could not be closed');
  }

  let article = await locate(doc, status.id, timing);
  if (!article) return failed('post-not-found');
  article.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
  await nextFrame();
  await pause(timing, 150, 450);
  article = findArticle(doc, status.id);
  if (!article) return failed('post-not-found', 'unmounted while scrolling to it');

  const before = checkPage(doc);
  if (!before.ok) return failed('page-changed', before.problems.join(', '));
  const replyButton = article.querySelector(SEL.reply);
  if (!replyButton || !isEnabled(replyButton)) return failed('page-changed', 'reply');
  press(replyButton);

  const dialog = await waitFor(timing, () => openDialog(doc), DIALOG_TIMEOUT);
  if (!dialog) return failed('page-changed', 'reply dialog did not open');
  const inDialog = checkPage(doc, { dialog });
  if (!inDialog.ok) {
    await closeDialog(doc, dialog, timing);
    return failed('page-changed', inDialog.problems.join(', '));
  }
  // The dialog repeats the post it replies to: it must be ours.
  const shown = dialog.querySelector(SEL.tweet);
  const shownPath = shown ? statusPathOf(shown) : null;
  if (shownPath && parseStatusPath(shownPath)?.id !== status.id) {
    await closeDialog(doc, dialog, timing);
    return failed('page-changed', 'the dialog shows another post');
  }
  const editor = dialog.querySelector<HTMLElement>(SEL.editor)!;
  const sendButton = dialog.querySelector(SEL.tweetButton)!;
  await pause(timing, 200, 600);

  const way =
    editorText(editor) === '' || (await clearEditor(editor, timing))
      ? await typeInto(editor, wanted, timing)
      : null;
  const enabled = way ? await waitFor(timing, () => isEnabled(sendButton), 1500) : null;
  if (!way || !enabled || editorText(editor) !== wanted) {
    await clearEditor(editor, timing);
    await closeDialog(doc, dialog, timing);
    return failed(
      'editor-rejected',
      way ? 'the reply button stayed disabled' : 'the editor did not take the text',
    );
  }

  await pause(timing, 250, 700);
  // Last look before sending: same dialog, same text, button still enabled.
  if (!dialog.isConnected || editorText(editor) !== wanted || !isEnabled(sendButton)) {
    await closeDialog(doc, dialog, timing);
    return failed('editor-rejected', 'the composer changed before sending');
  }
  const watcher = watchToasts(doc);
  let outcome: SendOutcome;
  try {
    press(sendButton);
    outcome = await confirmSent(doc, dialog, watcher, handle, wanted, timing);
  } finally {
    watcher.stop();
  }
  if (!outcome.ok) {
    if (dialog.isConnected) {
      await clearEditor(editor, timing);
      await closeDialog(doc, dialog, timing);
    }
    return failed(outcome.error, outcome.detail);
  }
  const liked = command.like ? await likePost(doc, status.id, timing) : false;
  return { outcome: 'posted', liked };
}
