/**
 * The built-in reply drafter: the extension's review mode without an AI model. It drafts a
 * reply to a post on X from hand-written templates, deterministically (the same post, persona,
 * strategy and earlier replies give the same draft), and the user approves, edits or discards
 * the draft before anything is posted. Pure: no DOM, no Node (the site and a Deno Edge Function
 * import it).
 *
 * - Language: X's `lang` tag (its base subtag) when it names a language, else the post's script
 *   and function words (`draftLanguage`). A language without templates gives
 *   `{ ok: false, reason: 'language' }`: a draft is never written in another language.
 * - Topic: the post's best noun phrase, taken from the post as written so the on-topic rule
 *   finds the post's own keyword in the draft (Latin scripts: one or two adjacent keywords, the
 *   head a likely noun; Japanese: a kanji or katakana run; Arabic: one or two words, definite
 *   nouns first). Then a persona topic the post mentions; else templates without a topic.
 * - Templates (DRAFT_TEMPLATES): per language and strategy, `lead` sentences that name the
 *   topic as a label ("the point about X", "when it comes to X", "Xについては") so any noun
 *   phrase reads naturally, `plain` sentences that make the same move without a topic, and
 *   `more` sentences in the strategy's spirit that read well after any lead. A draft is one lead
 *   plus whole `more` sentences until the length fits the persona's style (default 200 to 250
 *   weighted characters, short 20 to 140); ask-question drafts end with their one question.
 * - Choice: a hash of (post text, strategy) picks the lead and the order of the `more`
 *   sentences; when a draft breaks a posting rule (most often: 70% or more alike to an earlier
 *   reply), the next variant is tried. When none passes, the rules the closest one broke.
 *
 * The persona's niche is not used: a free-text niche ("B2B SaaS founder") does not slot into a
 * sentence in every language without sounding glued on.
 */
import type { ReplyPersona } from '../../contracts/reply.ts';
import {
  checkReplyForPosting,
  extractKeywords,
  findColons,
  findDashes,
  findQuotes,
  findSemicolons,
  isOnTopic,
  isPostableOnX,
  replyLength,
  replyLengthBounds,
  wordKeyword,
  type Keyword,
} from '../../reply-rules/index.ts';
import type { ReplyStrategyId } from '../../reply-strategies/index.ts';
import {
  MENTION_PATTERN,
  URL_PATTERN,
  atSentenceStart,
  codePointLength,
  isUrlLike,
} from '../../text-toolkit/index.ts';

export const DRAFT_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ja', 'ar'] as const;
export type DraftLanguage = (typeof DRAFT_LANGUAGES)[number];

export interface DraftInput {
  /** `language`: X's lang tag ('en', 'ja', 'pt-BR'; may be 'und' or missing). */
  post: { text: string; language?: string };
  persona: ReplyPersona;
  strategy: ReplyStrategyId;
  previousReplies: readonly string[];
}

export type DraftResult =
  | { ok: true; reply: string }
  | { ok: false; reason: 'language' }
  | { ok: false; reason: 'rules'; failedRules: string[] };

export interface StrategyTemplates {
  /** Complete sentences naming the topic at `{t}` (a bare noun phrase, no article needed). */
  lead: readonly string[];
  /** The same moves without a topic, for posts with no usable keyword. */
  plain: readonly string[];
  /** Sentences in the strategy's spirit, each readable after any lead (no questions). */
  more: readonly string[];
}

export interface LanguageTemplates {
  /** What goes between two sentences. */
  joiner: string;
  strategies: Readonly<Record<ReplyStrategyId, StrategyTemplates>>;
}

// ── Templates ────────────────────────────────────────────────────────────────────────────
// House style in every sentence: no dashes, colons, semicolons, quotation marks, hashtags,
// links or mentions (the tests check each one). First person stays gender-neutral.
const NBSP = '\u00A0';

