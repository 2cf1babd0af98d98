/**
 * Is a piece of analysis prose written in the page's language? Used to check a model's
 * analysis before it is shown (viral-writer.ts) and by the evaluation of the viral post
 * deconstructor. A heuristic: the script of the letters, and for languages written in Latin
 * letters their common function words.
 *
 * Languages written in Latin letters share many short words, so a text reads as another
 * language only when that language's function words clearly outnumber the page language's.
 *
 * What is not the writer's own prose is left out before judging: quotations of the post (in any
 * of the quotation marks the languages use), links, @handles, #hashtags, numbers, emoji and the
 * platforms' names.
 */

/** The site's language codes whose letters are not Latin, with the script they use. */
const SCRIPT_OF: Record<string, RegExp> = {
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u,
  zh: /\p{Script=Han}/u,
  ko: /\p{Script=Hangul}/u,
  ar: /\p{Script=Arabic}/u,
  hi: /\p{Script=Devanagari}/u,
  ru: /\p{Script=Cyrillic}/u,
};
const LATIN = /\p{Script=Latin}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Common function words of the Latin-script languages (lower case). */
const FUNCTION_WORDS: Record<string, string> = {
  en: "the and of to is are this that with for your you on at by from be was were has have not but or an its what which their they it's don't more than when how why will would can there these those about into after before every a an i in it as so do no up out all one over per our my me we he she his her them then just also only most some any such very been being had does did get got make made while where who whose because since until though through without within both each few many much other same own too yes nor",
  es: 'el la los las y de del que en un una es con por para su sus se lo al más pero como muy sin sobre este esta tu tus hay son está o cuando porque también ya les cada antes después mi mis nos él ella ellos ellas ese esa eso esto estos estas hacer tiene tienen puede pueden sí ni aunque desde hasta entre donde quien cual todo todos nada algo otro otra mismo',
  fr: "le la les et de des du un une est en que qui pour dans sur pas ne par avec au aux ce cette ces vous votre vos ton ta tes il elle son sa ses plus mais ou où très quand après avant chaque j'ai c'est qu'il n'est l'on y je tu nous ils elles mon ma mes notre nos leur leurs être avoir fait faire peut sont était tout tous toute rien aussi comme donc car si non oui entre sans sous chez depuis",
  de: 'der die das und ist nicht ein eine einen mit für auf den dem des zu von sich auch es im wie oder aber dein deine du wenn noch nur mehr als bei aus sind wird nach vor jede jeder ich wir ihr sie er mein meine unser kein keine nichts alles etwas hat haben hatte sein war waren kann können muss soll ob dass damit weil denn doch schon sehr immer wieder zum zur vom beim über unter ohne gegen um ums',
  pt: 'o a os as e de do da dos das que em um uma é com para por não seu sua mais mas como no na nos nas você isso ao pelo pela quando depois antes cada eu nós ele ela eles elas meu minha nosso nossa seus suas esse essa este esta isto ser ter tem têm foi são está estão pode podem também já ainda sempre nunca tudo nada entre sem sobre até desde onde quem qual',
  it: 'il lo la gli le e ed di da a ad in ho hai nei fa del della dello che è un una per con non su sono più ma come nel nella al alla dei delle tuo tua questo questa anche quando dopo prima ogni io tu lui lei noi voi loro mio mia nostro si ci mi ti essere avere ha hanno era stato può possono già ancora sempre mai tutto niente tra fra senza sopra dove chi quale perché così',
  nl: 'de het een en van is niet dat op met voor zijn je jouw naar maar ook als om aan bij dit deze wat hoe te er uit wordt of elke na ik jij hij zij wij jullie mijn ons onze heb hebt heeft hebben waren kan kunnen moet moeten zal zou al nog zo heel veel geen niets alles iets waar wie welke omdat want dus toch zonder tussen door over me meer niemand iemand hier daar nu dan toen',
  fri: 'de it in fan en is net dat op mei foar binne jo dyn jim nei mar ek as om oan by dit dizze wat hoe te der út wurdt of hy sy wy gjin hiel noch sa elke ik do hja jimme myn ús har ha hast hat hawwe wie wiene kin kinne moat moatte sil soe al folle neat eat wêr wa hokker omdat want dus dochs sûnder tusken troch oer per my mear nimmen immen hjir dêr no doe',
  swa: 'na ya wa kwa ni za la katika hii kama lakini au sana yako wako kila kuwa hakuna pia tu bila baada kabla hata ili sasa zaidi wewe mimi sisi huu hiyo nini kwamba bado cha vya yao yeye ninyi wao yangu yetu wangu wetu sio si ndiyo hapana pamoja kutoka hadi mpaka kwenye juu chini ndani nje tena kisha hivyo hivi je gani lini wapi vipi',
};

