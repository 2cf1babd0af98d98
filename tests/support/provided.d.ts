import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's PostgreSQL server, or null when none could be started. */
    postgresUrl: string | null;
  }
}