export const DRAFT_TEMPLATES: Readonly<Record<DraftLanguage, LanguageTemplates>> = {
  en: {
    joiner: ' ',
    strategies: {
      'add-insight': {
        lead: [
          'The point about {t} holds as long as the basics are in place, and stops the moment people skip them.',
          'What you say about {t} compounds, since small choices made early end up shaping most of the outcome.',
          'With {t}, I think the real shift is in where the hard work happens, from doing the task to deciding what is worth doing.',
          'When it comes to {t}, timing matters as much as the idea, because the advantage of going first fades once everyone does it.',
        ],
        plain: [
          'This holds as long as the basics are in place, and it stops holding the moment people skip them.',
          'This has a compounding side, since the small choices made early end up shaping most of the outcome.',
        ],
        more: [
          'That is also why the same advice can work well for one team and fail for another.',
          'The part people underestimate is how long it takes before the benefits show up.',
          'It usually rests on trust, and trust takes longer to build than any process or tool.',
          'Most of the value comes from doing it consistently rather than doing it perfectly.',
          'The flip side is that it gets harder to undo once people are used to it.',
        ],
      },
      'ask-question': {
        lead: [
          'What do you think most people get wrong about {t}?',
          'How has your view on {t} changed over time?',
          'Which part of {t} do you think gets the least attention?',
          'What is the one thing about {t} you wish more people understood?',
        ],
        plain: [
          'When did this first become clear to you?',
          'How would you explain this to someone who is completely new to it?',
        ],
        more: [
          'This is one of those topics where the details decide almost everything.',
          'I have seen people reach very different conclusions here, which makes me curious about yours.',
          'Your post made me rethink a couple of assumptions I had taken for granted.',
          'Reading this, I kept wondering how it plays out outside the usual examples.',
        ],
      },
      'share-experience': {
        lead: [
          'The part about {t} matches my own experience, although it took me longer than I expected to see it.',
          'What you say about {t} lines up with what I have noticed in my own work.',
          'When it comes to {t}, I learned something similar, mostly that it pays to start smaller than feels comfortable.',
          'Reading the part about {t} reminded me of my own first attempts, which were a lot messier than I like to admit.',
        ],
        plain: [
          'My own experience has been similar, although it took me longer than I expected to see it.',
          'I learned something similar, mostly that it pays to start smaller than feels comfortable.',
        ],
        more: [
          'What helped me most was watching what actually changed instead of what I hoped would change.',
          'I still get it wrong sometimes, so this was a useful reminder.',
          'Looking back, the small habits mattered more than any big decision I made.',
          'It took a few honest conversations with people around me before I saw the pattern.',
          'I wish someone had put it this plainly when I was starting out.',
        ],
      },
      'respectful-counterpoint': {
        lead: [
          'I agree with most of this on {t}, though it depends more on where someone is than the post suggests.',
          'Much of what you say about {t} rings true, but the trade-off is time, and not everyone can afford a slow start.',
          'I see the point about {t}, and it holds for experienced people, but beginners may need more structure first.',
          'On {t}, you are right in most cases, though in small teams the extra overhead can cancel out the gain.',
        ],
        plain: [
          'I agree with most of this, though it depends more on where someone is than the post suggests.',
          'Much of this rings true, but the trade-off is time, and not everyone can afford a slow start.',
        ],
        more: [
          'What works at scale can be too heavy for someone just starting, and the reverse is also true.',
          'None of that makes the main point wrong, it just means the context matters a lot.',
          'I would like to see where the line falls in practice.',
          'The exceptions are rare, but they are expensive when they happen.',
          'So I would treat it as a strong default rather than a rule.',
        ],
      },
      'add-example': {
        lead: [
          'A concrete way to show the point about {t} is a simple before and after comparison from one real project.',
          'To make the part about {t} tangible, a short case study of one decision and what came of it works well.',
          'What would make the point about {t} concrete is a small experiment run for a few weeks and written up honestly.',
          'The clearest examples I know for the part about {t} are checklists that someone new can follow without help.',
        ],
        plain: [
          'A concrete example of this is a simple before and after comparison from one real project.',
          'One good way to make this tangible is a short case study of a single decision and what came of it.',
        ],
        more: [
          'Seeing what changed, and what did not, tends to convince people faster than a long explanation.',
          'A short story about one thing that went wrong, and how it was fixed, also works well.',
          'Comparing two people who approached it in different ways makes the difference easy to see.',
          'Even a rough write-up is enough, as long as it shows the actual steps.',
          'Examples like that travel well because others can copy the steps and compare their own results.',
        ],
      },
      'supportive-amplify': {
        lead: [
          'The point about {t} matters most for people who are just starting out and hear the opposite advice everywhere.',
          'What you say about {t} helps anyone on a small team, where there is little room for trial and error.',
          'The take on {t} deserves more attention from people early in their careers, since it can save them a lot of guessing.',
          'The part about {t} is useful for anyone working alone, with no one nearby to point this out.',
        ],
        plain: [
          'This matters most for people who are just starting out and hear the opposite advice everywhere.',
          'This is worth reading for anyone on a small team, where there is little room for trial and error.',
        ],
        more: [
          'They rarely hear it spelled out, and usually learn it the hard way.',
          'It gives them something concrete to try instead of a vague rule.',
          'Saying it openly helps everyone who is still finding their way.',
          'It also helps the people around them, who can point to it when the question comes up.',
          'For many of them, this is the missing piece between knowing the idea and acting on it.',
        ],
      },
    },
  },
  es: {
    joiner: ' ',
    strategies: {
      'add-insight': {
        lead: [
          'En temas de {t}, esto funciona mientras lo básico esté en su sitio y falla en cuanto alguien se lo salta.',
          'Cuando se habla de {t}, las decisiones pequeñas del principio acaban pesando más que casi todo.',
          'Creo que en materia de {t} el cambio de fondo es que lo difícil pasa de hacer las cosas a decidir cuáles valen la pena.',
          'Hablando de {t}, el momento importa tanto como la idea, porque cuando todos lo hacen la ventaja de llegar antes desaparece.',
        ],
        plain: [
          'Esto funciona mientras lo básico esté en su sitio y falla en cuanto alguien se lo salta.',
          'Aquí las decisiones pequeñas del principio acaban pesando más que casi todo lo demás.',
        ],
        more: [
          'Por eso el mismo consejo puede funcionar en un equipo y fracasar en otro.',
          'Lo que más se subestima es cuánto tarda en notarse el beneficio.',
          'Casi siempre depende de la confianza, y la confianza tarda más en construirse que cualquier proceso.',
          'La mayor parte del valor viene de hacerlo con constancia, no de hacerlo perfecto.',
          'La otra cara es que, una vez que la gente se acostumbra, cuesta mucho dar marcha atrás.',
        ],
      },
      'ask-question': {
        lead: [
          '¿Qué crees que la mayoría no entiende bien en temas de {t}?',
          'Hablando de {t}, ¿cómo ha cambiado tu opinión con el tiempo?',
          '¿Qué cambios esperas en materia de {t} en los próximos años?',
          'Cuando se habla de {t}, ¿qué consejo le darías a alguien que empieza hoy?',
        ],
        plain: [
          '¿En qué momento te diste cuenta de esto?',
          '¿Cómo se lo explicarías a alguien que no sabe nada del tema?',
        ],
        more: [
          'Es uno de esos temas en los que los detalles lo deciden casi todo.',
          'He visto a gente llegar a conclusiones muy distintas, por eso me interesa tu punto de vista.',
          'Tu publicación me hizo replantearme un par de ideas que daba por sentadas.',
          'Leyendo esto me quedé pensando en cómo funciona fuera de los ejemplos de siempre.',
        ],
      },
      'share-experience': {
        lead: [
          'Mi experiencia en temas de {t} ha sido parecida, aunque me costó más de lo que esperaba darme cuenta.',
          'Esto coincide con lo que noté cuando empecé a fijarme más en temas de {t} en mi propio trabajo.',
          'Hablando de {t}, pasé por algo parecido, y lo que más aprendí fue a empezar más pequeño de lo que me parecía cómodo.',
          'Esto me recordó mis primeros intentos en materia de {t}, que fueron bastante más caóticos de lo que me gusta admitir.',
        ],
        plain: [
          'Mi experiencia ha sido parecida, aunque me costó más de lo que esperaba darme cuenta.',
          'Pasé por algo parecido, y lo que más aprendí fue a empezar más pequeño de lo que me parecía cómodo.',
        ],
        more: [
          'Lo que más me ayudó fue fijarme en lo que cambiaba de verdad y no en lo que esperaba que cambiara.',
          'Todavía me equivoco a veces, así que esto me vino bien como recordatorio.',
          'Mirando atrás, los pequeños hábitos importaron más que cualquier gran decisión.',
          'Necesité varias conversaciones sinceras con gente de mi entorno para ver el patrón.',
          'Ojalá alguien me lo hubiera explicado así de claro cuando empezaba.',
        ],
      },
      'respectful-counterpoint': {
        lead: [
          'Estoy de acuerdo en casi todo en temas de {t}, aunque creo que depende mucho de la etapa de cada uno.',
          'Hablando de {t}, mucho de esto es cierto, pero el precio es el tiempo y no todos pueden permitirse empezar despacio.',
          'En materia de {t}, creo que vale para gente con experiencia, pero quien empieza quizá necesite más estructura.',
          'Cuando se habla de {t} tienes razón casi siempre, aunque en equipos pequeños el esfuerzo extra puede comerse la ventaja.',
        ],
        plain: [
          'Estoy de acuerdo en casi todo, aunque creo que depende mucho de la etapa de cada uno.',
          'Mucho de esto es cierto, pero el precio es el tiempo y no todos pueden permitirse empezar despacio.',
        ],
        more: [
          'Lo que funciona a gran escala puede ser demasiado pesado para quien empieza, y al revés también.',
          'Nada de eso le quita razón a la idea principal, solo significa que el contexto pesa mucho.',
          'Me interesaría ver dónde está el límite en la práctica.',
          'Las excepciones son raras, pero cuando aparecen salen caras.',
          'Por eso lo tomaría como una buena regla general más que como una ley.',
        ],
      },
      'add-example': {
        lead: [
          'Un ejemplo concreto en temas de {t} es comparar el antes y el después en un proyecto real.',
          'Hablando de {t}, un buen ejemplo es un caso breve sobre una sola decisión y lo que salió de ella.',
          'En materia de {t}, un pequeño experimento de unas semanas contado con honestidad vale más que cualquier teoría.',
          'Cuando se habla de {t}, los mejores ejemplos que he visto son listas de pasos que alguien nuevo sigue sin ayuda.',
        ],
        plain: [
          'Un ejemplo concreto de esto es una comparación sencilla del antes y el después en un proyecto real.',
          'Un buen ejemplo es un caso breve sobre una sola decisión y lo que salió de ella.',
        ],
        more: [
          'Ver qué cambió, y qué no, suele convencer más rápido que una explicación larga.',
          'Una historia corta sobre algo que salió mal, y cómo se resolvió, también funciona muy bien.',
          'Comparar a dos personas que lo abordaron de forma distinta deja la diferencia muy clara.',
          'Basta con un resumen sencillo, siempre que muestre los pasos reales.',
          'Ese tipo de ejemplos se comparte bien porque otros pueden copiar los pasos y comparar sus resultados.',
        ],
      },
      'supportive-amplify': {
        lead: [
          'Cuando se habla de {t}, esto le sirve sobre todo a quien empieza y oye siempre el consejo contrario.',
          'En temas de {t}, esto vale oro para quien está en un equipo pequeño, con poco margen para probar y equivocarse.',
          'En materia de {t}, esta mirada merece más atención entre quienes empiezan su carrera, porque ahorra muchas vueltas.',
          'Hablando de {t}, esta parte es muy útil para quien trabaja por su cuenta, sin nadie cerca que se lo señale.',
        ],
        plain: [
          'Esto le sirve sobre todo a quien está empezando y oye el consejo contrario por todas partes.',
          'Esto vale la pena para cualquiera en un equipo pequeño, donde hay poco margen para probar y equivocarse.',
        ],
        more: [
          'Rara vez alguien se lo explica, y suelen aprenderlo a base de golpes.',
          'Les da algo concreto que probar en lugar de una regla vaga.',
          'Hablar de esto con claridad ayuda a quienes todavía están buscando su camino.',
          'También ayuda a la gente de su alrededor, que puede compartirlo cuando salga el tema.',
          'Para muchos es la pieza que faltaba entre conocer la idea y ponerla en práctica.',
        ],
      },
    },
  },
  fr: {
    joiner: ' ',
    strategies: {
      'add-insight': {
        lead: [
          'En matière de {t}, cela tient tant que les bases sont là, et cesse de tenir dès qu’on les néglige.',
          'En termes de {t}, les petits choix faits au début finissent par peser plus que presque tout le reste.',
          'Côté {t}, le vrai changement, c’est que le travail difficile passe de l’exécution au choix de ce qui compte.',
          'Dès qu’on parle de {t}, le moment compte autant que l’idée, car l’avantage d’être en avance disparaît vite.',
        ],
        plain: [
          'Cela tient tant que les bases sont là, et cesse de tenir dès qu’on les néglige.',
          'Ici, les petits choix faits au début finissent par peser plus que presque tout le reste.',
        ],
        more: [
          'C’est aussi pour ça qu’un même conseil peut marcher dans une équipe et échouer dans une autre.',
          'Ce qu’on sous-estime le plus, c’est le temps qu’il faut avant d’en voir les effets.',
          'Tout repose souvent sur la confiance, et la confiance se construit plus lentement que n’importe quel processus.',
          'L’essentiel de la valeur vient de la régularité, pas de la perfection.',
          'Le revers, c’est qu’il devient difficile de revenir en arrière une fois que les gens s’y sont habitués.',
        ],
      },
      'ask-question': {
        lead: [
          `Selon vous, qu’est-ce que la plupart des gens comprennent mal en matière de {t}${NBSP}?`,
          `En termes de {t}, comment votre avis a-t-il évolué avec le temps${NBSP}?`,
          `Côté {t}, qu’est-ce qui va le plus changer dans les prochaines années d’après vous${NBSP}?`,
          `Dès qu’on parle de {t}, quel conseil donneriez-vous à quelqu’un qui débute${NBSP}?`,
        ],
        plain: [
          `À quel moment est-ce devenu clair pour vous${NBSP}?`,
          `Comment l’expliqueriez-vous à quelqu’un qui découvre le sujet${NBSP}?`,
        ],
        more: [
          'C’est typiquement le genre de sujet où les détails décident de presque tout.',
          'J’ai vu des gens arriver à des conclusions très différentes, d’où mon intérêt pour votre avis.',
          'Votre message m’a fait revoir quelques idées que je tenais pour acquises.',
          'En lisant ça, je me demandais comment ça se passe en dehors des exemples habituels.',
        ],
      },
      'share-experience': {
        lead: [
          'Mon expérience en matière de {t} est assez proche, même s’il m’a fallu du temps pour m’en rendre compte.',
          'Côté {t}, ça rejoint ce que j’ai remarqué en y prêtant plus attention dans mon propre travail.',
          'En termes de {t}, j’ai vécu quelque chose de proche, et la leçon a été de commencer plus petit que prévu.',
          'Ça me rappelle mes premiers essais en matière de {t}, bien plus brouillons que je ne l’admets volontiers.',
        ],
        plain: [
          'Mon expérience est assez proche, même s’il m’a fallu du temps pour m’en rendre compte.',
          'J’ai vécu quelque chose de proche, et la leçon a été de commencer plus petit que prévu.',
        ],
        more: [
          'Ce qui m’a le plus aidé, c’est de regarder ce qui changeait vraiment plutôt que ce que j’espérais voir changer.',
          'Je me trompe encore parfois, donc ce rappel tombe bien.',
          'Avec le recul, les petites habitudes ont compté davantage que les grandes décisions.',
          'Il m’a fallu quelques conversations honnêtes avec mon entourage pour voir le schéma se dessiner.',
          'J’aurais aimé qu’on me l’explique aussi simplement quand je débutais.',
        ],
      },
      'respectful-counterpoint': {
        lead: [
          'Je suis d’accord avec l’essentiel en matière de {t}, mais je pense que tout dépend du stade où l’on se trouve.',
          'En termes de {t}, beaucoup de choses sonnent juste, mais cela demande du temps, et tout le monde n’en a pas.',
          'Côté {t}, l’idée vaut pour les personnes expérimentées, mais celles qui débutent ont sans doute besoin d’un cadre.',
          'Dès qu’on parle de {t}, vous avez souvent raison, même si en petite équipe l’effort en plus peut annuler le gain.',
        ],
        plain: [
          'Je suis d’accord avec l’essentiel, mais je pense que tout dépend du stade où l’on se trouve.',
          'Beaucoup de choses sonnent juste, mais cela demande du temps, et tout le monde n’en a pas.',
        ],
        more: [
          'Ce qui marche à grande échelle peut être trop lourd pour quelqu’un qui démarre, et l’inverse est vrai aussi.',
          'Ça n’enlève rien à l’idée principale, ça veut juste dire que le contexte compte beaucoup.',
          'J’aimerais voir où se situe la limite en pratique.',
          'Les exceptions sont rares, mais elles coûtent cher quand elles arrivent.',
          'Je le verrais donc comme une bonne règle par défaut plutôt que comme une loi.',
        ],
      },
      'add-example': {
        lead: [
          'Un exemple concret en matière de {t}, c’est une simple comparaison avant et après sur un vrai projet.',
          'En termes de {t}, une courte étude de cas sur une seule décision et ses suites parle plus qu’un long discours.',
          'Côté {t}, une petite expérience de quelques semaines racontée honnêtement vaut mieux que toute théorie.',
          'Dès qu’on parle de {t}, les meilleurs exemples sont des listes d’étapes qu’un nouveau venu suit sans aide.',
        ],
        plain: [
          'Un exemple concret, c’est une simple comparaison avant et après sur un vrai projet.',
          'Une courte étude de cas sur une seule décision et ses suites parle plus qu’un long discours.',
        ],
        more: [
          'Voir ce qui a changé, et ce qui n’a pas bougé, convainc souvent plus vite qu’une longue explication.',
          'Une courte histoire sur un échec et la façon dont il a été réglé fonctionne aussi très bien.',
          'Comparer deux personnes qui s’y sont prises différemment rend l’écart très visible.',
          'Un compte rendu rapide suffit, du moment qu’il montre les étapes réelles.',
          'Ce genre d’exemple circule bien, parce que d’autres peuvent reprendre les étapes et comparer leurs résultats.',
        ],
      },
      'supportive-amplify': {
        lead: [
          'Ce que vous dites en matière de {t} compte surtout pour qui débute et entend le conseil inverse partout.',
          'En termes de {t}, c’est utile à toute personne en petite équipe, où l’on a peu de marge pour tâtonner.',
          'Côté {t}, ce point de vue mérite plus d’attention en début de carrière, car il évite beaucoup de détours.',
          'Dès qu’on parle de {t}, ce passage sert surtout à qui travaille seul, sans personne autour pour le lui signaler.',
        ],
        plain: [
          'Ça compte surtout pour qui débute et entend le conseil inverse partout.',
          'C’est utile à toute personne en petite équipe, où l’on a peu de marge pour tâtonner.',
        ],
        more: [
          'On le leur explique rarement, et ils finissent souvent par l’apprendre à leurs dépens.',
          'Ça leur donne quelque chose de concret à essayer plutôt qu’une règle floue.',
          'En parler clairement aide tous ceux qui cherchent encore leur voie.',
          'Ça aide aussi leur entourage, qui peut s’y référer quand la question revient.',
          'Pour beaucoup, c’est la pièce qui manquait entre connaître l’idée et la mettre en pratique.',
        ],
      },
    },
  },
  de: {
    joiner: ' ',
    strategies: {
      'add-insight': {
        lead: [
          'Was du zum Thema {t} beschreibst, gilt, solange die Grundlagen stimmen, und kippt, sobald man sie überspringt.',
          'Beim Thema {t} wiegen die kleinen Entscheidungen am Anfang später oft schwerer als fast alles andere.',
          'In puncto {t} verschiebt sich die eigentliche Arbeit vom Erledigen hin zur Entscheidung, was sich überhaupt lohnt.',
          'In Sachen {t} zählt der Zeitpunkt so viel wie die Idee, denn sobald alle es machen, ist der Vorsprung weg.',
        ],
        plain: [
          'Das gilt, solange die Grundlagen stimmen, und kippt, sobald man sie überspringt.',
          'Hier wiegen die kleinen Entscheidungen am Anfang später oft schwerer als fast alles andere.',
        ],
        more: [
          'Deshalb kann derselbe Rat in einem Team funktionieren und im nächsten scheitern.',
          'Am meisten unterschätzt wird, wie lange es dauert, bis sich der Nutzen zeigt.',
          'Vieles hängt am Vertrauen, und Vertrauen entsteht langsamer als jeder Prozess.',
          'Der größte Teil des Nutzens kommt von Beständigkeit, nicht von Perfektion.',
          'Die Kehrseite ist, dass man schwer zurückkommt, wenn sich erst alle daran gewöhnt haben.',
        ],
      },
      'ask-question': {
        lead: [
          'Was verstehen die meisten beim Thema {t} deiner Meinung nach falsch?',
          'Wie hat sich dein Blick auf das Thema {t} mit der Zeit verändert?',
          'Wie wird sich das Thema {t} deiner Meinung nach in den nächsten Jahren entwickeln?',
          'Was würdest du jemandem raten, der gerade erst mit dem Thema {t} anfängt?',
        ],
        plain: [
          'Wann hat das für dich zum ersten Mal Klick gemacht?',
          'Wie würdest du das jemandem erklären, der ganz neu im Thema ist?',
        ],
        more: [
          'Das ist eines dieser Themen, bei denen die Details fast alles entscheiden.',
          'Ich habe Leute zu ganz unterschiedlichen Schlüssen kommen sehen, deshalb interessiert mich deine Sicht.',
          'Dein Beitrag hat mich ein paar Annahmen überdenken lassen, die ich für selbstverständlich hielt.',
          'Beim Lesen habe ich mich gefragt, wie das abseits der üblichen Beispiele aussieht.',
        ],
      },
      'share-experience': {
        lead: [
          'Meine Erfahrung mit dem Thema {t} war ähnlich, auch wenn ich länger gebraucht habe, um es zu merken.',
          'Das deckt sich mit dem, was mir beim Thema {t} auffiel, als ich in meiner eigenen Arbeit genauer hingeschaut habe.',
          'Beim Thema {t} ging es mir ähnlich, und die wichtigste Lehre war, kleiner anzufangen als gedacht.',
          'Das erinnert mich an meine ersten Versuche rund ums Thema {t}, die deutlich chaotischer waren, als ich gern zugebe.',
        ],
        plain: [
          'Meine Erfahrung war ähnlich, auch wenn ich länger gebraucht habe, um es zu merken.',
          'Mir ging es ähnlich, und die wichtigste Lehre war, kleiner anzufangen als gedacht.',
        ],
        more: [
          'Am meisten geholfen hat mir, darauf zu achten, was sich wirklich verändert, statt darauf, was ich mir erhofft hatte.',
          'Ich liege selbst noch manchmal daneben, deshalb war das eine gute Erinnerung.',
          'Im Rückblick waren die kleinen Gewohnheiten wichtiger als jede große Entscheidung.',
          'Ich brauchte ein paar ehrliche Gespräche mit Leuten um mich herum, bis ich das Muster gesehen habe.',
          'Ich hätte mir gewünscht, dass mir das am Anfang jemand so klar sagt.',
        ],
      },
      'respectful-counterpoint': {
        lead: [
          'Beim Thema {t} stimme ich dir größtenteils zu, aber vieles hängt davon ab, wo jemand gerade steht.',
          'Vieles zum Thema {t} stimmt, aber der Preis ist Zeit, und nicht jeder kann sich einen langsamen Start leisten.',
          'In puncto {t} gilt das für erfahrene Leute, aber wer gerade anfängt, braucht vermutlich erst mehr Struktur.',
          'In Sachen {t} hast du meistens recht, nur kann in kleinen Teams der Zusatzaufwand den Gewinn auffressen.',
        ],
        plain: [
          'Ich stimme dir größtenteils zu, aber vieles hängt davon ab, wo jemand gerade steht.',
          'Vieles davon stimmt, aber der Preis ist Zeit, und nicht jeder kann sich einen langsamen Start leisten.',
        ],
        more: [
          'Was im großen Maßstab funktioniert, kann für Einsteiger zu schwer sein, und umgekehrt.',
          'Das macht den Kern nicht falsch, es heißt nur, dass der Kontext viel ausmacht.',
          'Mich würde interessieren, wo die Grenze in der Praxis liegt.',
          'Die Ausnahmen sind selten, aber teuer, wenn sie eintreten.',
          'Ich würde es deshalb eher als gute Faustregel sehen und nicht als Gesetz.',
        ],
      },
      'add-example': {
        lead: [
          'Ein konkretes Beispiel zum Thema {t} ist ein einfacher Vorher-nachher-Vergleich aus einem echten Projekt.',
          'Beim Thema {t} zeigt eine kurze Fallstudie zu einer einzigen Entscheidung oft mehr als lange Erklärungen.',
          'In puncto {t} sagt ein kleines Experiment über ein paar Wochen, ehrlich aufgeschrieben, mehr als jede Theorie.',
          'In Sachen {t} sind die besten Beispiele, die ich kenne, Checklisten, denen jemand Neues ohne Hilfe folgen kann.',
        ],
        plain: [
          'Ein konkretes Beispiel dafür ist ein einfacher Vorher-nachher-Vergleich aus einem echten Projekt.',
          'Eine kurze Fallstudie zu einer einzigen Entscheidung und ihren Folgen zeigt oft mehr als lange Erklärungen.',
        ],
        more: [
          'Zu sehen, was sich verändert hat und was nicht, überzeugt meist schneller als eine lange Erklärung.',
          'Eine kurze Geschichte über etwas, das schiefging, und wie es gelöst wurde, funktioniert ebenfalls gut.',
          'Zwei Leute zu vergleichen, die es unterschiedlich angegangen sind, macht den Unterschied gut sichtbar.',
          'Eine grobe Zusammenfassung reicht, solange sie die echten Schritte zeigt.',
          'Solche Beispiele verbreiten sich gut, weil andere die Schritte übernehmen und ihre Ergebnisse vergleichen können.',
        ],
      },
      'supportive-amplify': {
        lead: [
          'Was du zum Thema {t} sagst, ist vor allem für Einsteiger wichtig, die überall den gegenteiligen Rat hören.',
          'Beim Thema {t} lohnt sich das für alle in kleinen Teams, wo wenig Spielraum für Versuch und Irrtum bleibt.',
          'Dieser Blick auf das Thema {t} verdient mehr Aufmerksamkeit bei Berufseinsteigern, weil er viele Umwege erspart.',
          'In puncto {t} hilft das besonders denen, die allein arbeiten und niemanden haben, der sie darauf hinweist.',
        ],
        plain: [
          'Das ist vor allem für Einsteiger wichtig, die überall den gegenteiligen Rat hören.',
          'Das lohnt sich für alle in kleinen Teams, wo wenig Spielraum für Versuch und Irrtum bleibt.',
        ],
        more: [
          'Das sagt ihnen selten jemand so direkt, und meist lernen sie es auf die harte Tour.',
          'Es gibt ihnen etwas Konkretes zum Ausprobieren statt einer vagen Regel.',
          'Offen darüber zu sprechen, hilft allen, die ihren Weg noch suchen.',
          'Es hilft auch ihrem Umfeld, das bei der nächsten Frage darauf verweisen kann.',
          'Für viele ist das das fehlende Stück zwischen dem Kennen einer Idee und ihrer Umsetzung.',
        ],
      },
    },
  },
  pt: {
    joiner: ' ',
    strategies: {
      'add-insight': {
        lead: [
          'Em termos de {t}, isso vale enquanto o básico estiver no lugar e deixa de valer quando alguém pula essa parte.',
          'Quando o assunto é {t}, as pequenas decisões do começo acabam pesando mais do que quase todo o resto.',
          'Falando de {t}, acho que a grande mudança é que o difícil não é mais fazer, e sim decidir o que vale a pena.',
          'Em matéria de {t}, o momento importa tanto quanto a ideia, porque a vantagem de quem chega primeiro não dura muito.',
        ],
        plain: [
          'Isso vale enquanto o básico estiver no lugar, e deixa de valer quando alguém pula essa parte.',
          'Aqui as pequenas decisões do começo acabam pesando mais do que quase todo o resto.',
        ],
        more: [
          'Por isso o mesmo conselho pode funcionar num time e dar errado em outro.',
          'O que mais se subestima é quanto tempo leva até o benefício aparecer.',
          'Quase sempre depende de confiança, e confiança leva mais tempo para ser construída do que qualquer processo.',
          'A maior parte do valor vem de fazer com constância, não de fazer perfeito.',
          'O outro lado é que, depois que as pessoas se acostumam, fica difícil voltar atrás.',
        ],
      },
      'ask-question': {
        lead: [
          'O que você acha que a maioria das pessoas entende errado em matéria de {t}?',
          'Em termos de {t}, como a sua visão mudou com o tempo?',
          'Quando o assunto é {t}, o que você espera que mude nos próximos anos?',
          'Falando de {t}, que conselho você daria para quem está começando agora?',
        ],
        plain: [
          'Em que momento isso ficou claro para você?',
          'Como você explicaria isso para alguém que não conhece o assunto?',
        ],
        more: [
          'É um daqueles temas em que os detalhes decidem quase tudo.',
          'Já vi gente chegar a conclusões bem diferentes, então quero muito saber a sua visão.',
          'Seu post me fez repensar algumas ideias que eu dava como certas.',
          'Lendo isso, fiquei pensando em como funciona fora dos exemplos de sempre.',
        ],
      },
      'share-experience': {
        lead: [
          'Quando o assunto é {t}, minha experiência foi parecida, embora eu tenha demorado para perceber.',
          'Em termos de {t}, isso bate com o que notei quando comecei a prestar mais atenção no meu próprio trabalho.',
          'Falando de {t}, passei por algo parecido, e a maior lição foi começar menor do que parecia confortável.',
          'Isso me lembrou das minhas primeiras tentativas em matéria de {t}, bem mais bagunçadas do que gosto de admitir.',
        ],
        plain: [
          'Minha experiência foi parecida, embora eu tenha demorado para perceber.',
          'Passei por algo parecido, e a maior lição foi começar menor do que parecia confortável.',
        ],
        more: [
          'O que mais me ajudou foi prestar atenção no que mudava de verdade, e não no que eu esperava que mudasse.',
          'Ainda erro às vezes, então isso veio como um bom lembrete.',
          'Olhando para trás, os pequenos hábitos pesaram mais do que qualquer grande decisão.',
          'Precisei de algumas conversas sinceras com pessoas próximas até enxergar o padrão.',
          'Queria que alguém tivesse me explicado isso com essa clareza quando comecei.',
        ],
      },
      'respectful-counterpoint': {
        lead: [
          'Em termos de {t}, concordo com quase tudo, mas acho que depende muito da fase de cada um.',
          'Falando de {t}, muito disso faz sentido, mas o preço é tempo, e nem todo mundo pode bancar um começo lento.',
          'Quando o assunto é {t}, isso vale para quem já tem experiência, mas quem está começando talvez precise de mais estrutura.',
          'Em matéria de {t}, você tem razão na maioria dos casos, só que em times pequenos o esforço extra pode engolir o ganho.',
        ],
        plain: [
          'Concordo com quase tudo, mas acho que depende muito da fase de cada um.',
          'Muito disso faz sentido, mas o preço é tempo, e nem todo mundo pode bancar um começo lento.',
        ],
        more: [
          'O que funciona em grande escala pode ser pesado demais para quem está começando, e o contrário também vale.',
          'Nada disso tira a razão da ideia principal, só mostra que o contexto pesa muito.',
          'Gostaria de ver onde fica esse limite na prática.',
          'As exceções são raras, mas saem caras quando acontecem.',
          'Por isso eu trataria como uma boa regra geral, e não como lei.',
        ],
      },
      'add-example': {
        lead: [
          'Um exemplo concreto em termos de {t} é uma comparação simples de antes e depois em um projeto real.',
          'Falando de {t}, um bom exemplo é um estudo de caso curto sobre uma única decisão e o que veio dela.',
          'Em matéria de {t}, um pequeno experimento de algumas semanas, contado com honestidade, vale mais do que qualquer teoria.',
          'Quando o assunto é {t}, os melhores exemplos que já vi são listas de passos que alguém novo consegue seguir sem ajuda.',
        ],
        plain: [
          'Um exemplo concreto disso é uma comparação simples de antes e depois em um projeto real.',
          'Um bom exemplo é um estudo de caso curto sobre uma única decisão e o que veio dela.',
        ],
        more: [
          'Ver o que mudou, e o que não mudou, costuma convencer mais rápido do que uma explicação longa.',
          'Uma história curta sobre algo que deu errado, e como foi resolvido, também funciona muito bem.',
          'Comparar duas pessoas que seguiram caminhos diferentes deixa a diferença bem visível.',
          'Um resumo simples já basta, desde que mostre os passos reais.',
          'Esse tipo de exemplo circula bem, porque outras pessoas conseguem copiar os passos e comparar os resultados.',
        ],
      },
      'supportive-amplify': {
        lead: [
          'Quando o assunto é {t}, isso importa principalmente para quem está começando e ouve o conselho oposto.',
          'Em termos de {t}, isso vale muito para quem está num time pequeno, com pouco espaço para tentativa e erro.',
          'Em matéria de {t}, essa visão merece mais atenção de quem está no começo da carreira, porque poupa muitas voltas.',
          'Falando de {t}, essa parte é muito útil para quem trabalha por conta própria e não tem ninguém por perto para apontar isso.',
        ],
        plain: [
          'Isso importa principalmente para quem está começando e ouve o conselho oposto em todo lugar.',
          'Isso vale muito para quem está num time pequeno, onde sobra pouco espaço para tentativa e erro.',
        ],
        more: [
          'Raramente alguém explica isso para essas pessoas, e o aprendizado costuma vir do jeito difícil.',
          'Dá a elas algo concreto para testar, em vez de uma regra vaga.',
          'Falar disso com franqueza ajuda muito quem ainda está encontrando o próprio caminho.',
          'Também ajuda quem está ao redor, que pode compartilhar isso quando o assunto surgir.',
          'Para muita gente, é a peça que faltava entre conhecer a ideia e colocar em prática.',
        ],
      },
    },
  },
  it: {
    joiner: ' ',
    strategies: {
      'add-insight': {
        lead: [
          'Quando si parla di {t}, questo regge finché le basi sono a posto e smette di reggere appena qualcuno le salta.',
          'In tema di {t}, le piccole scelte fatte all’inizio finiscono per pesare più di quasi tutto il resto.',
          'Parlando di {t}, credo che il vero cambiamento sia che il lavoro difficile passa dal fare al decidere cosa vale la pena fare.',
          'In fatto di {t}, il momento conta quanto l’idea, perché il vantaggio di arrivare prima sparisce in fretta.',
        ],
        plain: [
          'Questo regge finché le basi sono a posto, e smette di reggere appena qualcuno le salta.',
          'Qui le piccole scelte fatte all’inizio finiscono per pesare più di quasi tutto il resto.',
        ],
        more: [
          'È anche per questo che lo stesso consiglio può funzionare in un team e fallire in un altro.',
          'La cosa più sottovalutata è quanto tempo ci vuole prima di vedere i benefici.',
          'Spesso dipende dalla fiducia, e la fiducia si costruisce più lentamente di qualsiasi processo.',
          'Gran parte del valore viene dalla costanza, non dalla perfezione.',
          'Il rovescio della medaglia è che, una volta che le persone ci si abituano, tornare indietro diventa difficile.',
        ],
      },
      'ask-question': {
        lead: [
          'Secondo te, cosa sbaglia la maggior parte delle persone quando si parla di {t}?',
          'In tema di {t}, com’è cambiata la tua opinione nel tempo?',
          'Parlando di {t}, cosa ti aspetti che cambi nei prossimi anni?',
          'In fatto di {t}, che consiglio daresti a chi sta iniziando adesso?',
        ],
        plain: [
          'In che momento ti è diventato chiaro?',
          'Come lo spiegheresti a chi non conosce affatto l’argomento?',
        ],
        more: [
          'È uno di quei temi in cui i dettagli decidono quasi tutto.',
          'Ho visto persone arrivare a conclusioni molto diverse, per questo mi interessa il tuo punto di vista.',
          'Il tuo post mi ha fatto ripensare ad alcune idee che davo per scontate.',
          'Leggendo, mi è venuto da pensare a come funzioni fuori dai soliti esempi.',
        ],
      },
      'share-experience': {
        lead: [
          'La mia esperienza in tema di {t} è stata simile, anche se mi ci è voluto tempo per accorgermene.',
          'Quando si parla di {t}, questo corrisponde a quello che ho notato facendoci più attenzione nel mio lavoro.',
          'Parlando di {t}, ho vissuto qualcosa di simile, e la lezione è stata partire più in piccolo del previsto.',
          'Questo mi ha ricordato i miei primi tentativi in fatto di {t}, molto più disordinati di quanto mi piaccia ammettere.',
        ],
        plain: [
          'La mia esperienza è stata simile, anche se mi ci è voluto tempo per accorgermene.',
          'Ho vissuto qualcosa di simile, e la lezione è stata partire più in piccolo del previsto.',
        ],
        more: [
          'Quello che mi ha aiutato di più è stato guardare cosa cambiava davvero, non cosa speravo che cambiasse.',
          'Sbaglio ancora ogni tanto, quindi è stato un promemoria utile.',
          'Col senno di poi, le piccole abitudini hanno contato più di qualsiasi grande decisione.',
          'Mi sono servite alcune conversazioni sincere con le persone intorno a me per vedere lo schema.',
          'Avrei voluto che qualcuno me lo spiegasse così chiaramente quando ho iniziato.',
        ],
      },
      'respectful-counterpoint': {
        lead: [
          'Sono d’accordo su quasi tutto quando si parla di {t}, ma credo che dipenda molto dalla fase di ognuno.',
          'In tema di {t}, molto di quello che dici è vero, ma il prezzo è il tempo e non tutti possono permetterselo.',
          'Parlando di {t}, capisco il punto e vale per chi ha esperienza, ma chi inizia forse ha bisogno prima di più struttura.',
          'In fatto di {t} hai ragione quasi sempre, anche se nei team piccoli lo sforzo in più può mangiarsi il vantaggio.',
        ],
        plain: [
          'Sono d’accordo su quasi tutto, ma credo che dipenda molto dalla fase di ognuno.',
          'Molto di quello che dici è vero, ma il prezzo è il tempo e non tutti possono permetterselo.',
        ],
        more: [
          'Quello che funziona su larga scala può essere troppo pesante per chi comincia, e vale anche il contrario.',
          'Questo non toglie nulla all’idea principale, significa solo che il contesto pesa molto.',
          'Mi piacerebbe capire dove sta il limite nella pratica.',
          'Le eccezioni sono rare, ma quando capitano costano care.',
          'Per questo lo vedrei come una buona regola generale più che come una legge.',
        ],
      },
      'add-example': {
        lead: [
          'Un esempio concreto in tema di {t} è un semplice confronto prima e dopo su un progetto reale.',
          'Quando si parla di {t}, un breve caso di studio su una singola decisione e su come è andata dice più di tante spiegazioni.',
          'Parlando di {t}, un piccolo esperimento di qualche settimana raccontato con onestà vale più di ogni teoria.',
          'In fatto di {t}, gli esempi migliori che ho visto sono liste di passaggi che una persona nuova può seguire senza aiuto.',
        ],
        plain: [
          'Un esempio concreto è un semplice confronto prima e dopo su un progetto reale.',
          'Un breve caso di studio su una singola decisione e su come è andata dice più di tante spiegazioni.',
        ],
        more: [
          'Vedere cosa è cambiato, e cosa no, di solito convince più in fretta di una lunga spiegazione.',
          'Anche una breve storia su qualcosa andato storto, e su come è stato risolto, funziona molto bene.',
          'Confrontare due persone che lo hanno affrontato in modi diversi rende la differenza evidente.',
          'Basta anche un riassunto semplice, se mostra i passaggi reali.',
          'Esempi così girano bene, perché altri possono copiare i passaggi e confrontare i propri risultati.',
        ],
      },
      'supportive-amplify': {
        lead: [
          'Quando si parla di {t}, questo conta soprattutto per chi inizia e sente ovunque il consiglio opposto.',
          'In tema di {t}, questo è prezioso per chi lavora in un team piccolo, con poco margine per i tentativi.',
          'Parlando di {t}, questo punto di vista merita più attenzione a inizio carriera, perché evita parecchi giri a vuoto.',
          'In fatto di {t}, questa parte è utile soprattutto a chi lavora in autonomia e non ha nessuno vicino che glielo faccia notare.',
        ],
        plain: [
          'Questo conta soprattutto per chi sta iniziando e sente ovunque il consiglio opposto.',
          'Questo è prezioso per chi lavora in un team piccolo, dove c’è poco margine per andare a tentativi.',
        ],
        more: [
          'Raramente qualcuno glielo dice chiaramente, e di solito lo imparano a proprie spese.',
          'Dà loro qualcosa di concreto da provare invece di una regola vaga.',
          'Parlarne apertamente aiuta tutti quelli che stanno ancora cercando la propria strada.',
          'Aiuta anche chi sta loro intorno, che può rimandare a questo quando la domanda torna fuori.',
          'Per molti è il pezzo mancante tra conoscere un’idea e metterla in pratica.',
        ],
      },
    },
  },
  ja: {
    joiner: '',
    strategies: {
      'add-insight': {
        lead: [
          '{t}については、基本が押さえられている間は成り立ちますが、そこを飛ばした途端に崩れると思います。',
          '{t}に関しては、最初の小さな選択が、後になってほとんどすべてを左右するように感じます。',
          '{t}の話で大事なのは、難しい部分が作業そのものから、何をやるべきかを決めることに移る点だと思います。',
          '{t}は、タイミングがアイデアと同じくらい重要で、皆がやり始めると先行の利点はすぐに消えてしまいます。',
        ],
        plain: [
          'これは基本が押さえられている間は成り立ちますが、そこを飛ばした途端に崩れると思います。',
          'ここでは最初の小さな選択が、後になってほとんどすべてを左右するように感じます。',
        ],
        more: [
          'だからこそ、同じ助言でもチームによって結果が大きく変わるのだと思います。',
          '効果が見えるまでに時間がかかる点は、見落とされがちです。',
          '結局は信頼が土台で、信頼はどんな仕組みよりも時間をかけて育つものです。',
          '価値の大部分は、完璧さよりも続けることから生まれると感じます。',
          '一度みんなが慣れてしまうと、元に戻すのが難しくなる面もあります。',
        ],
      },
      'ask-question': {
        lead: [
          '{t}について、多くの人が誤解しがちな点はどこだと思いますか？',
          '{t}に対する考え方は、これまでにどう変わってきましたか？',
          'この先数年で、{t}はどう変わっていくと思いますか？',
          'これから{t}に取り組む人には、どんなことを伝えたいですか？',
        ],
        plain: [
          'これに気づいたきっかけは何でしたか？',
          'まったく初めての人には、どう説明しますか？',
        ],
        more: [
          '細かい部分で結果が大きく変わるテーマだと感じています。',
          '人によって結論がかなり違うので、ぜひ考えを伺いたいです。',
          'この投稿を読んで、当たり前だと思っていたことをいくつか見直しました。',
          'よくある例以外の場面ではどうなるのか、気になりました。',
        ],
      },
      'share-experience': {
        lead: [
          '私も{t}で似たような経験をしましたが、気づくまでに思ったより時間がかかりました。',
          '自分の仕事で{t}に注意を向けるようになってから気づいたことと、よく重なります。',
          '{t}では私も似たことを経験し、想像より小さく始めるのが一番の学びでした。',
          'これを読んで、手探りだらけだった{t}の最初の頃を思い出しました。',
        ],
        plain: [
          '私も似たような経験をしましたが、気づくまでに思ったより時間がかかりました。',
          '私も似たことを経験し、想像より小さく始めるのが一番の学びでした。',
        ],
        more: [
          '一番助けになったのは、期待していた変化ではなく、実際に起きた変化を見ることでした。',
          '今でも時々間違えるので、良いリマインダーになりました。',
          '振り返ると、大きな決断よりも小さな習慣の方が効いていました。',
          '周りの人と何度か率直に話して、ようやくパターンが見えてきました。',
          '始めたばかりの頃に、これくらい分かりやすく言ってくれる人がいたら良かったです。',
        ],
      },
      'respectful-counterpoint': {
        lead: [
          '{t}についてはおおむね同感ですが、投稿から受ける印象よりも、その人の段階によって変わる気がします。',
          '{t}の話は納得できる部分が多いものの、時間がかかる分、ゆっくり立ち上げる余裕がない人もいると思います。',
          '{t}に関しては、経験のある人には当てはまりますが、始めたばかりの人にはまず枠組みが必要かもしれません。',
          '{t}はほとんどの場合おっしゃる通りですが、小さなチームだと追加の手間が利点を打ち消すこともあります。',
        ],
        plain: [
          'おおむね同感ですが、投稿から受ける印象よりも、その人の段階によって変わる気がします。',
          '納得できる部分が多いものの、時間がかかる分、ゆっくり立ち上げる余裕がない人もいると思います。',
        ],
        more: [
          '大きな規模でうまくいくやり方が、始めたばかりの人には重すぎることもあります。',
          'それで主張の核心が間違っているわけではなく、文脈によって大きく変わるということだと思います。',
          '実際にはどこに境界があるのか、見てみたいです。',
          '例外はまれですが、起きたときの代償は大きいです。',
          'なので、絶対のルールというより、よい基本方針として捉えたいです。',
        ],
      },
      'add-example': {
        lead: [
          '{t}の具体例としては、実際のプロジェクトでのシンプルな前後比較が分かりやすいと思います。',
          '{t}なら、一つの決定とその結果を追った短いケーススタディが、長い説明より伝わります。',
          '{t}については、数週間の小さな実験を正直にまとめたものが、どんな理論よりも説得力があります。',
          '{t}について私が見た中で一番良い例は、新しい人が誰にも聞かずに進められる手順のチェックリストです。',
        ],
        plain: [
          '具体例としては、実際のプロジェクトでのシンプルな前後比較が分かりやすいと思います。',
          '一つの決定とその結果を追った短いケーススタディが、長い説明より伝わります。',
        ],
        more: [
          '何が変わり、何が変わらなかったかが見えると、長い説明より早く納得してもらえます。',
          'うまくいかなかった話と、その後どう直したかという短い話も、よい例になります。',
          '違うやり方をした二人を比べると、差がはっきり見えます。',
          '実際の手順さえ分かれば、ざっくりしたまとめで十分です。',
          'そうした例は、他の人が手順をまねて結果を比べられるので広まりやすいです。',
        ],
      },
      'supportive-amplify': {
        lead: [
          '{t}の話は、逆の助言ばかり耳にする、始めたばかりの人にこそ大事だと思います。',
          '{t}については、試行錯誤の余裕が少ない小さなチームの人にぜひ読んでほしい内容です。',
          '{t}に関するこの視点は、キャリアの初期にいる人の遠回りを減らしてくれるので、もっと注目されてほしいです。',
          '{t}のこの部分は、一人で働いていて、指摘してくれる人が近くにいない人に特に役立ちます。',
        ],
        plain: [
          'これは、逆の助言ばかり耳にする、始めたばかりの人にこそ大事だと思います。',
          '試行錯誤の余裕が少ない小さなチームの人にぜひ読んでほしい内容です。',
        ],
        more: [
          'そういう人は、はっきり教わる機会が少なく、痛い思いをして学ぶことが多いです。',
          'あいまいなルールではなく、試せる具体的な手がかりになります。',
          'こうした話が率直に共有されると、まだ道を探している人の助けになります。',
          '周りの人にとっても、同じ疑問が出たときに示せる材料になります。',
          '知っていることを実際の行動に移すきっかけになる人も多いはずです。',
        ],
      },
    },
  },
  ar: {
    joiner: ' ',
    strategies: {
      'add-insight': {
        lead: [
          'ما ورد عن {t} صحيح ما دامت الأساسيات حاضرة، لكنه يفقد قيمته بمجرد تجاوزها.',
          'في موضوع {t}، القرارات الصغيرة في البداية ينتهي بها الأمر إلى التأثير في كل ما يأتي بعدها تقريبا.',
          'أعتقد أن التحول الحقيقي في {t} هو أن الجهد الصعب ينتقل من التنفيذ إلى تحديد ما يستحق التنفيذ أصلا.',
          'فيما يخص {t}، التوقيت مهم بقدر الفكرة نفسها، لأن ميزة السبق تختفي حين يبدأ الجميع بتطبيقها.',
        ],
        plain: [
          'هذا صحيح ما دامت الأساسيات حاضرة، لكنه يفقد قيمته بمجرد تجاوزها.',
          'هنا القرارات الصغيرة في البداية تؤثر في كل ما يأتي بعدها تقريبا.',
        ],
        more: [
          'ولهذا قد تنجح النصيحة نفسها مع فريق وتفشل مع فريق آخر.',
          'أكثر ما يستهان به هو الوقت الذي تحتاجه النتائج حتى تظهر.',
          'كثيرا ما يعتمد الأمر على الثقة، والثقة تحتاج وقتا أطول من أي نظام.',
          'معظم القيمة تأتي من الاستمرار، لا من الكمال.',
          'وفي المقابل، يصعب التراجع بعد أن يعتاد الناس على الأمر.',
        ],
      },
      'ask-question': {
        lead: [
          'برأيك، ما الذي يفهمه أغلب الناس بشكل خاطئ عن {t}؟',
          'كيف تغيرت نظرتك إلى {t} مع الوقت؟',
          'برأيك، ما الذي سيتغير في {t} خلال السنوات القادمة؟',
          'ما أهم نصيحة برأيك لمن يبدأ اليوم في {t}؟',
        ],
        plain: ['متى اتضح لك هذا لأول مرة؟', 'كيف يمكن شرح هذا لشخص جديد تماما على الموضوع؟'],
        more: [
          'هذا من المواضيع التي تحسم فيها التفاصيل كل شيء تقريبا.',
          'رأيت أشخاصا يصلون إلى استنتاجات مختلفة جدا، ولهذا يهمني رأيك.',
          'جعلني المنشور أراجع بعض الافتراضات التي كنت أعدها من المسلمات.',
          'أثناء القراءة تساءلت كيف يبدو الأمر بعيدا عن الأمثلة المعتادة.',
        ],
      },
      'share-experience': {
        lead: [
          'تجربتي مع {t} كانت مشابهة، وإن احتجت وقتا أطول مما توقعت لألاحظ ذلك.',
          'هذا يتفق مع ما لاحظته حين بدأت أنتبه أكثر إلى {t} في عملي.',
          'مررت بشيء مشابه في {t}، وكان أهم درس أن أبدأ بخطوات أصغر مما كنت أرتاح له.',
          'ذكرني هذا ببداياتي مع {t}، وكانت أكثر فوضى مما أحب أن أعترف به.',
        ],
        plain: [
          'تجربتي كانت مشابهة، وإن احتجت وقتا أطول مما توقعت لألاحظ ذلك.',
          'مررت بشيء مشابه، وكان أهم درس أن أبدأ بخطوات أصغر مما كنت أرتاح له.',
        ],
        more: [
          'أكثر ما ساعدني هو أن أراقب ما يتغير فعلا، لا ما كنت أتمنى أن يتغير.',
          'ما زلت أخطئ أحيانا، لذلك كان هذا تذكيرا مفيدا.',
          'عندما أنظر إلى الوراء، أرى أن العادات الصغيرة كانت أهم من أي قرار كبير.',
          'احتجت إلى بضعة أحاديث صريحة مع من حولي حتى رأيت النمط.',
          'كنت أتمنى لو شرح لي أحد هذا بهذا الوضوح في بداياتي.',
        ],
      },
      'respectful-counterpoint': {
        lead: [
          'أتفق مع معظم ما ورد عن {t}، لكنني أظن أن الأمر يعتمد على مرحلة كل شخص أكثر مما يوحي به المنشور.',
          'كثير مما قيل عن {t} صحيح، لكن الثمن هو الوقت، وليس الجميع قادرا على تحمل بداية بطيئة.',
          'فيما يخص {t}، الفكرة تنطبق على أصحاب الخبرة، أما المبتدئون فقد يحتاجون إلى إطار واضح أولا.',
          'في موضوع {t} الكلام صحيح في أغلب الحالات، غير أن الجهد الإضافي في الفرق الصغيرة قد يلغي الفائدة.',
        ],
        plain: [
          'أتفق مع معظم ما ورد، لكنني أظن أن الأمر يعتمد على مرحلة كل شخص أكثر مما يوحي به المنشور.',
          'كثير من هذا صحيح، لكن الثمن هو الوقت، وليس الجميع قادرا على تحمل بداية بطيئة.',
        ],
        more: [
          'ما ينجح على نطاق واسع قد يكون ثقيلا على من يبدأ للتو، والعكس صحيح أيضا.',
          'هذا لا ينفي الفكرة الأساسية، لكنه يعني أن السياق يصنع فرقا كبيرا.',
          'أود أن أرى أين يقع هذا الحد في الواقع.',
          'الاستثناءات نادرة، لكنها مكلفة حين تحدث.',
          'لذلك أراها قاعدة عامة جيدة أكثر منها قانونا ثابتا.',
        ],
      },
      'add-example': {
        lead: [
          'من الأمثلة الواضحة على {t} مقارنة بسيطة بين ما قبل وما بعد في مشروع حقيقي.',
          'في موضوع {t}، دراسة حالة قصيرة عن قرار واحد وما نتج عنه تقول أكثر من أي شرح طويل.',
          'فيما يخص {t}، تجربة صغيرة لبضعة أسابيع، موثقة بصدق، أكثر إقناعا من أي نظرية.',
          'أفضل الأمثلة التي رأيتها على {t} قوائم خطوات يستطيع أي شخص جديد اتباعها دون مساعدة.',
        ],
        plain: [
          'من الأمثلة الواضحة على ذلك مقارنة بسيطة بين ما قبل وما بعد في مشروع حقيقي.',
          'دراسة حالة قصيرة عن قرار واحد وما نتج عنه تقول أكثر من أي شرح طويل.',
        ],
        more: [
          'رؤية ما تغير وما بقي على حاله تقنع الناس أسرع من أي شرح طويل.',
          'قصة قصيرة عن شيء لم ينجح، وكيف تم إصلاحه، مثال جيد أيضا.',
          'المقارنة بين شخصين اختار كل منهما طريقا مختلفا تجعل الفرق واضحا.',
          'يكفي ملخص بسيط، بشرط أن يعرض الخطوات الفعلية.',
          'هذا النوع من الأمثلة ينتشر بسهولة، لأن الآخرين يستطيعون تكرار الخطوات ومقارنة نتائجهم.',
        ],
      },
      'supportive-amplify': {
        lead: [
          'ما ورد عن {t} مهم خصوصا لمن يبدأ الآن ويسمع النصيحة المعاكسة في كل مكان.',
          'فيما يخص {t}، هذا مفيد لكل من يعمل في فريق صغير، حيث لا مجال كبيرا للتجربة والخطأ.',
          'هذه النظرة إلى {t} تستحق اهتماما أكبر ممن هم في بداية مسيرتهم المهنية، لأنها توفر عليهم كثيرا من التخبط.',
          'في موضوع {t}، هذا الجزء مفيد بشكل خاص لمن يعمل وحده ولا يجد من ينبهه إلى ذلك.',
        ],
        plain: [
          'هذا مهم خصوصا لمن يبدأ الآن ويسمع النصيحة المعاكسة في كل مكان.',
          'هذا مفيد لكل من يعمل في فريق صغير، حيث لا مجال كبيرا للتجربة والخطأ.',
        ],
        more: [
          'نادرا ما يشرح لهم أحد ذلك بوضوح، وغالبا ما يتعلمونه بالطريقة الصعبة.',
          'يعطيهم شيئا ملموسا يجربونه بدلا من قاعدة غامضة.',
          'الحديث عن هذا بصراحة يساعد كل من ما زال يبحث عن طريقه.',
          'ويفيد أيضا من حولهم، إذ يمكنهم الرجوع إليه حين يتكرر السؤال.',
          'بالنسبة لكثيرين، هذه هي الحلقة المفقودة بين معرفة الفكرة وتطبيقها.',
        ],
      },
    },
  },
};

