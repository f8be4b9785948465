// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { writeHeadTags } from '@/app/head';
import { BOOT_SCRIPT } from '../../../scripts/boot-script';
import {
  findInlineCode,
  readAppModules,
  writePrerenderedDocument,
} from '../../../scripts/prerender-pages';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="StoryCanvas" />
    <title>StoryCanvas</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: Parameters<typeof writePrerenderedDocument>[1] = {
  html: '<header><a href="/">StoryCanvas</a></header><main><h1>Plans and pricing</h1></main>',
  head: writeHeadTags([
    { tag: 'title', attrs: {}, text: 'Pricing <StoryCanvas>' },
    { tag: 'meta', attrs: { name: 'description', content: 'Plans "and" prices' } },
  ]),
};

describe('a prerendered document', () => {
  const document = writePrerenderedDocument(shell, page, '/assets/pages-0123456789.css');

  it('links the pages stylesheet in place of the entry stylesheet and carries the page', () => {
    expect(document).toContain('<link rel="stylesheet" href="/assets/pages-0123456789.css" />');
    expect(document).not.toContain('index-abc.css');
    expect(document).toContain(`<div id="root" data-prerendered="">${page.html}</div>`);
  });

  it('asks for no script before its first paint: no module script or modulepreload, one boot script', () => {
    expect(document.slice(0, document.indexOf('</head>'))).not.toMatch(/<script|modulepreload/);
    expect(document).not.toContain('<script type="module"');
    expect(document.match(/<script\b/g)).toHaveLength(1);
    // First in <body>: the saved font size and theme are set before any of the page is parsed.
    const boot = `<script data-modules="/assets/index-abc.js /assets/react-def.js /assets/router-ghi.js">${BOOT_SCRIPT}</script>`;
    expect(document).toContain(`<body>\n    ${boot}\n`);
    expect(document.indexOf(boot)).toBeLessThan(document.indexOf(page.html));
    expect(readAppModules(shell)).toEqual([
      '/assets/index-abc.js',
      '/assets/react-def.js',
      '/assets/router-ghi.js',
    ]);
  });

  it('has the route’s own title and description, escaped, once each', () => {
    expect(document).toContain('<title>Pricing &#60;StoryCanvas&#62;</title>');
    expect(document).toContain('content="Plans &#34;and&#34; prices"');
    expect(document.match(/<title>/g)).toHaveLength(1);
    expect(document.match(/name="description"/g)).toHaveLength(1);
  });

  it('holds nothing the CSP (script-src self and the boot script’s hash, style-src self) would refuse', () => {
    expect(findInlineCode(document)).toBeUndefined();
  });

  it('is refused when its boot script is changed, or another inline script joins it', () => {
    expect(findInlineCode(document.replace('import(entry)', 'fetch(entry)'))).toMatch(
      /^<script data-modules=/,
    );
    expect(findInlineCode(document.replace('</body>', '<script>alert(1)</script></body>'))).toBe(
      '<script>',
    );
    expect(
      findInlineCode(document.replace('</body>', `<script>${BOOT_SCRIPT}</script></body>`)),
    ).toBe('<script>');
  });
});

describe('finding inline code the CSP refuses', () => {
  it.each([
    ['an inline script', '<p>Hi</p><script>scrollTo(0, 0)</script>'],
    ['a style element', '<style>p { color: red }</style>'],
    ['a style attribute', '<div class="card" style="color: red">Hi</div>'],
    ['an event handler attribute', '<img src="/a.png" onerror="alert(1)">'],
  ])('finds %s', (_, html) => {
    expect(findInlineCode(html)).toBeTruthy();
  });

  it.each([
    ['a handler after a slash', '<img/src="/a.png"/onerror=alert(1)>'],
    ['a handler after a quoted ">"', '<a title="x>" onclick="alert(1)">Hi</a>'],
    ['a handler after an unquoted value holding a quote', '<img src=x" onerror=alert(1) ">'],
    ['a script inside SVG', '<svg><script>alert(1)</script></svg>'],
  ])('finds %s', (_, html) => {
    expect(findInlineCode(html)).toBeTruthy();
  });

  it('lets an escaped handler in an attribute’s value through: it is text, not an attribute', () => {
    expect(
      findInlineCode(
        '<meta name="description" content="A cat &#60;img src=x onerror=alert(1)&#62;" />',
      ),
    ).toBeUndefined();
    expect(findInlineCode('<p title="style=&#34;color: red&#34;">Hi</p>')).toBeUndefined();
  });

  it('lets words that merely mention them through', () => {
    expect(findInlineCode('<p>Give the story a style="fun" and read on="Monday"</p>')).toBe(
      undefined,
    );
  });
});
