// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DocBody } from './DocBody.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BODY = '<h2 id="fields">Fields</h2><p>Modality matches the study.</p>';
const roots: Root[] = [];
const containerWith = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
};
afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
});

describe('a doc body', () => {
  it('shows the HTML it is given', async () => {
    const root = createRoot(containerWith(''));
    roots.push(root);
    await act(async () => root.render(<DocBody docId="settings/users" html={BODY} />));
    expect(document.querySelector('[data-doc-body="settings/users"]')?.innerHTML).toBe(BODY);
  });

  it('keeps the body the page shows when its payload came without it, and shows it again on a return', async () => {
    const container = containerWith(renderToString(<DocBody docId="settings/DICOM/worklist" html={BODY} />));
    const root = hydrateRoot(container, <DocBody docId="settings/DICOM/worklist" html="" />);
    roots.push(root);
    await act(async () => undefined);
    expect(container.querySelector('h2')?.textContent).toBe('Fields');

    await act(async () => root.render(<DocBody key="other" docId="settings/users" html="<p>Users</p>" />));
    expect(container.textContent).toBe('Users');
    await act(async () => root.render(<DocBody docId="settings/DICOM/worklist" html="" />));
    expect(container.querySelector('[data-doc-body]')?.innerHTML).toBe(BODY);
  });
});
