/** Without GitHub settings the admin edits through the local server (decap-server); it says how to start it. */
import { cmsStrings } from '../config/cms';

const RETRY_MS = 3000;

/** The same question Decap CMS asks the local server before it uses it. */
export async function localServerAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
      signal: AbortSignal.timeout(RETRY_MS),
    });
    const info = (await response.json()) as { repo?: unknown; type?: unknown };
    return typeof info.repo === 'string' && typeof info.type === 'string';
  } catch {
    return false;
  }
}

/** Resolves once the local server answers; until then shows the help once and retries. */
export async function waitForLocalServer(url: string, onMissing: () => HTMLElement) {
  let help: HTMLElement | undefined;
  let retryNow: () => void = () => {};
  while (!(await localServerAnswers(url))) {
    if (!help) {
      help = onMissing();
      help.querySelector('button')?.addEventListener('click', () => retryNow());
    }
    await new Promise<void>((resume) => {
      const timer = setTimeout(resume, RETRY_MS);
      retryNow = () => {
        clearTimeout(timer);
        resume();
      };
    });
  }
  help?.remove();
}

export function showLocalServerHelp(): HTMLElement {
  const text = cmsStrings.localServerMissing;
  const box = document.createElement('main');
  box.className = 'local-server-help';
  const heading = document.createElement('h1');
  heading.textContent = text.heading;
  const body = document.createElement('p');
  body.textContent = text.body;
  const command = document.createElement('pre');
  command.textContent = text.command;
  const then = document.createElement('p');
  then.textContent = text.then;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = text.retry;
  box.append(heading, body, command, then, retry);
  document.body.append(box);
  return box;
}
