// West Frisian: keywords only (see ./index.ts). Frisian posts commonly use Dutch and English
// tags, so the tags come from those (FALLBACK), plus #fryslân from the places.
import type { LanguageData } from './types.ts';

export const FRI: LanguageData = {
  niches: {
    cycling: ['fytse fyts fytstocht', '', '', ''],
    nature: ['natuer kuierje ~sinneûndergong', '', '', ''],
    travel: ['reizgje fakânsje', '', '', ''],
    food: ['iten ~lekker', '', '', ''],
    dogs: ['hûn hûnen', '', '', ''],
    cats: ['kat katten', '', '', ''],
  },
};
