/**
 * The built-in offline writer: deterministic, strategy- and template-based, used for every
 * generation when no model is configured (and when a configured model fails). The same input
 * always gives the same output, so results can be cached and tested.
 */
import type { GeneratorKind, GeneratorTypes } from '../schemas.ts';
import { writeBios } from './bio.ts';
import { generateHashtags } from './hashtags.ts';
import { deconstructPost } from './viral.ts';
import { gradeReply } from './reply-grade.ts';

type Writer<K extends GeneratorKind> = (
  input: GeneratorTypes[K]['input'],
  options: GeneratorTypes[K]['options'],
) => GeneratorTypes[K]['result'];

export const OFFLINE_WRITERS: { [K in GeneratorKind]: Writer<K> } = {
  bio: writeBios,
  hashtags: generateHashtags,
  'viral-deconstruction': deconstructPost,
  'reply-grade': gradeReply,
};

export function writeOffline<K extends GeneratorKind>(
  kind: K,
  input: GeneratorTypes[K]['input'],
  options: GeneratorTypes[K]['options'],
): GeneratorTypes[K]['result'] {
  return (OFFLINE_WRITERS[kind] as Writer<K>)(input, options);
}
