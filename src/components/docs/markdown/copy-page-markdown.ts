/**
 * Copies the page's Markdown with the Clipboard API, and says so in the control's status (shown, and
 * announced). Fetched on the first press of "Copy page as Markdown".
 */
import { shellHooks } from '@/components/layout/shell-hooks';
import { COPY_CONFIRMATION_MS } from '@/config/readers';
import { strings as english } from '@/config/strings/copy-markdown';
import { stringsEs } from '@/config/strings/copy-markdown.es';

/** The control's messages in the page's language (a few words each: this chunk is fetched on a first press only). */
const byLang: Readonly<Record<string, typeof english>> = { en: english, es: stringsEs as typeof english };
const stringsOfPage = () => byLang[document.documentElement.lang] ?? english;

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

async function markdownOf(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * Browsers that keep the press's permission only while the click is handled (Safari) take a clipboard
 * item whose text is still on its way; where that is refused, the text is written once it has arrived.
 */
async function copy(url: string): Promise<void> {
  const text = markdownOf(url);
  text.catch(() => undefined);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      return;
    } catch {
      // The plain way, below.
    }
  }
  await navigator.clipboard.writeText(await text);
}

function say(status: Element | null, message: string) {
  if (!status) return;
  status.textContent = message;
  clearTimeout(timers.get(status));
  if (message !== stringsOfPage().copyMarkdown.copying) timers.set(status, setTimeout(() => (status.textContent = ''), COPY_CONFIRMATION_MS));
}

export async function copyPageMarkdown(button: HTMLButtonElement): Promise<void> {
  const status = button.parentElement?.querySelector('[role="status"]') ?? null;
  const url = button.getAttribute(shellHooks.copyMarkdown) ?? '';
  const strings = stringsOfPage();
  say(status, strings.copyMarkdown.copying);
  try {
    await copy(url);
    say(status, strings.copyMarkdown.copied);
  } catch {
    say(status, strings.copyMarkdown.failed);
  }
}
