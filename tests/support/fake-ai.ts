// Starts the project's fake OpenAI-compatible / Anthropic server (fake-openai-server.mjs) as
// its own Node process, so the AI SDK talks to it over real HTTP, and stops it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface FakeAi {
  /** http://127.0.0.1:<port> (the APIs under /v1, the admin routes under /__admin). */
  url: string;
  stop(): Promise<void>;
}

const SCRIPT = resolve(import.meta.dirname, 'fake-openai-server.mjs');

export async function startFakeAi(): Promise<FakeAi> {
  const child = spawn(process.execPath, [SCRIPT], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`fake AI did not start:\n${output}`)), 10_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`fake AI exited (${code}):\n${output}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
