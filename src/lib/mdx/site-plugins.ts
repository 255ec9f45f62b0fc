/** The preset as the site's pages use it (build time only: it reads public/). */
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import type { PluggableList } from 'unified';
import { rehypePlugins } from './preset';
import { rehypeImageSize } from './rehype-image-size';

export { remarkPlugins } from './preset';

/** The body's plugins, plus the page's own: a `#` link on each heading, and each illustration's size reserved. */
export const siteRehypePlugins: PluggableList = [
  ...rehypePlugins,
  [
    rehypeAutolinkHeadings,
    {
      behavior: 'append',
      properties: { className: ['hash-link'], ariaHidden: 'true', tabIndex: -1 },
      content: { type: 'text', value: '#' },
    },
  ],
  rehypeImageSize,
];
