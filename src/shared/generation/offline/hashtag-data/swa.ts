// Swahili hashtags, a few topics (see ./index.ts for the source, the date and what the tiers
// mean; ./types.ts for the notation). Other topics fall back to English, as posts mix it in.
import type { LanguageData } from './types.ts';

export const SWA: LanguageData = {
  niches: {
    travel: [
      'safari utalii ~hifadhi ~mbuga ~wanyama ~simba ~tembo',
      'safari utalii',
      'tembeatanzania<tanzania|serengeti|zanzibar|kilimanjaro wanyamapori',
      '',
    ],
    nature: ['asili ~mazingira', 'asili', '', ''],
    food: ['chakula ~vyakula', 'chakula', 'mapishi', ''],
    cooking: ['mapishi ~kupika', 'mapishi', 'chakula', ''],
    football: ['mpira soka', 'soka mpira', '', ''],
    fitness: ['mazoezi', 'mazoezi', '', ''],
    books: ['kusoma vitabu kitabu ~hadithi', '', '', ''],
  },
};
