export { pageHead, SITE_NAME } from './page-head';
export { collectHeadTags, type HeadTag } from './collect-head-tags';
export { applyDocumentHead } from './apply-document-head';
export { useDocumentHead } from './use-document-head';
export { writeHeadTags } from './write-head-tags';
export { publishedStoryHead } from './published-story-head';
