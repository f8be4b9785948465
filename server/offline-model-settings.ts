// Where the on-device story model comes from: an https URL the browser downloads from, or a file
// on this machine that the stack serves at /models/<file name>. The browser checks the file
// against OFFLINE_MODEL_SHA256 before it uses it, so a model is never set without its hash.
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { z } from 'zod';

export const offlineModelSettings = {
  /** An https URL, or the path of a GGUF file the stack serves at /models/<file name>. */
  OFFLINE_MODEL_URL: z
    .string()
    .refine((value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || /^https:\/\/[^/]/i.test(value), {
      message: 'must be an https URL or a file path',
    })
    .optional(),
  OFFLINE_MODEL_SHA256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters')
    .transform((value) => value.toLowerCase())
    .optional(),
  /** What Settings calls the model; the file's name when unset. */
  OFFLINE_MODEL_NAME: z.string().optional(),
  /** The model's licence as Settings shows it, e.g. Apache-2.0. */
  OFFLINE_MODEL_LICENCE: z.string().optional(),
  /** The download's size in bytes, for an https model (a file's size is read from the file). */
  OFFLINE_MODEL_BYTES: z.coerce.number().int().positive().optional(),
};

interface OfflineModelValues {
  OFFLINE_MODEL_URL?: string;
  OFFLINE_MODEL_SHA256?: string;
}

export function checkOfflineModelSettings(config: OfflineModelValues, context: z.RefinementCtx) {
  if (config.OFFLINE_MODEL_URL && !config.OFFLINE_MODEL_SHA256)
    context.addIssue({
      code: 'custom',
      path: ['OFFLINE_MODEL_SHA256'],
      message: 'is needed with OFFLINE_MODEL_URL, so the browser can check the model it downloads',
    });
  const url = config.OFFLINE_MODEL_URL;
  if (url && !isRemoteModel(url) && !existsSync(resolve(url)))
    context.addIssue({
      code: 'custom',
      path: ['OFFLINE_MODEL_URL'],
      message: `no file at ${resolve(url)}`,
    });
  if (!url && config.OFFLINE_MODEL_SHA256)
    context.addIssue({
      code: 'custom',
      path: ['OFFLINE_MODEL_URL'],
      message: 'is needed with OFFLINE_MODEL_SHA256',
    });
}

export function isRemoteModel(url: string): boolean {
  return url.startsWith('https://');
}

/** The address the browser downloads a model from: the https URL, or /models/ and the file's name. */
export function modelAddress(url: string): string {
  return isRemoteModel(url) ? url : `/models/${encodeURIComponent(basename(url))}`;
}
