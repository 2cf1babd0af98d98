/**
 * The vocabulary of a viral post analysis: the ids of what the deconstructor recognises (hook
 * types, structures, emotions, calls to action) and the codes of the sentences it writes.
 *
 * The offline writer does not write prose. It returns notes, `{ code, params }`, and the page
 * renders each through its language's strings (`src/renderer/locales/<lang>/viralTool.json`,
 * under `analysis.<code>`), so the analysis reads naturally in every page language while the
 * writer stays one deterministic function. Terms (`analysis.<term>`) are the translated names
 * that notes embed (a hook type, an emotion, a flow step).
 *
 * Counts go into sentences only as figures that read right for any number in the note's range
 * in every language (the locale files carry no plural forms: "Sentences: 3" rather than
 * "3 sentences" where a count can be 1).
 */

export const VIRAL_HOOK_TYPES = [
  'question',
  'number-list',
  'bold-claim',
  'story',
  'how-to',
  'contrarian',
  'curiosity-gap',
  'statement',
] as const;
export type ViralHookType = (typeof VIRAL_HOOK_TYPES)[number];

export const VIRAL_STRUCTURES = ['list', 'thread', 'story', 'explanation', 'single-claim'] as const;
export type ViralStructure = (typeof VIRAL_STRUCTURES)[number];

export const VIRAL_EMOTIONS = [
  'inspiration',
  'joy',
  'surprise',
  'curiosity',
  'urgency',
  'outrage',
  'sadness',
  'humor',
] as const;
/** An emotion, or `none` when the post carries none. */
export type ViralEmotion = (typeof VIRAL_EMOTIONS)[number] | 'none';

export const VIRAL_CTA_TYPES = [
  'comment',
  'share',
  'follow',
  'save',
  'link',
  'question',
  'none',
] as const;
export type ViralCtaType = (typeof VIRAL_CTA_TYPES)[number];

export const VIRAL_PLACEMENTS = ['opening', 'middle', 'end', 'none'] as const;
export type ViralPlacement = (typeof VIRAL_PLACEMENTS)[number];

export const VIRAL_TEMPOS = ['fast', 'medium', 'slow'] as const;
export type ViralTempo = (typeof VIRAL_TEMPOS)[number];

const each = <P extends string, I extends string>(prefix: P, ids: readonly I[]) =>
  ids.map((id) => `${prefix}.${id}` as `${P}.${I}`);

/** What the hook uses (`hook.uses`). */
export const VIRAL_HOOK_FEATURES = ['number', 'you', 'curiosity', 'specific'] as const;
/** Close steps of the flow: the calls to action, or how the post ends without one. */
const CLOSE_STEPS = [
  'comment',
  'share',
  'follow',
  'save',
  'link',
  'question',
  'statement',
] as const;

/** Translated names notes may embed, as keys under `analysis.` in the locale files. */
export const VIRAL_TERMS = [
  ...each('hookType', VIRAL_HOOK_TYPES),
  ...each('pull', VIRAL_HOOK_TYPES),
  ...each('structureKind', VIRAL_STRUCTURES),
  ...each('emotionName', VIRAL_EMOTIONS),
  ...each('ctaType', VIRAL_CTA_TYPES),
  ...each('tempo', VIRAL_TEMPOS),
  ...each('feature', VIRAL_HOOK_FEATURES),
  ...each('step.hook', VIRAL_HOOK_TYPES),
  ...each('step.body', ['list', 'thread', 'story', 'explanation'] as const),
  ...each('step.close', CLOSE_STEPS),
] as const;
export type ViralTerm = (typeof VIRAL_TERMS)[number];

/** The sentences of the analysis, as keys under `analysis.` in the locale files. */
export const VIRAL_NOTE_CODES = [
  // Hook
  ...each('trigger', VIRAL_HOOK_TYPES),
  'hook.lead',
  'hook.long',
  'hook.short',
  'hook.glance',
  'hook.uses',
  'hook.plain',
  // Pacing
  'pacing.stats',
  'pacing.fastLines',
  'pacing.fastShort',
  'pacing.medium',
  'pacing.slow',
  'pacing.dense',
  // Emotion
  'emotion.none',
  'emotion.lead',
  'emotion.leadQuestions',
  'emotion.backed',
  'emotion.strong',
  'emotion.mild',
  'emotion.faint',
  // Call to action
  'cta.none',
  ...each('cta.asks', ['comment', 'share', 'follow', 'save', 'link', 'question'] as const),
  'cta.atEnd',
  'cta.atOpening',
  'cta.atMiddle',
  'cta.competing',
  'cta.deadLink',
  // Structure
  'structure.opening',
  'structure.bodyNone',
  'structure.bodyList',
  'structure.bodyThread',
  'structure.bodyThreadPlain',
  'structure.bodyStory',
  'structure.bodyExplanation',
  'structure.bodySingle',
  'structure.closeAsk',
  'structure.closeQuestion',
  'structure.closeStatement',
  'structure.closeHook',
  'structure.flow',
  // Recommendations
  'advice.cutHook',
  'advice.sharpenHook',
  'advice.addAsk',
  'advice.moveAsk',
  'advice.oneAsk',
  'advice.linkInBio',
  'advice.breakUp',
  'advice.addFeeling',
  'advice.addFigure',
  'advice.tooLong',
  'advice.tooLongAny',
  'advice.tooShort',
  'advice.tooShortAny',
  'advice.fewerHashtags',
  'advice.reuseHook',
  'advice.replyEarly',
  'advice.testTemplate',
  // Takeaways
  'takeaway.hook',
  'takeaway.pacing',
  'takeaway.neutral',
  'takeaway.emotion',
  'takeaway.emotionPair',
  'takeaway.noCta',
  'takeaway.ctaEnd',
  'takeaway.ctaOpening',
  'takeaway.ctaMiddle',
  'takeaway.structure',
] as const;
export type ViralNoteCode = (typeof VIRAL_NOTE_CODES)[number];

/**
 * The lines of a reusable template: frames in the page's language with [slots], chosen from
 * the post's structure (`tpl.hook.*` by hook type, `tpl.body.*` by structure, `tpl.close.*` by
 * how it ends), never pieces of the post.
 */
export const VIRAL_TEMPLATE_CODES = [
  ...each('tpl.hook', [...VIRAL_HOOK_TYPES, 'how-i'] as const),
  'tpl.body.item',
  'tpl.body.part',
  'tpl.body.story1',
  'tpl.body.story2',
  'tpl.body.story3',
  'tpl.body.explain1',
  'tpl.body.explain2',
  'tpl.body.single',
  ...each('tpl.close', CLOSE_STEPS),
] as const;
export type ViralTemplateCode = (typeof VIRAL_TEMPLATE_CODES)[number];
