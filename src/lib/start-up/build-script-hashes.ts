// The hashes of the inline scripts the build writes into its pages (the prerendered pages' boot
// script, scripts/boot-script.ts), put in by the build (vite.config.ts) so the CSP meta tag allows
// what the gateway's CSP header allows. Absent outside a production build: nothing is inlined there.
declare global {
  interface ImportMetaEnv {
    readonly BOOT_SCRIPT_HASH?: string;
  }
}

export const BUILD_SCRIPT_HASHES: readonly string[] = import.meta.env.BOOT_SCRIPT_HASH
  ? [import.meta.env.BOOT_SCRIPT_HASH]
  : [];
