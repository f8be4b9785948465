import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { supabaseConnectionQueryOptions, type OfflineModel } from '@/lib/supabase-connection';
import { button } from '@/ui';
import { formatBytes } from '../data/check-device-fit';
import { useModelDownload } from '../hooks/use-model-download';
import * as styles from './on-device-storyteller-section.css';
import { WriteOfflineChoice } from './write-offline-choice';

function percentOf(received: number, total: number | undefined): number | undefined {
  return total ? Math.min(100, Math.floor((received / total) * 100)) : undefined;
}

function ModelControls({ model }: { model: OfflineModel }) {
  const { fit, facts, state, problem, persisted, storedBytes, start, cancel, remove } =
    useModelDownload(model);
  const fitId = useId();
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.term}>Model</dt>
        <dd className={styles.detail}>{model.name}</dd>
        <dt className={styles.term}>Size</dt>
        <dd className={styles.detail}>{model.bytes ? formatBytes(model.bytes) : 'not stated'}</dd>
        <dt className={styles.term}>Licence</dt>
        <dd className={styles.detail}>{model.licence ?? 'not stated'}</dd>
        <dt className={styles.term}>This device</dt>
        <dd className={styles.detail}>
          {facts?.memoryGb !== undefined
            ? `${facts.memoryGb} GB memory reported`
            : 'memory not reported'}
          {', '}
          {facts?.webAssembly ? 'WebAssembly' : 'no WebAssembly'}
          {facts?.freeBytes !== undefined ? `, ${formatBytes(facts.freeBytes)} storage free` : ''}
        </dd>
        <dt className={styles.term}>Storage this site uses</dt>
        <dd className={styles.detail} data-testid="site-storage">
          {storedBytes !== undefined ? formatBytes(storedBytes) : 'not reported'}
        </dd>
      </dl>
      {fit && !fit.fits ? (
        <div id={fitId}>
          <p>This device cannot carry the on-device storyteller:</p>
          <ul>
            {fit.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>The built-in storyteller keeps writing your stories.</p>
        </div>
      ) : null}
      {fit?.fits ? <p>This device can carry the on-device storyteller.</p> : null}
      {state.kind === 'downloading' ? (
        <>
          <progress
            className={styles.progress}
            aria-label="Model download"
            value={state.progress.receivedBytes}
            max={state.progress.totalBytes}
          />
          <p role="status">
            Downloaded {formatBytes(state.progress.receivedBytes)}
            {state.progress.totalBytes ? ` of ${formatBytes(state.progress.totalBytes)}` : ''}
            {percentOf(state.progress.receivedBytes, state.progress.totalBytes) !== undefined
              ? ` (${percentOf(state.progress.receivedBytes, state.progress.totalBytes)}%)`
              : ''}
          </p>
        </>
      ) : null}
      {state.kind === 'kept' ? (
        <p role="status">
          Downloaded and checked: the model ({formatBytes(state.bytes)}) is kept on this device.
          {persisted === false ? ' The browser may clear it if storage runs low.' : ''}
        </p>
      ) : null}
      {state.kind === 'kept' ? <WriteOfflineChoice /> : null}
      {state.kind === 'absent' && state.partialBytes > 0 ? (
        <p>{formatBytes(state.partialBytes)} already downloaded: Download goes on from there.</p>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        {state.kind === 'absent' ? (
          <button
            type="button"
            className={button({ tone: 'primary' })}
            disabled={!fit?.fits}
            aria-describedby={fit && !fit.fits ? fitId : undefined}
            onClick={() => void start()}
          >
            Download the model
          </button>
        ) : null}
        {state.kind === 'downloading' ? (
          <button type="button" className={button({ tone: 'quiet' })} onClick={cancel}>
            Cancel download
          </button>
        ) : null}
        {state.kind === 'kept' || (state.kind === 'absent' && state.partialBytes > 0) ? (
          <button type="button" className={button({ tone: 'quiet' })} onClick={() => void remove()}>
            Delete the model
          </button>
        ) : null}
      </div>
    </>
  );
}

/** Settings → On-device storyteller: what it is, whether this device fits, download and delete. */
export function OnDeviceStorytellerSection() {
  const { data: connection, isPending } = useQuery(supabaseConnectionQueryOptions());
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>On-device storyteller</h2>
      <p>
        An optional story model that runs on this device with no network: downloaded once, it writes
        story parts on a plane through the same safety checks. It suits laptops, desktops and larger
        tablets; phones keep the built-in storyteller.
      </p>
      {connection?.offlineModel ? (
        <ModelControls model={connection.offlineModel} />
      ) : isPending ? null : (
        <p>This StoryCanvas offers no on-device model.</p>
      )}
    </section>
  );
}
