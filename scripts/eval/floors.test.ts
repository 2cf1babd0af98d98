// The floor the AI tools' built-in writers reached on their labelled corpora (npm run eval):
// every measure of every tool evaluation is held to the figure recorded for it in
// tests/fixtures/generation/eval/floors/<tool>.json ({ "<measure id>": <rate> }). An agreement
// may not fall below it, an error rate may not rise above it. Raise a floor when a change
// improves a figure; never lower it to make this pass.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEvals } from './run.ts';

const FLOORS = path.resolve(import.meta.dirname, '../../tests/fixtures/generation/eval/floors');
const evals = await loadEvals();
const floors: Record<string, Record<string, number>> = {};
for (const { tool } of evals) {
  const file = path.join(FLOORS, `${tool}.json`);
  if (existsSync(file)) floors[tool] = JSON.parse(readFileSync(file, 'utf8'));
}

describe('npm run eval floors', () => {
  it('has a recorded floor for every tool evaluation', () => {
    for (const { tool } of evals) expect(floors, tool).toHaveProperty(tool);
  });

  for (const evaluation of evals) {
    it(`${evaluation.tool} holds its floor`, { timeout: 60_000 }, async () => {
      const result = await evaluation.evaluate();
      expect(result.cases).toBeGreaterThan(0);
      const recorded = floors[evaluation.tool] ?? {};
      for (const metric of result.metrics) {
        const floor = recorded[metric.id];
        const name = `${evaluation.tool}/${metric.id}`;
        expect(floor, `${name} has no recorded floor`).toBeTypeOf('number');
        if (metric.kind === 'agreement') expect(metric.value, name).toBeGreaterThanOrEqual(floor!);
        else expect(metric.value, name).toBeLessThanOrEqual(floor!);
      }
    });
  }
});
