/**
 * The model-backed writers: one per generator kind, each with its own prompts, a model-facing
 * schema, and post-validation against the tool's rules, so a result always satisfies the
 * tool's result schema in src/shared/generation/schemas.ts. `offline` is the offline writer's
 * result for the same request: the scaffold the model fills and the fallback for anything
 * the model gets wrong. A failed model call throws `ModelError` (the caller serves `offline`).
 *
 * Per kind (details in each module):
 * - bio: the model writes the three bios in the offline result's styles; a bio over 150
 *   UTF-16 units, with emojis when they are off, empty or repeated is replaced by the offline
 *   one; `emojis_used` and `character_count` are recomputed from the text.
 * - hashtags: the offline groups exactly; the model's tags, sanitised, become `suggested`.
 * - viral-deconstruction: the model's analysis, clamped and trimmed to the schema; empty
 *   fields, template or lists come from the offline analysis.
 * - reply-grade: checks from `checkReply`, score offline ± the model's on-topic judgement,
 *   fixes and rewrite from the model only when they are usable.
 */
import type {
  Engine,
  GeneratorKind,
  GeneratorTypes,
} from '../../../../src/shared/generation/schemas.ts';
import { writeBiosWithModel } from './bio-writer.ts';
import type { ModelConfig } from './config.ts';
import { writeHashtagsWithModel } from './hashtag-writer.ts';
import type { Generate } from './prompt-text.ts';
import { generateStructured } from './provider.ts';
import { gradeReplyWithModel } from './reply-grade-writer.ts';
import { deconstructWithModel } from './viral-writer.ts';

type ModelWriter<K extends GeneratorKind> = (
  generate: Generate,
  config: ModelConfig,
  input: GeneratorTypes[K]['input'],
  options: GeneratorTypes[K]['options'],
  offline: GeneratorTypes[K]['result'],
) => Promise<GeneratorTypes[K]['result']>;

const MODEL_WRITERS: { [K in GeneratorKind]: ModelWriter<K> } = {
  bio: writeBiosWithModel,
  hashtags: writeHashtagsWithModel,
  'viral-deconstruction': deconstructWithModel,
  'reply-grade': gradeReplyWithModel,
};

export interface WriterDeps {
  /** The provider call; tests replace it with a fake. */
  generate?: Generate;
}

export function writeWithModel<K extends GeneratorKind>(
  config: ModelConfig,
  kind: K,
  input: GeneratorTypes[K]['input'],
  options: GeneratorTypes[K]['options'],
  offline: GeneratorTypes[K]['result'],
  deps: WriterDeps = {},
): Promise<GeneratorTypes[K]['result']> {
  const write = MODEL_WRITERS[kind] as ModelWriter<K>;
  return write(deps.generate ?? generateStructured, config, input, options, offline);
}

export function describeEngine(config: ModelConfig): Extract<Engine, { kind: 'model' }> {
  return { kind: 'model', provider: config.provider, model: config.model };
}
