/**
 * The bio phrase banks, one per site language (see types.ts). Bundled with the offline writer
 * on the server; the website never loads them (it only checks the description before sending,
 * offline/bio-input.ts).
 */
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { pt } from './pt.ts';
import type { BioBank } from './types.ts';

export type { BioBank } from './types.ts';

export const BIO_BANKS: Readonly<Record<string, BioBank>> = { en, es, pt, fr, de, it, ja, ar };
