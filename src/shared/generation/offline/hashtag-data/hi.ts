// Hindi hashtags, the common topics (see ./index.ts for the source, the date and what the
// tiers mean; ./types.ts for the notation). English tags are widely mixed into Hindi posts.
import type { LanguageData } from './types.ts';

export const HI: LanguageData = {
  niches: {
    yoga: [
      'योग योगा ~प्राणायाम ~आसन सूर्य_नमस्कार ~ध्यान 🧘',
      'योग योगा',
      'योगासन प्राणायाम<प्राणायाम सूर्यनमस्कार<सूर्य स्वास्थ्य',
      'ध्यान<ध्यान',
    ],
    fitness: ['फिटनेस ~व्यायाम ~कसरत जिम', 'फिटनेस', 'व्यायाम स्वास्थ्य', ''],
    food: ['खाना ~स्वादिष्ट ~व्यंजन', 'खाना', 'स्वादिष्ट भारतीयखाना', ''],
    cooking: ['रेसिपी ~पकाना ~रसोई', 'रेसिपी', 'खाना', ''],
    travel: ['यात्रा ~घूमना ~पर्यटन', 'यात्रा', 'पर्यटन', ''],
    sports: ['क्रिकेट', 'क्रिकेट', '', ''],
    photography: ['फोटोग्राफी', 'फोटोग्राफी', '', ''],
    selfimprovement: ['प्रेरणा ~सफलता मोटिवेशन', 'मोटिवेशन प्रेरणा', 'सफलता', ''],
  },
};
