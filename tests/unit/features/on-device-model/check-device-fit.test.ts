// Whether a device may download the on-device storyteller, and why not, in the reader's words.
import { describe, expect, it } from 'vitest';
import { checkDeviceFit, formatBytes } from '@/features/on-device-model/data/check-device-fit';

const roomy = { memoryGb: 8, webAssembly: true, privateFiles: true, freeBytes: 50e9 };
const MODEL = 400e6;

describe('checkDeviceFit', () => {
  it('lets a laptop with memory, WebAssembly and room download the model', () => {
    expect(checkDeviceFit(roomy, MODEL)).toEqual({ fits: true, reasons: [] });
  });

  it('trusts a browser that reports no memory figure', () => {
    const { memoryGb: _unreported, ...silent } = roomy;
    expect(checkDeviceFit(silent, MODEL).fits).toBe(true);
  });

  it('tells a small device each reason it cannot carry the model', () => {
    const fit = checkDeviceFit(
      { memoryGb: 2, webAssembly: false, privateFiles: false, freeBytes: 300e6 },
      MODEL,
    );
    expect(fit.fits).toBe(false);
    expect(fit.reasons).toEqual([
      'This device reports 2 GB of memory; the on-device storyteller needs at least 4 GB.',
      'This browser cannot run WebAssembly, which the model needs.',
      'This browser cannot keep files in its private storage, where the model is kept.',
      'The model needs 440.0 MB of storage and this browser has 300.0 MB free.',
    ]);
  });

  it('keeps a margin beside the model rather than filling storage to the last byte', () => {
    expect(checkDeviceFit({ ...roomy, freeBytes: MODEL * 1.05 }, MODEL).fits).toBe(false);
    expect(checkDeviceFit({ ...roomy, memoryGb: 4, freeBytes: MODEL * 1.2 }, MODEL).fits).toBe(
      true,
    );
  });

  it('writes sizes as a reader reads them', () => {
    expect(formatBytes(989_184)).toBe('989 KB');
    expect(formatBytes(397_808_192)).toBe('397.8 MB');
    expect(formatBytes(2.5e9)).toBe('2.5 GB');
  });
});
