import { lines, terms, type BioBank } from './types.ts';

/** Swahili. Three taglines per niche: playful, clean, warm. */
export const swa: BioBank = {
  and: ' na ',
  comma: ', ',
  terms: terms(`
personal-trainer=mkufunzi wa mazoezi
runner=mkimbiaji
cyclist=mwendesha baiskeli
yoga-teacher=mwalimu wa yoga
nutritionist=mtaalamu wa lishe
chef=mpishi
food-blogger=mwanablogu wa vyakula
baker=mwokaji
pastry-chef=mwokaji wa keki
barista=barista
traveler=msafiri
digital-nomad=msafiri wa kidijitali
travel-blogger=mwanablogu wa safari
hiker=mpanda milima
surfer=mchezaji wa mawimbi
gardener=mkulima wa bustani
photographer=mpiga picha
stylist=mwanamitindo
makeup-artist=msanii wa vipodozi
hairdresser=msusi
developer=msanidi programu
engineer=mhandisi
designer=mbunifu
founder=mwanzilishi
entrepreneur=mjasiriamali
marketer=mtaalamu wa masoko
social-media-manager=msimamizi wa mitandao ya kijamii
content-creator=mtengeneza maudhui
blogger=mwanablogu
vlogger=mwanablogu wa video
accountant=mhasibu
financial-advisor=mshauri wa fedha
lawyer=wakili
teacher=mwalimu
tutor=mwalimu wa ziada
translator=mfasiri
student=mwanafunzi
med-student=mwanafunzi wa udaktari
nurse=muuguzi
doctor=daktari
dentist=daktari wa meno
therapist=mshauri nasaha
psychologist=mwanasaikolojia
artist=msanii
illustrator=mchoraji
ceramicist=mfinyanzi
musician=mwanamuziki
singer=mwimbaji
dj=DJ
music-producer=mtayarishaji wa muziki
dancer=mcheza densi
gamer=mchezaji wa michezo ya video
streamer=mtangazaji mubashara
mom=mama
dad=baba
dog-parent=mpenzi wa mbwa
cat-parent=mpenzi wa paka
realtor=dalali wa nyumba
instructor=mkufunzi
nail-artist=msanii wa kucha
coach=kocha
life-coach=kocha wa maisha
career-coach=kocha wa taaluma
business-coach=kocha wa biashara
fitness=mazoezi
strength=mazoezi ya nguvu
running=kukimbia
cycling=baiskeli
yoga=yoga
meditation=tafakari
nutrition=lishe
healthy-eating=lishe bora
food=vyakula
cooking=mapishi ya nyumbani
recipes=mapishi
plant-based=vyakula vya mimea
baking=uokaji
bread=mikate
cakes=keki
desserts=vitindamlo
coffee=kahawa
cafe=mgahawa wa kahawa
tea=chai
travel=safari
budget-travel=safari nafuu
backpacking=safari za begi mgongoni
solo-travel=kusafiri peke yangu
world-travel=safari duniani
hiking=kupanda milima
mountains=milima
camping=kupiga kambi
surf=kuteleza mawimbini
nature=mazingira asilia
outdoor=madarasa ya nje
gardening=bustani
plants=mimea
vegetables=mboga za nyumbani
photography=upigaji picha
weddings=harusi
portraits=picha za watu
landscapes=mandhari
fashion=mitindo
style=mtindo
beauty=urembo
makeup=vipodozi
skincare=utunzaji wa ngozi
hair=nywele
nails=kucha
bridal=urembo wa maharusi
tech=teknolojia
coding=uandishi wa programu
web=mtandao
apps=programu
open-source=programu huria
data-science=sayansi ya data
ai=AI
startup=startup
saas=SaaS
ecommerce=duka la mtandaoni
business=biashara
marketing=masoko
digital-marketing=masoko ya kidijitali
social-media=mitandao ya kijamii
content=maudhui
seo=SEO
branding=chapa
freelance=kazi huru
finance=fedha
personal-finance=fedha binafsi
financial-education=elimu ya fedha
investing=uwekezaji
stocks=hisa
crypto=sarafu za kidijitali
money=pesa
law=sheria
employment-law=sheria ya kazi
workers-rights=haki za wafanyakazi
teaching=ufundishaji
classroom=mawazo ya darasani
primary-school=shule ya msingi
high-school=shule ya sekondari
languages=lugha
english=Kiingereza
medicine=udaktari
healthcare=huduma za afya
night-shifts=zamu za usiku
health=afya
mental-health=afya ya akili
anxiety=wasiwasi
depression=msongo wa mawazo
self-esteem=kujiamini
self-care=kujitunza
wellbeing=ustawi
coaching=ushauri
career=taaluma
leadership=uongozi
art=sanaa
illustration=michoro
drawing=kuchora
painting=uchoraji
ceramics=ufinyanzi
handmade=kazi za mikono
crafts=ufundi
tattoo=michoro ya mwili
design=ubunifu
ux=UX
graphic-design=ubunifu wa michoro
interior-design=mapambo ya ndani
architecture=usanifu majengo
music=muziki
guitar=gitaa
piano=kinanda
dance=densi
choreography=upangaji wa densi
gaming=michezo ya video
live-streams=matangazo mubashara
parenting=malezi
family=familia
kids=watoto
twins=mapacha
pets=wanyama vipenzi
dogs=mbwa
cats=paka
books=vitabu
reading=kusoma
writing=uandishi
poetry=ushairi
real-estate=majengo
homes=nyumba
apartments=fleti
first-home=nyumba ya kwanza
aud-moms=kwa akina mama
aud-parents=kwa wazazi
aud-women=kwa wanawake
aud-beginners=kwa wanaoanza
aud-teens=kwa vijana balehe
aud-young-adults=kwa vijana
aud-founders=kwa waanzilishi
aud-small-business=kwa biashara ndogo
aud-entrepreneurs=kwa wajasiriamali
aud-students=kwa wanafunzi
aud-athletes=kwa wanamichezo
aud-office-workers=kwa watu wenye shughuli nyingi
aud-learners=kwa wanaojifunza Kiswahili
aud-pet-owners=kwa wafugaji wa wanyama vipenzi
aud-buyers=kwa wanunuzi wa nyumba ya kwanza
aud-creators=kwa watengeneza maudhui
`),
  lines: lines(`
fitness: Jasho leo, kung'aa kesho | Fanya mazoezi. Kula. Pumzika. | Kila wiki nguvu zaidi
yoga: Daima katika mtiririko | Vuta pumzi. Songa. Pumzika. | Pata pumzi yako, pata utulivu
food: Kula vizuri, ishi vizuri | Chakula kizuri, kwa urahisi. | Napika kwa upendo, nagawa kwa furaha
baking: Unga kila mahali, bila majuto | Kanda. Oka. Gawa. | Vitu vizuri huchukua muda
coffee: Kahawa na furaha | Kahawa kwanza. | Siku njema huanza na kahawa nzuri
nutrition: Lisha mwili, usiuadhibu | Kula vizuri. Ishi vizuri. | Mabadiliko madogo, tofauti kubwa
travel: Pasipoti imejaa, moyo umejaa zaidi | Safiri. Rudi. Rudia. | Dunia ni kubwa, nenda ukaione
outdoors: Nje ya mtandao, nje ya nyumba | Nje, mara nyingi. | Matukio ni karibu kuliko unavyodhani
gardening: Mkono wenye rutuba | Panda. Tunza. Vuna. | Panda mbegu, itazame ikikua
photography: Mwanga wa dhahabu kila saa | Mwanga. Fremu. Wakati. | Kuhifadhi nyakati muhimu
fashion: Mavazi yanayovutia macho | Kidogo, lakini bora. | Vaa kinachokufaa wewe
beauty: Kung'aa daima | Ngozi kwanza. | Urembo unaokusherehekea
tech: Msimbo na kahawa | Andika. Zindua. Jifunze. | Kujenga vitu vinavyosaidia watu
startups: Tunajenga | Jenga. Jifunze. Rudia. | Kila kampuni kubwa ilianza ndogo
marketing: Maudhui yanayosimamisha kusogeza | Mkakati. Maudhui. Ukuaji. | Kila chapa ina hadithi
finance: Mazungumzo ya pesa bila maneno magumu | Tumia kidogo. Wekeza kwa busara. | Uhuru wa kifedha huanza kidogo
law: Sheria kwa lugha rahisi | Ushauri wazi. Bila utata. | Jua haki zako
education: Maisha ya mwalimu, maisha bora | Fundisha. Jifunze. Kua. | Kila mtoto anaweza kung'aa
art: Siku za studio na kazi mpya | Kazi za mikono. | Kuumba kitu kipya kila siku
design: Makini kwa kila pikseli, watu kwanza | Rahisi. Muhimu. Kibinadamu. | Ubunifu mzuri hurahisisha maisha
music: Sauti mpya kwa kurudia | Nyimbo na sauti. | Muziki unaogusa moyo
dance: Daima kwenye mdundo | Songa. Hisi. Cheza. | Cheza, maisha ni mafupi
gaming: Mchezo mmoja zaidi, kweli | Cheza. Tangaza. Rudia. | Michezo mizuri, watu wazuri
parenting: Maisha ya familia bila kichujio | Familia kwanza. | Upendo, subira na vitafunio vingi
pets: Nyayo na furaha | Wanyama. Upendo. Kila siku. | Asili, penda, rudia
wellness: Maisha ya upole, akili imara | Vuta pumzi. Pumzika. Pona. | Kupona huchukua muda, na ni sawa
health: Kahawa mkononi, zamu baada ya zamu | Huduma. Kila zamu. | Kuwahudumia watu kila siku
books: Sura moja zaidi | Vitabu. Chai. Utulivu. | Kila kitabu ni mwanzo mpya
realestate: Funguo na kuhamia kwa furaha | Nyumba. Ushauri wa kweli. | Sura yako ijayo inaanzia nyumbani
coaching: Ngazi inayofuata, kwa njia yako | Uwazi. Hatua. Ukuaji. | Lengo lako ni karibu kuliko unavyodhani
general: Nashiriki ninachokipenda | Hapa kuumba. | Kukua kidogo kila siku
`),
  offers: {
    trendy: ['Yote kuhusu {t}', '{t} kila siku'],
    minimalist: ['{t}. Kila siku.', '{t}. Basi.'],
    creative: ['{t}: jinsi ninavyoiona dunia', 'Ulimwengu wangu: {t}'],
    professional: ['Vidokezo vya {t}', '{t}: mawazo na ushauri'],
    fun: ['Mara nyingi {t}, mara nyingine vitafunio', '{t} na vurugu kidogo'],
    inspirational: ['{t} kwa moyo', '{t}, hatua kwa hatua'],
  },
  cta: {
    instagram: ['👇 Zaidi hapa chini', 'Nitumie ujumbe'],
    twitter: ['Maoni yangu binafsi', 'Karibu useme jambo 👋'],
    tiktok: ['Nifuate kwa zaidi', 'Karibu sana'],
    linkedin: ['Tuunganike', 'Karibu tuzungumze'],
    youtube: ['Jisajili kwa video zaidi', 'Washa kengele 🔔'],
  },
};
