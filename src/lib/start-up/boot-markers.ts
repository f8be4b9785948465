// Marks the inline boot script (scripts/boot-script.ts) and the app leave on a prerendered page,
// so the two can hand a form over without sharing any code: the boot script runs before any module.

/** On <html> once the app owns the page's forms and their state holds what they show. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/** On the button (or form) of a submit the boot script held back because the app was not there yet. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-submit-held';

/** On a button the reader pressed before the app was there; the app presses it again once it owns it. */
export const HELD_CLICK_ATTRIBUTE = 'data-click-held';
