/** The one part of jsdom the SVG sanitiser uses: a window to give DOMPurify its DOM. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
