// `npm run eval`: scores every AI tool's built-in writer on its labelled corpus
// (tests/fixtures/generation/eval/) and prints agreement and error rates per tool.
//   npm run eval [-- --write] [-- --misses] [-- --tool=<id>]
// --write puts the table into docs/benchmarks.md; --misses prints failing cases.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { machineLine, replaceSection } from '../bench/report.ts';
import type { EvalResult, ToolEval } from './types.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const TOOLS_DIR = path.join(import.meta.dirname, 'tools');

/** Every tool evaluation in scripts/eval/tools/, in file name order. */
export async function loadEvals(): Promise<ToolEval[]> {
  const files = readdirSync(TOOLS_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const evals: ToolEval[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(TOOLS_DIR, file)).href)) as {
      evaluation?: ToolEval;
    };
    if (mod.evaluation) evals.push(mod.evaluation);
  }
  return evals;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatResults(results: EvalResult[]): string {
  const lines = [
    '| tool | cases | languages | measure | kind | value |',
    '| --- | ---: | --- | --- | --- | ---: |',
  ];
  for (const result of results) {
    result.metrics.forEach((metric, i) => {
      lines.push(
        `| ${i === 0 ? result.title : ''} | ${i === 0 ? result.cases : ''} | ${
          i === 0 ? result.languages.join(', ') : ''
        } | ${metric.label} (n=${metric.n}) | ${metric.kind} | ${percent(metric.value)} |`,
      );
    });
  }
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith('--tool='))?.slice(7);
  const evals = (await loadEvals()).filter((e) => !only || e.tool === only);
  const results: EvalResult[] = [];
  for (const evaluation of evals) results.push(await evaluation.evaluate());
  const table = `${machineLine(false)}\n\n${formatResults(results)}`;
  console.log(table);
  if (args.includes('--misses')) {
    for (const result of results) {
      if (!result.misses.length) continue;
      console.log(`\n## ${result.title}: misses`);
      for (const miss of result.misses) console.log(`- ${miss}`);
    }
  }
  if (args.includes('--write')) {
    const file = path.join(ROOT, 'docs/benchmarks.md');
    writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), 'eval', table));
    console.log('\ndocs/benchmarks.md updated');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