// ── Language ─────────────────────────────────────────────────────────────────────────────
/** Tags that name no language: undetermined, no linguistic content, X's q-codes (qme, qht…). */
const NO_LANGUAGE_TAG = /^(?:und|zxx|mul|mis|q[a-t][a-z])$/u;

export function isDraftLanguage(value: string): value is DraftLanguage {
  return (DRAFT_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to draft in, or null when it has no templates: X's tag (base subtag,
 * lowercased) when it names a language, else `detectLanguage` on the text.
 */
export function draftLanguage(post: { text: string; language?: string }): DraftLanguage | null {
  const tag = (post.language ?? '').trim().toLowerCase().split(/[-_]/u)[0] ?? '';
  if (/^[a-z]{2,3}$/u.test(tag) && !NO_LANGUAGE_TAG.test(tag)) {
    return isDraftLanguage(tag) ? tag : null;
  }
  return detectLanguage(post.text);
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/**
 * The language of a text from its letters: the main script (kana make Han text Japanese;
 * Persian and Urdu letters make Arabic-script text not Arabic), then, for Latin script,
 * function words. Null when unsure or when the language has no templates.
 */
export function detectLanguage(text: string): DraftLanguage | null {
  const prose = stripLinksAndMentions(text.normalize('NFKC'));
  const kana = count(prose, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu);
  const han = count(prose, /\p{Script=Han}/gu);
  const arabic = count(prose, /\p{Script=Arabic}/gu);
  const latin = count(prose, /\p{Script=Latin}/gu);
  const letters = count(prose, /\p{L}/gu);
  const japanese = kana > 0 ? kana + han : 0;
  const other = letters - latin - arabic - kana - han;
  const best = Math.max(japanese, han, arabic, latin, other);
  if (best === 0) return null;
  if (japanese === best) return 'ja';
  if (arabic === best) return /[پچژگکیٹڈڑںےہۀۓ]/u.test(prose) ? null : 'ar';
  if (latin === best) return latinLanguage(prose);
  return null;
}

/** Common function words; the unsupported languages are there so they are not taken for others. */
const FUNCTION_WORDS: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries({
    en: 'the a an and is are was were of to in that this it you for with have has not but what how why when your my our they be on at by from will would can just do does about i me we he she them their there here than then so if or',
    es: 'el la los las de que y en un una es por para con no lo se del al pero como más muy está son también porque cuando qué cómo este esta esto eso hay ya yo tu mi sus mis le les nos algo así sin sobre todo todos cada donde quien puede hacer ser mucho poco bien',
    fr: 'le la les des du de et est un une que qui pas pour dans sur avec ce cette ces sont je vous nous il elle on mais ou plus tout aux au été être ça cela car aussi très même où leur leurs quand comme sans peut faire fait avoir ont entre chez donc alors',
    de: 'der die das und ist nicht ein eine einen einem zu den mit von sich auf für im dem auch es ich du wir sie sind hat wie aber oder wenn noch nur was beim nach bei vom zum zur wird werden kann mehr schon sehr über dass man mich mir uns dein deine deiner diese dieser gibt etwas statt',
    pt: 'o a os as de que e em um uma do da dos das não para com por se no na mais como mas é são você isso ao também muito foi está pelo pela seu sua meu minha quando quem onde ainda já bem tem ser fazer disso nisso num numa',
    it: 'il lo la i gli le di che e è un una per non con del della dei nel sono si ma come più anche questo questa perché quando ho hai ha sul alla chi cosa mi ti ci dove molto tutto tutti essere fare sta sto degli delle nella alle dal dalla tra fra',
    nl: 'de het een en van is dat niet op te ik je zijn met voor maar ook als wat er bij nog wel naar dan',
    id: 'yang dan di ini itu untuk dengan tidak ada saya kamu kita akan dari juga bisa sudah',
    tr: 'bir ve bu da de için ile çok ama gibi daha ne var yok olan ben sen biz',
  }).map(([language, list]) => [language, new Set(list.split(' '))]),
);

/** Elided words: French (qu’on, j’ai, n’est) and Italian (dell’anno, c’è, un’idea). */
const ELIDED_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:qu|jusqu|lorsqu|j|n|s|m|t)['’]\p{L}|^c['’]est$/u, 'fr'],
  [/^(?:dell|all|nell|sull|dall|un|quest|quell)['’]\p{L}|^c['’]è$/u, 'it'],
];

