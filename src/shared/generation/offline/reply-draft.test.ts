import { describe, expect, it } from 'vitest';
import { ReplyPersonaSchema, type ReplyPersona } from '../../contracts/reply.ts';
import {
  checkReplyForPosting,
  findColons,
  findDashes,
  findHashtags,
  findLinks,
  findQuotes,
  findSemicolons,
  isPostableOnX,
  replySimilarity,
  REPLY_RULES,
} from '../../reply-rules/index.ts';
import { REPLY_STRATEGY_IDS, type ReplyStrategyId } from '../../reply-strategies/index.ts';
import {
  DRAFT_LANGUAGES,
  DRAFT_TEMPLATES,
  detectLanguage,
  draftLanguage,
  draftReply,
  draftTopics,
  type DraftLanguage,
  type DraftResult,
} from './reply-draft.ts';
import { replyLanguage } from './reply-grade.ts';

/** Per language: a claim, a question, news, a how-to and a personal story. */
const POSTS: Record<DraftLanguage, string[]> = {
  en: [
    'Remote work does not kill creativity. Bad meetings do, and most teams have far too many of them.',
    'What is the one tool you could not run your business without? Mine is a simple shared calendar.',
    'Apple just announced a new privacy feature that blocks email tracking pixels by default.',
    'How to write a cold email that gets replies: keep it under 100 words, ask for one thing, and skip the attachments.',
    'I quit my job last year to build my own startup. Best decision I ever made, but the first six months were brutal.',
  ],
  es: [
    'El trabajo remoto no mata la creatividad. Las reuniones inútiles sí, y casi todos los equipos tienen demasiadas.',
    '¿Cuál es la herramienta sin la que no podrías trabajar? La mía es un calendario compartido muy sencillo.',
    'El Gobierno aprobó hoy una nueva ley de protección de datos para las plataformas digitales.',
    'Cómo escribir un correo en frío que reciba respuesta: menos de cien palabras, una sola petición y sin adjuntos.',
    'Dejé mi trabajo el año pasado para montar mi propia empresa. Los primeros seis meses fueron durísimos, pero no me arrepiento.',
  ],
  fr: [
    'Le télétravail ne tue pas la créativité. Les réunions inutiles, si, et la plupart des équipes en ont beaucoup trop.',
    'Quel est l’outil sans lequel vous ne pourriez pas travailler ? Pour moi, c’est un simple calendrier partagé.',
    'Le gouvernement a présenté aujourd’hui une nouvelle loi sur la protection des données personnelles.',
    'Comment écrire un e-mail de prospection qui obtient des réponses : moins de cent mots, une seule demande, pas de pièce jointe.',
    'J’ai quitté mon poste l’an dernier pour lancer ma propre entreprise. Les six premiers mois ont été très durs.',
  ],
  de: [
    'Homeoffice macht nicht unkreativ. Schlechte Meetings schon, und die meisten Teams haben viel zu viele davon.',
    'Ohne welches Werkzeug könntest du nicht arbeiten? Bei mir ist es ein ganz einfacher gemeinsamer Kalender.',
    'Die Regierung hat heute ein neues Gesetz zum Datenschutz für große Plattformen vorgestellt.',
    'So schreibst du eine Kaltakquise-Mail, die beantwortet wird: unter hundert Wörtern, eine einzige Bitte, keine Anhänge.',
    'Ich habe letztes Jahr meinen Job gekündigt, um mein eigenes Startup zu gründen. Die ersten sechs Monate waren hart.',
  ],
  pt: [
    'O trabalho remoto não mata a criatividade. As reuniões inúteis matam, e quase toda equipe tem reuniões demais.',
    'Qual é a ferramenta sem a qual você não conseguiria trabalhar? A minha é um calendário compartilhado bem simples.',
    'O governo apresentou hoje uma nova lei de proteção de dados para as plataformas digitais.',
    'Como escrever um e-mail frio que recebe resposta: menos de cem palavras, um único pedido e nada de anexos.',
    'Saí do meu emprego no ano passado para abrir minha própria empresa. Os primeiros seis meses foram muito difíceis.',
  ],
  it: [
    'Il lavoro da remoto non uccide la creatività. Le riunioni inutili sì, e quasi tutti i team ne fanno troppe.',
    'Qual è lo strumento senza cui non riusciresti a lavorare? Il mio è un semplice calendario condiviso.',
    'Il governo ha presentato oggi una nuova legge sulla protezione dei dati per le grandi piattaforme.',
    'Come scrivere una mail a freddo che riceve risposta: meno di cento parole, una sola richiesta e niente allegati.',
    'L’anno scorso ho lasciato il lavoro per fondare la mia startup. I primi sei mesi sono stati durissimi.',
  ],
  ja: [
    'リモートワークは創造性を奪わない。奪うのは無駄な会議で、多くのチームは会議が多すぎる。',
    '仕事でこれがないと困るというツールは何ですか？私はシンプルな共有カレンダーです。',
    '政府は本日、大手プラットフォーム向けの新しい個人情報保護法を発表しました。',
    '返信がもらえる営業メールの書き方。百語以内、お願いは一つだけ、添付ファイルはなし。',
    '去年会社を辞めて自分のスタートアップを始めました。最初の半年は本当に大変でした。',
  ],
  ar: [
    'العمل عن بعد لا يقتل الإبداع. الاجتماعات غير المفيدة هي التي تفعل ذلك، ومعظم الفرق لديها الكثير منها.',
    'ما الأداة التي لا تستطيع العمل بدونها؟ بالنسبة لي هي تقويم مشترك بسيط.',
    'أعلنت الحكومة اليوم عن قانون جديد لحماية البيانات الشخصية على المنصات الرقمية.',
    'كيف تكتب رسالة تسويقية تحصل على رد: أقل من مئة كلمة، وطلب واحد فقط، ومن دون مرفقات.',
    'تركت وظيفتي العام الماضي لأبدأ شركتي الناشئة. كانت الأشهر الستة الأولى صعبة جدا.',
  ],
};

