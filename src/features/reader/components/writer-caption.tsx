import { writerCaption, type PartWriter } from '@/lib/writer-caption';
import * as styles from './story-viewer-page.css';

/** Who wrote the part, as the editor says it; nothing for a part kept from before parts said. */
export function WriterCaption({ segment }: { segment: PartWriter }) {
  const caption = writerCaption(segment);
  return caption ? <small className={styles.caption}>{caption}</small> : null;
}
