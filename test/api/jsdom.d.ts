// jsdom ships no types of its own; the part these tests use (parsing a page or an XML document as a browser would).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string; url?: string });
    readonly window: Window & typeof globalThis;
  }
}
