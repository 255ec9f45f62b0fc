// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { earlyInputControls, shellHooks } from '@/components/layout/shell-hooks';
import { siteHeadScripts } from '@/lib/html/site-head-scripts';
import { EARLY_INPUT_KEY, earlyInputWaitsFor, earlySearchAsked, keepTyping, takeEarlyPresses, takeTyped } from './early-input';
import { keepEarlyInputScript } from './keep-early-input';

const key = (k: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }));
const type = (text: string) => [...text].forEach((letter) => key(letter));

beforeEach(() => {
  document.body.innerHTML = `<button ${shellHooks.menuButton}>Version</button><button ${shellHooks.searchButton}>Search</button><button id="other">Other</button><input id="field">`;
  // A fresh page's head script: the keeper starts anew (the last test's keeper still listens: quiet it).
  takeEarlyPresses();
  takeTyped();
  new Function(keepEarlyInputScript({ key: EARLY_INPUT_KEY, controls: earlyInputControls, searchButton: `button[${shellHooks.searchButton}]` }))();
});

describe('what a reader does before the page’s scripts run', () => {
  it('is kept by one of the site’s own head scripts', () => {
    expect(siteHeadScripts.some((code) => code.includes(EARLY_INPUT_KEY))).toBe(true);
  });

  it('keeps presses on the shell’s controls, in order, and hands them over once', () => {
    const menu = document.querySelector<HTMLButtonElement>(`[${shellHooks.menuButton}]`)!;
    menu.click();
    document.getElementById('other')!.click();
    menu.click();
    expect(takeEarlyPresses()).toEqual([menu, menu]);
    menu.click();
    expect(takeEarlyPresses()).toEqual([]);
  });

  it('keeps Ctrl+K or / as a search, with the letters typed after it, Backspace included', () => {
    expect(key('k', { ctrlKey: true })).toBe(false);
    type('wrok');
    ['Backspace', 'Backspace', 'Backspace'].forEach((k) => key(k));
    type('ork');
    expect(earlySearchAsked()).toBe(true);
    expect(takeTyped()).toBe('work');
    expect(key('a')).toBe(true);
  });

  it('keeps / as a search, but not when typed in a field; Escape cancels the search', () => {
    expect(key('/', {}, document.getElementById('field')!)).toBe(true);
    expect(earlySearchAsked()).toBe(false);
    expect(key('/')).toBe(false);
    type('ab');
    key('Escape');
    expect(earlySearchAsked()).toBe(false);
    expect(takeTyped()).toBeNull();
  });

  it('keeps the letters typed after a press on the search button', () => {
    document.querySelector<HTMLButtonElement>(`[${shellHooks.searchButton}]`)!.click();
    type('pacs');
    expect(takeEarlyPresses()).toHaveLength(1);
    expect(takeTyped()).toBe('pacs');
  });

  it('tells the code that loads on demand that a kept press or search waits for it, until the controls start', () => {
    const menu = `button[${shellHooks.menuButton}]`;
    expect(earlyInputWaitsFor(menu)).toBe(false);
    document.querySelector<HTMLButtonElement>(menu)!.click();
    expect(earlyInputWaitsFor(menu)).toBe(true);
    expect(earlyInputWaitsFor('#other', true)).toBe(false);
    key('/');
    expect(earlyInputWaitsFor('#other', true)).toBe(true);
    takeEarlyPresses();
    expect(earlyInputWaitsFor(menu)).toBe(false);
  });

  it('once the controls listen, keeps letters only while a search waits for its box', () => {
    takeEarlyPresses();
    expect(key('k', { ctrlKey: true })).toBe(true);
    expect(earlySearchAsked()).toBe(false);
    keepTyping();
    type('dicom');
    expect(takeTyped()).toBe('dicom');
    expect(key('x')).toBe(true);
  });
});