/** Letters that belong to one language (or to languages without templates: 'x'). */
const TELLING_LETTERS: ReadonlyArray<[RegExp, string, number]> = [
  [/[ñ¿¡]/gu, 'es', 2],
  [/[ãõ]/gu, 'pt', 2],
  [/[ßäöü]/gu, 'de', 1.5],
  [/[œ]/gu, 'fr', 2],
  [/[ığşłąęśźżńřěůșțăåøđơư\u1EA0-\u1EF9]/gu, 'x', 3],
];

function latinLanguage(text: string): DraftLanguage | null {
  const tokens = text.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
  const scores = new Map<string, number>();
  const add = (language: string, points: number) =>
    scores.set(language, (scores.get(language) ?? 0) + points);
  for (const token of tokens) {
    const owners = Object.keys(FUNCTION_WORDS).filter((language) =>
      FUNCTION_WORDS[language]!.has(token),
    );
    for (const owner of owners) add(owner, 1 / owners.length);
    for (const [pattern, language] of ELIDED_WORDS) if (pattern.test(token)) add(language, 1);
  }
  for (const [pattern, language, points] of TELLING_LETTERS) {
    add(language, Math.min(3, count(text.toLowerCase(), pattern)) * points);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < 1 || (second && second[1] >= first[1])) return null;
  return isDraftLanguage(first[0]) ? first[0] : null;
}

