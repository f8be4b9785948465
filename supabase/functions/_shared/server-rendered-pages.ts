// What the build leaves for the local stack's gateway to render pages with live data (a published
// story, Discover's first page), and how the two agree on the document: the build writes the page
// template with these marks, the gateway fills them for each request. Both live in a folder whose
// name starts with a dot, which the gateway never serves and the service worker never precaches.

/** The server rendering bundle (src/app/render-page.tsx), beside the build it renders pages of. */
export const SERVER_RENDERER_FILE = '.server/render-page.js';
/** A prerendered document (head, stylesheet, boot script) with marks where a page goes. */
export const PAGE_TEMPLATE_FILE = '.server/page-template.html';

export const PAGE_MARKS = {
  head: '<!--page-head-->',
  html: '<!--page-html-->',
  data: '<!--page-data-->',
} as const;

/** The id of the JSON data block a server-rendered page carries its query cache in. */
export const PAGE_DATA_ID = 'page-data';
