import { useToastStore } from './toast-store';
import * as styles from './toast-region.css';

/** Where toasts appear: errors are announced at once (alert), other toasts politely (status). */
export function ToastRegion() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ol className={styles.region} aria-label="Notifications">
      {toasts.map((toast) => (
        <li key={toast.id}>
          <div
            className={styles.toast[toast.variant]}
            role={toast.variant === 'error' ? 'alert' : 'status'}
          >
            <p className={styles.message}>{toast.message}</p>
            <button
              type="button"
              className={styles.dismiss}
              aria-label="Dismiss notification"
              onClick={() => dismiss(toast.id)}
            >
              ×
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}
