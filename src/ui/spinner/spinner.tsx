import * as styles from './spinner.css';

/** The pending view of every lazily loaded page (docs/product.md §2): a spinner and the text 'Loading...'. */
export function Spinner() {
  return (
    <div className={styles.wrapper} role="status">
      <span className={styles.circle} aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
