import { presentErrorToast } from './present-error-toast';
import { create } from 'zustand';

export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  message: string;
  variant: ToastVariant;
  durationMs: number;
}

export interface ShowToastOptions {
  variant?: ToastVariant;
  durationMs?: number;
}

/** docs/product.md §9: toasts stay 4 s and at most 3 are visible at once. */
export const TOAST_DEFAULT_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;

interface ToastState {
  toasts: Toast[];
  show: (message: string, options?: ShowToastOptions) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

let nextToastNumber = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function forgetTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (message, options = {}) => {
    nextToastNumber += 1;
    const toast: Toast = {
      id: `toast-${nextToastNumber}`,
      message,
      variant: options.variant ?? 'info',
      durationMs: options.durationMs ?? TOAST_DEFAULT_DURATION_MS,
    };
    const kept = [...get().toasts, toast];
    // The oldest toasts make room so the newest message is always among the visible ones.
    const dropped = kept.slice(0, Math.max(0, kept.length - TOAST_MAX_VISIBLE));
    dropped.forEach((old) => forgetTimer(old.id));
    set({ toasts: kept.slice(-TOAST_MAX_VISIBLE) });
    if (toast.durationMs > 0) {
      timers.set(
        toast.id,
        setTimeout(() => get().dismiss(toast.id), toast.durationMs),
      );
    }
    return toast.id;
  },
  dismiss: (id) => {
    forgetTimer(id);
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
  clear: () => {
    [...timers.keys()].forEach(forgetTimer);
    set({ toasts: [] });
  },
}));

/** Shows a toast from anywhere (data code, event handlers) without a React hook. */
export function showToast(message: string, options?: ShowToastOptions): string {
  return useToastStore.getState().show(message, options);
}

/** Shows an unexpected error through the wrapper of docs/product.md §8; returns the toast id, or null when hidden. */
export function showErrorToast(error: unknown): string | null {
  const message = presentErrorToast(error);
  return message === null ? null : showToast(message, { variant: 'error' });
}
