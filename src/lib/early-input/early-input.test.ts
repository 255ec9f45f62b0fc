// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_MENU_ATTRIBUTE, shellHooks } from '@/components/layout/shell-hooks';
import { earlyInputConfig, siteHeadScripts } from '@/lib/html/site-head-scripts';
import { EARLY_INPUT_KEY, earlySearchAsked, keepTyping, releaseEarlySearchBox, takeEarlyPresses, takeTyped } from './early-input';
import { keepEarlyInputScript } from './keep-early-input';

const key = (k: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init }));
const type = (text: string) => [...text].forEach((letter) => key(letter));
const box = () => document.querySelector<HTMLDialogElement>('dialog');
const boxInput = () => box()!.querySelector('input')!;
const menuShown = () => document.documentElement.hasAttribute(EARLY_MENU_ATTRIBUTE);

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the attribute.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

beforeEach(() => {
  document.documentElement.removeAttribute(EARLY_MENU_ATTRIBUTE);
  document.body.innerHTML = `<button ${shellHooks.menuButton}>Version</button><button ${shellHooks.searchButton}>Search</button><button ${shellHooks.drawerButton}>Menu</button><button id="other">Other</button><input id="field"><ul ${shellHooks.navbarLinks}><li><a href="/x/">Docs</a></li></ul><aside ${shellHooks.docsSidebar}><a href="/a/">A</a><a href="/b/" aria-current="page">B</a></aside>`;
  // A fresh page's head script: the keeper starts anew (the last test's keeper sees it and stays quiet).
  takeTyped();
  releaseEarlySearchBox();
  new Function(keepEarlyInputScript(earlyInputConfig))();
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

  it('opens a plain search box on Ctrl+K, /, or the search button, which opens the search page with the words', () => {
    expect(key('k', { ctrlKey: true })).toBe(false);
    expect(box()!.open).toBe(true);
    expect(document.activeElement).toBe(boxInput());
    const form = box()!.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(earlyInputConfig.box.byLang.en.action);
    expect(boxInput().name).toBe('q');
    expect(box()!.getAttribute('aria-label')).toBe(earlyInputConfig.box.byLang.en.label);
    boxInput().value = 'work';
    expect(earlySearchAsked()).toBe(true);
    expect(takeTyped()).toBe('work');
    releaseEarlySearchBox();
    expect(box()).toBeNull();
    expect(earlySearchAsked()).toBe(false);
  });

  it('opens the box on /, but not when / is typed in a field; a closed box cancels the search', () => {
    expect(key('/', {}, document.getElementById('field')!)).toBe(true);
    expect(box()).toBeNull();
    expect(key('/')).toBe(false);
    box()!.close();
    expect(earlySearchAsked()).toBe(false);
    expect(takeTyped()).toBeNull();
    expect(box()).toBeNull();
  });

  it('opens the box on a press on the search button, which is not kept as a press', () => {
    document.querySelector<HTMLButtonElement>(`[${shellHooks.searchButton}]`)!.click();
    expect(box()!.open).toBe(true);
    expect(takeEarlyPresses()).toEqual([]);
  });

  it('shows the docs sidebar as the menu on a press on the menu button, and closes it on Escape, outside or on a link', () => {
    const button = document.querySelector<HTMLButtonElement>(`[${shellHooks.drawerButton}]`)!;
    button.click();
    expect(menuShown()).toBe(true);
    expect(document.activeElement?.getAttribute('href')).toBe('/b/');
    key('Escape');
    expect(menuShown()).toBe(false);
    expect(document.activeElement).toBe(button);
    button.click();
    document.querySelector<HTMLElement>('aside')!.click();
    expect(menuShown()).toBe(true);
    document.getElementById('other')!.click();
    expect(menuShown()).toBe(false);
    button.click();
    button.click();
    expect(menuShown()).toBe(false);
    button.click();
    document.querySelector<HTMLAnchorElement>('aside a')!.click();
    expect(menuShown()).toBe(false);
    expect(takeEarlyPresses()).toEqual([]);
  });

  it('shows the navbar’s links where the page has no sidebar, and keeps the press where it has no menu at all', () => {
    document.querySelector('aside')!.remove();
    const button = document.querySelector<HTMLButtonElement>(`[${shellHooks.drawerButton}]`)!;
    button.click();
    expect(document.activeElement?.getAttribute('href')).toBe('/x/');
    button.click();
    document.querySelector('ul')!.remove();
    button.click();
    expect(menuShown()).toBe(false);
    expect(takeEarlyPresses()).toEqual([button]);
  });

  it('once the controls listen, keeps letters only while a search waits for its box; the menu button is the drawer’s', () => {
    takeEarlyPresses();
    expect(key('k', { ctrlKey: true })).toBe(true);
    expect(box()).toBeNull();
    document.querySelector<HTMLButtonElement>(`[${shellHooks.drawerButton}]`)!.click();
    expect(menuShown()).toBe(false);
    expect(earlySearchAsked()).toBe(false);
    keepTyping();
    type('dicom');
    expect(takeTyped()).toBe('dicom');
    expect(key('x')).toBe(true);
  });
});