const STYLES = ['default', 'short'] as const;
const persona = (overrides: Partial<ReplyPersona> = {}): ReplyPersona =>
  ReplyPersonaSchema.parse(overrides);

function draft(
  text: string,
  strategy: ReplyStrategyId,
  options: { language?: string; style?: ReplyPersona['style']; previous?: string[] } = {},
): DraftResult {
  return draftReply({
    post: { text, language: options.language },
    persona: persona({ style: options.style ?? 'default' }),
    strategy,
    previousReplies: options.previous ?? [],
  });
}

function reply(result: DraftResult): string {
  if (!result.ok) throw new Error(`no draft: ${JSON.stringify(result)}`);
  return result.reply;
}

function failedRules(text: string, post: string, style: ReplyPersona['style'], previous: string[]) {
  const failed = checkReplyForPosting(text, { post, previousReplies: previous, style })
    .filter((check) => !check.passed)
    .map((check) => check.rule as string);
  if (!isPostableOnX(text)) failed.push('postable');
  return failed;
}

/** The draft is in the post's language. */
function expectLanguage(text: string, language: DraftLanguage) {
  if (language === 'ja') {
    expect(text).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
  } else if (language === 'ar') {
    expect(text).toMatch(/\p{Script=Arabic}/u);
    expect(text.match(/\p{Script=Arabic}/gu)!.length).toBeGreaterThan(text.length / 2);
  } else if (language === 'it') {
    expect(detectLanguage(text)).toBe('it');
  } else {
    expect(replyLanguage(text)).toBe(language);
    expect(detectLanguage(text)).toBe(language);
  }
}

const QUESTION_MARKS: Record<DraftLanguage, RegExp> = {
  en: /\?/gu,
  es: /\?/gu,
  fr: /\?/gu,
  de: /\?/gu,
  pt: /\?/gu,
  it: /\?/gu,
  ja: /？/gu,
  ar: /؟/gu,
};
const ANY_QUESTION_MARK = /[?？؟¿]/gu;

/** First drafts, shared by the tests below (each takes about a millisecond). */
const firstDrafts = new Map<string, string>();
function firstDraft(
  language: DraftLanguage,
  post: string,
  strategy: ReplyStrategyId,
  style: ReplyPersona['style'],
): string {
  const key = [language, post, strategy, style].join('\n');
  let text = firstDrafts.get(key);
  if (text === undefined) {
    text = reply(draft(post, strategy, { language, style }));
    firstDrafts.set(key, text);
  }
  return text;
}