const FUNCTION_SETS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(FUNCTION_WORDS).map(([lang, list]) => [lang, new Set(list.split(' '))]),
);

const PLATFORM_NAMES =
  /\b(?:LinkedIn|Instagram|TikTok|YouTube|Facebook|Threads|Twitter|X|CTA|SNS|Reels?|DM|AI|URL|emoji)\b/gu;
const QUOTED =
  /“[^”\n]*”|„[^“”\n]*[“”]|«[^»\n]*»|‹[^›\n]*›|「[^」\n]*」|『[^』\n]*』|"[^"\n]*"|‘[^’\n]*’|‚[^‘’\n]*[‘’]/gu;

/** The writer's own words of `text`: quotations, links, handles, tags, numbers and names out. */
export function ownProse(text: string): string {
  return text
    .replace(QUOTED, ' ')
    .replace(/(?:https?:\/\/|www\.)\S+/gu, ' ')
    .replace(/[@#][\p{L}\p{N}_]+/gu, ' ')
    .replace(PLATFORM_NAMES, ' ')
    .replace(/[^\p{L}\p{M}'’\s]/gu, ' ');
}

/**
 * Why `text` does not read as `language` (a site language code), or null when it does or when
 * there is too little of the writer's own prose to tell.
 */
export function proseLanguageProblem(text: string, language: string): string | null {
  const prose = ownProse(text);
  const letters = [...prose].filter((char) => /\p{L}/u.test(char));
  if (letters.length === 0) return null;
  const script = SCRIPT_OF[language];
  if (script) {
    const inScript = letters.filter((char) => script.test(char)).length;
    if (inScript / letters.length < 0.7) return `not written in the ${language} script`;
    if (language === 'ja' && inScript >= 6 && !letters.some((char) => KANA.test(char)))
      return 'no kana: Chinese rather than Japanese';
    if (language === 'zh' && letters.some((char) => KANA.test(char)))
      return 'kana: Japanese rather than Chinese';
    return null;
  }
  const latin = letters.filter((char) => LATIN.test(char)).length;
  if (latin / letters.length < 0.7) return 'not written in Latin letters';
  const own = FUNCTION_SETS[language];
  if (!own) return null;
  const tokens =
    prose
      .toLowerCase()
      .replace(/’/gu, "'")
      .match(/[\p{L}\p{M}']+/gu) ?? [];
  const count = (set: Set<string>) => tokens.filter((token) => set.has(token)).length;
  const mine = count(own);
  let best = 0;
  let bestLang = language;
  for (const [lang, set] of Object.entries(FUNCTION_SETS)) {
    const found = lang === language ? 0 : count(set);
    if (found > best) [best, bestLang] = [found, lang];
  }
  // Languages share many short words ("de", "a", "in"): another language must clearly lead,
  // by two words and by half again as many, or be the only one present (twice) in a longer text.
  if (best >= mine + 2 && best > mine * 1.5) return `reads as ${bestLang}`;
  if (mine === 0 && best >= 2 && tokens.length >= 5) return `reads as ${bestLang}`;
  if (mine === 0 && tokens.length >= 10) return `none of the ${language} function words`;
  return null;
}
