// For the "before" row of `npm run bench:auth` only: resolves @supabase/lite's `bcryptjs`
// import to the pure-JavaScript bcryptjs at BENCH_BCRYPTJS (package.json's overrides point it
// at the native @node-rs/bcrypt for everything else).
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

const target = process.env.BENCH_BCRYPTJS;
if (target) {
  const url = pathToFileURL(target).href;
  const hook = `export async function resolve(specifier, context, next) {
    return specifier === 'bcryptjs' ? { url: ${JSON.stringify(url)}, shortCircuit: true } : next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