describe('draftReply: every language, post kind, strategy and style', () => {
  for (const language of DRAFT_LANGUAGES) {
    it(`${language}: drafts that pass the posting rules, in the post's language`, () => {
      for (const post of POSTS[language]) {
        for (const strategy of REPLY_STRATEGY_IDS) {
          for (const style of STYLES) {
            const where = `${language} ${strategy} ${style}: ${post}`;
            const first = firstDraft(language, post, strategy, style);
            expect(failedRules(first, post, style, []), where).toEqual([]);
            expectLanguage(first, language);
            // Deterministic.
            expect(reply(draft(post, strategy, { language, style })), where).toBe(first);
            // A previous reply equal to the first draft gives a different, passing one.
            const second = reply(draft(post, strategy, { language, style, previous: [first] }));
            expect(second, where).not.toBe(first);
            expect(replySimilarity(second, first), where).toBeLessThan(REPLY_RULES.maxSimilarity);
            expect(failedRules(second, post, style, [first]), where).toEqual([]);
            expectLanguage(second, language);
          }
        }
      }
    });
  }

  it('the language comes from the text when X gives no tag', () => {
    for (const language of DRAFT_LANGUAGES) {
      for (const post of POSTS[language]) {
        expect(draftLanguage({ text: post }), post).toBe(language);
        expect(draftLanguage({ text: post, language: 'und' }), post).toBe(language);
      }
    }
  });

  it('ask-question drafts hold exactly one question mark of the language, the others none', () => {
    for (const language of DRAFT_LANGUAGES) {
      for (const post of POSTS[language]) {
        for (const style of STYLES) {
          for (const strategy of REPLY_STRATEGY_IDS) {
            const text = firstDraft(language, post, strategy, style);
            if (strategy !== 'ask-question') {
              expect(text.match(ANY_QUESTION_MARK), text).toBeNull();
              continue;
            }
            expect(text.match(QUESTION_MARKS[language])?.length, text).toBe(1);
            expect(text.match(ANY_QUESTION_MARK)?.length, text).toBe(language === 'es' ? 2 : 1);
            if (language === 'es') expect(text.match(/¿/gu)?.length, text).toBe(1);
          }
        }
      }
    }
  });

  it('names the post’s topic with the post’s own words', () => {
    expect(draftTopics(POSTS.en[0]!, 'en')).toContain('remote work');
    expect(draftTopics(POSTS.en[2]!, 'en')[0]).toBe('a new privacy feature');
    expect(draftTopics(POSTS.es[0]!, 'es')[0]).toBe('trabajo remoto');
    expect(draftTopics(POSTS.fr[1]!, 'fr')).toContain('calendrier partagé');
    expect(draftTopics(POSTS.de[1]!, 'de')[0]).toBe('Werkzeug');
    expect(draftTopics(POSTS.ja[0]!, 'ja')).toContain('リモートワーク');
    expect(draftTopics(POSTS.ar[2]!, 'ar')[0]).toBe('البيانات الشخصية');
    const text = reply(draft(POSTS.en[0]!, 'add-insight', { language: 'en' }));
    expect(text).toMatch(/bad meetings|remote work|creativity/u);
  });

  it('leaves out verbs, adjectives and the author’s own possessives', () => {
    for (const language of DRAFT_LANGUAGES) {
      for (const post of POSTS[language]) {
        for (const topic of draftTopics(post, language)) {
          expect(topic).not.toMatch(/^(?:my|our|mi|mon|ma|mein|meu|minha|mio|mia)\s/iu);
          expect(topic).not.toMatch(/(?:^| )(?:kill|blocks|aprobó|apresentou|présenté)(?: |$)/u);
        }
      }
    }
    expect(draftTopics('I quit my job to build my own startup.', 'en')).toContain(
      'your own startup',
    );
    expect(draftTopics('AI changes everything about how we learn.', 'en')).not.toContain(
      'AI changes',
    );
    expect(draftTopics('تركت وظيفتي لأبدأ شركتي الناشئة.', 'ar')).toEqual(['الشركة الناشئة']);
  });

  it('falls back to a persona topic the post mentions, else to sentences without a topic', () => {
    expect(draftTopics('SHIPPING FAST BEATS SHIPPING PERFECT.', 'en')).toEqual([]);
    expect(draftTopics('SHIPPING FAST BEATS SHIPPING PERFECT.', 'en', ['shipping'])).toEqual([
      'shipping',
    ]);
    const result = draftReply({
      post: { text: 'SHIPPING FAST BEATS SHIPPING PERFECT.', language: 'en' },
      persona: persona({ topics: ['design', 'shipping'] }),
      strategy: 'add-insight',
      previousReplies: [],
    });
    expect(reply(result)).toContain('shipping');
    // No keyword at all (a reaction, emoji): the plain sentences, still on topic by the rules.
    for (const text of ['Honestly? Totally agree with this 🙌', '🔥🔥🔥']) {
      const drafted = reply(draft(text, 'supportive-amplify', { language: 'en' }));
      expect(drafted).not.toContain('{t}');
      expect(failedRules(drafted, text, 'default', [])).toEqual([]);
    }
  });

  it('leaves hashtags, links and mentions of the post out of the draft', () => {
    const post =
      'Check out our new #buildinpublic dashboard at https://example.com, thanks @someone';
    for (const strategy of REPLY_STRATEGY_IDS) {
      const text = reply(draft(post, strategy, { language: 'en' }));
      expect(findHashtags(text)).toEqual([]);
      expect(findLinks(text)).toEqual([]);
      expect(text).not.toContain('@');
    }
  });

  it('reports the failing rules when no variant passes', () => {
    // An all-capitals post gives no usable phrase and no persona topic: off topic.
    expect(
      draft('SHIPPING FAST BEATS SHIPPING PERFECT.', 'add-insight', { language: 'en' }),
    ).toEqual({ ok: false, reason: 'rules', failedRules: ['on-topic'] });
  });
});

