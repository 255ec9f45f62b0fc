/**
 * The writers' CMS at /FusionDR/admin/: Decap CMS with only the backends and widgets the docs need,
 * the repository's file formats, and a preview styled like the site. Bundled by scripts/cms-build.ts;
 * never part of a page of the site.
 */
import CMS from 'decap-cms-core';
import { GitHubBackend } from 'decap-cms-backend-github';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { en } from 'decap-cms-locales';
import BooleanWidget from 'decap-cms-widget-boolean';
import DatetimeWidget from 'decap-cms-widget-datetime';
import MarkdownWidget from 'decap-cms-widget-markdown';
import NumberWidget from 'decap-cms-widget-number';
import StringWidget from 'decap-cms-widget-string';
import type { CmsConfig } from './config';
import { cmsStrings, FACTS_FOR_PREVIEW } from '../config/cms';
import { parseFacts, type FactSourceFile } from '../lib/facts/parse';
import { provideFacts } from '../lib/facts/source';
import { ScreenPreview, setPreviewFactFiles } from './preview/ScreenPreview';
import { CMS_FORMATS } from './formats';
import { showLocalServerHelp, waitForLocalServer } from './local-server';
import { DocPreview } from './preview/DocPreview';
import { NumberAsWrittenControl } from './widgets/NumberAsWrittenControl';
import { TextListControl } from './widgets/TextListControl';
import { TEXT_LIST_WIDGET } from '../../schemas/cms-fields';

const here = (document.currentScript as HTMLScriptElement | null)?.src ?? window.location.href;
const asset = (name: string) => new URL(name, here).href;

function register() {
  CMS.registerBackend('github', GitHubBackend);
  CMS.registerBackend('proxy', ProxyBackend);
  for (const widget of [StringWidget, BooleanWidget, DatetimeWidget, MarkdownWidget]) {
    CMS.registerWidget(widget.Widget());
  }
  // Decap's number widget (its options and preview) with a control that keeps letters as typed.
  CMS.registerWidget(NumberWidget.Widget({ controlComponent: NumberAsWrittenControl }));
  CMS.registerWidget(TEXT_LIST_WIDGET, TextListControl as never);
  // A length rule's message already names the field: "Title must be 1 to 120 characters, ...".
  const phrases = en as {
    editor: { editorControlPane: { widget: Record<string, string> } };
    collection: { collectionTop: Record<string, string> };
    ui: { toast: Record<string, string> };
  };
  phrases.editor.editorControlPane.widget.regexPattern = '%{pattern}';
  // Words rather than a "＋" that some fonts lack: "New Doc".
  phrases.collection.collectionTop.newButton = 'New %{collectionLabel}';
  // The local server's guard refuses what the build would refuse, with the content check's sentences.
  phrases.ui.toast.onFailToPersist = cmsStrings.preview.refused;
  CMS.registerLocale('en', en as never);
  for (const format of Object.values(CMS_FORMATS)) {
    CMS.registerCustomFormat(format.name, format.extension, format.formatter);
  }
  CMS.registerPreviewStyle(asset('preview.css'));
  CMS.registerPreviewTemplate('docs', DocPreview);
  CMS.registerPreviewTemplate('snippets', DocPreview);
  CMS.registerPreviewTemplate('screens', ScreenPreview);
}

/** The preview writes fact directives from the facts the admin was started with. */
async function loadFactsForPreview() {
  const files = (await (await fetch(asset(FACTS_FOR_PREVIEW), { cache: 'no-cache' })).json()) as FactSourceFile[];
  setPreviewFactFiles(files);
  provideFacts(parseFacts(files).facts);
}

async function start() {
  const response = await fetch(asset('config.json'), { cache: 'no-cache' });
  const config = (await response.json()) as CmsConfig;
  await loadFactsForPreview();
  if (config.backend.name === 'proxy') {
    const url = config.backend.proxy_url;
    await waitForLocalServer(url, () => showLocalServerHelp());
  }
  register();
  CMS.init({ config: { ...config, load_config_file: false } as never });
}

void start();
