/** Toasts of the library hide after 6 s (spec §8: 6 s outside Manage Templates and the creator portal). */
export const TOAST_MS = 6000;
