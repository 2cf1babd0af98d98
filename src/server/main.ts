import 'dotenv/config';
import { startServer } from './server.ts';

/** `npm start`: the embedded backend and the website on one origin. */
try {
  const server = await startServer();
  console.log(`ReplyPilot is running at ${server.url} (database: ${server.database})`);
  const shutdown = (signal: string) => {
    console.log(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  process.exit(1);
}
