// Where the on-device story model comes from: a URL the stack fetches it from (following the
// redirects a model hub answers with), or a file on this machine. Either way the browser downloads
// it from this stack at /models/<file name>, so the page's CSP names no other host, and checks it
// against OFFLINE_MODEL_SHA256 before it uses it, so a model is never set without its hash.
// Unset, the model is DEFAULT_OFFLINE_MODEL; OFFLINE_MODEL_URL=off offers none.
import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { z } from 'zod';

/** Qwen2.5-0.5B-Instruct at Q4_K_M (Apache-2.0), pinned to a commit of Qwen's own repository. */
export const DEFAULT_OFFLINE_MODEL = {
  OFFLINE_MODEL_URL:
    'https://huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF/resolve/9217f5db79a29953eb74d5343926648285ec7e67/qwen2.5-0.5b-instruct-q4_k_m.gguf',
  OFFLINE_MODEL_SHA256: '74a4da8c9fdbcd15bd1f6d01d621410d31c6fc00986f5eb687824e7b93d7a9db',
  OFFLINE_MODEL_NAME: 'Qwen2.5 0.5B Instruct (Q4_K_M)',
  OFFLINE_MODEL_LICENCE: 'Apache-2.0',
  OFFLINE_MODEL_BYTES: 491_400_032,
};

/** The value of OFFLINE_MODEL_URL that offers no model. */
export const NO_OFFLINE_MODEL = 'off';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https anywhere; plain http only to this machine (a mirror beside the stack), where TLS adds nothing. */
function isAllowedRemote(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  );
}

export const offlineModelSettings = {
  /** An https URL, or the path of a GGUF file; either is served at /models/<file name>. */
  OFFLINE_MODEL_URL: z
    .string()
    .refine((value) => !isRemoteModel(value) || isAllowedRemote(value), {
      message: 'must be an https URL (http only on this machine), a file path or "off"',
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
  /** The download's size in bytes, for a fetched model (a file's size is read from the file). */
  OFFLINE_MODEL_BYTES: z.coerce.number().int().positive().optional(),
};

interface OfflineModelValues {
  OFFLINE_MODEL_URL?: string;
  OFFLINE_MODEL_SHA256?: string;
}

export function checkOfflineModelSettings(config: OfflineModelValues, context: z.RefinementCtx) {
  const url = config.OFFLINE_MODEL_URL;
  if (url && url !== NO_OFFLINE_MODEL && !config.OFFLINE_MODEL_SHA256)
    context.addIssue({
      code: 'custom',
      path: ['OFFLINE_MODEL_SHA256'],
      message: 'is needed with OFFLINE_MODEL_URL, so the browser can check the model it downloads',
    });
  if (url && url !== NO_OFFLINE_MODEL && !isRemoteModel(url) && !existsSync(resolve(url)))
    context.addIssue({
      code: 'custom',
      path: ['OFFLINE_MODEL_URL'],
      message: `no file at ${resolve(url)}`,
    });
  if ((!url || url === NO_OFFLINE_MODEL) && config.OFFLINE_MODEL_SHA256)
    context.addIssue({
      code: 'custom',
      path: ['OFFLINE_MODEL_URL'],
      message: 'is needed with OFFLINE_MODEL_SHA256',
    });
}

/** A model the stack fetches from elsewhere, rather than a file on this machine. */
export function isRemoteModel(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

/** The model file's name: the last part of the URL's path, or of the file path. */
export function modelFileName(url: string): string {
  return isRemoteModel(url) ? decodeURIComponent(basename(new URL(url).pathname)) : basename(url);
}

/** Where the browser downloads the model: always this stack, whatever the model's source. */
export function modelAddress(url: string): string {
  return `/models/${encodeURIComponent(modelFileName(url))}`;
}
