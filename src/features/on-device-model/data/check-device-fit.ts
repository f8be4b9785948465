// Whether this device can carry the on-device storyteller: enough memory (where the browser
// reports it), WebAssembly, a private file system to keep the model in, and room for the file.
export const MIN_DEVICE_MEMORY_GB = 4;
/** Room kept free beside the model, so the download never fills the disk to the last byte. */
const STORAGE_MARGIN = 1.1;

export interface DeviceFacts {
  /** navigator.deviceMemory: gigabytes, rounded and capped by the browser; absent in some browsers. */
  memoryGb?: number;
  webAssembly: boolean;
  privateFiles: boolean;
  /** What navigator.storage.estimate() says is left; absent when it says nothing. */
  freeBytes?: number;
}

export interface DeviceFit {
  fits: boolean;
  /** Why it does not fit, one sentence a reason, in the order a reader can act on them. */
  reasons: string[];
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

export function checkDeviceFit(facts: DeviceFacts, modelBytes: number | undefined): DeviceFit {
  const reasons: string[] = [];
  if (facts.memoryGb !== undefined && facts.memoryGb < MIN_DEVICE_MEMORY_GB)
    reasons.push(
      `This device reports ${facts.memoryGb} GB of memory; the on-device storyteller needs at least ${MIN_DEVICE_MEMORY_GB} GB.`,
    );
  if (!facts.webAssembly)
    reasons.push('This browser cannot run WebAssembly, which the model needs.');
  if (!facts.privateFiles)
    reasons.push('This browser cannot keep files in its private storage, where the model is kept.');
  if (
    modelBytes !== undefined &&
    facts.freeBytes !== undefined &&
    facts.freeBytes < modelBytes * STORAGE_MARGIN
  )
    reasons.push(
      `The model needs ${formatBytes(modelBytes * STORAGE_MARGIN)} of storage and this browser has ${formatBytes(facts.freeBytes)} free.`,
    );
  return { fits: reasons.length === 0, reasons };
}

/** What this browser says about itself; every read tolerates a browser without it. */
export async function readDeviceFacts(): Promise<DeviceFacts> {
  const { navigator } = globalThis;
  const memoryGb = (navigator as Navigator & { deviceMemory?: number }).deviceMemory;
  let freeBytes: number | undefined;
  try {
    const estimate = await navigator.storage?.estimate();
    if (estimate?.quota !== undefined) freeBytes = estimate.quota - (estimate.usage ?? 0);
  } catch {
    freeBytes = undefined;
  }
  return {
    ...(typeof memoryGb === 'number' ? { memoryGb } : {}),
    webAssembly: typeof WebAssembly === 'object' && typeof WebAssembly.instantiate === 'function',
    privateFiles: typeof navigator.storage?.getDirectory === 'function',
    ...(freeBytes !== undefined ? { freeBytes } : {}),
  };
}
