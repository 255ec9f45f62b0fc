/**
 * "/" is a single-character shortcut (WCAG 2.2 SC 2.1.4): it opens search only while the focus is on no
 * link, field or other control, so a keyboard or speech-input user on a control keeps the key for that
 * control (or for the browser: "/" is quick find in Firefox). Ctrl/Cmd+K is not concerned.
 */
const CONTROLS = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  ...['button', 'link', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'checkbox', 'radio', 'switch', 'combobox', 'textbox', 'searchbox', 'option', 'slider', 'spinbutton'].map(
    (role) => `[role="${role}"]`,
  ),
].join(',');

export function slashOpensSearch(focused: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(focused instanceof Element)) return true;
  return focused.closest(CONTROLS) === null;
}
