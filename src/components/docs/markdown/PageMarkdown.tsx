import { hook } from '@/components/layout/shell-hooks';
import { withBasePath } from '@/config/site';
import { copyMarkdownStringsOf } from '@/config/strings/of-locale';
import { docMarkdownHref } from '@/lib/doc-id';

/**
 * "Copy page as Markdown" and "View as Markdown": the page's Markdown (written by the build beside it).
 * The button's code is fetched on its first press (copy-markdown-control.ts); the link works without scripts.
 */
export function PageMarkdown({ docId, versionPath, locale }: { docId: string; versionPath?: string; locale?: string }) {
  const strings = copyMarkdownStringsOf(locale);
  const href = withBasePath(docMarkdownHref(docId, versionPath));
  return (
    <div className="page-markdown not-prose">
      <button type="button" className="page-markdown-copy" {...hook('copyMarkdown', href)}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
          <path d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" />
        </svg>
        {strings.copyMarkdown.button}
      </button>
      <a href={href} type="text/markdown" className="page-markdown-view">
        {strings.copyMarkdown.link}
      </a>
      <span role="status" className="page-markdown-status" />
    </div>
  );
}