/** The text with links, e-mail addresses and @mentions replaced by line breaks. */
function stripLinksAndMentions(text: string): string {
  return text
    .replace(URL_PATTERN, '\n')
    .replace(MENTION_PATTERN, '$1\n')
    .split(/(\s+)/u)
    .map((token) => (isUrlLike(token) ? '\n' : token))
    .join('');
}

// ── Topic ────────────────────────────────────────────────────────────────────────────────
/** Longest topic phrase put in a draft, in code points. */
const TOPIC_MAX_LENGTH = 40;
/** How many topic phrases are tried, best first. */
const TOPIC_TRIES = 3;
/** Phrases scoring lower read too much like a verb or a stray adjective to name the topic. */
const MIN_TOPIC_SCORE = 3;

interface Rank {
  index: number;
  count: number;
  /** How `extractKeywords` writes it (lowercase when only seen opening a sentence). */
  word: string;
}

interface TopicCandidate {
  text: string;
  score: number;
  at: number;
}

type Ranks = ReadonlyMap<string, Rank>;

const ranksOf = (keywords: readonly Keyword[]): Ranks =>
  new Map(keywords.map((k, index) => [k.key, { index, count: k.count, word: k.word }]));

/** How strongly a keyword stands for the post: frequent and early-ranked keywords first. */
function strength(ranks: Ranks, key: string | null): number {
  const rank = key === null ? undefined : ranks.get(key);
  return rank ? rank.count * 2 + Math.max(0, 3 - rank.index * 0.5) : 0;
}

