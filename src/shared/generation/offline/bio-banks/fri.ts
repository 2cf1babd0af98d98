import { lines, terms, type BioBank } from './types.ts';

/** West Frisian. Three taglines per niche: playful, clean, warm. */
export const fri: BioBank = {
  and: ' en ',
  comma: ', ',
  terms: terms(`
personal-trainer=persoanlike trainer
runner=hurdrinner
cyclist=fytser
yoga-teacher=yogalearaar
nutritionist=diëtist
chef=kok
food-blogger=itenblogger
baker=bakker
pastry-chef=banketbakker
barista=barista
traveler=reizger
digital-nomad=digitale nomade
travel-blogger=reisblogger
hiker=kuierder
surfer=surfer
gardener=túnman
photographer=fotograaf
stylist=stylist
makeup-artist=visagist
hairdresser=kapper
developer=ûntwikkeler
engineer=yngenieur
designer=ûntwerper
founder=oprjochter
entrepreneur=ûndernimmer
marketer=marketeer
social-media-manager=sosjale-mediabehearder
content-creator=kontintmakker
blogger=blogger
vlogger=vlogger
accountant=boekhâlder
lawyer=advokaat
teacher=learaar|learares
tutor=bylesjouwer
translator=oersetter
student=studint
nurse=ferpleechkundige
doctor=dokter
dentist=toskedokter
therapist=terapeut
psychologist=psycholooch
artist=keunstner
illustrator=yllustrator
ceramicist=keramist
musician=muzikant
singer=sjonger
dj=DJ
music-producer=produsint
dancer=dûnser|dûnseres
gamer=gamer
streamer=streamer
mom=mem
dad=heit
dog-parent=hûnebaas
cat-parent=katebaas
realtor=makelder
instructor=ynstrukteur
coach=coach
life-coach=libbenscoach
career-coach=karriêrecoach
fitness=fitness
strength=krêfttraining
running=hurdrinnen
cycling=fytsen
yoga=yoga
meditation=meditaasje
nutrition=fieding
healthy-eating=sûn iten
food=iten
cooking=koken
recipes=resepten
baking=bakken
bread=brea
cakes=taarten
coffee=kofje
tea=tee
travel=reizgjen
backpacking=backpacken
hiking=kuierjen
mountains=bergen
camping=kampearjen
surf=surfen
nature=natuer
gardening=túnkjen
plants=planten
vegetables=griente út eigen tún
photography=fotografy
weddings=brulloften
portraits=portretten
landscapes=lânskippen
fashion=moade
style=styl
thrift=twaddehâns
beauty=skientme
makeup=makeup
skincare=hûdsoarch
tech=technyk
coding=programmearjen
web=web
apps=apps
ai=AI
startup=startups
business=ûndernimmen
marketing=marketing
social-media=sosjale media
content=kontint
freelance=selsstannich
finance=finânsjes
investing=belizzen
money=jild
law=rjocht
teaching=ûnderwiis
classroom=ideeën foar de klasse
primary-school=basisskoalle
high-school=middelbere skoalle
languages=talen
english=Ingelsk
medicine=medisinen
healthcare=soarch
health=sûnens
mental-health=mentale sûnens
anxiety=eangst
depression=depresje
self-care=selssoarch
wellbeing=wolwêzen
coaching=coaching
career=karriêre
art=keunst
illustration=yllustraasje
drawing=tekenjen
painting=skilderjen
ceramics=keramyk
handmade=mei de hân makke
crafts=ambacht
design=ûntwerp
ux=UX
music=muzyk
guitar=gitaar
piano=piano
dance=dûnsjen
gaming=gamen
parenting=opfieding
family=húshâlding
kids=bern
twins=twilling
pets=húsdieren
dogs=hûnen
cats=katten
books=boeken
reading=lêzen
writing=skriuwen
poetry=poëzy
real-estate=unreplik guod
homes=huzen
apartments=apparteminten
aud-moms=foar memmen
aud-parents=foar âlden
aud-women=foar froulju
aud-beginners=foar begjinners
aud-teens=foar tieners
aud-founders=foar oprjochters
aud-small-business=foar lytse bedriuwen
aud-entrepreneurs=foar ûndernimmers
aud-students=foar learlingen
aud-athletes=foar sporters
aud-office-workers=foar drokke minsken
aud-learners=foar wa't Frysk leart
aud-pet-owners=foar baaskes
aud-buyers=foar starters
aud-creators=foar makkers
`),
  lines: lines(`
fitness: Switte hjoed, strielje moarn | Traine. Ite. Rêste. | Elke wike in bytsje sterker
yoga: Altyd yn de flow | Sykhelje. Bewege. Rêste. | Fyn dyn azem, fyn dyn rêst
food: Lekker ite, goed fiele | Goed iten, ienfâldich makke. | Mei leafde koke, mei wille diele
baking: Oeral moal, gjin spyt | Knede. Bakke. Diele. | Goede dingen hawwe tiid nedich
coffee: Kofje en goede moed | Earst kofje. | Goede kofje, goed begjin
nutrition: Fiede, net straffe | Goed ite. Goed libje. | Lytse stappen, grut ferskil
travel: Paspoart fol, hert noch foller | Reizgje. Thúskomme. Opnij. | De wrâld is grut, gean sjen
outdoors: Offline en bûten | Bûten, meastentiids. | Aventoer is tichterby
gardening: Griene fingers, altyd | Siedzje. Fersoargje. Rispje. | Plant in sied en sjoch it groeien
photography: Gouden oere, alle dagen | Ljocht. Kader. Momint. | Mominten fêstlizze dy't telle
fashion: Looks foar in twadde blik | Minder, mar moaier. | Draach wat by dy past
beauty: Altyd mei glâns | Hûd earst. | Skientme dy't dy fiert
tech: Koade en kofje | Bouwe. Leverje. Leare. | Dingen bouwe dy't minsken helpe
startups: Drok oan it bouwen | Bouwe. Leare. Opnij. | Alle grutte bedriuwen begûnen lyts
marketing: Kontint dy't it scrollen stopet | Plan. Kontint. Groei. | Alle merken hawwe in ferhaal
finance: Oer jild, sûnder fakpraat | Minder útjaan. Tûker belizze. | Finansjele frijheid begjint lyts
law: Rjocht, ienfâldich útlein | Helder advys. Gjin jargon. | Ken dyn rjochten
education: Learaarslibben, bêste libben | Lesjaan. Leare. Groeie. | Alle bern kinne strielje
art: Atelierdagen en nij wurk | Mei de hân makke. | Alle dagen wat meitsje
design: Pikselkrekt, minsken earst | Ienfâldich. Nuttich. Minsklik. | Goed ûntwerp makket it libben makliker
music: Nije lûden op werhelling | Ferskes en lûden. | Muzyk dy't wat mei dy docht
dance: Altyd yn de maat | Bewege. Fiele. Dûnsje. | Dûns, it libben is koart
gaming: Noch ien potsje, beloofd | Spylje. Streame. Opnij. | Goede games, goede minsken
parenting: Gesinslibben sûnder filter | Gesin earst. | Leafde, geduld en in soad bôlen
pets: Poatsjes en goede moed | Bisten. Leafde. Opnij. | Adoptearje, leafhawwe, opnij
wellness: Sêft libben, sterke geast | Sykhelje. Rêste. Herstelle. | Herstel giet net yn in rjochte line
health: Kofje yn de hân, tsjinst nei tsjinst | Soarch. Elke tsjinst. | Alle dagen soarch foar minsken
books: Noch ien haadstik | Boeken. Tee. Stilte. | Alle boeken binne in nij begjin
realestate: Kaaien en blide ferhuzingen | Huzen. Earlik advys. | Dyn folgjende haadstik begjint thús
coaching: Folgjend nivo, op dyn eigen wize | Dúdlikens. Aksje. Groei. | Dyn doel is tichterby
general: Ik diel wat ik moai fyn | Hjir wurdt makke. | Alle dagen in bytsje groeie
`),
  offers: {
    trendy: ['Alles oer {t}', 'Elke dei {t}'],
    minimalist: ['{t}. Elke dei.', '{t}. Mear net.'],
    creative: ['{t}, myn blik op de wrâld', 'Myn wrâld: {t}'],
    professional: ['{t}: tips en ideeën', 'Praktyske tips oer {t}'],
    fun: ['Meastentiids {t}, soms taart', '{t} mei in snúfke gaos'],
    inspirational: ['{t} mei hert', 'Groeie mei {t}'],
  },
  cta: {
    instagram: ['👇 Mear hjirûnder', 'Stjoer in DM'],
    twitter: ['Myn eigen miening', 'Sis hoi 👋'],
    tiktok: ['Folgje foar mear', 'Nij hjir? Sis hoi'],
    linkedin: ['Litte wy ferbine', 'Iepen foar in petear'],
    youtube: ['Abonnearje foar mear', 'Set de klok oan 🔔'],
  },
};
