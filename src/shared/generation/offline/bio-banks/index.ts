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
import { fri } from './fri.ts';
import { hi } from './hi.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { swa } from './swa.ts';
import type { BioBank } from './types.ts';
import { zh } from './zh.ts';

export type { BioBank } from './types.ts';

export const BIO_BANKS: Readonly<Record<string, BioBank>> = {
  en,
  es,
  fr,
  de,
  pt,
  it,
  nl,
  fri,
  ru,
  hi,
  ar,
  ja,
  zh,
  ko,
  swa,
};