describe('draftLanguage', () => {
  it('takes the base subtag of X’s tag', () => {
    expect(draftLanguage({ text: 'Olá', language: 'pt-BR' })).toBe('pt');
    expect(draftLanguage({ text: 'Hello', language: 'EN' })).toBe('en');
    expect(draftLanguage({ text: 'Hola a todos', language: 'es_419' })).toBe('es');
  });

  it('detects the language when the tag names none', () => {
    for (const tag of [undefined, '', 'und', 'zxx', 'qme', 'qht', 'qam']) {
      expect(draftLanguage({ text: POSTS.fr[0]!, language: tag })).toBe('fr');
    }
  });

  it('refuses languages without templates, and text it cannot tell', () => {
    const thai = 'วันนี้ AI เปลี่ยนโลกของการทำงานไปมาก';
    expect(draft(thai, 'add-insight', { language: 'th' })).toEqual({
      ok: false,
      reason: 'language',
    });
    expect(draft(thai, 'add-insight')).toEqual({ ok: false, reason: 'language' });
    expect(draft(thai, 'add-insight', { language: 'und' })).toEqual({
      ok: false,
      reason: 'language',
    });
    expect(draft('Сегодня мы запустили новый продукт', 'ask-question')).toEqual({
      ok: false,
      reason: 'language',
    });
    // Persian is written in Arabic script but is not Arabic.
    expect(detectLanguage('این یک آزمایش است برای زبان فارسی')).toBeNull();
    expect(detectLanguage('Dit is een test om te kijken wat er gebeurt met de taal')).toBeNull();
    expect(detectLanguage('🔥🔥🔥')).toBeNull();
    // The tag wins over the text: English text tagged Korean gets no English draft.
    expect(draftLanguage({ text: POSTS.en[0]!, language: 'ko' })).toBeNull();
  });
});

describe('DRAFT_TEMPLATES', () => {
  const sentences = (language: DraftLanguage) =>
    Object.values(DRAFT_TEMPLATES[language].strategies).flatMap((book) => [
      ...book.lead,
      ...book.plain,
      ...book.more,
    ]);

  it('covers every language and strategy with several variants', () => {
    expect(Object.keys(DRAFT_TEMPLATES).sort()).toEqual([...DRAFT_LANGUAGES].sort());
    for (const language of DRAFT_LANGUAGES) {
      expect(Object.keys(DRAFT_TEMPLATES[language].strategies).sort()).toEqual(
        [...REPLY_STRATEGY_IDS].sort(),
      );
      for (const book of Object.values(DRAFT_TEMPLATES[language].strategies)) {
        expect(book.lead.length).toBeGreaterThanOrEqual(3);
        expect(book.plain.length).toBeGreaterThanOrEqual(2);
        expect(book.more.length).toBeGreaterThanOrEqual(4);
        for (const lead of book.lead) expect(lead.split('{t}').length, lead).toBe(2);
        for (const line of [...book.plain, ...book.more]) expect(line).not.toContain('{t}');
      }
    }
  });

  it('keeps every sentence in house style', () => {
    for (const language of DRAFT_LANGUAGES) {
      for (const sentence of sentences(language)) {
        const text = sentence.replace('{t}', 'X');
        expect(findDashes(text), sentence).toEqual([]);
        expect(findColons(text), sentence).toEqual([]);
        expect(findSemicolons(text), sentence).toEqual([]);
        expect(findQuotes(text), sentence).toEqual([]);
        expect(findHashtags(text), sentence).toEqual([]);
        expect(findLinks(text), sentence).toEqual([]);
        expect(text, sentence).not.toMatch(/[@＠]/u);
        // One sentence each, ended with the language's full stop or question mark.
        expect(text, sentence).toMatch(language === 'ja' ? /[。？]$/u : /[.?؟]$/u);
      }
    }
  });

  it('fits a lead of every strategy in the short style', () => {
    for (const language of DRAFT_LANGUAGES) {
      for (const book of Object.values(DRAFT_TEMPLATES[language].strategies)) {
        const fitting = book.lead.filter(
          (lead) =>
            checkReplyForPosting(lead.replace('{t}', 'remote work'), {
              post: 'remote work',
              style: 'short',
            }).find((check) => check.rule === 'length')!.passed,
        );
        expect(fitting.length, book.lead[0]).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
