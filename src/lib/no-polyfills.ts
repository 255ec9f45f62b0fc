/**
 * Stands in for Next's small polyfill module (next.config.ts). It patches String.trimStart,
 * Array.flat, Array.at, Object.hasOwn, Promise.finally, URL.canParse and the like, and every browser
 * Next supports (Chrome and Edge 111, Firefox 111, Safari 16.4) has all of them except URL.canParse,
 * which neither Next's code nor the site's calls. Older browsers get Next's separate legacy bundle.
 */
export {};
