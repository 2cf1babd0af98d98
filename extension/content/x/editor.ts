/**
 * Typing into X's Draft.js editor so that it registers the text: the editor keeps its own
 * model and renders over DOM edits nobody announced, so text goes in as input the editor
 * listens to: `execCommand('insertText')` (and `insertParagraph` between lines), else a
 * synthetic `paste` carrying the text, else `beforeinput` with `insertText`. After each way
 * the editor's text is read back and compared; the first way that gives exactly the text wins.
 */
import { nextFrame, pause, type Timing } from './timing.ts';

/** The editor's text as it shows it: one line per Draft block. */
export function editorText(editor: Element): string {
  const blocks = editor.querySelectorAll('[data-block="true"]');
  if (!blocks.length) return (editor as HTMLElement).innerText ?? editor.textContent ?? '';
  let out = '';
  blocks.forEach((block, i) => {
    out += (i ? '\n' : '') + (block.textContent ?? '');
  });
  return out;
}

export const normalizeNewlines = (text: string) => text.replace(/\r\n?/g, '\n');

function selectAll(editor: HTMLElement) {
  const selection = editor.ownerDocument.getSelection();
  if (!selection) return;
  const range = editor.ownerDocument.createRange();
  range.selectNodeContents(editor);
  selection.removeAllRanges();
  selection.addRange(range);
}

function caretAtEnd(editor: HTMLElement) {
  const selection = editor.ownerDocument.getSelection();
  if (!selection) return;
  const range = editor.ownerDocument.createRange();
  range.selectNodeContents(editor);
  range.collapse(false);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Empties the editor the way a user would (select all, delete). True when it is empty. */
export async function clearEditor(editor: HTMLElement, timing: Timing): Promise<boolean> {
  if (!editorText(editor)) return true;
  editor.focus();
  selectAll(editor);
  editor.ownerDocument.execCommand('delete', false);
  await nextFrame();
  if (editorText(editor)) {
    selectAll(editor);
    editor.dispatchEvent(
      new InputEvent('beforeinput', {
        inputType: 'deleteContentBackward',
        bubbles: true,
        cancelable: true,
      }),
    );
    await nextFrame();
  }
  await pause(timing, 20, 60);
  return editorText(editor) === '';
}

type Way = (editor: HTMLElement, text: string, timing: Timing) => Promise<void>;

const execCommand: Way = async (editor, text, timing) => {
  const doc = editor.ownerDocument;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) doc.execCommand('insertParagraph', false);
    if (lines[i]) doc.execCommand('insertText', false, lines[i]);
    if (lines.length > 1) await pause(timing, 10, 40);
  }
};

const paste: Way = async (editor, text) => {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  editor.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
};

const beforeInput: Way = async (editor, text) => {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (i > 0) {
      editor.dispatchEvent(
        new InputEvent('beforeinput', {
          inputType: 'insertParagraph',
          bubbles: true,
          cancelable: true,
        }),
      );
    }
    if (!lines[i]) continue;
    const init = { inputType: 'insertText', data: lines[i], bubbles: true, cancelable: true };
    const event = new InputEvent('beforeinput', init);
    if (editor.dispatchEvent(event)) editor.dispatchEvent(new InputEvent('input', init));
  }
};

export const TYPING_WAYS: readonly { name: string; way: Way }[] = [
  { name: 'execCommand', way: execCommand },
  { name: 'paste', way: paste },
  { name: 'beforeinput', way: beforeInput },
];

/**
 * Types `text` into the (empty) editor. Returns the way that worked, or null when none gave
 * exactly the text (the editor is left empty when it can be).
 */
export async function typeInto(
  editor: HTMLElement,
  text: string,
  timing: Timing,
): Promise<string | null> {
  const wanted = normalizeNewlines(text);
  for (const { name, way } of TYPING_WAYS) {
    if (!(await clearEditor(editor, timing))) return null;
    editor.focus();
    // The editor places its caret when focused; only a selection outside it is moved.
    const selection = editor.ownerDocument.getSelection();
    if (!selection?.anchorNode || !editor.contains(selection.anchorNode)) caretAtEnd(editor);
    await pause(timing, 40, 140);
    await way(editor, wanted, timing);
    await nextFrame();
    await pause(timing, 40, 120);
    if (editorText(editor) === wanted) return name;
  }
  await clearEditor(editor, timing);
  return null;
}