/**
 * The post's topic phrases, best first: noun phrases from the post as written, then a persona
 * topic the post mentions. Empty when neither reads as a topic.
 */
export function draftTopics(
  post: string,
  language: DraftLanguage,
  personaTopics: readonly string[] = [],
): string[] {
  const prose = stripLinksAndMentions(post.normalize('NFKC'));
  const ranks = ranksOf(extractKeywords(post));
  const candidates =
    language === 'ja'
      ? japaneseTopics(prose, ranks)
      : language === 'ar'
        ? arabicTopics(prose, ranks)
        : latinTopics(prose, language, ranks);
  const seen = new Set<string>();
  const topics: string[] = [];
  for (const candidate of candidates.sort((a, b) => b.score - a.score || a.at - b.at)) {
    const key = candidate.text.toLowerCase();
    if (candidate.score < MIN_TOPIC_SCORE || seen.has(key)) continue;
    if (!usableTopic(candidate.text, post)) continue;
    seen.add(key);
    topics.push(candidate.text);
    if (topics.length === TOPIC_TRIES) return topics;
  }
  if (topics.length > 0) return topics;
  const folded = post.toLowerCase();
  const personaTopic = personaTopics.find(
    (topic) => folded.includes(topic.toLowerCase()) && usableTopic(topic, post),
  );
  return personaTopic ? [personaTopic] : [];
}

