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

/**
 * The cookie a device carries while a child's profile is open in it (issue #26). The server renders
 * Discover as a stranger sees it, every band; for that device it leaves Discover to the app, which
 * lists only the child's band and the younger ones, so the first paint never shows the others.
 */
export const CHILD_PROFILE_COOKIE = 'storycanvas_child_profile';

/** The id of the JSON data block a server-rendered page carries its query cache in. */
export const PAGE_DATA_ID = 'page-data';

/** Where the server reads live data: PostgREST, as the anonymous role. */
export interface LiveDataSource {
  restUrl: string;
  anonKey: string;
  /** The page's public address (the site's configured URL, never the request's Host header). */
  address: string;
}

/** A page as the server rendering bundle renders it, for the build and the gateway alike. */
export interface RenderedPage {
  /** The page's markup, for the root element. */
  html: string;
  /** Its head tags as HTML, every value escaped. */
  head: string;
  /** 200; 404 for an address with no page (an unpublished story); 500 when a read failed; 302
   * for an address the app would rewrite. */
  status: number;
  /** The data block the browser hydrates the query cache from; only for live pages. */
  data?: string;
}
