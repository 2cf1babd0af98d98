import { lines, terms, type BioBank } from './types.ts';

/** French. */
export const fr: BioBank = {
  and: ' et ',
  comma: ', ',
  terms: terms(`
personal-trainer=coach sportif|coach sportive
runner=coureur|coureuse
cyclist=cycliste
yoga-teacher=prof de yoga
nutritionist=nutritionniste
chef=chef|cheffe
food-blogger=blogueur culinaire|blogueuse culinaire
sommelier=sommelier|sommelière
baker=boulanger|boulangère
pastry-chef=pâtissier|pâtissière
barista=barista
cafe-owner=patron de café|patronne de café
traveler=voyageur|voyageuse
digital-nomad=nomade numérique
travel-blogger=blogueur voyage|blogueuse voyage
hiker=randonneur|randonneuse
surfer=surfeur|surfeuse
climber=grimpeur|grimpeuse
gardener=jardinier|jardinière
photographer=photographe
stylist=styliste
makeup-artist=maquilleur|maquilleuse
hairdresser=coiffeur|coiffeuse
developer=développeur|développeuse
engineer=ingénieur|ingénieure
designer=designer
founder=fondateur|fondatrice
entrepreneur=entrepreneur|entrepreneuse
marketer=spécialiste marketing
social-media-manager=community manager
content-creator=créateur de contenu|créatrice de contenu
blogger=blogueur|blogueuse
vlogger=vlogueur|vlogueuse
podcaster=podcasteur|podcasteuse
accountant=comptable
financial-advisor=conseiller financier|conseillère financière
lawyer=avocat|avocate
teacher=prof
tutor=professeur particulier|professeure particulière
translator=traducteur|traductrice
student=étudiant|étudiante
med-student=étudiant en médecine|étudiante en médecine
nurse=infirmier|infirmière
doctor=médecin
dentist=dentiste
therapist=thérapeute
psychologist=psychologue
artist=artiste
illustrator=illustrateur|illustratrice
calligrapher=calligraphe
ceramicist=céramiste
tattoo-artist=tatoueur|tatoueuse
musician=musicien|musicienne
singer=auteur-compositeur|autrice-compositrice
dj=DJ
music-producer=producteur|productrice
dancer=danseur|danseuse
choreographer=chorégraphe
gamer=gameur|gameuse
streamer=streameur|streameuse
mom=maman
dad=papa
dog-parent=papa de chien|maman de chien|amoureux des chiens
cat-parent=papa de chat|maman de chat|amoureux des chats
realtor=agent immobilier|agente immobilière
instructor=moniteur|monitrice
nail-artist=prothésiste ongulaire
coach=coach
life-coach=coach de vie
career-coach=coach carrière
business-coach=coach business
fitness=fitness
strength=musculation
home-workouts=entraînements à la maison
running=course à pied
cycling=vélo
pilates=Pilates
yoga=yoga
meditation=méditation
nutrition=nutrition
sports-nutrition=nutrition sportive
healthy-eating=alimentation saine
meal-plans=plans de repas
food=gastronomie
cooking=cuisine maison
recipes=recettes
quick-meals=dîners rapides
plant-based=cuisine végétale
pizza=pizza
pasta=pâtes fraîches
sushi=sushis
bbq=barbecue
seafood=fruits de mer
street-food=street food
mexican-food=cuisine mexicaine
italian-food=cuisine italienne
moroccan-food=cuisine marocaine
local-food=cuisine locale
wine=vin
natural-wine=vins nature
baking=pâtisserie
sourdough=levain
bread=pain
cakes=gâteaux
birthday-cakes=gâteaux d'anniversaire
desserts=desserts
macarons=macarons
chocolate=chocolat
coffee=café
cafe=café
latte-art=latte art
tea=thé
travel=voyage
budget-travel=voyages à petit budget
backpacking=voyages de routard
vanlife=vanlife
solo-travel=voyage en solo
road-trips=road trips
world-travel=tour du monde
villages=petits villages
hot-springs=sources chaudes
hiking=randonnée
mountains=montagne
camping=bivouac
surf=surf
climbing=escalade
nature=nature
outdoor=cours en plein air
gardening=jardinage
plants=plantes
vegetables=potager
balcony=potager sur le balcon
photography=photographie
weddings=mariages
portraits=portraits
street-photography=photo de rue
film-photography=photo argentique
landscapes=paysages
documentary=style documentaire
fashion=mode
style=style
sustainable-fashion=mode durable
thrift=friperie
beauty=beauté
makeup=maquillage
skincare=soin de la peau
hair=coiffure
nails=ongles
bridal=mariées
editorial=éditorial
tech=tech
coding=code
web=web
frontend=front-end
backend=back-end
apps=applis
open-source=logiciel libre
data-science=science des données
ai=IA
cybersecurity=cybersécurité
fintech=fintech
startup=startups
saas=SaaS
building-in-public=construire en public
ecommerce=boutique en ligne
business=business
marketing=marketing
digital-marketing=marketing digital
social-media=réseaux sociaux
content=contenu
seo=SEO
branding=branding
copywriting=copywriting
freelance=freelance
tradition=tradition familiale
podcast=podcast
video=vidéos
finance=finance
personal-finance=finances personnelles
financial-education=éducation financière
investing=investissement
stocks=bourse
crypto=crypto
money=argent
budgeting=budget
law=droit
employment-law=droit du travail
workers-rights=droits des salariés
corporate-law=droit des affaires
teaching=enseignement
classroom=idées pour la classe
primary-school=école primaire
high-school=lycée
languages=langues
english=anglais
arabic-language=arabe
homeschooling=instruction en famille
study=sessions de révision
medicine=médecine
healthcare=santé
icu=réanimation
night-shifts=gardes de nuit
dental=soins dentaires
health=santé
mental-health=santé mentale
anxiety=anxiété
depression=dépression
self-esteem=estime de soi
mindfulness=pleine conscience
self-care=prendre soin de soi
wellbeing=bien-être
coaching=mentorat
career=carrière
mindset=état d'esprit
leadership=leadership
art=art
illustration=illustration
drawing=dessin
painting=peinture
calligraphy=calligraphie
ceramics=céramique
handmade=artisanal
crafts=artisanat
tableware=bols et tasses
murals=fresques
tattoo=tatouage
digital-art=art numérique
design=design
ux=UX
accessibility=accessibilité
graphic-design=graphisme
interior-design=décoration d'intérieur
architecture=architecture
design-systems=design systems
music=musique
techno=techno
folk=folk
new-music=nouvel EP
guitar=guitare
piano=piano
dance=danse
salsa=salsa
choreography=chorégraphie
ballet=ballet
gaming=jeux vidéo
live-streams=lives
horror=jeux d'horreur
cozy-games=jeux cosy
retro-games=jeux rétro
esports=esport
parenting=parentalité
family=vie de famille
kids=enfants
twins=jumeaux
motherhood=maternité
pets=animaux
dogs=chiens
cats=chats
rescue=animaux adoptés
books=livres
reading=lecture
bookstagram=bookstagram
book-reviews=chroniques littéraires
fantasy=fantasy
romance=romance
writing=écriture
poetry=poésie
real-estate=immobilier
homes=maisons
apartments=appartements
first-home=premier achat
luxury=biens de prestige
villas=villas
aud-moms=pour les mamans
aud-parents=pour les parents
aud-women=pour les femmes
aud-beginners=pour débutants
aud-teens=pour les ados
aud-young-adults=pour les millennials
aud-founders=pour fondateurs et fondatrices
aud-small-business=pour les petites entreprises
aud-entrepreneurs=pour entrepreneurs
aud-students=pour étudiants
aud-athletes=pour sportifs et sportives
aud-office-workers=pour les gens pressés
aud-learners=pour apprendre le français
aud-pet-owners=pour les propriétaires d'animaux
aud-buyers=pour un premier achat
aud-creators=pour les créateurs de contenu
`),
  lines: lines(`
fitness: Transpirer aujourd'hui, briller demain | Entraînement. Repas. Repos. | Transformer chaque répétition en rituel | Des programmes adaptés à la vraie vie | Entraînement motivé par le dessert | Chaque semaine, un peu plus de force
yoga: Toujours dans le flow | Respirer. Bouger. Ralentir. | Salutations au soleil et matins tranquilles | Cours pour tous les corps et niveaux | Souplesse sur le tapis, maladresse ailleurs | Trouvez votre souffle, trouvez votre calme
food: Bien manger, bien vivre | De la bonne cuisine, tout simplement. | Des histoires à chaque assiette | Des recettes simples qui marchent vraiment | Cuisine contre compliments | Cuisiner avec amour, partager avec joie
baking: De la farine partout, aucun regret | Pétrir. Cuire. Partager. | Farine, sucre et un peu de magie | Recettes et astuces qui réussissent | Carburant officiel : la farine | Les bonnes choses prennent du temps
coffee: Café et bonne humeur | Café d'abord. | Des histoires servies tasse après tasse | Café de spécialité, préparé avec soin | Caféine à volonté | Une belle journée commence par un bon café
nutrition: Nourrir, pas punir | Manger mieux. Vivre mieux. | Assiettes colorées, corps heureux | Une nutrition fondée sur les preuves | Team légumes et team dessert | Petits changements, grande différence
travel: Passeport plein, cœur encore plus plein | Partir. Revenir. Recommencer. | Des couchers de soleil et des histoires | Guides pratiques pour voyager malin | Les aéroports, c'est ma deuxième maison | Le monde est vaste, allez le voir
outdoors: Hors réseau, en plein air | Dehors, surtout. | Sentiers, sommets et lumière dorée | Itinéraires, matériel et conseils de sécurité | Chaussures boueuses, cœur heureux | L'aventure est plus proche que vous ne pensez
gardening: Team plantes, toujours | Semer. Cultiver. Partager. | Cultiver de petits miracles verts | Conseils pratiques pour petits jardins | Conversations quotidiennes avec mes plantes | Plantez une graine, regardez-la pousser
photography: L'heure dorée, à toute heure | Lumière. Cadre. Instant. | Peindre avec la lumière | Des images intemporelles et sincères | Toujours à l'affût de la belle lumière | Capturer les instants qui comptent
fashion: Des looks qui méritent un second regard | Moins, et mieux. | Sublimer le quotidien | Un stylisme pensé pour la vraie vie | Dressing plein, rien à porter | Portez ce qui vous ressemble
beauty: Glow, toujours | La peau d'abord. | Chaque visage est une toile | Avis honnêtes et vraies techniques | Le mascara d'abord, les questions après | Une beauté qui vous célèbre
tech: Du code et du café | Coder. Livrer. Apprendre. | Transformer des idées en logiciels | Code propre, idées claires | Ça marche sur ma machine | Construire des outils utiles aux gens
startups: Mode construction : activé | Construire. Apprendre. Recommencer. | De l'idée au produit, en toute transparence | Ce qui marche, et ce qui ne marche pas | À tous les postes à la fois | Toute grande entreprise a commencé petite
marketing: Du contenu qui arrête le scroll | Stratégie. Contenu. Croissance. | Des histoires qui marquent | J'aide les marques à grandir avec méthode | Chaque légende, réécrite dix fois | Chaque marque a une histoire à raconter
finance: Parler argent, sans jargon | Dépenser moins. Investir mieux. | Rendre l'argent plus simple | Des conseils financiers clairs, sans jargon | Les tableurs, c'est ma passion | La liberté financière commence petit
law: Le droit, expliqué simplement | Conseil clair. Sans jargon. | Le jargon juridique, traduit | Un accompagnement juridique concret | Les petites lignes, lues pour vous | Connaissez vos droits
education: Vie de prof, meilleure vie | Enseigner. Apprendre. Grandir. | Des cours qui allument des étincelles | Des idées concrètes pour enseigner | Au café et aux gommettes | Chaque élève peut briller
art: Journées d'atelier et nouvelles œuvres | Pièces uniques. | Couleurs, chaos et un peu de magie | Œuvres originales et commandes | Toujours de la peinture sur les mains | Créer quelque chose chaque jour
design: Au pixel près, l'humain d'abord | Simple. Utile. Humain. | Concevoir pour les humains | Un design clair qui résout de vrais problèmes | Redessiner votre menu ? Avec plaisir | Le bon design simplifie la vie
music: De nouveaux sons en boucle | Chansons et sons. | Des chansons nées de petits riens | Musique originale et concerts | Toujours en train de fredonner | Une musique qui fait ressentir
dance: Toujours dans le rythme | Bouger. Ressentir. Danser. | Raconter des histoires à chaque pas | Cours et chorégraphies pour tous niveaux | Danser dans la cuisine, ça compte | Dansez, la vie est courte
gaming: GG, rien d'autre | Jouer. Streamer. Recommencer. | Pixels, rebondissements et bonne compagnie | Tests, guides et avis honnêtes | Encore une partie, promis | Bons jeux, bonne compagnie
parenting: La vie de famille sans filtre | La famille d'abord. | Petits humains et grandes histoires | Des astuces concrètes pour familles débordées | Au café et aux câlins | Amour, patience et beaucoup de goûters
pets: Des pattes et de la bonne humeur | Animaux. Amour. Encore. | Des histoires qui remuent la queue | Conseils pratiques pour animaux heureux | Service officiel de friandises | Adopter, aimer, recommencer
wellness: Vie douce, esprit fort | Respirer. Ralentir. Guérir. | Faire de la place au calme | Un soutien fondé sur les preuves | Prendre soin de soi, goûter compris | Guérir n'est pas linéaire, et c'est normal
health: Blouse blanche et café serré | Soigner. À chaque garde. | Des mains qui soignent, des pieds fatigués | Des infos santé claires et fiables | Caféine et bas de contention | Prendre soin des autres, chaque jour
books: Encore un chapitre | Livres. Thé. Silence. | Vivre mille vies sur papier | Avis honnêtes et listes de lecture | Ma pile à lire est un mode de vie | Chaque livre est un nouveau départ
realestate: Des clés et des déménagements heureux | Biens immobiliers. Conseils honnêtes. | Trouver le lieu qui vous ressemble | Acheter et vendre en toute confiance | Parler de plans toute la journée, avec joie | Votre prochain chapitre commence chez vous
coaching: Passez au niveau supérieur, à votre façon | Clarté. Action. Progrès. | Écrire ensemble votre prochain chapitre | Un coaching concret pour avancer vraiment | Spécialiste des pep talks | Vous êtes plus proche que vous ne le pensez
general: Ce que j'aime, partagé ici | Ici pour créer. | Créer des choses, raconter des histoires | Conseils pratiques et avis sincères | Cette bio, réécrite vingt fois | Grandir un peu chaque jour
`),
  offers: {
    trendy: ['{t} au quotidien', '{t}, encore et encore'],
    minimalist: ['{t}, chaque jour.', '{t}. Rien de plus.'],
    creative: ['{t}, ma façon de voir le monde', '{t} et beaucoup de curiosité'],
    professional: ['{t} : conseils pratiques', '{t} : conseils et idées'],
    fun: ['{t} et un peu de chaos', '{t}, avec le sourire'],
    inspirational: ['{t}, avec le cœur', '{t} et bienveillance'],
  },
  cta: {
    instagram: ['👇 Plus bas', 'Écrivez-moi en DM'],
    twitter: ['Avis personnels', 'Dites bonjour 👋'],
    tiktok: ['Abonnez-vous pour la suite', 'Bienvenue, dites bonjour'],
    linkedin: ['Connectons-nous', 'Échangeons'],
    youtube: ['Abonnez-vous pour la suite', 'Activez la cloche 🔔'],
  },
};
