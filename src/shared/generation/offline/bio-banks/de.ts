import { lines, terms, type BioBank } from './types.ts';

/** German (informal "du", as bios are written). */
export const de: BioBank = {
  and: ' & ',
  comma: ', ',
  terms: terms(`
personal-trainer=Fitnesstrainer|Fitnesstrainerin
runner=Läufer|Läuferin
cyclist=Radfahrer|Radfahrerin
yoga-teacher=Yogalehrer|Yogalehrerin
nutritionist=Ernährungsberater|Ernährungsberaterin
chef=Koch|Köchin
food-blogger=Foodblogger|Foodbloggerin
sommelier=Sommelier|Sommelière
baker=Bäcker|Bäckerin
pastry-chef=Konditor|Konditorin
barista=Barista
cafe-owner=Café-Inhaber|Café-Inhaberin
traveler=Weltenbummler|Weltenbummlerin
digital-nomad=digitaler Nomade|digitale Nomadin
travel-blogger=Reiseblogger|Reisebloggerin
hiker=Wanderer|Wanderin
surfer=Surfer|Surferin
climber=Kletterer|Kletterin
gardener=Gärtner|Gärtnerin
photographer=Fotograf|Fotografin
stylist=Stylist|Stylistin
makeup-artist=Visagist|Visagistin
hairdresser=Friseur|Friseurin
developer=Entwickler|Entwicklerin
engineer=Ingenieur|Ingenieurin
designer=Designer|Designerin
founder=Gründer|Gründerin
entrepreneur=Unternehmer|Unternehmerin
marketer=Marketer|Marketerin
social-media-manager=Social-Media-Manager|Social-Media-Managerin
content-creator=Content Creator
blogger=Blogger|Bloggerin
vlogger=Vlogger|Vloggerin
podcaster=Podcaster|Podcasterin
accountant=Steuerberater|Steuerberaterin
financial-advisor=Finanzberater|Finanzberaterin
lawyer=Anwalt|Anwältin
teacher=Lehrer|Lehrerin
tutor=Nachhilfelehrer|Nachhilfelehrerin
translator=Übersetzer|Übersetzerin
student=Student|Studentin
med-student=Medizinstudent|Medizinstudentin
nurse=Pfleger|Pflegerin
doctor=Arzt|Ärztin
dentist=Zahnarzt|Zahnärztin
therapist=Therapeut|Therapeutin
psychologist=Psychologe|Psychologin
artist=Künstler|Künstlerin
illustrator=Illustrator|Illustratorin
calligrapher=Kalligraf|Kalligrafin
ceramicist=Keramiker|Keramikerin
tattoo-artist=Tätowierer|Tätowiererin
musician=Musiker|Musikerin
singer=Singer-Songwriter|Singer-Songwriterin
dj=DJ
music-producer=Produzent|Produzentin
dancer=Tänzer|Tänzerin
choreographer=Choreograf|Choreografin
gamer=Gamer|Gamerin
streamer=Streamer|Streamerin
mom=Mama
dad=Papa
dog-parent=Hundepapa|Hundemama|Hundemensch
cat-parent=Katzenpapa|Katzenmama|Katzenmensch
realtor=Immobilienmakler|Immobilienmaklerin
instructor=Trainer|Trainerin
nail-artist=Nageldesigner|Nageldesignerin
coach=Coach
life-coach=Life Coach
career-coach=Karrierecoach
business-coach=Business Coach
fitness=Fitness
strength=Krafttraining
home-workouts=Home-Workouts
running=Laufen
cycling=Radsport
pilates=Pilates
yoga=Yoga
meditation=Meditation
nutrition=Ernährung
sports-nutrition=Sporternährung
healthy-eating=gesunde Ernährung
meal-plans=Ernährungspläne
food=Essen
cooking=Hausmannskost
recipes=Rezepte
quick-meals=schnelle Feierabendküche
plant-based=pflanzliche Küche
pizza=Pizza
pasta=frische Pasta
sushi=Sushi
bbq=Grillen
seafood=Meeresfrüchte
street-food=Streetfood
mexican-food=mexikanische Küche
italian-food=italienische Küche
moroccan-food=marokkanische Küche
local-food=regionale Küche
wine=Wein
natural-wine=Naturwein
baking=Backen
sourdough=Sauerteig
bread=Brot
cakes=Kuchen
birthday-cakes=Geburtstagstorten
desserts=Desserts
macarons=Macarons
chocolate=Schokolade
coffee=Kaffee
cafe=Café
latte-art=Latte Art
tea=Tee
travel=Reisen
budget-travel=Reisen mit kleinem Budget
backpacking=Backpacking
vanlife=Vanlife
solo-travel=Alleinreisen
road-trips=Roadtrips
world-travel=Weltreise
villages=kleine Dörfer
hot-springs=heiße Quellen
hiking=Wandern
mountains=Berge
camping=Wildcamping
surf=Surfen
climbing=Klettern
nature=Natur
outdoor=Kurse im Freien
gardening=Gärtnern
plants=Pflanzen
vegetables=Gemüse aus eigenem Anbau
balcony=Balkongarten
photography=Fotografie
weddings=Hochzeiten
portraits=Porträts
street-photography=Streetfotografie
film-photography=analoge Fotografie
landscapes=Landschaften
documentary=dokumentarischer Stil
fashion=Mode
style=Style
sustainable-fashion=nachhaltige Mode
thrift=Secondhand
beauty=Beauty
makeup=Makeup
skincare=Hautpflege
hair=Haare
nails=Nägel
bridal=Braut-Styling
editorial=Editorial
tech=Tech
coding=Code
web=Web
frontend=Frontend
backend=Backend
apps=Apps
open-source=freie Software
data-science=Data Science
ai=KI
cybersecurity=IT-Sicherheit
fintech=Fintech
startup=Startups
saas=SaaS
building-in-public=Building in Public
ecommerce=Onlineshop
business=Business
marketing=Marketing
digital-marketing=Onlinemarketing
social-media=Social Media
content=Content
seo=SEO
branding=Branding
copywriting=Texten
freelance=freiberuflich
tradition=Familientradition
podcast=Podcast
video=Videoinhalte
finance=Finanzen
personal-finance=private Finanzen
financial-education=Finanzbildung
investing=Geldanlage
stocks=ETFs
crypto=Krypto
money=Geld
budgeting=Haushaltsbuch
law=Recht
employment-law=Arbeitsrecht
workers-rights=Arbeitnehmerrechte
corporate-law=Gesellschaftsrecht
teaching=Unterricht
classroom=Ideen für den Unterricht
primary-school=Grundschule
high-school=Gymnasium
languages=Sprachen
english=Englisch
arabic-language=Arabisch
homeschooling=Hausunterricht
study=Lernroutinen
medicine=Medizin
healthcare=Pflege
icu=Intensivstation
night-shifts=Nachtschichten
dental=Zahngesundheit
health=Gesundheit
mental-health=mentale Gesundheit
anxiety=Angst
depression=Depressionen
self-esteem=Selbstwert
mindfulness=Achtsamkeit
self-care=Selfcare
wellbeing=Wohlbefinden
coaching=Mentoring
career=Karriere
mindset=Mindset
leadership=Führung
art=Kunst
illustration=Illustration
drawing=Zeichnen
painting=Malerei
calligraphy=Kalligrafie
ceramics=Keramik
handmade=handgemacht
crafts=Handwerk
tableware=Tassen und Teller
murals=Wandbilder
tattoo=Tattoos
digital-art=digitale Kunst
design=Design
ux=UX
accessibility=Barrierefreiheit
graphic-design=Grafikdesign
interior-design=Interior Design
architecture=Architektur
design-systems=Designsysteme
music=Musik
techno=Techno
folk=Folk
new-music=neue EP
guitar=Gitarre
piano=Klavier
dance=Tanz
salsa=Salsa
choreography=Choreografie
ballet=Ballett
gaming=Gaming
live-streams=Livestreams
horror=Horrorspiele
cozy-games=Cozy Games
retro-games=Retro-Games
esports=eSport
parenting=Elternsein
family=Familienleben
kids=Kinder
twins=Zwillinge
motherhood=Mamaleben
pets=Haustiere
dogs=Hunde
cats=Katzen
rescue=Tierschutz
books=Bücher
reading=Lesen
bookstagram=Bookstagram
book-reviews=Buchrezensionen
fantasy=Fantasy
romance=Romance
writing=Schreiben
poetry=Lyrik
real-estate=Immobilien
homes=Häuser
apartments=Eigentumswohnungen
first-home=das erste Eigenheim
luxury=Luxusimmobilien
villas=Villen
aud-moms=für Mamas
aud-parents=für Eltern
aud-women=für Frauen
aud-beginners=für Einsteiger
aud-teens=für Teenager
aud-young-adults=für Millennials
aud-founders=für Gründer und Gründerinnen
aud-small-business=für kleine Unternehmen
aud-entrepreneurs=für Selbstständige
aud-students=für Studierende
aud-athletes=für Sportler
aud-office-workers=für Berufstätige
aud-learners=für Deutschlernende
aud-pet-owners=für Tierhalter
aud-buyers=für Erstkäufer
aud-creators=für Creator
`),
  lines: lines(`
fitness: Heute schwitzen, morgen strahlen | Trainieren. Essen. Erholen. | Aus Wiederholungen werden Rituale | Trainingspläne für das echte Leben | Ich trainiere für den Nachtisch | Jede Woche ein bisschen stärker
yoga: Immer im Flow | Atmen. Bewegen. Ruhen. | Sonnengrüße und langsame Morgen | Kurse für jeden Körper und jedes Level | Auf der Matte biegsam, sonst tollpatschig | Finde deinen Atem, finde deine Ruhe
food: Gut essen, gut fühlen | Gutes Essen, einfach gemacht. | Geschichten, Teller für Teller | Einfache Rezepte, die wirklich klappen | Ich koche für Komplimente | Mit Liebe kochen, mit Freude teilen
baking: Überall Mehl, null Reue | Backen. Teilen. Wiederholen. | Mehl, Zucker und ein bisschen Magie | Rezepte und Tipps, die gelingen | Läuft mit Mehl und Geduld | Gute Dinge brauchen Zeit
coffee: Kaffee und gute Laune | Erst Kaffee. | Geschichten, Tasse für Tasse | Spezialitätenkaffee, mit Sorgfalt gebrüht | Läuft mit Koffein | Gute Tage beginnen mit gutem Kaffee
nutrition: Nähren statt strafen | Gut essen. Gut leben. | Bunte Teller, glücklicher Körper | Evidenzbasierte Ernährung ohne Trends | Team Gemüse und Team Nachtisch | Kleine Schritte, großer Unterschied
travel: Pass voll, Herz noch voller | Reisen. Heimkommen. Wiederholen. | Ich sammle Sonnenuntergänge und Geschichten | Praktische Guides für bessere Reisen | Flughäfen sind mein zweites Zuhause | Die Welt ist groß, geh sie entdecken
outdoors: Offline und draußen | Draußen, meistens. | Pfade, Gipfel und goldenes Licht | Routen, Ausrüstung und Sicherheitstipps | Matschige Schuhe, glückliches Herz | Das nächste Abenteuer wartet schon
gardening: Grüner Daumen, immer | Säen. Pflegen. Ernten. | Kleine grüne Wunder ziehen | Praktische Tipps für kleine Gärten | Gespräche mit Pflanzen inklusive | Ein Samen, viel Geduld, viel Freude
photography: Goldene Stunde, den ganzen Tag | Licht. Rahmen. Moment. | Malen mit Licht | Zeitlose Bilder, ehrlich eingefangen | Ich halte überall für gutes Licht | Momente festhalten, die zählen
fashion: Looks, die einen zweiten Blick wert sind | Weniger, aber besser. | Dem Alltag Stil geben | Styling, das im echten Leben funktioniert | Schrank voll, nichts anzuziehen | Kleidung, die sich nach dir anfühlt
beauty: Immer mit Glow | Haut zuerst. | Jedes Gesicht ist eine Leinwand | Ehrliche Reviews und echte Techniken | Erst Mascara, dann Fragen | Schönheit, die dich feiert
tech: Code und Kaffee | Coden. Shippen. Lernen. | Aus Ideen wird Software | Sauberer Code, klares Denken | Läuft auf meinem Rechner | Ich baue Dinge, die Menschen helfen
startups: Im Baumodus | Bauen. Lernen. Wiederholen. | Von der Idee zum Produkt, öffentlich | Erfolge und Fehler, offen geteilt | Zuständig für alles | Jedes große Unternehmen hat klein angefangen
marketing: Content, der das Scrollen stoppt | Strategie. Content. Wachstum. | Geschichten, die Marken unvergesslich machen | Ich helfe Marken, mit Strategie zu wachsen | Jede Caption zehnmal umgeschrieben | Jede Marke hat eine Geschichte
finance: Geldthemen ohne Fachchinesisch | Weniger ausgeben. Mehr anlegen. | Geld verständlich machen | Klare Geldtipps ohne Jargon | Budget-Nerd aus Überzeugung | Finanzielle Freiheit beginnt klein
law: Recht, einfach erklärt | Klare Beratung. Kein Juristendeutsch. | Juristendeutsch, übersetzt | Praktische Rechtsberatung, die weiterhilft | Ich lese das Kleingedruckte für dich | Kenne deine Rechte
education: Lehrerleben, bestes Leben | Lehren. Lernen. Wachsen. | Unterricht mit Aha-Momenten | Praktische Ideen für den Unterricht | Läuft mit Kaffee und Stickern | Jedes Kind kann glänzen
art: Atelier-Tage und neue Werke | Handgemacht. | Farbe, Chaos und ein bisschen Magie | Originale und Auftragsarbeiten | Immer Farbe auf den Händen | Jeden Tag etwas erschaffen
design: Pixelgenau, Menschen zuerst | Einfach. Nützlich. Menschlich. | Design für Menschen | Klares Design, das echte Probleme löst | Würde dein Menü zum Spaß neu gestalten | Gutes Design macht das Leben leichter
music: Neue Sounds in Dauerschleife | Songs und Sounds. | Songs aus kleinen Momenten | Eigene Musik und Live-Shows | Summen im falschen Moment, mein Talent | Musik, die etwas in dir bewegt
dance: Immer im Takt | Bewegen. Fühlen. Tanzen. | Geschichten erzählen, Schritt für Schritt | Kurse und Choreos für alle Level | Tanzen in der Küche zählt | Tanz, das Leben ist kurz
gaming: Nur GG | Spielen. Streamen. Wiederholen. | Pixel, Plot-Twists und gute Gesellschaft | Reviews, Guides und ehrliche Meinungen | Nur noch eine Runde, versprochen | Gute Spiele, gute Leute
parenting: Familienleben ungefiltert | Familie zuerst. | Kleine Menschen, große Geschichten | Echte Tipps für volle Familienkalender | Läuft mit Kaffee und Kuscheln | Liebe, Geduld und viele Butterbrote
pets: Pfoten und gute Laune | Tiere. Liebe. Wiederholen. | Geschichten mit Schwanzwedeln | Praktische Tipps für glückliche Tiere | Offizieller Leckerli-Spender | Adoptieren, lieben, wiederholen
wellness: Sanftes Leben, starker Kopf | Atmen. Ruhen. Heilen. | Raum für Ruhe schaffen | Evidenzbasierte Hilfe für deine Psyche | Selfcare mit Schokolade | Heilung ist nicht linear, und das ist okay
health: Im Kasack, Kaffee in der Hand | Pflege. Jede Schicht. | Heilende Hände, müde Füße | Klare, verlässliche Gesundheitsinfos | Läuft mit Koffein und Kompressionsstrümpfen | Jeden Tag für andere im Einsatz
books: Nur noch ein Kapitel | Bücher. Tee. Ruhe. | Tausend Leben zwischen zwei Buchdeckeln | Ehrliche Rezensionen und Leselisten | Mein SuB ist ein Lebensstil | Jedes Buch ist ein neuer Anfang
realestate: Schlüssel, Verträge und glückliche Umzüge | Immobilien. Ehrliche Beratung. | Den Ort finden, der sich nach Zuhause anfühlt | Sicher kaufen und verkaufen | Kann stundenlang über Grundrisse reden | Dein nächstes Kapitel beginnt zu Hause
coaching: Nächstes Level, auf deine Art | Klarheit. Handeln. Wachstum. | Dein nächstes Kapitel, gemeinsam geschrieben | Praktisches Coaching für echten Fortschritt | Motivation auf Abruf | Dein Ziel ist näher als gedacht
general: Meine Lieblingsdinge, geteilt | Hier wird erschaffen. | Dinge machen, Geschichten erzählen | Praktische Tipps und ehrliche Notizen | Diese Bio, zehnmal umgeschrieben | Jeden Tag ein bisschen wachsen
`),
  offers: {
    trendy: ['Alles über {t}', '{t}, jeden Tag'],
    minimalist: ['{t}. Jeden Tag.', '{t}. Mehr nicht.'],
    creative: ['{t}, mein Blick auf die Welt', 'Meine Welt: {t}'],
    professional: ['{t}: Tipps und Ideen', '{t}, praktisch erklärt'],
    fun: ['Meistens {t}, manchmal Kuchen', '{t} mit einer Prise Chaos'],
    inspirational: ['{t} mit Herz', '{t}, Schritt für Schritt'],
  },
  cta: {
    instagram: ['👇 Mehr unten', 'Schreib mir eine DM'],
    twitter: ['Meine eigene Meinung', 'Sag hallo 👋'],
    tiktok: ['Folge für mehr', 'Neu hier? Sag hallo'],
    linkedin: ['Lass uns vernetzen', 'Offen für Austausch'],
    youtube: ['Abonnieren für mehr', 'Kanal abonnieren'],
  },
};
