// The shape of one tool's evaluation for `npm run eval` (scripts/eval/run.ts): each module in
// scripts/eval/tools/ scores one AI tool's built-in writer on its labelled corpus in
// tests/fixtures/generation/eval/ and returns named rates. The CI floor test
// (scripts/eval/floors.test.ts) holds each rate to the figure recorded in
// tests/fixtures/generation/eval/floors/<tool>.json: an agreement may only go up, an error rate
// only down.

export interface EvalMetric {
  /** Stable id, used by floors.json (e.g. `label-agreement`). */
  id: string;
  /** What it measures, in one line for the report. */
  label: string;
  /** `agreement`: higher is better. `error`: lower is better. */
  kind: 'agreement' | 'error';
  /** A rate in [0, 1]. */
  value: number;
  /** How many cases it is measured over. */
  n: number;
}

export interface EvalResult {
  /** The tool's id in GENERATION_TOOLS, or a group name such as `bio-generators`. */
  tool: string;
  title: string;
  cases: number;
  languages: string[];
  metrics: EvalMetric[];
  /** A few failing cases, for the person improving the writer (never printed in CI). */
  misses: string[];
}

export interface ToolEval {
  tool: string;
  evaluate(): EvalResult | Promise<EvalResult>;
}

/** A rate with its count, rounded for the report. */
export function rate(hits: number, n: number): number {
  return n === 0 ? 0 : hits / n;
}