/** Short enough, in house style, no hashtag or link of its own, and a keyword of the post. */
function usableTopic(topic: string, post: string): boolean {
  return (
    codePointLength(topic) <= TOPIC_MAX_LENGTH &&
    !/[#＃@＠$]/u.test(topic) &&
    !isUrlLike(topic) &&
    findDashes(topic).length + findColons(topic).length + findSemicolons(topic).length === 0 &&
    findQuotes(topic).length === 0 &&
    isOnTopic(post, topic).sharedKeywords.length > 0
  );
}

// Latin scripts ─────────────────────────────────────────────────────────────────────────
type LatinLanguage = Exclude<DraftLanguage, 'ja' | 'ar'>;
type WordClass = 'noun' | 'verb' | 'adjective' | 'unknown';

const list = (words: string) => new Set(words.split(' '));

/** Words the keyword extractor keeps that never name a topic on their own. */
const NON_TOPIC: Readonly<Record<LatinLanguage, ReadonlySet<string>>> = {
  en: list(
    'today tonight yesterday tomorrow year years month months week weeks day days lot lots kind sort stuff guys folks ago else etc lol omg yep nope hey hello everybody somebody nobody anybody always never already ever since able last',
  ),
  es: list(
    'cien mil hoy ayer mañana año años mes meses semana semanas día días pasado cuál cuáles cuánto cuánta cuántos cuántas cosa cosas vez veces gente alguien nadie siempre nunca cada otro otra otros otras mucha muchos muchas toda todas solo sólo aquí allí ahora entonces luego después mejor peor tanto tanta menos mismo misma hacer tener poder decir creo puede pueden hace hacen tienen estar sido acabo acaba',
  ),
  fr: list(
    "cent mille aujourd’hui aujourd'hui hier demain an ans année années mois semaine semaines jour jours dernier dernière quel quelle quels quelles lequel laquelle lesquels lesquelles chose choses fois gens quelqu’un personne toujours jamais chaque autre autres beaucoup peu trop rien ici là maintenant puis mieux pire faut peut peuvent vraiment juste encore déjà voici voilà",
  ),
  de: list(
    'hundert tausend heute gestern morgen Jahr Jahre Jahren Monat Monate Monaten Woche Wochen Tag Tage Tagen letzte letzten letztes letzter welche welcher welches Ding Dinge Mal Leute jemand niemand immer nie jeder jede andere viel wenig nichts dort dann danach vorher besser selbst wirklich einfach eigentlich gerade wieder',
  ),
  pt: list(
    'cem mil hoje ontem amanhã ano anos mês meses semana semanas dia dias passado qual quais quanto quanta quantos quantas onde coisa coisas vez vezes gente alguém ninguém sempre nunca cada outro outra outros outras muita muitos muitas tudo toda todos todas só aqui ali agora então depois antes melhor pior mesmo mesma fazer ter poder dizer pode podem faz fazem têm estar sido acho',
  ),
  it: list(
    'due tre quattro cinque sei sette otto nove dieci cento mille oggi ieri domani anno anni mese mesi settimana settimane giorno giorni scorso scorsa qual quale quali quanto quanta quanti quante cosa cose volta volte gente qualcuno nessuno sempre mai ogni altro altra altri altre molto molta molti molte tutto tutta tutti tutte solo qui ora adesso poi dopo prima meglio peggio stesso stessa fare avere potere dire può possono fanno hanno essere stato stata era sono non che per con come più anche questo questa questi queste quello quella quelli quelle perché quando dove mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra loro del della dei degli delle dello nel nella nei negli nelle sul sulla sui sugli sulle alla alle agli allo dal dalla dai dagli dalle una uno gli chi cui già ancora davvero proprio cioè quindi però ecco sto sta stai stiamo stanno ciao grazie',
  ),
};

/** Articles, possessives and demonstratives: what opens a noun phrase. */
const DETERMINERS: Readonly<Record<LatinLanguage, ReadonlySet<string>>> = {
  en: list('the a an my our your his her its their this these those'),
  es: list(
    'el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta estos estas ese esa esos esas del al',
  ),
  fr: list(
    'le la les un une des du au aux mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces',
  ),
  de: list('der die das den dem des ein eine einen einem einer mein meine dein deine unser unsere'),
  pt: list(
    'o a os as um uma uns umas do da dos das no na nos nas ao aos à às pelo pela pelos pelas num numa meu minha meus minhas seu sua seus suas nosso nossa nossos nossas este esta estes estas esse essa esses essas',
  ),
  it: list(
    'il lo la i gli le un uno una del dello della dei degli delle al allo alla ai agli alle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle dal dallo dalla dai dagli dalle mio mia miei mie tuo tua suo sua nostro nostra nostri nostre questo questa questi queste quel quello quella quei quegli quelle',
  ),
};

/** Prepositions: a phrase after one is a noun phrase or, in Romance languages, an infinitive. */
const PREPOSITIONS: Readonly<Record<LatinLanguage, ReadonlySet<string>>> = {
  en: list('about of for on with into from in at by without around behind than'),
  es: list('de en con sobre para por sin entre hacia desde'),
  fr: list('de en sur avec pour sans dans par entre chez vers'),
  de: list('mit von für über bei nach aus zum zur beim im am vom'),
  pt: list('de em com sobre para por sem entre desde'),
  it: list('di a da in con su per tra fra senza'),
};

/** Auxiliaries: the word after one is a verb form (has launched, ai quitté, ha presentado). */
const AUXILIARIES: Readonly<Record<LatinLanguage, ReadonlySet<string>>> = {
  en: list(
    'am is are was were be been being have has had do does did will would can could should must may might',
  ),
  es: list('he has ha hemos habéis han había habían haber estoy está están estaba'),
  fr: list(
    'ai as a avons avez ont avait avaient avoir suis es est sommes êtes sont été étais était',
  ),
  de: list(
    'habe hast hat haben habt hatte hatten bin bist ist sind seid war waren wird werden wurde',
  ),
  pt: list('tenho tem temos têm tinha tinham estou está estão estava foi foram'),
  it: list('ho hai ha abbiamo avete hanno avevo aveva sono sei è siamo siete era stato stata'),
};

/** Relative pronouns: a verb follows them (a tool that blocks, un correo que reciba). */
const RELATIVES: Readonly<Record<LatinLanguage, ReadonlySet<string>>> = {
  en: list('that which who'),
  es: list('que quien'),
  fr: list('qui que'),
  de: new Set(),
  pt: list('que quem'),
  it: list('che chi'),
};

/**
 * Words between a determiner and the phrase that the phrase skips ('our new pricing page',
 * 'mi primer producto'); never part of a phrase themselves.
 */
const SKIPPABLE = list(
  'new first one own only single primeros primeras premiers premières primeiros primeiras primi prime nuevo propio propia propios propias único única sola solo propre propres seul seule eigene eigenen eigener eigenes einzige einzigen próprio própria próprios próprias proprio propria propri proprie unico unica nueva nuevos nuevas primer primera nouveau nouvel nouvelle nouveaux nouvelles premier première neue neuen neuer neues novo nova novos novas primeiro primeira nuovo nuova nuovi nuove primo',
);

/**
 * English determiners as a reply says them: the author's 'my' is the reader's 'the' ('your'
 * before 'own').
 */
const ENGLISH_DETERMINER: Readonly<Record<string, string>> = {
  my: 'the',
  our: 'the',
  your: 'the',
};

const EN_VERBS = list(
  'check kill block announce pass stay learn teach write read feel know tell ask give take come put find seem become leave hate hope wish wait happen mean quit lose grow buy sell spend bring hear listen speak keep try believe remember forget understand explain decide choose expect realize realise notice enjoy prefer miss beat fail ship launch build create improve solve fix change help start stop love win matter struggle',
);
const EN_ADJECTIVES = list(
  'bad big small better best worse worst easy easier hard harder real full free high higher low lower long longer short shorter simple simpler different important possible remote old early late huge tiny cheap cheaper expensive fast faster slow slower smart wrong clear whole entire common current final main next last likely ready open public local social human digital personal hidden junior senior able sure happy sad',
);
/** Adjectives that come before the noun in Romance languages (la nueva ley, le mauvais choix). */
const PRENOMINAL = list(
  'simple simples semplice buen bueno buena buenos buenas mal malo mala malos malas gran grande grandes pequeño pequeña último última mejor mejores peor peores bon bonne bons bonnes mauvais mauvaise mauvaises grand grands grande grandes petit petite petits petites vieux vieille jeune beau belle dernier dernière meilleur meilleure meilleurs meilleures pire bom boa bons boas mau má maus más pequeno pequena último última melhor melhores pior piores buono buona buoni buone bel bello bella belle piccolo piccola ultimo ultima migliore migliori peggiore vecchio vecchia giovane',
);
const EN_NOT_ADVERBS = list('family supply reply assembly anomaly monopoly italy july rally ally');

const ROMANCE_VERB: Readonly<Partial<Record<LatinLanguage, RegExp>>> = {
  es: /(?:ar|er|ir|ando|iendo|amos|emos|imos|aron|ieron|ó|mente)$/u,
  pt: /(?:ar|er|ir|ando|endo|indo|amos|emos|imos|aram|eram|iram|ou|mente)$/u,
  fr: /(?:er|ir|ons|ez|ait|aient|èrent|rais|rions|riez|ement)$/u,
  it: /(?:are|ere|ire|ando|endo|iamo|resti|rebbe|remmo|reste|rebbero|mente)$/u,
};
const NOUN_SUFFIX: Readonly<Record<LatinLanguage, RegExp>> = {
  en: /(?:tion|sion|ment|ness|ity|ism|ance|ence|ncy|ship|hood|ist|ogy|ure|age|ery|ics|ing|ers|ors)s?$/u,
  es: /(?:ción|sión|dad|tad|miento|encia|ancia|ismo|ista|aje|ura)s?$/u,
  fr: /(?:tion|sion|té|ence|ance|isme|iste|age|ure|eur)s?$/u,
  de: /(?:ung|heit|keit|schaft|tion|ität|ismus)(?:en)?$/u,
  pt: /(?:ção|ções|são|sões|dade|dades|mento|mentos|ência|ância|ismo|ista|agem|ura)$/u,
  it: /(?:zione|zioni|sione|tà|mento|menti|enza|anza|ismo|ista|aggio|ura|tore)$/u,
};

interface LatinWord {
  start: number;
  /** Where the phrase starts (after a French or Italian elision: l’équipe → équipe). */
  textStart: number;
  end: number;
  lower: string;
  key: string | null;
  content: boolean;
  sentenceStart: boolean;
  hashtag: boolean;
  /** An elided article (l’, dell’, un’) opens the word. */
  elidedArticle: boolean;
  /** Only spaces (and this word's own # or $) between this word and the one before. */
  spaced: boolean;
}

const LATIN_TOKEN = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const HYPHEN = /^[-\u2010\u2011]$/u;
const ELISION: Readonly<Partial<Record<LatinLanguage, RegExp>>> = {
  fr: /^(l|d|c|j|m|n|s|t|qu|jusqu|lorsqu|puisqu)['’](?=\p{L})/iu,
  it: /^(l|d|dell|dall|nell|sull|all|coll|un|quest|quell|c|n|s)['’](?=\p{L})/iu,
};
const ELIDED_ARTICLES = list('l d dell dall nell sull all coll un quest quell');

function latinWords(prose: string, language: LatinLanguage): LatinWord[] {
  const out: LatinWord[] = [];
  let last: LatinWord | undefined;
  for (const match of prose.matchAll(LATIN_TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    const gap = last ? prose.slice(last.end, start) : '';
    // A hyphenated word (full-time, e-commerce, COVID-19) is one word.
    if (last && HYPHEN.test(gap)) {
      last.end = end;
      last.lower = prose.slice(last.textStart, end).toLowerCase();
      const parts = last.lower.split(/[-\u2010\u2011]/u).map((part) => wordKeyword(part));
      const content = parts.filter((part) => part !== null);
      last.key = content.at(-1)?.key ?? null;
      last.content = content.length > 0;
      continue;
    }
    const elision = ELISION[language]?.exec(match[0]);
    const textStart = elision ? start + elision[0].length : start;
    const text = prose.slice(textStart, end);
    const lower = text.toLowerCase();
    const keyword = /^\p{N}+$/u.test(text) ? null : wordKeyword(text.replace(/['’]s$/iu, ''));
    const word: LatinWord = {
      start,
      textStart,
      end,
      lower,
      key: keyword?.key ?? null,
      content:
        keyword !== null &&
        !NON_TOPIC[language].has(lower) &&
        !NON_TOPIC[language].has(text) &&
        !SKIPPABLE.has(lower) &&
        !DETERMINERS[language].has(lower) &&
        !PREPOSITIONS[language].has(lower) &&
        /\p{Script=Latin}/u.test(text),
      sentenceStart: atSentenceStart(prose, start),
      hashtag: /[#＃$]$/u.test(prose.slice(0, start)),
      elidedArticle:
        elision !== null && elision !== undefined && ELIDED_ARTICLES.has(elision[1]!.toLowerCase()),
      spaced: last !== undefined && /^[ \t\u00A0]+[#＃$]?$/u.test(gap),
    };
    out.push(word);
    last = word;
  }
  return out;
}

function classify(
  word: LatinWord,
  previous: LatinWord | undefined,
  next: LatinWord | undefined,
  prose: string,
  language: LatinLanguage,
): WordClass {
  const text = prose.slice(word.textStart, word.end);
  const lower = word.lower.replace(/['’]s$/u, '');
  if (/^\p{Lu}[\p{Lu}\p{N}]+$/u.test(text)) return 'noun';
  if (
    word.spaced &&
    previous &&
    (AUXILIARIES[language].has(previous.lower) || RELATIVES[language].has(previous.lower))
  ) {
    return 'verb';
  }
  if (language === 'de') {
    if (!/^\p{Lu}/u.test(text)) return 'adjective';
    if (!word.sentenceStart) return 'noun';
    // 'Schlechte Meetings…': a capitalised word before a noun opens a noun phrase as its adjective.
    return next?.spaced && /^\p{Lu}/u.test(prose.slice(next.textStart, next.end))
      ? 'adjective'
      : 'unknown';
  }
  if (PRENOMINAL.has(lower)) return 'adjective';
  if (!word.sentenceStart && /^\p{Lu}/u.test(text)) return 'noun';
  if (language === 'en') {
    const bases = [
      lower,
      ...['s', 'es', 'd', 'ed'].map((end) => lower.replace(new RegExp(`${end}$`, 'u'), '')),
    ];
    if (bases.some((base) => EN_VERBS.has(base))) return 'verb';
    if (/[^e]ed$/u.test(lower) && lower.length > 4) return 'verb';
    if (/ly$/u.test(lower) && !EN_NOT_ADVERBS.has(lower)) return 'verb';
    if (EN_ADJECTIVES.has(lower) || /(?:ful|ous|less|ish|ical)$/u.test(lower)) return 'adjective';
  } else if (ROMANCE_VERB[language]?.test(lower) && !NOUN_SUFFIX[language].test(lower)) {
    return 'verb';
  }
  return NOUN_SUFFIX[language].test(lower) ? 'noun' : 'unknown';
}

/** Plural nouns English uses as modifiers (sales team); other words in -s are verbs or plurals. */
const EN_PLURAL_MODIFIERS = list('sales news sports analytics operations economics savings');

/**
 * Whether a word can modify the phrase's noun: not a verb (an English participle in -ed is an
 * adjective there: shared calendar), and in English no plural or third-person form in -s
 * ('blocks email').
 */
function modifierReads(word: LatinWord, wordClass: WordClass, language: LatinLanguage): boolean {
  if (language !== 'en') return wordClass !== 'verb';
  if (wordClass === 'verb') return /[^e]ed$/u.test(word.lower) && word.lower.length > 4;
  return !/[^su'’]s$/u.test(word.lower) || EN_PLURAL_MODIFIERS.has(word.lower);
}

/** Noun phrases of one or two adjacent keywords, as the post writes them. */
function latinTopics(prose: string, language: LatinLanguage, ranks: Ranks): TopicCandidate[] {
  const words = latinWords(prose, language);
  const classes = words.map((word, i) =>
    classify(word, words[i - 1], words[i + 1], prose, language),
  );
  const out: TopicCandidate[] = [];
  const romance = language !== 'en' && language !== 'de';
  for (let i = 0; i < words.length; i++) {
    for (let size = 1; size <= (language === 'de' ? 1 : 2); size++) {
      const window = words.slice(i, i + size);
      if (window.length < size || !window.every((word) => word.content)) continue;
      if (window.slice(1).some((word) => !word.spaced)) continue;
      // A hashtag may name the topic alone (#AI), never inside a phrase.
      if (size === 2 && window.some((word) => word.hashtag)) continue;
      // English puts the noun last: a phrase cut after a modifier ('feature' of 'privacy
      // feature') would lose the article the noun needs.
      const previous = words[i - 1];
      if (
        language === 'en' &&
        words[i]!.spaced &&
        previous?.content &&
        !previous.hashtag &&
        classes[i - 1] !== 'verb'
      ) {
        continue;
      }
      // A prenominal adjective stays out of the phrase: 'calendrier', not 'simple calendrier'.
      if (romance && size === 2 && PRENOMINAL.has(words[i]!.lower)) continue;
      // The noun comes last in English and German, first in Romance languages.
      const headAt = romance ? i : i + size - 1;
      const modifierAt = size === 2 ? (headAt === i ? i + 1 : i) : -1;
      if (modifierAt >= 0 && !modifierReads(words[modifierAt]!, classes[modifierAt]!, language)) {
        continue;
      }
      // 'Best decision I ever made': English drops the article only in such openings.
      if (
        language === 'en' &&
        size === 2 &&
        /^(?:best|worst|first|last|biggest)$/u.test(words[i]!.lower)
      ) {
        continue;
      }
      // What opens the phrase: walk back over 'new', 'first'… to a determiner or preposition.
      let before = i - 1;
      let spaced = words[i]!.spaced;
      while (
        before >= 0 &&
        spaced &&
        (SKIPPABLE.has(words[before]!.lower) ||
          words[before]!.hashtag ||
          (romance && PRENOMINAL.has(words[before]!.lower)))
      ) {
        spaced = words[before]!.spaced;
        before--;
      }
      const opener = before >= 0 && spaced ? words[before]!.lower : '';
      const article = words[i]!.elidedArticle || DETERMINERS[language].has(opener);
      const preposition = !article && PREPOSITIONS[language].has(opener);
      let headClass = classes[headAt]!;
      if (article && headClass === 'verb' && language !== 'en') headClass = 'unknown';
      if (headClass === 'verb' || headClass === 'adjective') continue;
      const strengths = window.map((word) => strength(ranks, word.key));
      let score =
        Math.max(...strengths) +
        0.5 * (size === 2 ? Math.min(...strengths) : 0) +
        (headClass === 'noun' ? 2 : 0) +
        (article ? 2.5 : preposition ? 1 : 0);
      if (size === 2) {
        score += article || preposition ? 0.5 : words[i]!.sentenceStart ? 0.5 : -1.5;
        if (classes[modifierAt] === 'adjective') score += 0.5;
      }
      const next = words[i + size];
      if (next?.content && next.spaced) {
        // In English the last word of a compound is its noun: 'privacy' of 'privacy feature' is
        // a modifier, not a topic of its own.
        if (language === 'en' && classes[i + size] !== 'verb') continue;
        score -= 0.5;
      }
      if (window.some((word) => word.hashtag)) score -= 1;
      const last = window.at(-1)!;
      const end = /['’]s$/iu.test(prose.slice(last.textStart, last.end)) ? last.end - 2 : last.end;
      let text = prose.slice(words[i]!.textStart, end);
      if (codePointLength(text) < 3 && !/^\p{Lu}{2}$/u.test(text)) continue;
      const rank = words[i]!.key === null ? undefined : ranks.get(words[i]!.key!);
      if (
        words[i]!.sentenceStart &&
        language !== 'de' &&
        /^\p{Lu}\p{Ll}/u.test(text) &&
        (!rank || /^\p{Ll}/u.test(rank.word))
      ) {
        text = text[0]!.toLowerCase() + text.slice(1);
      }
      // English keeps the post's determiner: 'a full-time job' reads, 'full-time job' does not.
      if (language === 'en' && article && before >= 0) {
        const determiner = words[before]!.lower;
        // The words skipped on the way ('new', 'own'), hashtags left out.
        const skipped = words
          .slice(before + 1, i)
          .filter((word) => !word.hashtag)
          .map((word) => prose.slice(word.textStart, word.end));
        const said = skipped.includes('own')
          ? 'your'
          : (ENGLISH_DETERMINER[determiner] ?? determiner);
        text = [said, ...skipped, text].join(' ');
      }
      out.push({ text, score, at: words[i]!.start });
    }
  }
  return out;
}

// Japanese ──────────────────────────────────────────────────────────────────────────────
/** Kana that may follow a noun (particles and the copula). */
const JA_PARTICLE = /^[のがはをにでともやへかだなよねって]/u;
/** A kanji compound followed by these is a する verb, whose noun names a topic (発表し…). */
const JA_SURU = /^[しすさせ]/u;
const JA_NON_TOPIC = list(
  '今日 本日 今回 今年 去年 昨年 来年 今月 先月 来月 今週 先週 来週 半年 最初 最後 昨日 明日 最近 結局 自分 本当 一番 場合 感じ 次第 全部 全然 絶対 大事 必要 普通 以上 以下 一緒 毎日 今後 実際 時々 多分 色々 様々 皆さん 私 僕 俺 人 方 事 物 時 今 前 後 中 上 下 気 話',
);

function japaneseTopics(prose: string, ranks: Ranks): TopicCandidate[] {
  const out: TopicCandidate[] = [];
  const runs =
    /[\p{Script=Han}\p{Script=Katakana}ー]+|[\p{Script=Latin}\p{N}]+(?:\.[\p{Script=Latin}\p{N}]+)*(?:\+\+)?/gu;
  for (const match of prose.matchAll(runs)) {
    let text = match[0];
    const after = prose.slice(match.index + text.length);
    if (/\p{Script=Latin}/u.test(text)) {
      const keyword = wordKeyword(text);
      if (keyword) out.push({ text, score: strength(ranks, keyword.key) + 2, at: match.index });
      continue;
    }
    // A kanji right before kana other than a particle is a verb or adjective stem (向け, 新しい).
    if (
      /\p{Script=Han}$/u.test(text) &&
      /^\p{Script=Hiragana}/u.test(after) &&
      !JA_PARTICLE.test(after) &&
      !(JA_SURU.test(after) && [...text].length >= 2)
    ) {
      text = [...text].slice(0, -1).join('');
    }
    text = text.replace(/(?:次第|など|的)$/u, '');
    for (const word of JA_NON_TOPIC) {
      if (text.length > word.length && text.startsWith(word)) text = text.slice(word.length);
    }
    const chars = [...text];
    if (chars.length < 2 || chars.length > 10 || JA_NON_TOPIC.has(text)) continue;
    let score = 0;
    for (const [key] of ranks) {
      if (text.includes(key)) score = Math.max(score, strength(ranks, key));
    }
    if (/^[\p{Script=Katakana}ー]+$/u.test(text)) score += 1;
    else if (/\p{Script=Katakana}/u.test(text)) score += 0.5;
    if (JA_PARTICLE.test(after)) score += 1;
    out.push({ text, score: score + 1, at: match.index });
  }
  return out;
}

// Arabic ────────────────────────────────────────────────────────────────────────────────
const AR_NON_TOPIC = list(
  'واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة مئة ألف الستة الخمسة الثلاثة جديد جديدة كبير كبيرة صغير صغيرة أول أولى العام الماضي السنة الشهر الأسبوع الأشهر الأيام الأولى الأخيرة أنا نحن أنت أنتم هم هي هو كان يكون ليس لكن ثم حتى إذا إن أنه أنها الذي التي الذين هناك هنا بعض أي غير عند منذ خلال حول ضد دون بين تحت فوق أمام أكثر أقل فقط أيضا كما لقد قد سوف لن لدي لدينا لديك ذلك تلك هؤلاء كيف متى أين ماذا هل نعم شيء أشياء الآن اليوم أمس غدا دائما أبدا جدا حقا مثل عندما بينما لأن لكي كل وكل فيه فيها منه منها عليه عليها إليه إليها',
);
/** A conjunction or preposition written onto a definite noun: وال، فال، بال، كال، لل. */
const AR_PREFIXED = /^(?:[وف]?[بك]?)ال|^[وف]?لل/u;

function arabicTopics(prose: string, ranks: Ranks): TopicCandidate[] {
  const words = [...prose.matchAll(/[\p{Script=Arabic}\p{M}]+|[\p{Script=Latin}\p{N}]+/gu)].map(
    (match) => {
      const raw = match[0].replace(/[\u064B-\u0652\u0640]/gu, '');
      // 'واللغة' → 'اللغة', 'للأطفال' → 'الأطفال': the noun as it would stand alone.
      let text = raw;
      if (!raw.startsWith('ال') && AR_PREFIXED.test(raw)) {
        text = raw.replace(/^[وف]?[بك]?(?=ال)/u, '').replace(/^[وف]?لل/u, 'ال');
      } else if (/^[^وفبكلايتنأ]\S+(?:تي|تنا)$/u.test(raw)) {
        // The author's 'شركتي' (my company) is the reply's 'الشركة' (the company).
        text = `ال${raw.replace(/(?:تي|تنا)$/u, 'ة')}`;
      }
      const keyword = wordKeyword(raw);
      return {
        text,
        raw,
        key: keyword?.key ?? null,
        at: match.index,
        end: match.index + match[0].length,
        content: keyword !== null && !AR_NON_TOPIC.has(raw) && !AR_NON_TOPIC.has(text),
        definite: text.startsWith('ال'),
        /** Written without a prefix, so it can follow the word before it as is. */
        bare: raw.startsWith('ال'),
        verb:
          !text.startsWith('ال') && /^(?:سي|ست|سن|[يتنأ]ست)|(?:نا|وا|تم)$|^أ[^ل]{2,3}ت$/u.test(raw),
        latin: /\p{Script=Latin}/u.test(raw),
      };
    },
  );
  const out: TopicCandidate[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!word.content || word.verb) continue;
    // An indefinite word may carry a conjunction or preposition (وتعليم, لتعليم) that cannot be
    // told from its own first letter, so it ranks below definite nouns.
    const prefixed = !word.definite && !word.latin && /^[وفبكل]/u.test(word.text);
    // Indefinite words opening with an imperfect prefix are often verbs (تكتب, يقتل).
    const verbLike = !word.definite && !word.latin && /^[وفبكل]?[يتنأ]/u.test(word.text);
    // 'شركتي', 'فريقنا': the author's own (my, our), which a reply cannot repeat as is.
    if (!word.definite && !word.latin && /(?:تي|نا)$/u.test(word.text)) continue;
    const base =
      strength(ranks, word.key) +
      (word.definite || word.latin ? 2 : 0) -
      (prefixed ? 1.5 : 0) -
      (verbLike ? 1 : 0);
    // A definite word right after a definite or possessed noun is its adjective (السيئة of
    // الاجتماعات السيئة), no topic alone.
    const before = words[i - 1];
    const adjective =
      word.definite &&
      before !== undefined &&
      /^\s+$/u.test(prose.slice(before.end, word.at)) &&
      (before.definite || /(?:ي|نا|ك|ه|ها)$/u.test(before.raw));
    if (codePointLength(word.text) >= 3 && !adjective) {
      out.push({ text: word.text, score: base, at: word.at });
    }
    // Noun and adjective (الذكاء الاصطناعي) or noun and definite genitive (تعليم البرمجة).
    const next = words[i + 1];
    const spaced = next !== undefined && /^\s+$/u.test(prose.slice(word.end, next.at));
    // An indefinite noun takes an indefinite adjective in -ي or -ية (رسالة تسويقية).
    const agrees =
      next?.bare || (!word.definite && !next?.definite && /ية?$/u.test(next?.text ?? ''));
    if (spaced && next.content && !next.verb && agrees && !prefixed && !word.latin && !verbLike) {
      const pair = `${word.text} ${next.text}`;
      out.push({ text: pair, score: base + 0.5 * strength(ranks, next.key) + 1, at: word.at });
    }
  }
  return out;
}

// ── Drafting ─────────────────────────────────────────────────────────────────────────────
/** Variants tried per topic (each a lead and an order of the further sentences). */
const VARIANTS_PER_TOPIC = 8;
/** At most this many further sentences after the lead. */
const MAX_MORE = 3;

/** FNV-1a over UTF-16 units: a stable 32-bit hash for choosing variants. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A template with the topic in it (French: 'de' before a vowel becomes d’). */
function fill(template: string, topic: string, language: DraftLanguage): string {
  const elided =
    language === 'fr' && /^[aeiouyàâäéèêëîïôöùûüœæ]/iu.test(topic)
      ? template.replace(/(?<=^|\s)de \{t\}/u, 'd’{t}')
      : template;
  return elided.replace('{t}', () => topic);
}

/** Index sets of `size` items out of `n`, in lexicographic order. */
function* combinations(n: number, size: number, from = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= n - size; i++) {
    for (const rest of combinations(n, size - 1, i + 1)) yield [i, ...rest];
  }
}

/**
 * The lead and whole further sentences (in the pool's order) that fit the style: the fewest
 * that reach the default style's minimum; in the short style one further sentence when it
 * fits, else the lead alone. Ask-question drafts end with their question. Null when nothing fits.
 */
function assemble(
  lead: string,
  pool: readonly string[],
  style: ReplyPersona['style'],
  joiner: string,
  questionLast: boolean,
): string | null {
  const { min, max } = replyLengthBounds(style);
  const sizes = style === 'short' ? [1, 0] : [0, 1, 2, 3];
  for (const size of sizes) {
    if (size > Math.min(MAX_MORE, pool.length)) continue;
    for (const picked of combinations(pool.length, size)) {
      const more = picked.map((index) => pool[index]!);
      const text = (questionLast ? [...more, lead] : [lead, ...more]).join(joiner);
      const length = replyLength(text);
      if (length >= min && length <= max) return text;
    }
  }
  return null;
}

/**
 * A reply to a post in its language, written from templates (see the top of this file), or
 * why there is none: the language has no templates, or no variant passes the posting rules.
 */
export function draftReply(input: DraftInput): DraftResult {
  const { post, persona, strategy, previousReplies } = input;
  const language = draftLanguage(post);
  if (language === null) return { ok: false, reason: 'language' };
  const templates = DRAFT_TEMPLATES[language];
  const book = templates.strategies[strategy];
  const topics = draftTopics(post.text, language, persona.topics);
  const seed = hash(`${strategy}\u0000${post.text}`);
  const context = {
    post: post.text,
    previousReplies,
    allowHashtags: persona.allowHashtags,
    allowLinks: persona.allowLinks,
    style: persona.style,
  };
  const questionLast = strategy === 'ask-question';
  const tried = new Set<string>();
  let best: string[] | null = null;
  const plans: Array<{ topic: string | null; leads: readonly string[] }> =
    topics.length > 0
      ? topics.map((topic) => ({ topic, leads: book.lead }))
      : [{ topic: null, leads: book.plain }];
  for (const { topic, leads } of plans) {
    for (let variant = 0; variant < VARIANTS_PER_TOPIC; variant++) {
      const template = leads[(seed + variant) % leads.length]!;
      const lead = topic === null ? template : fill(template, topic, language);
      const shift = ((seed >>> 8) + variant * 2) % book.more.length;
      const pool = [...book.more.slice(shift), ...book.more.slice(0, shift)];
      const reply = assemble(lead, pool, persona.style, templates.joiner, questionLast);
      if (reply === null || tried.has(reply)) continue;
      tried.add(reply);
      const failed = checkReplyForPosting(reply, context)
        .filter((check) => !check.passed)
        .map((check) => check.rule as string);
      if (!isPostableOnX(reply)) failed.push('postable');
      if (failed.length === 0) return { ok: true, reply };
      if (best === null || failed.length < best.length) best = failed;
    }
  }
  return { ok: false, reason: 'rules', failedRules: best ?? ['length'] };
}
