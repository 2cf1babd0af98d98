/** Acting on the page like a pointer would: events at the element's centre, nothing left behind. */

/** Whether a button can be pressed (not disabled, not aria-disabled). */
export function isEnabled(button: Element | null): boolean {
  if (!button) return false;
  if ((button as HTMLButtonElement).disabled) return false;
  return button.getAttribute('aria-disabled') !== 'true';
}

/** Pointer and mouse events at the element's centre, then a click. */
export function press(element: Element): void {
  const rect = element.getBoundingClientRect();
  const clientX = rect.left + rect.width / 2;
  const clientY = rect.top + rect.height / 2;
  const base = { bubbles: true, cancelable: true, composed: true, clientX, clientY, button: 0 };
  const view = element.ownerDocument.defaultView;
  element.dispatchEvent(new PointerEvent('pointerover', { ...base, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mouseover', { ...base, view }));
  element.dispatchEvent(
    new PointerEvent('pointerdown', { ...base, pointerType: 'mouse', buttons: 1 }),
  );
  element.dispatchEvent(new MouseEvent('mousedown', { ...base, view, buttons: 1 }));
  element.dispatchEvent(new PointerEvent('pointerup', { ...base, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mouseup', { ...base, view }));
  (element as HTMLElement).click();
}

/** Escape on the focused element (closes X's dialogs). */
export function pressEscape(doc: Document): void {
  const target = doc.activeElement ?? doc.body;
  const init = { key: 'Escape', code: 'Escape', keyCode: 27, bubbles: true, cancelable: true };
  target.dispatchEvent(new KeyboardEvent('keydown', init));
  target.dispatchEvent(new KeyboardEvent('keyup', init));
}
