// Dutch hashtags, the common topics (see ./index.ts for the source, the date and what the
// tiers mean; ./types.ts for the notation). Frisian posts fall back to these, then English.
import type { LanguageData } from './types.ts';

export const NL: LanguageData = {
  niches: {
    fitness: [
      'sportschool fitness gym ~training ~trainen ~workout krachttraining 💪',
      'fitness sportschool',
      'gym training',
      '',
    ],
    running: [
      'hardlopen ~rennen marathon* ~km 🏃',
      'hardlopen running',
      'hardloper',
      'marathon<marathon*',
    ],
    cycling: [
      'fietsen fiets fietstocht ~fietsroute wielrennen racefiets 🚲 🚴',
      'fietsen fiets',
      'fietstocht wielrennen fietsroute fietsliefde',
      'racefiets<racefiets',
    ],
    food: [
      'eten ~lekker ~restaurant* ~uiteten foodie ~lunch ~diner',
      'eten foodie',
      'lekkereten food',
      '',
    ],
    cooking: [
      'recept recepten koken ~zelfgemaakt ~oven ~pan',
      'recept koken',
      'recepten lekkereten zelfgemaakt',
      '',
    ],
    baking: [
      'bakken taart* appeltaart* ~brood koekjes',
      'bakken taart',
      'zelfgebakken',
      'appeltaart<appeltaart*',
    ],
    coffee: ['koffie ~koffietje ☕', 'koffie coffee', 'koffietijd', ''],
    travel: [
      'reizen reis vakantie ~dagjeuit ~weekendje ~uitstapje ✈️',
      'reizen vakantie',
      'travel dagjeuit<dagje*|uitstap*|zondag*|weekend*',
      '',
    ],
    nature: [
      'natuur ~wandeling* wandelen ~bos ~zonsondergang ~polder',
      'natuur',
      'wandelen natuurfotografie<foto*',
      'zonsondergang<zonsondergang molens<molen* kastelen<kaste*',
    ],
    photography: [
      'fotografie fotograaf ~foto ~camera 📷',
      'fotografie',
      'fotograaf photooftheday',
      '',
    ],
    fashion: ['mode outfit* ootd ~kleding', 'mode ootd', 'outfit fashion', ''],
    parenting: [
      'mama papa baby ~kinderen moederschap zwanger*',
      'mama moederschap',
      'gezin kinderen',
      '',
    ],
    dogs: ['hond honden puppy 🐶', 'hond honden', 'hondenliefde dogsofinstagram@ig', ''],
    cats: ['kat katten poes* kitten 🐱', 'kat katten', 'poes catsofinstagram@ig', ''],
    business: ['ondernemer* ondernemen ~bedrijf ~klanten', 'ondernemen ondernemer', 'business', ''],
    marketing: ['marketing onlinemarketing socialmedia seo', 'marketing', 'onlinemarketing', ''],
    books: ['boek boeken lezen ~roman bookstagram 📚', 'boeken lezen', 'bookstagram boek', ''],
    gardening: ['tuin tuinieren moestuin ~planten 🌱', 'tuin tuinieren', 'moestuin planten', ''],
    homedecor: [
      'interieur ~woonkamer ~wonen ~inrichting',
      'interieur wonen',
      'interieurinspiratie homedecor',
      '',
    ],
    football: [
      'voetbal eredivisie ajax feyenoord psv ~wedstrijd ⚽',
      'voetbal',
      'eredivisie',
      'ajax<ajax feyenoord<feyenoord psv<psv',
    ],
    wedding: ['bruiloft trouwen bruid ~trouwdag 💍', 'bruiloft trouwen', 'bruid wedding', ''],
  },
};
