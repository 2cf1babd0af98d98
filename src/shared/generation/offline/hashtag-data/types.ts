/**
 * The shape of the curated hashtag dataset (see ./index.ts for where the tags come from and
 * what the tiers mean).
 *
 * Every list is one string of space-separated items, which keeps the data compact and easy to
 * read. A tag is written without '#', lower-case (as tags are commonly written), and may carry:
 *
 * - `<a|b|c`: a condition: the tag is offered only when the post mentions one of the keywords
 *   a, b or c (`#yogaforbeginners<beginner*`); `a&b` needs both (`#pythontips<python*&tip*`).
 *   A bare `<` means "only when the tag itself
 *   appears in the post", as words ('latte art' → #latteart) or as one of its own #tags; this is
 *   how specific tags (a dish, a landmark, a camera) are kept for the posts that name them.
 * - `@ig`, `@tt`, `@yt`, `@x`, `@li` (after any condition): the tag is offered only on that
 *   platform (Instagram, TikTok, YouTube, X, LinkedIn); several may follow each other
 *   (`runtok@tt`, `fyp@tt@yt`).
 *
 * Keywords (the first item of a niche row) are matched against the post's words after case
 * and diacritics are folded: `word` matches the word, or 2-3 adjacent words written together
 * ('meal prep' matches `mealprep`); `word*` matches words starting with it; `~word` counts half
 * (a weak hint, such as 'run' or 'cat', that alone does not make the topic) and `^word` double
 * (a word that settles the topic, such as 'hiring'). Keywords in
 * scripts written without spaces (Han, Kana, Hangul, Thai) and emoji match anywhere in the
 * text.
 */

/** The topics the dataset knows, with the broader topic each one belongs to (if any). */
export const NICHES = {
  fitness: null,
  yoga: null,
  running: null,
  cycling: null,
  food: null,
  cooking: 'food',
  baking: 'cooking',
  vegan: 'food',
  coffee: null,
  travel: null,
  hiking: 'nature',
  nature: null,
  beach: 'travel',
  photography: null,
  fashion: null,
  beauty: null,
  skincare: 'beauty',
  parenting: null,
  pets: null,
  dogs: 'pets',
  cats: 'pets',
  tech: null,
  ai: 'tech',
  programming: 'tech',
  gamedev: 'gaming',
  business: null,
  startups: 'business',
  saas: 'startups',
  marketing: null,
  careers: null,
  finance: null,
  crypto: null,
  realestate: null,
  education: null,
  books: null,
  art: null,
  music: null,
  gaming: null,
  gardening: null,
  homedecor: null,
  wedding: null,
  cars: null,
  football: 'sports',
  sports: null,
  mentalhealth: null,
  selfimprovement: null,
  productivity: null,
  autumn: null,
  winter: null,
  spring: null,
  crafts: null,
  dance: null,
  wellness: null,
  houseplants: 'gardening',
  healthcare: null,
  tattoo: null,
} as const satisfies Record<string, string | null>;

export type NicheId = keyof typeof NICHES;

/** One topic in one language: [keywords, broad tags, mid tags, niche tags]. */
export type NicheRow = readonly [keywords: string, broad: string, mid: string, niche: string];

export interface LanguageData {
  /** The topics covered in this language. A missing topic falls back (see FALLBACK). */
  niches: Partial<Record<NicheId, NicheRow>>;
  /**
   * Phrases whose words must not count as keywords of any topic ('downward dog' is a yoga
   * pose, not a dog), written like keywords (words together).
   */
  ignore?: string;
}

/**
 * A place: its names in any language or script (matched like keywords), and per language
 * [place tags, travel tags (used when the post is about travel), spots (landmarks, used only
 * when the post names them, like `<` tags)]. `in` names the country or region it belongs to.
 */
export interface Place {
  id: string;
  names: string;
  kind: 'country' | 'region' | 'city';
  in?: string;
  tags: Partial<Record<string, readonly [tags: string, travel?: string, spots?: string]>>;
}
