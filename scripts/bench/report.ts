// Helpers shared by the benchmark scripts: percentiles, the machine line, and rewriting one
// marked section of docs/benchmarks.md.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

export function machineLine(quick: boolean): string {
  const cpuinfo = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  const cpu =
    /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown CPU';
  const cores = os.availableParallelism();
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `Machine: ${cpu}, ${cores} cores, ${memoryGiB} GiB RAM · Node ${process.version} · ${date} UTC${quick ? ' · --quick (10x fewer requests)' : ''}`;
}

/** Replaces the text between `<!-- bench:<name>:start -->` and its end marker (or appends it). */
export function replaceSection(doc: string, name: string, content: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${content}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  return from !== -1 && to > from
    ? doc.slice(0, from) + block + doc.slice(to + end.length)
    : `${doc.trimEnd()}\n\n${block}\n`;
}
