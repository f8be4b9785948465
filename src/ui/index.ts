export { vars } from './theme/theme-contract.css';
export { button } from './button/button.css';
export { Page } from './page/page';
export { Spinner } from './spinner/spinner';
export { ToastRegion } from './toast/toast-region';
export {
  showErrorToast,
  showToast,
  useToastStore,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_MAX_VISIBLE,
} from './toast/toast-store';
export { presentErrorToast, UNEXPECTED_ERROR_MESSAGE } from './toast/present-error-toast';
export { useLayoutStore } from './layout/layout-store';
export { useAfterHydration } from './layout/use-after-hydration';
export {
  useViewport,
  readViewport,
  MOBILE_MAX_WIDTH,
  TABLET_MAX_WIDTH,
  RESIZE_DEBOUNCE_MS,
} from './layout/use-viewport';
export { BranchList } from './branch-list/branch-list';
export { StoryPicture, preloadStoryPictures } from './story-picture/story-picture';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { Field, type FieldControlProps } from './field/field';
export { PhraseToChange } from './phrase-to-change/phrase-to-change';
export { FormSubmit } from './form-submit/form-submit';
export {
  formStack,
  fieldStack,
  fieldLabel,
  fieldHint,
  fieldError,
  fieldInput,
  plainFieldset,
  buttonRow,
} from './form-styles.css';
export { inline } from './inline/inline.css';
export { card, cardList, cardMeta, partList } from './list-styles.css';
