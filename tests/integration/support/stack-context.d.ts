import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      url: string;
      anonKey: string;
      serviceRoleKey: string;
      databaseUrl: string;
      dataDir: string;
    };
  }
}
