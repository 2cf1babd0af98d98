import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { generateApiKey } from '@supabase/lite';

const KeysSchema = z.object({
  publishableKey: z.string().startsWith('sb_publishable_'),
  secretKey: z.string().startsWith('sb_secret_'),
  jwtSecret: z.string().min(32),
});
export type ProjectKeys = z.infer<typeof KeysSchema>;

/**
 * Keys come from the environment when set; otherwise they are generated once and kept in
 * `<dataDir>/keys.json` (mode 600), so sessions and API keys survive a restart and no
 * secret ever lives in the repository.
 */
export async function loadOrCreateKeys(
  dataDir: string,
  fromEnv: Partial<ProjectKeys>,
): Promise<ProjectKeys> {
  const file = path.join(dataDir, 'keys.json');
  let stored: ProjectKeys | undefined;
  try {
    stored = KeysSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${file} is unreadable or malformed; delete it to generate new keys`, {
        cause: error,
      });
    }
  }
  if (!stored) {
    stored = {
      publishableKey: (await generateApiKey('publishable')).key,
      secretKey: (await generateApiKey('secret')).key,
      jwtSecret: randomBytes(48).toString('base64url'),
    };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    publishableKey: fromEnv.publishableKey ?? stored.publishableKey,
    secretKey: fromEnv.secretKey ?? stored.secretKey,
    jwtSecret: fromEnv.jwtSecret ?? stored.jwtSecret,
  };
}
