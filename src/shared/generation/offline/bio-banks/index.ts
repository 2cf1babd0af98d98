/**
 * The bio phrase banks, one per site language (see types.ts). Bundled with the offline writer
 * on the server; the website never loads them (it only checks the description before sending,
 * offline/bio-input.ts).
 */
import { en } from './en.ts';
import type { BioBank } from './types.ts';

export type { BioBank } from './types.ts';

export const BIO_BANKS: Readonly<Record<string, BioBank>> = { en };
