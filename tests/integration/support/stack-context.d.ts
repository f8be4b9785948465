import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      url: string;
      anonKey: string;
      serviceRoleKey: string;
      databaseUrl: string;
      /** The loopback listener the functions call the stack back on (server/start-stack.ts). */
      internalUrl: string;
      dataDir: string;
      /** The test model the stack serves at /models/ (scripts/make-test-model.ts). */
      offlineModel: { path: string; sha256: string };
    };
  }
}
