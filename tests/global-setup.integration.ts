// Integration project: one PostgreSQL server for the whole run, shared by all test files.
// Tests read its admin URL with inject('postgresUrl') and create their own databases on it.
import type { TestProject } from 'vitest/node';
import { startPostgres } from './support/postgres.ts';

export default async function setup(project: TestProject) {
  const server = process.env.SKIP_POSTGRES === '1' ? null : await startPostgres();
  project.provide('postgresUrl', server?.url ?? null);
  return async () => {
    await server?.stop();
  };
}
