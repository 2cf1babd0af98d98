import { lines, terms, type BioBank } from './types.ts';

/** Dutch. Three taglines per niche: playful, clean, warm. */
export const nl: BioBank = {
  and: ' en ',
  comma: ', ',
  terms: terms(`
personal-trainer=personal trainer
runner=hardloper
cyclist=wielrenner
yoga-teacher=yogadocent
nutritionist=diëtist
chef=chef-kok
food-blogger=foodblogger
sommelier=sommelier
baker=bakker
pastry-chef=banketbakker
barista=barista
cafe-owner=eigenaar van een koffiebar
traveler=reiziger
digital-nomad=digitale nomade
travel-blogger=reisblogger
hiker=wandelaar
surfer=surfer
climber=klimmer
gardener=tuinier
photographer=fotograaf
stylist=stylist
makeup-artist=visagist
hairdresser=kapper
developer=developer
engineer=engineer
designer=ontwerper
founder=oprichter
entrepreneur=ondernemer
marketer=marketeer
social-media-manager=social media manager
content-creator=contentmaker
blogger=blogger
vlogger=vlogger
podcaster=podcastmaker
accountant=boekhouder
financial-advisor=financieel adviseur
lawyer=advocaat
teacher=leraar|lerares
tutor=bijlesdocent
translator=vertaler
student=student
med-student=student geneeskunde
nurse=verpleegkundige
doctor=arts
dentist=tandarts
therapist=therapeut
psychologist=psycholoog
artist=kunstenaar
illustrator=illustrator
calligrapher=kalligraaf
ceramicist=keramist
tattoo-artist=tatoeëerder
musician=muzikant
singer=singer-songwriter
dj=DJ
music-producer=producer
dancer=danser|danseres
choreographer=choreograaf
gamer=gamer
streamer=streamer
mom=moeder
dad=vader
dog-parent=hondenbaasje
cat-parent=kattenbaasje
realtor=makelaar
instructor=instructeur
nail-artist=nagelstylist
coach=coach
life-coach=lifecoach
career-coach=loopbaancoach
business-coach=businesscoach
fitness=fitness
strength=krachttraining
home-workouts=thuis trainen
running=hardlopen
cycling=wielrennen
pilates=pilates
yoga=yoga
meditation=meditatie
nutrition=voeding
sports-nutrition=sportvoeding
healthy-eating=gezond eten
meal-plans=voedingsschema's
food=eten
cooking=koken
recipes=recepten
quick-meals=snelle maaltijden
plant-based=plantaardig koken
pizza=pizza
pasta=verse pasta
wine=wijn
baking=bakken
sourdough=zuurdesem
bread=brood
cakes=taarten
desserts=desserts
chocolate=chocolade
coffee=koffie
cafe=koffiebar
tea=thee
travel=reizen
budget-travel=budgetreizen
backpacking=backpacken
vanlife=vanlife
solo-travel=solo reizen
world-travel=wereldreis
hot-springs=warmwaterbronnen
hiking=wandelen
mountains=bergen
camping=kamperen
surf=surfen
climbing=klimmen
nature=natuur
outdoor=lessen buiten
gardening=tuinieren
plants=planten
vegetables=moestuin
balcony=balkontuin
photography=fotografie
weddings=bruiloften
portraits=portretten
street-photography=straatfotografie
film-photography=analoge fotografie
landscapes=landschappen
fashion=mode
style=stijl
sustainable-fashion=duurzame mode
thrift=tweedehands
beauty=beauty
makeup=makeup
skincare=huidverzorging
hair=haar
nails=nagels
bridal=bruidsstyling
tech=tech
coding=programmeren
web=web
frontend=frontend
backend=backend
apps=apps
open-source=vrije software
data-science=datawetenschap
ai=AI
startup=startups
saas=SaaS
ecommerce=webshop
business=ondernemen
marketing=marketing
digital-marketing=online marketing
social-media=sociale media
content=content
seo=SEO
branding=branding
freelance=freelance
finance=financiën
personal-finance=persoonlijke financiën
financial-education=geldzaken
investing=beleggen
stocks=aandelen
crypto=crypto
money=geld
law=recht
employment-law=arbeidsrecht
workers-rights=rechten van werknemers
teaching=onderwijs
classroom=ideeën voor de klas
primary-school=basisschool
high-school=middelbare school
languages=talen
english=Engels
homeschooling=thuisonderwijs
medicine=geneeskunde
healthcare=zorg
night-shifts=nachtdiensten
health=gezondheid
mental-health=mentale gezondheid
anxiety=angst
depression=depressie
self-esteem=zelfvertrouwen
mindfulness=mindfulness
self-care=zelfzorg
wellbeing=welzijn
coaching=coaching
career=loopbaan
leadership=leiderschap
art=kunst
illustration=illustratie
drawing=tekenen
painting=schilderen
calligraphy=kalligrafie
ceramics=keramiek
handmade=handgemaakt
crafts=ambacht
tattoo=tatoeages
design=ontwerp
ux=UX
accessibility=toegankelijkheid
graphic-design=grafisch ontwerp
interior-design=interieur
architecture=architectuur
music=muziek
techno=techno
guitar=gitaar
piano=piano
dance=dansen
salsa=salsa
choreography=choreografie
ballet=ballet
gaming=gamen
live-streams=livestreams
horror=horrorgames
retro-games=retrogames
esports=esports
parenting=opvoeden
family=gezinsleven
kids=kinderen
twins=tweeling
pets=huisdieren
dogs=honden
cats=katten
rescue=asieldieren
books=boeken
reading=lezen
book-reviews=boekrecensies
fantasy=fantasy
romance=romantiek
writing=schrijven
poetry=poëzie
real-estate=vastgoed
homes=woningen
apartments=appartementen
first-home=eerste huis
luxury=luxe woningen
aud-moms=voor moeders
aud-parents=voor ouders
aud-women=voor vrouwen
aud-beginners=voor beginners
aud-teens=voor tieners
aud-young-adults=voor millennials
aud-founders=voor oprichters
aud-small-business=voor kleine bedrijven
aud-entrepreneurs=voor ondernemers
aud-students=voor studenten
aud-athletes=voor sporters
aud-office-workers=voor drukke professionals
aud-learners=voor anderstaligen
aud-pet-owners=voor baasjes
aud-buyers=voor starters op de woningmarkt
aud-creators=voor makers
`),
  lines: lines(`
fitness: Zweet nu, straal straks | Train. Eet. Rust. | Steeds een beetje sterker
yoga: Altijd in de flow | Adem. Beweeg. Rust. | Vind je adem, vind je rust
food: Eet lekker, voel je goed | Lekker eten, simpel gemaakt. | Met liefde gekookt, met plezier gedeeld
baking: Overal bloem, geen spijt | Kneden. Bakken. Delen. | Goede dingen hebben tijd nodig
coffee: Koffie en goede zin | Eerst koffie. | Goede dagen beginnen met goede koffie
nutrition: Voeden, niet straffen | Goed eten. Goed leven. | Kleine stappen, groot verschil
travel: Paspoort vol, hart nog voller | Reizen. Thuiskomen. Herhalen. | De wereld is groot, ga kijken
outdoors: Offline en buiten | Buiten, meestal. | Avontuur is dichterbij dan je denkt
gardening: Groene vingers, altijd | Zaaien. Verzorgen. Oogsten. | Plant een zaadje, kijk het groeien
photography: Gouden uur, de hele dag | Licht. Kader. Moment. | Momenten voor altijd vastgelegd
fashion: Looks voor een tweede blik | Minder, maar beter. | Draag wat bij je past
beauty: Altijd met glow | Huid eerst. | Schoonheid met zelfliefde
tech: Code en koffie | Bouwen. Leveren. Leren. | Bouwen aan handige dingen voor mensen
startups: Bezig met bouwen | Bouwen. Leren. Herhalen. | Elk groot bedrijf begon klein
marketing: Content waarvoor je stopt met scrollen | Strategie. Content. Groei. | Elk merk heeft een verhaal
finance: Geldpraat zonder vakjargon | Minder uitgeven. Slimmer beleggen. | Financiële vrijheid begint klein
law: Recht, simpel uitgelegd | Helder advies. Geen jargon. | Ken je rechten
education: Lerarenleven, beste leven | Lesgeven. Leren. Groeien. | Elk kind kan stralen
art: Atelierdagen en nieuw werk | Handgemaakt. | Elke dag iets maken
design: Pixelperfect, mensen eerst | Simpel. Nuttig. Menselijk. | Goed ontwerp maakt het leven makkelijker
music: Nieuwe klanken op herhaling | Liedjes en klanken. | Muziek met gevoel
dance: Altijd in de maat | Bewegen. Voelen. Dansen. | Dansen, want het leven is kort
gaming: Nog één potje, beloofd | Spelen. Streamen. Herhalen. | Goede games, goede mensen
parenting: Gezinsleven zonder filter | Gezin eerst. | Liefde, geduld en veel boterhammen
pets: Pootjes en goede zin | Dieren. Liefde. Herhalen. | Adopteren, liefhebben, herhalen
wellness: Zacht leven, sterke geest | Ademen. Rusten. Herstellen. | Herstel is geen rechte lijn, en dat is oké
health: Koffie in de hand, dienst op dienst | Zorg. Elke dienst. | Elke dag zorgen voor mensen
books: Nog één hoofdstuk | Boeken. Thee. Stilte. | Elk boek is een nieuw begin
realestate: Sleutels en blije verhuizingen | Woningen. Eerlijk advies. | Je volgende hoofdstuk begint thuis
coaching: Volgende level, op jouw manier | Helderheid. Actie. Groei. | Je doel is dichterbij dan je denkt
general: Ik deel wat ik leuk vind | Hier wordt gemaakt. | Elke dag een beetje groeien
`),
  offers: {
    trendy: ['Alles over {t}', 'Elke dag {t}'],
    minimalist: ['{t}. Elke dag.', '{t}. Meer niet.'],
    creative: ['{t}, mijn kijk op de wereld', 'Mijn wereld: {t}'],
    professional: ['{t}: tips en ideeën', 'Praktische tips over {t}'],
    fun: ['Meestal {t}, soms taart', '{t} met een snufje chaos'],
    inspirational: ['{t} met hart', 'Groeien met {t}'],
  },
  cta: {
    instagram: ['👇 Meer hieronder', 'Stuur een DM'],
    twitter: ['Mijn eigen mening', 'Zeg hallo 👋'],
    tiktok: ['Volg voor meer', 'Nieuw hier? Zeg hallo'],
    linkedin: ['Graag connecten', 'Altijd in voor een gesprek'],
    youtube: ['Abonneer voor meer', 'Zet de bel aan 🔔'],
  },
};
