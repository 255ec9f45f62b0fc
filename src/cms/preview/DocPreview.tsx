import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { createContext, useContext, useEffect, useMemo, useState, type ImgHTMLAttributes } from 'react';
import { ReleaseDate } from '../../components/mdx/ReleaseDate';
import { CMS_PUBLIC_FOLDER, cmsStrings } from '../../config/cms';
import type { RegisteredComponent } from '../../config/doc-rules';
import { BASE_PATH } from '../../config/site';
import { renderBody } from './render-body';

type GetAsset = PreviewTemplateComponentProps['getAsset'];

const AssetContext = createContext<GetAsset | undefined>(undefined);

/** The repository copy of an image, once Decap has loaded it (a blob: URL); undefined until then. */
function loadedAsset(getAsset: GetAsset | undefined, markdownPath: string): string | undefined {
  if (!getAsset) return undefined;
  try {
    // Asked by file name, Decap reads it from the media folder (public/img/docs); asked by its
    // URL (/img/docs/x.svg) it would only hand the URL back.
    const inMedia = markdownPath.startsWith(`${CMS_PUBLIC_FOLDER}/`);
    const asset = getAsset(inMedia ? markdownPath.slice(CMS_PUBLIC_FOLDER.length + 1) : markdownPath);
    const url = String(asset?.url ?? '');
    return asset && asset.path !== 'empty.svg' && /^(blob|data):/.test(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Images: the CMS loads the file from the repository, so an image uploaded a moment ago shows before
 * any rebuild; until it has, the site's copy under the base path is shown (the Markdown says
 * /img/docs/x.svg, the site serves /FusionDR/img/docs/x.svg).
 */
function PreviewImage({ src = '', alt, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const getAsset = useContext(AssetContext);
  const siteUrl = String(src);
  const markdownPath = siteUrl.startsWith(`${BASE_PATH}/`) ? siteUrl.slice(BASE_PATH.length) : siteUrl;
  const [tries, setTries] = useState(0);
  const loaded = loadedAsset(getAsset, markdownPath);
  useEffect(() => {
    // Decap loads the file in the background and does not tell the preview: look again shortly.
    if (loaded || tries >= 20) return;
    const timer = setTimeout(() => setTries(tries + 1), 250);
    return () => clearTimeout(timer);
  }, [loaded, tries]);
  return <img src={loaded ?? siteUrl} alt={alt} {...rest} />;
}

/** What the build would reject in the body, where a writer sees it while typing. */
function MdxProblem({ message, line }: { message: string; line?: number }) {
  return (
    <div role="alert" className="not-prose rounded-lg border-l-4 border-red-600 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-bold">{cmsStrings.preview.mdxError}</p>
      <p className="mt-1 font-mono">
        {line ? `Line ${line}: ` : ''}
        {message}
      </p>
    </div>
  );
}

/** The registered components, as the site renders them (the type asks for every registered one). */
const registered: Record<RegisteredComponent, unknown> = { ReleaseDate };

/** The doc as the site shows it: the title as the heading, then the body with admonitions and images. */
export function DocPreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const title = String(entry.getIn(['data', 'title']) ?? '');
  const body = String(entry.getIn(['data', 'body']) ?? '');
  const rendered = useMemo(() => renderBody(body, { ...registered, img: PreviewImage } as Parameters<typeof renderBody>[1]), [body]);
  return (
    <AssetContext.Provider value={getAsset}>
      <article className="mx-auto max-w-3xl px-6 py-8">
        <div className="prose prose-slate max-w-none prose-a:text-brand-700">
          <h1>{title}</h1>
          {rendered.ok ? rendered.content : <MdxProblem message={rendered.message} line={rendered.line} />}
        </div>
      </article>
    </AssetContext.Provider>
  );
}
