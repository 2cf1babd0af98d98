/**
 * The Reply Grader's suggestions in the 15 interface languages. Each is chosen by the grader
 * from something it found (reply-grade.ts); `{count}`, `{cut}`, `{length}`, `{similarity}`
 * and `{number}` take figures, `{found}` and `{topic}` take words from the reply or the post,
 * put between the language's quotation marks.
 */
import { SITE_LANGUAGE_CODES } from '../../languages.ts';
import type { ReplySuggestionId } from '../schemas.ts';

/** Advice is written in every site language. */
export const ADVICE_LANGUAGES = SITE_LANGUAGE_CODES;
export type AdviceLanguage = (typeof ADVICE_LANGUAGES)[number];

/** A suggestion's sentence; `-plain` variants are for when there is no word to name. */
export type AdviceKey =
  ReplySuggestionId | 'tie-to-post-plain' | 'sharpen-question-plain' | 'ask-question-plain';

interface Phrasebook {
  /** Opening and closing quotation marks. */
  quotes: readonly [string, string];
  text: Readonly<Record<AdviceKey, string>>;
}

export const ADVICE: Readonly<Record<AdviceLanguage, Phrasebook>> = {
  en: {
    quotes: ['“', '”'],
    text: {
      'too-long':
        'Cut at least {cut} characters: X allows 280 in a reply and this one counts {length}.',
      'drop-promo':
        "Drop the self-promotion ({found}): on a stranger's post it reads as an ad. Answer the post instead.",
      'drop-link':
        'Drop the link: replies with links to strangers read as spam. Put the key point in your own words.',
      'be-civil': 'Drop {found}: argue with the point, not the person.',
      'no-shouting': 'Write in normal case: all capitals read as shouting.',
      'replace-praise':
        'Replace {found} with your actual point: what in the post rang true for you, and why?',
      'cut-hashtags': 'Cut the hashtags ({count}): in a reply they read as spam.',
      'cut-emoji': 'Cut the emoji ({count}): one at most, or none.',
      'drop-mentions':
        "Drop the @mentions ({count}): pulling accounts into a stranger's thread reads as spam.",
      'rewrite-fresh':
        'This reply is {similarity}% like your earlier reply number {number}: write one for this post instead of reusing it.',
      'tie-to-post': 'Tie it to the post: say something about {topic}.',
      'tie-to-post-plain': 'Tie it to the post: respond to what it actually says.',
      'answer-question': 'Answer the question the post asks, with one concrete reason or example.',
      'name-thing':
        'Name it: which one do you mean by {found}? A named example is easier to trust.',
      'add-detail': 'Add one concrete detail: a number, a name or a result you saw.',
      'add-experience': 'Answer with one detail from your own experience.',
      'add-new': "Add something the post doesn't say: a result, an exception or a next step.",
      'sharpen-question':
        'Make the question specific: ask about {topic} rather than for a general opinion.',
      'sharpen-question-plain': 'Make the question specific: ask about one detail of the post.',
      'ask-question': 'End with a question the author can answer, for example about {topic}.',
      'ask-question-plain': 'End with a question the author can answer.',
      'say-more': 'Say one thing beyond the reaction: a single sentence with your point is enough.',
    },
  },
  es: {
    quotes: ['«', '»'],
    text: {
      'too-long':
        'Recorta al menos {cut} caracteres: X permite 280 en una respuesta y esta cuenta {length}.',
      'drop-promo':
        'Quita la autopromoción ({found}): en el post de un desconocido parece un anuncio. Responde al post.',
      'drop-link':
        'Quita el enlace: las respuestas con enlaces a desconocidos parecen spam. Cuenta la idea clave con tus palabras.',
      'be-civil': 'Quita {found}: discute la idea, no a la persona.',
      'no-shouting': 'Escribe sin mayúsculas sostenidas: se leen como gritos.',
      'replace-praise':
        'Cambia {found} por lo que de verdad piensas: ¿qué del post te pareció cierto y por qué?',
      'cut-hashtags': 'Quita los hashtags ({count}): en una respuesta parecen spam.',
      'cut-emoji': 'Quita emojis ({count}): uno como mucho, o ninguno.',
      'drop-mentions':
        'Quita las menciones ({count}): meter cuentas en el hilo de un desconocido parece spam.',
      'rewrite-fresh':
        'Esta respuesta se parece en un {similarity}% a tu respuesta anterior número {number}: escribe una para este post en lugar de reutilizarla.',
      'tie-to-post': 'Conéctala con el post: di algo sobre {topic}.',
      'tie-to-post-plain': 'Conéctala con el post: responde a lo que dice de verdad.',
      'answer-question': 'Responde a la pregunta del post, con una razón o un ejemplo concreto.',
      'name-thing':
        'Di el nombre: ¿a cuál te refieres con {found}? Un ejemplo con nombre da más confianza.',
      'add-detail':
        'Añade un detalle concreto: un número, un nombre o un resultado que hayas visto.',
      'add-experience': 'Responde con un detalle de tu propia experiencia.',
      'add-new': 'Añade algo que el post no diga: un resultado, una excepción o un siguiente paso.',
      'sharpen-question':
        'Haz la pregunta concreta: pregunta por {topic} en vez de pedir una opinión general.',
      'sharpen-question-plain': 'Haz la pregunta concreta: pregunta por un detalle del post.',
      'ask-question':
        'Termina con una pregunta que el autor pueda responder, por ejemplo sobre {topic}.',
      'ask-question-plain': 'Termina con una pregunta que el autor pueda responder.',
      'say-more': 'Di algo más que una reacción: basta con una frase con tu idea.',
    },
  },
  fr: {
    quotes: ['« ', ' »'],
    text: {
      'too-long':
        'Coupez au moins {cut} caractères : X autorise 280 caractères par réponse et celle-ci en compte {length}.',
      'drop-promo':
        "Retirez l'autopromotion ({found}) : sous le post d'un inconnu, elle passe pour une pub. Répondez plutôt au post.",
      'drop-link':
        'Retirez le lien : une réponse avec un lien à un inconnu passe pour du spam. Dites l’essentiel avec vos mots.',
      'be-civil': "Retirez {found} : critiquez l'idée, pas la personne.",
      'no-shouting': 'Écrivez normalement : les majuscules donnent l’impression de crier.',
      'replace-praise':
        "Remplacez {found} par votre vrai point de vue : qu'est-ce qui vous a parlé dans le post, et pourquoi ?",
      'cut-hashtags': 'Retirez les hashtags ({count}) : dans une réponse, ils font spam.',
      'cut-emoji': 'Retirez des emojis ({count}) : un seul au maximum, ou aucun.',
      'drop-mentions':
        "Retirez les mentions ({count}) : attirer des comptes dans le fil d'un inconnu passe pour du spam.",
      'rewrite-fresh':
        'Cette réponse ressemble à {similarity} % à votre réponse précédente n° {number} : écrivez-en une pour ce post au lieu de la réutiliser.',
      'tie-to-post': 'Reliez-la au post : dites quelque chose sur {topic}.',
      'tie-to-post-plain': 'Reliez-la au post : répondez à ce qu’il dit vraiment.',
      'answer-question': 'Répondez à la question du post, avec une raison ou un exemple concret.',
      'name-thing':
        'Donnez le nom : lequel voulez-vous dire par {found} ? Un exemple nommé inspire plus confiance.',
      'add-detail':
        'Ajoutez un détail concret : un chiffre, un nom ou un résultat que vous avez constaté.',
      'add-experience': 'Répondez avec un détail tiré de votre propre expérience.',
      'add-new':
        'Ajoutez ce que le post ne dit pas : un résultat, une exception ou une étape suivante.',
      'sharpen-question':
        'Rendez la question précise : interrogez sur {topic} plutôt que de demander un avis général.',
      'sharpen-question-plain': 'Rendez la question précise : portez-la sur un détail du post.',
      'ask-question':
        "Terminez par une question à laquelle l'auteur peut répondre, par exemple sur {topic}.",
      'ask-question-plain': "Terminez par une question à laquelle l'auteur peut répondre.",
      'say-more': 'Dites plus qu’une réaction : une seule phrase avec votre idée suffit.',
    },
  },
  de: {
    quotes: ['„', '“'],
    text: {
      'too-long':
        'Kürze um mindestens {cut} Zeichen: X erlaubt 280 pro Antwort, und diese hat {length}.',
      'drop-promo':
        'Lass die Eigenwerbung weg ({found}): Unter dem Beitrag einer fremden Person wirkt sie wie eine Anzeige. Antworte lieber auf den Beitrag.',
      'drop-link':
        'Lass den Link weg: Antworten mit Links an Fremde wirken wie Spam. Sag das Wichtigste mit deinen eigenen Worten.',
      'be-civil': 'Lass {found} weg: Kritisiere das Argument, nicht die Person.',
      'no-shouting': 'Schreib in normaler Schreibweise: Großbuchstaben wirken wie Schreien.',
      'replace-praise':
        'Ersetze {found} durch deinen eigentlichen Punkt: Was am Beitrag hat für dich gestimmt, und warum?',
      'cut-hashtags': 'Streich die Hashtags ({count}): In einer Antwort wirken sie wie Spam.',
      'cut-emoji': 'Streich Emojis ({count}): höchstens eins oder keins.',
      'drop-mentions':
        'Lass die @-Erwähnungen weg ({count}): Accounts in den Thread einer fremden Person zu ziehen, wirkt wie Spam.',
      'rewrite-fresh':
        'Diese Antwort ähnelt deiner früheren Antwort Nr. {number} zu {similarity} %: Schreib eine eigene für diesen Beitrag, statt sie wiederzuverwenden.',
      'tie-to-post': 'Bezieh dich auf den Beitrag: Sag etwas zu {topic}.',
      'tie-to-post-plain': 'Bezieh dich auf den Beitrag: Geh auf das ein, was er wirklich sagt.',
      'answer-question':
        'Beantworte die Frage aus dem Beitrag, mit einem konkreten Grund oder Beispiel.',
      'name-thing':
        'Nenn den Namen: Was genau meinst du mit {found}? Einem benannten Beispiel vertraut man eher.',
      'add-detail':
        'Füg ein konkretes Detail hinzu: eine Zahl, einen Namen oder ein Ergebnis, das du gesehen hast.',
      'add-experience': 'Antworte mit einem Detail aus deiner eigenen Erfahrung.',
      'add-new':
        'Füg etwas hinzu, das nicht im Beitrag steht: ein Ergebnis, eine Ausnahme oder einen nächsten Schritt.',
      'sharpen-question':
        'Stell eine konkrete Frage: Frag nach {topic} statt nach einer allgemeinen Meinung.',
      'sharpen-question-plain': 'Stell eine konkrete Frage: Frag nach einem Detail des Beitrags.',
      'ask-question':
        'Schließ mit einer Frage, die die Person beantworten kann, zum Beispiel zu {topic}.',
      'ask-question-plain': 'Schließ mit einer Frage, die die Person beantworten kann.',
      'say-more': 'Sag mehr als eine Reaktion: Ein Satz mit deinem Punkt reicht.',
    },
  },
  pt: {
    quotes: ['“', '”'],
    text: {
      'too-long':
        'Corte pelo menos {cut} caracteres: o X permite 280 numa resposta e esta tem {length}.',
      'drop-promo':
        'Tire a autopromoção ({found}): no post de um desconhecido, parece anúncio. Responda ao post.',
      'drop-link':
        'Tire o link: respostas com links para desconhecidos parecem spam. Diga o ponto principal com suas palavras.',
      'be-civil': 'Tire {found}: critique a ideia, não a pessoa.',
      'no-shouting': 'Escreva normalmente: tudo em maiúsculas parece grito.',
      'replace-praise':
        'Troque {found} pelo que você realmente pensa: o que no post fez sentido para você, e por quê?',
      'cut-hashtags': 'Tire as hashtags ({count}): numa resposta elas parecem spam.',
      'cut-emoji': 'Tire emojis ({count}): no máximo um, ou nenhum.',
      'drop-mentions':
        'Tire as menções ({count}): puxar contas para o fio de um desconhecido parece spam.',
      'rewrite-fresh':
        'Esta resposta é {similarity}% parecida com a sua resposta anterior número {number}: escreva uma para este post em vez de reaproveitá-la.',
      'tie-to-post': 'Ligue a resposta ao post: diga algo sobre {topic}.',
      'tie-to-post-plain': 'Ligue a resposta ao post: responda ao que ele realmente diz.',
      'answer-question': 'Responda à pergunta do post, com um motivo ou exemplo concreto.',
      'name-thing':
        'Diga o nome: qual você quer dizer com {found}? Um exemplo com nome passa mais confiança.',
      'add-detail':
        'Acrescente um detalhe concreto: um número, um nome ou um resultado que você viu.',
      'add-experience': 'Responda com um detalhe da sua própria experiência.',
      'add-new':
        'Acrescente algo que o post não diz: um resultado, uma exceção ou um próximo passo.',
      'sharpen-question':
        'Torne a pergunta específica: pergunte sobre {topic} em vez de pedir uma opinião geral.',
      'sharpen-question-plain': 'Torne a pergunta específica: pergunte sobre um detalhe do post.',
      'ask-question':
        'Termine com uma pergunta que o autor possa responder, por exemplo sobre {topic}.',
      'ask-question-plain': 'Termine com uma pergunta que o autor possa responder.',
      'say-more': 'Diga algo além da reação: uma frase com a sua ideia basta.',
    },
  },
  it: {
    quotes: ['«', '»'],
    text: {
      'too-long':
        'Taglia almeno {cut} caratteri: X ne consente 280 in una risposta e questa ne conta {length}.',
      'drop-promo':
        "Togli l'autopromozione ({found}): sotto il post di uno sconosciuto sembra una pubblicità. Rispondi al post.",
      'drop-link':
        'Togli il link: le risposte con link a sconosciuti sembrano spam. Di’ il punto chiave con parole tue.',
      'be-civil': "Togli {found}: critica l'idea, non la persona.",
      'no-shouting': 'Scrivi normalmente: tutto maiuscolo sembra urlato.',
      'replace-praise':
        'Sostituisci {found} con il tuo vero punto: cosa del post ti è sembrato vero, e perché?',
      'cut-hashtags': 'Togli gli hashtag ({count}): in una risposta sembrano spam.',
      'cut-emoji': 'Togli le emoji ({count}): al massimo una, o nessuna.',
      'drop-mentions':
        'Togli le menzioni ({count}): tirare account nel thread di uno sconosciuto sembra spam.',
      'rewrite-fresh':
        'Questa risposta è simile al {similarity}% alla tua risposta precedente numero {number}: scrivine una per questo post invece di riusarla.',
      'tie-to-post': 'Collegala al post: di’ qualcosa su {topic}.',
      'tie-to-post-plain': 'Collegala al post: rispondi a quello che dice davvero.',
      'answer-question': 'Rispondi alla domanda del post, con un motivo o un esempio concreto.',
      'name-thing':
        'Fai il nome: quale intendi con {found}? Un esempio con un nome ispira più fiducia.',
      'add-detail':
        'Aggiungi un dettaglio concreto: un numero, un nome o un risultato che hai visto.',
      'add-experience': 'Rispondi con un dettaglio della tua esperienza.',
      'add-new':
        'Aggiungi qualcosa che il post non dice: un risultato, un’eccezione o un passo successivo.',
      'sharpen-question':
        'Rendi la domanda precisa: chiedi di {topic} invece di un parere generico.',
      'sharpen-question-plain': 'Rendi la domanda precisa: chiedi di un dettaglio del post.',
      'ask-question':
        "Chiudi con una domanda a cui l'autore possa rispondere, per esempio su {topic}.",
      'ask-question-plain': "Chiudi con una domanda a cui l'autore possa rispondere.",
      'say-more': 'Di’ qualcosa oltre alla reazione: basta una frase con il tuo punto.',
    },
  },
  nl: {
    quotes: ['‘', '’'],
    text: {
      'too-long':
        'Schrap minstens {cut} tekens: X staat 280 tekens per reactie toe en deze telt er {length}.',
      'drop-promo':
        'Laat de zelfpromotie weg ({found}): onder de post van een onbekende leest het als een advertentie. Reageer liever op de post.',
      'drop-link':
        'Laat de link weg: reacties met links aan onbekenden lezen als spam. Zeg het belangrijkste in je eigen woorden.',
      'be-civil': 'Laat {found} weg: ga in op het argument, niet op de persoon.',
      'no-shouting': 'Schrijf gewoon: alleen hoofdletters leest als schreeuwen.',
      'replace-praise':
        'Vervang {found} door wat je echt wilt zeggen: wat in de post klopte voor jou, en waarom?',
      'cut-hashtags': 'Schrap de hashtags ({count}): in een reactie lezen ze als spam.',
      'cut-emoji': 'Schrap emoji ({count}): hooguit één, of geen.',
      'drop-mentions':
        'Laat de vermeldingen weg ({count}): accounts in de draad van een onbekende trekken leest als spam.',
      'rewrite-fresh':
        'Deze reactie lijkt voor {similarity}% op je eerdere reactie nummer {number}: schrijf er een voor deze post in plaats van hem te hergebruiken.',
      'tie-to-post': 'Verbind het met de post: zeg iets over {topic}.',
      'tie-to-post-plain': 'Verbind het met de post: reageer op wat er echt staat.',
      'answer-question': 'Beantwoord de vraag uit de post, met één concrete reden of voorbeeld.',
      'name-thing':
        'Noem de naam: welke bedoel je met {found}? Een voorbeeld met naam wekt meer vertrouwen.',
      'add-detail':
        'Voeg één concreet detail toe: een getal, een naam of een resultaat dat je zag.',
      'add-experience': 'Antwoord met één detail uit je eigen ervaring.',
      'add-new':
        'Voeg iets toe wat de post niet zegt: een resultaat, een uitzondering of een volgende stap.',
      'sharpen-question':
        'Maak de vraag concreet: vraag naar {topic} in plaats van naar een algemene mening.',
      'sharpen-question-plain': 'Maak de vraag concreet: vraag naar één detail van de post.',
      'ask-question':
        'Sluit af met een vraag die de schrijver kan beantwoorden, bijvoorbeeld over {topic}.',
      'ask-question-plain': 'Sluit af met een vraag die de schrijver kan beantwoorden.',
      'say-more': 'Zeg meer dan een reactie: één zin met je punt is genoeg.',
    },
  },
  fri: {
    quotes: ['“', '”'],
    text: {
      'too-long':
        'Koart op syn minst {cut} tekens yn: X stiet 280 tekens ta yn in reaksje en dizze telt {length}.',
      'drop-promo':
        'Lit de selspromoasje fuort ({found}): ûnder it berjocht fan in ûnbekende liket it in advertinsje. Reagearje leaver op it berjocht.',
      'drop-link':
        'Lit de keppeling fuort: reaksjes mei keppelings oan ûnbekenden lêze as spam. Sis it wichtichste yn dyn eigen wurden.',
      'be-civil': 'Lit {found} fuort: gean yn op it argumint, net op de persoan.',
      'no-shouting': 'Skriuw gewoan: allinnich haadletters lêst as roppen.',
      'replace-praise':
        'Ferfang {found} troch wat do echt sizze wolst: wat yn it berjocht klopte foar dy, en wêrom?',
      'cut-hashtags': 'Skrasse de hashtags ({count}): yn in reaksje lêze se as spam.',
      'cut-emoji': 'Skrasse emoji ({count}): op syn heechst ien, of gjin.',
      'drop-mentions':
        'Lit de fermeldingen fuort ({count}): accounts yn de tried fan in ûnbekende lûke lêst as spam.',
      'rewrite-fresh':
        'Dizze reaksje liket foar {similarity}% op dyn eardere reaksje nûmer {number}: skriuw der ien foar dit berjocht ynstee fan him op ’e nij te brûken.',
      'tie-to-post': 'Ferbyn it mei it berjocht: sis wat oer {topic}.',
      'tie-to-post-plain': 'Ferbyn it mei it berjocht: reagearje op wat der echt stiet.',
      'answer-question':
        'Beantwurdzje de fraach út it berjocht, mei ien konkrete reden of foarbyld.',
      'name-thing':
        'Neam de namme: hokker bedoelst do mei {found}? In foarbyld mei in namme wekket mear fertrouwen.',
      'add-detail':
        'Foegje ien konkreet detail ta: in getal, in namme of in resultaat dat do seachst.',
      'add-experience': 'Antwurdzje mei ien detail út dyn eigen ûnderfining.',
      'add-new':
        'Foegje wat ta dat it berjocht net seit: in resultaat, in útsûndering of in folgjende stap.',
      'sharpen-question':
        'Meitsje de fraach konkreet: freegje nei {topic} ynstee fan nei in algemiene miening.',
      'sharpen-question-plain':
        'Meitsje de fraach konkreet: freegje nei ien detail fan it berjocht.',
      'ask-question':
        'Slút ôf mei in fraach dy’t de skriuwer beantwurdzje kin, bygelyks oer {topic}.',
      'ask-question-plain': 'Slút ôf mei in fraach dy’t de skriuwer beantwurdzje kin.',
      'say-more': 'Sis mear as in reaksje: ien sin mei dyn punt is genôch.',
    },
  },
  ru: {
    quotes: ['«', '»'],
    text: {
      'too-long':
        'Сократите хотя бы на {cut} символов: X разрешает 280 в ответе, а здесь {length}.',
      'drop-promo':
        'Уберите самопродвижение ({found}): под постом незнакомого человека это выглядит как реклама. Лучше ответьте на пост.',
      'drop-link':
        'Уберите ссылку: ответы со ссылками незнакомым людям выглядят как спам. Скажите главное своими словами.',
      'be-civil': 'Уберите {found}: спорьте с мыслью, а не с человеком.',
      'no-shouting': 'Пишите обычными буквами: заглавные читаются как крик.',
      'replace-praise':
        'Замените {found} своей мыслью: что в посте показалось вам верным и почему?',
      'cut-hashtags': 'Уберите хештеги ({count}): в ответе они выглядят как спам.',
      'cut-emoji': 'Уберите эмодзи ({count}): не больше одного, а лучше ни одного.',
      'drop-mentions':
        'Уберите упоминания ({count}): втягивать аккаунты в ветку незнакомого человека — это похоже на спам.',
      'rewrite-fresh':
        'Этот ответ на {similarity}% похож на ваш прежний ответ № {number}: напишите новый для этого поста, а не повторяйте старый.',
      'tie-to-post': 'Свяжите ответ с постом: скажите что-нибудь о {topic}.',
      'tie-to-post-plain': 'Свяжите ответ с постом: ответьте на то, что в нём сказано.',
      'answer-question': 'Ответьте на вопрос из поста, с одной конкретной причиной или примером.',
      'name-thing':
        'Назовите конкретно: что вы имеете в виду под {found}? Примеру с названием больше доверяют.',
      'add-detail':
        'Добавьте одну конкретную деталь: число, название или результат, который вы видели.',
      'add-experience': 'Ответьте одной деталью из собственного опыта.',
      'add-new': 'Добавьте то, чего нет в посте: результат, исключение или следующий шаг.',
      'sharpen-question': 'Сделайте вопрос конкретным: спросите о {topic}, а не об общем мнении.',
      'sharpen-question-plain': 'Сделайте вопрос конкретным: спросите об одной детали поста.',
      'ask-question': 'Закончите вопросом, на который автор может ответить, например о {topic}.',
      'ask-question-plain': 'Закончите вопросом, на который автор может ответить.',
      'say-more': 'Скажите больше, чем реакцию: хватит одного предложения с вашей мыслью.',
    },
  },
  hi: {
    quotes: ['“', '”'],
    text: {
      'too-long': 'कम से कम {cut} अक्षर कम करें: X एक जवाब में 280 की अनुमति देता है और यह {length} का है।',
      'drop-promo':
        'अपना प्रचार हटाएँ ({found}): किसी अनजान की पोस्ट पर यह विज्ञापन जैसा लगता है। इसके बजाय पोस्ट का जवाब दें।',
      'drop-link': 'लिंक हटाएँ: अनजान लोगों को लिंक वाले जवाब स्पैम जैसे लगते हैं। मुख्य बात अपने शब्दों में कहें।',
      'be-civil': '{found} हटाएँ: बात से असहमत हों, व्यक्ति पर हमला न करें।',
      'no-shouting': 'सामान्य ढंग से लिखें: सब कैपिटल अक्षरों में लिखना चिल्लाने जैसा लगता है।',
      'replace-praise': '{found} की जगह अपनी असली बात लिखें: पोस्ट में आपको क्या सही लगा, और क्यों?',
      'cut-hashtags': 'हैशटैग हटाएँ ({count}): जवाब में ये स्पैम जैसे लगते हैं।',
      'cut-emoji': 'इमोजी हटाएँ ({count}): ज़्यादा से ज़्यादा एक, या एक भी नहीं।',
      'drop-mentions':
        '@मेंशन हटाएँ ({count}): किसी अनजान की बातचीत में दूसरे अकाउंट खींचना स्पैम जैसा लगता है।',
      'rewrite-fresh':
        'यह जवाब आपके पिछले जवाब नंबर {number} से {similarity}% मिलता है: उसे दोहराने के बजाय इस पोस्ट के लिए नया लिखें।',
      'tie-to-post': 'जवाब को पोस्ट से जोड़ें: {topic} के बारे में कुछ कहें।',
      'tie-to-post-plain': 'जवाब को पोस्ट से जोड़ें: पोस्ट में जो कहा गया है उसका जवाब दें।',
      'answer-question': 'पोस्ट में पूछे गए सवाल का जवाब दें, एक ठोस वजह या उदाहरण के साथ।',
      'name-thing': 'नाम बताएँ: {found} से आपका मतलब किससे है? नाम वाले उदाहरण पर ज़्यादा भरोसा होता है।',
      'add-detail': 'एक ठोस जानकारी जोड़ें: कोई संख्या, नाम या नतीजा जो आपने देखा।',
      'add-experience': 'अपने अनुभव की एक बात के साथ जवाब दें।',
      'add-new': 'कुछ ऐसा जोड़ें जो पोस्ट में नहीं है: कोई नतीजा, अपवाद या अगला कदम।',
      'sharpen-question': 'सवाल को ठोस बनाएँ: आम राय पूछने के बजाय {topic} के बारे में पूछें।',
      'sharpen-question-plain': 'सवाल को ठोस बनाएँ: पोस्ट की किसी एक बात के बारे में पूछें।',
      'ask-question': 'ऐसे सवाल के साथ खत्म करें जिसका जवाब लेखक दे सके, जैसे {topic} के बारे में।',
      'ask-question-plain': 'ऐसे सवाल के साथ खत्म करें जिसका जवाब लेखक दे सके।',
      'say-more': 'सिर्फ़ प्रतिक्रिया से आगे कुछ कहें: अपनी बात का एक वाक्य काफ़ी है।',
    },
  },
  ar: {
    quotes: ['«', '»'],
    text: {
      'too-long': 'احذف {cut} حرفا على الأقل: يسمح X بـ280 حرفا في الرد وهذا الرد {length}.',
      'drop-promo':
        'احذف الترويج لنفسك ({found}): تحت منشور شخص لا تعرفه يبدو كإعلان. رد على المنشور بدلا من ذلك.',
      'drop-link':
        'احذف الرابط: الردود التي فيها روابط لأشخاص غرباء تبدو كرسائل مزعجة. قل الفكرة الأساسية بكلماتك.',
      'be-civil': 'احذف {found}: ناقش الفكرة لا الشخص.',
      'no-shouting': 'اكتب بشكل عادي: الأحرف الكبيرة كلها تبدو كالصراخ.',
      'replace-praise': 'استبدل {found} بفكرتك الحقيقية: ما الذي رأيته صحيحا في المنشور، ولماذا؟',
      'cut-hashtags': 'احذف الوسوم ({count}): في الرد تبدو كرسائل مزعجة.',
      'cut-emoji': 'احذف الرموز التعبيرية ({count}): رمز واحد على الأكثر أو لا شيء.',
      'drop-mentions': 'احذف الإشارات ({count}): جرّ حسابات إلى نقاش شخص غريب يبدو كرسائل مزعجة.',
      'rewrite-fresh':
        'هذا الرد يشبه ردك السابق رقم {number} بنسبة {similarity}%: اكتب ردا خاصا بهذا المنشور بدلا من تكراره.',
      'tie-to-post': 'اربط الرد بالمنشور: قل شيئا عن {topic}.',
      'tie-to-post-plain': 'اربط الرد بالمنشور: رد على ما يقوله فعلا.',
      'answer-question': 'أجب عن السؤال الذي يطرحه المنشور، مع سبب أو مثال ملموس.',
      'name-thing': 'اذكر الاسم: ماذا تقصد بـ{found}؟ المثال المسمى يبعث على الثقة أكثر.',
      'add-detail': 'أضف تفصيلا ملموسا واحدا: رقما أو اسما أو نتيجة رأيتها.',
      'add-experience': 'أجب بتفصيل واحد من تجربتك الشخصية.',
      'add-new': 'أضف شيئا لا يقوله المنشور: نتيجة أو استثناء أو خطوة تالية.',
      'sharpen-question': 'اجعل السؤال محددا: اسأل عن {topic} بدلا من طلب رأي عام.',
      'sharpen-question-plain': 'اجعل السؤال محددا: اسأل عن تفصيل واحد في المنشور.',
      'ask-question': 'اختم بسؤال يستطيع الكاتب الإجابة عنه، مثلا عن {topic}.',
      'ask-question-plain': 'اختم بسؤال يستطيع الكاتب الإجابة عنه.',
      'say-more': 'قل أكثر من مجرد رد فعل: جملة واحدة فيها فكرتك تكفي.',
    },
  },
  ja: {
    quotes: ['「', '」'],
    text: {
      'too-long':
        '少なくとも{cut}文字分（Xの数え方）を削りましょう。Xの返信は280までで、この返信は{length}です。',
      'drop-promo':
        '宣伝（{found}）は削りましょう。知らない人の投稿では広告に見えます。投稿そのものに答えましょう。',
      'drop-link':
        'リンクは外しましょう。知らない人へのリンク付き返信はスパムに見えます。要点を自分の言葉で書きましょう。',
      'be-civil': '{found}は削りましょう。人ではなく意見に反論しましょう。',
      'no-shouting': '大文字だけの文は叫んでいるように見えます。普通の書き方にしましょう。',
      'replace-praise':
        '{found}の代わりに、自分の考えを書きましょう。投稿のどこに共感したのか、なぜそう思ったのか。',
      'cut-hashtags': 'ハッシュタグ（{count}個）は外しましょう。返信ではスパムに見えます。',
      'cut-emoji': '絵文字（{count}個）を減らしましょう。使うなら一つまでに。',
      'drop-mentions':
        'メンション（{count}件）は外しましょう。知らない人のスレッドに他のアカウントを呼び込むとスパムに見えます。',
      'rewrite-fresh':
        'この返信は以前の返信{number}と{similarity}%似ています。使い回さず、この投稿のために書きましょう。',
      'tie-to-post': '投稿とつなげましょう。{topic}について一言触れましょう。',
      'tie-to-post-plain': '投稿とつなげましょう。投稿が実際に言っていることに応えましょう。',
      'answer-question': '投稿の質問に答えましょう。具体的な理由か例を一つ添えて。',
      'name-thing':
        '名前を出しましょう。{found}とは具体的に何ですか？名前のある例の方が信頼されます。',
      'add-detail': '具体的な情報を一つ加えましょう。数字、名前、実際に見た結果など。',
      'add-experience': '自分の経験から具体的なことを一つ添えて答えましょう。',
      'add-new': '投稿に書かれていないことを加えましょう。結果、例外、次の一手など。',
      'sharpen-question':
        '質問を具体的にしましょう。一般的な意見ではなく、{topic}について聞きましょう。',
      'sharpen-question-plain': '質問を具体的にしましょう。投稿の一つの点について聞きましょう。',
      'ask-question': '投稿者が答えられる質問で締めましょう。たとえば{topic}について。',
      'ask-question-plain': '投稿者が答えられる質問で締めましょう。',
      'say-more': 'リアクションだけでなく、自分の考えを一文添えましょう。それで十分です。',
    },
  },
  zh: {
    quotes: ['“', '”'],
    text: {
      'too-long': '至少删掉 {cut} 个字符（按 X 的计数）：X 的回复上限是 280，这条是 {length}。',
      'drop-promo': '删掉自我推销（{found}）：在陌生人的帖子下这像广告。请直接回应帖子。',
      'drop-link': '删掉链接：给陌生人的带链接回复看起来像垃圾信息。用自己的话说出要点。',
      'be-civil': '删掉{found}：反驳观点，不要攻击人。',
      'no-shouting': '正常书写：全部大写看起来像在喊叫。',
      'replace-praise': '把{found}换成你真正的观点：帖子里哪一点让你认同，为什么？',
      'cut-hashtags': '删掉话题标签（{count} 个）：在回复里它们像垃圾信息。',
      'cut-emoji': '删掉表情（{count} 个）：最多留一个，或者不用。',
      'drop-mentions': '删掉 @ 提及（{count} 个）：把别的账号拉进陌生人的讨论看起来像垃圾信息。',
      'rewrite-fresh':
        '这条回复与你之前的第 {number} 条回复相似度为 {similarity}%：请为这篇帖子重新写，不要重复使用。',
      'tie-to-post': '把回复和帖子联系起来：谈谈{topic}。',
      'tie-to-post-plain': '把回复和帖子联系起来：回应帖子真正说的内容。',
      'answer-question': '回答帖子提出的问题，并给出一个具体的理由或例子。',
      'name-thing': '说出名字：{found}具体指哪一个？有名字的例子更可信。',
      'add-detail': '加一个具体细节：一个数字、一个名字或你看到的结果。',
      'add-experience': '用你自己经历中的一个细节来回答。',
      'add-new': '补充帖子没说的内容：一个结果、一个例外或下一步。',
      'sharpen-question': '让问题更具体：问问{topic}，而不是泛泛地征求意见。',
      'sharpen-question-plain': '让问题更具体：就帖子里的一个细节提问。',
      'ask-question': '用一个作者能回答的问题结尾，比如关于{topic}。',
      'ask-question-plain': '用一个作者能回答的问题结尾。',
      'say-more': '不要只表达反应：一句说出你观点的话就够了。',
    },
  },
  ko: {
    quotes: ['‘', '’'],
    text: {
      'too-long':
        '최소 {cut}자(X 기준)를 줄이세요. X는 답글에 280까지 허용하는데 이 답글은 {length}입니다.',
      'drop-promo':
        '자기 홍보({found})는 빼세요. 모르는 사람의 글에서는 광고처럼 보입니다. 대신 글에 답하세요.',
      'drop-link':
        '링크는 빼세요. 모르는 사람에게 링크가 달린 답글은 스팸처럼 보입니다. 핵심을 직접 말하세요.',
      'be-civil': '{found}는 빼세요. 사람이 아니라 주장에 반박하세요.',
      'no-shouting': '평소처럼 쓰세요. 모두 대문자로 쓰면 소리치는 것처럼 보입니다.',
      'replace-praise':
        '{found} 대신 진짜 하고 싶은 말을 쓰세요. 글의 어떤 점에 공감했고, 왜 그런가요?',
      'cut-hashtags': '해시태그({count}개)는 빼세요. 답글에서는 스팸처럼 보입니다.',
      'cut-emoji': '이모지({count}개)를 줄이세요. 많아야 하나, 아니면 없이.',
      'drop-mentions':
        '멘션({count}개)은 빼세요. 모르는 사람의 스레드에 다른 계정을 끌어들이면 스팸처럼 보입니다.',
      'rewrite-fresh':
        '이 답글은 이전 답글 {number}번과 {similarity}% 비슷합니다. 재사용하지 말고 이 글에 맞게 쓰세요.',
      'tie-to-post': '글과 연결하세요. {topic}에 대해 한마디 하세요.',
      'tie-to-post-plain': '글과 연결하세요. 글이 실제로 말하는 내용에 답하세요.',
      'answer-question': '글이 묻는 질문에 답하세요. 구체적인 이유나 예시 하나와 함께.',
      'name-thing':
        '이름을 밝히세요. {found}가 정확히 무엇인가요? 이름이 있는 예시가 더 믿음을 줍니다.',
      'add-detail': '구체적인 내용을 하나 더하세요. 숫자, 이름, 직접 본 결과 같은 것.',
      'add-experience': '직접 겪은 경험에서 한 가지를 들어 답하세요.',
      'add-new': '글에 없는 내용을 더하세요. 결과, 예외, 다음 단계 같은 것.',
      'sharpen-question': '질문을 구체적으로 하세요. 일반적인 의견 대신 {topic}에 대해 물어보세요.',
      'sharpen-question-plain': '질문을 구체적으로 하세요. 글의 한 가지 내용에 대해 물어보세요.',
      'ask-question': '작성자가 답할 수 있는 질문으로 마무리하세요. 예를 들어 {topic}에 대해.',
      'ask-question-plain': '작성자가 답할 수 있는 질문으로 마무리하세요.',
      'say-more': '반응만 하지 말고 생각을 한 문장 더하세요. 그걸로 충분합니다.',
    },
  },
  swa: {
    quotes: ['“', '”'],
    text: {
      'too-long':
        'Punguza angalau herufi {cut}: X inaruhusu 280 katika jibu na hili lina {length}.',
      'drop-promo':
        'Ondoa kujitangaza ({found}): kwenye chapisho la mtu usiyemjua linaonekana kama tangazo. Jibu chapisho badala yake.',
      'drop-link':
        'Ondoa kiungo: majibu yenye viungo kwa watu usiowajua yanaonekana kama barua taka. Sema hoja kuu kwa maneno yako.',
      'be-civil': 'Ondoa {found}: jadili hoja, si mtu.',
      'no-shouting': 'Andika kwa kawaida: herufi kubwa zote zinaonekana kama kupiga kelele.',
      'replace-praise':
        'Badilisha {found} kwa hoja yako halisi: ni nini katika chapisho kilikugusa, na kwa nini?',
      'cut-hashtags': 'Ondoa hashtag ({count}): katika jibu zinaonekana kama barua taka.',
      'cut-emoji': 'Ondoa emoji ({count}): moja tu zaidi, au hakuna.',
      'drop-mentions':
        'Ondoa mitajo ({count}): kuvuta akaunti kwenye mjadala wa mtu usiyemjua kunaonekana kama barua taka.',
      'rewrite-fresh':
        'Jibu hili linafanana kwa {similarity}% na jibu lako la awali namba {number}: andika jipya kwa chapisho hili badala ya kulitumia tena.',
      'tie-to-post': 'Liunganishe na chapisho: sema kitu kuhusu {topic}.',
      'tie-to-post-plain': 'Liunganishe na chapisho: jibu kile linachosema hasa.',
      'answer-question': 'Jibu swali ambalo chapisho linauliza, kwa sababu au mfano mmoja halisi.',
      'name-thing': 'Taja jina: unamaanisha kipi kwa {found}? Mfano wenye jina unaaminika zaidi.',
      'add-detail': 'Ongeza undani mmoja halisi: namba, jina au matokeo uliyoyaona.',
      'add-experience': 'Jibu kwa undani mmoja kutoka kwa uzoefu wako mwenyewe.',
      'add-new': 'Ongeza kitu ambacho chapisho halisemi: matokeo, upekee au hatua inayofuata.',
      'sharpen-question':
        'Fanya swali liwe mahususi: uliza kuhusu {topic} badala ya maoni ya jumla.',
      'sharpen-question-plain': 'Fanya swali liwe mahususi: uliza kuhusu jambo moja la chapisho.',
      'ask-question':
        'Malizia kwa swali ambalo mwandishi anaweza kujibu, kwa mfano kuhusu {topic}.',
      'ask-question-plain': 'Malizia kwa swali ambalo mwandishi anaweza kujibu.',
      'say-more': 'Sema zaidi ya hisia tu: sentensi moja yenye hoja yako inatosha.',
    },
  },
};

const isAdviceLanguage = (code: string): code is AdviceLanguage =>
  (ADVICE_LANGUAGES as readonly string[]).includes(code);

/** A suggestion's sentence in `language` (English when it has none), its fields filled in. */
export function adviceText(
  language: string | undefined,
  key: AdviceKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const book = ADVICE[language && isAdviceLanguage(language) ? language : 'en'];
  const [open, close] = book.quotes;
  return book.text[key].replace(/\{(\w+)\}/gu, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return name === 'found' || name === 'topic' ? `${open}${value}${close}` : String(value);
  });
}
