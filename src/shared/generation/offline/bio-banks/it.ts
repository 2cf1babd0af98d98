import { lines, terms, type BioBank } from './types.ts';

/** Italian. */
export const it: BioBank = {
  and: ' e ',
  comma: ', ',
  terms: terms(`
personal-trainer=personal trainer
runner=runner
cyclist=ciclista
yoga-teacher=insegnante di yoga
nutritionist=nutrizionista
chef=chef
food-blogger=food blogger
sommelier=sommelier
baker=fornaio|fornaia
pastry-chef=pasticciere|pasticciera
barista=barista
cafe-owner=titolare di un caffè
traveler=viaggiatore|viaggiatrice
digital-nomad=nomade digitale
travel-blogger=travel blogger
hiker=escursionista
surfer=surfista
climber=arrampicatore|arrampicatrice
gardener=giardiniere|giardiniera
photographer=fotografo|fotografa
stylist=stylist
makeup-artist=truccatore|truccatrice
hairdresser=parrucchiere|parrucchiera
developer=sviluppatore|sviluppatrice
engineer=ingegnere
designer=designer
founder=fondatore|fondatrice
entrepreneur=imprenditore|imprenditrice
marketer=esperto di marketing|esperta di marketing
social-media-manager=social media manager
content-creator=content creator
blogger=blogger
vlogger=vlogger
podcaster=podcaster
accountant=commercialista
financial-advisor=consulente finanziario|consulente finanziaria
lawyer=avvocato|avvocata
teacher=insegnante
tutor=tutor
translator=traduttore|traduttrice
student=studente|studentessa
med-student=studente di medicina|studentessa di medicina
nurse=infermiere|infermiera
doctor=medico
dentist=dentista
therapist=terapeuta
psychologist=psicologo|psicologa
artist=artista
illustrator=illustratore|illustratrice
calligrapher=calligrafo|calligrafa
ceramicist=ceramista
tattoo-artist=tatuatore|tatuatrice
musician=musicista
singer=cantautore|cantautrice
dj=DJ
music-producer=produttore musicale|produttrice musicale
dancer=ballerino|ballerina
choreographer=coreografo|coreografa
gamer=gamer
streamer=streamer
mom=mamma
dad=papà
dog-parent=papà di un cane|mamma di un cane|amante dei cani
cat-parent=papà di un gatto|mamma di un gatto|amante dei gatti
realtor=agente immobiliare
instructor=istruttore|istruttrice
nail-artist=onicotecnico|onicotecnica
coach=coach
life-coach=life coach
career-coach=career coach
business-coach=business coach
fitness=fitness
strength=allenamento di forza
home-workouts=allenamenti a casa
running=corsa
cycling=ciclismo
pilates=pilates
yoga=yoga
meditation=meditazione
nutrition=nutrizione
sports-nutrition=nutrizione sportiva
healthy-eating=alimentazione equilibrata
meal-plans=piani alimentari
food=cibo
cooking=cucina di casa
recipes=ricette
quick-meals=cene veloci
plant-based=cucina vegetale
pizza=pizza
pasta=pasta fresca
sushi=sushi
bbq=barbecue
seafood=cucina di mare
street-food=street food
mexican-food=cucina messicana
italian-food=cucina italiana
moroccan-food=cucina marocchina
local-food=cibo locale
wine=vino
natural-wine=vini naturali
baking=pasticceria
sourdough=lievito madre
bread=pane
cakes=torte
birthday-cakes=torte di compleanno
desserts=dolci
macarons=macaron
chocolate=cioccolato
coffee=caffè
cafe=caffetteria
latte-art=latte art
tea=tè
travel=viaggi
budget-travel=viaggi low cost
backpacking=viaggi zaino in spalla
vanlife=vanlife
solo-travel=viaggi in solitaria
road-trips=road trip
world-travel=giro del mondo
villages=borghi
hot-springs=terme
hiking=escursionismo
mountains=montagna
camping=campeggio
surf=surf
climbing=arrampicata
nature=natura
outdoor=lezioni all'aperto
gardening=giardinaggio
plants=piante
vegetables=orto
balcony=orto sul balcone
photography=fotografia
weddings=matrimoni
portraits=ritratti
street-photography=street photography
film-photography=fotografia analogica
landscapes=paesaggi
documentary=stile documentaristico
fashion=moda
style=stile
sustainable-fashion=moda sostenibile
thrift=vintage
beauty=bellezza
makeup=trucco
skincare=skincare
hair=capelli
nails=unghie
bridal=spose
editorial=editoriali
tech=tecnologia
coding=programmazione
web=web
frontend=frontend
backend=backend
apps=app
open-source=software libero
data-science=data science
ai=IA
cybersecurity=sicurezza informatica
fintech=fintech
startup=startup
saas=SaaS
building-in-public=building in public
ecommerce=negozio online
business=business
marketing=marketing
digital-marketing=marketing digitale
social-media=social media
content=contenuti
seo=SEO
branding=branding
copywriting=copywriting
freelance=freelance
tradition=tradizione di famiglia
podcast=podcast
video=video
finance=finanza
personal-finance=finanza personale
financial-education=educazione finanziaria
investing=investimenti
stocks=ETF
crypto=cripto
money=soldi
budgeting=budget
law=diritto
employment-law=diritto del lavoro
workers-rights=diritti dei lavoratori
corporate-law=diritto societario
teaching=insegnamento
classroom=idee per la classe
primary-school=scuola primaria
high-school=scuola superiore
languages=lingue
english=inglese
arabic-language=arabo
homeschooling=istruzione parentale
study=sessioni di studio
medicine=medicina
healthcare=sanità
icu=terapia intensiva
night-shifts=turni di notte
dental=salute dentale
health=salute
mental-health=salute mentale
anxiety=ansia
depression=depressione
self-esteem=autostima
mindfulness=mindfulness
self-care=cura di sé
wellbeing=benessere
coaching=mentoring
career=carriera
mindset=mindset
leadership=leadership
art=arte
illustration=illustrazione
drawing=disegno
painting=pittura
calligraphy=calligrafia
ceramics=ceramica
handmade=fatto a mano
crafts=artigianato
tableware=tazze e piatti
murals=murales
tattoo=tatuaggi
digital-art=arte digitale
design=design
ux=UX
accessibility=accessibilità
graphic-design=grafica
interior-design=interior design
architecture=architettura
design-systems=design system
music=musica
techno=techno
folk=folk
new-music=nuovo EP
guitar=chitarra
piano=pianoforte
dance=danza
salsa=salsa
choreography=coreografia
ballet=danza classica
gaming=videogiochi
live-streams=live
horror=giochi horror
cozy-games=giochi rilassanti
retro-games=giochi retrò
esports=esport
parenting=genitorialità
family=vita di famiglia
kids=bambini
twins=gemelli
motherhood=maternità
pets=animali
dogs=cani
cats=gatti
rescue=animali adottati
books=libri
reading=lettura
bookstagram=bookstagram
book-reviews=recensioni di libri
fantasy=fantasy
romance=romance
writing=scrittura
poetry=poesia
real-estate=immobiliare
homes=case
apartments=appartamenti
first-home=prima casa
luxury=immobili di lusso
villas=ville
aud-moms=per le mamme
aud-parents=per genitori
aud-women=per le donne
aud-beginners=per principianti
aud-teens=per adolescenti
aud-young-adults=per millennial
aud-founders=per founder
aud-small-business=per piccole imprese
aud-entrepreneurs=per chi fa impresa
aud-students=per studenti
aud-athletes=per sportivi
aud-office-workers=per chi ha poco tempo
aud-learners=per chi impara l'italiano
aud-pet-owners=per chi ha animali
aud-buyers=per chi compra la prima casa
aud-creators=per creator
`),
  lines: lines(`
fitness: Sudare oggi, brillare domani | Allenati. Mangia. Riposa. | Trasformare ripetizioni in rituali | Allenamenti pensati per la vita vera | Mi alleno per il dolce | Ogni settimana un po' più forte
yoga: Sempre nel flow | Respira. Muoviti. Riposa. | Saluti al sole e mattine lente | Lezioni per tutti i corpi e livelli | Flessibilità sul tappetino, e basta | Trova il respiro, trova la calma
food: Mangiare bene, stare bene | Buon cibo, fatto semplice. | Storie raccontate un piatto alla volta | Ricette semplici che funzionano davvero | Cucino in cambio di complimenti | Cucinare con amore, condividere con gioia
baking: Farina ovunque, zero rimpianti | Impasta. Inforna. Condividi. | Farina, zucchero e un po' di magia | Ricette e trucchi per risultati sicuri | Funziono a farina e pazienza | Le cose buone richiedono tempo
coffee: Caffè e buon umore | Prima il caffè. | Storie servite tazza dopo tazza | Caffè specialty, preparato con cura | Funziono a caffeina | Le belle giornate iniziano con un buon caffè
nutrition: Nutrire, non punire | Mangia bene. Vivi bene. | Piatti colorati, corpo felice | Nutrizione basata sulle evidenze | Team verdure e team dolce | Piccoli cambiamenti, grande differenza
travel: Passaporto pieno, cuore ancora più pieno | Parti. Torna. Ripeti. | Collezionando tramonti e storie | Guide pratiche per viaggiare meglio | Gli aeroporti sono la mia seconda casa | Il mondo è grande, vai a vederlo
outdoors: Offline e all'aperto | Fuori, quasi sempre. | Sentieri, vette e luce dorata | Percorsi, attrezzatura e sicurezza | Scarponi infangati, cuore felice | L'avventura è più vicina di quanto pensi
gardening: Pollice verde, sempre | Semina. Cura. Raccogli. | Coltivando piccoli miracoli verdi | Consigli pratici per piccoli orti | Parlo con le mie piante, e loro ascoltano | Pianta un seme e guardalo crescere
photography: Ora d'oro, a tutte le ore | Luce. Inquadratura. Attimo. | Dipingere con la luce | Immagini senza tempo, sincere | Mi fermo ovunque per una bella luce | Catturare i momenti che contano
fashion: Look da guardare due volte | Meno, però meglio. | Dare stile al quotidiano | Styling che funziona nella vita vera | Armadio pieno, niente da mettere | Vesti ciò che ti somiglia
beauty: Sempre glow | Prima la pelle. | Ogni viso è una tela | Recensioni oneste e tecniche vere | Prima il mascara, poi le domande | Una bellezza che ti celebra
tech: Codice e caffè | Scrivi. Rilascia. Impara. | Trasformo idee in software | Codice pulito, idee chiare | Sul mio computer funziona | Costruisco cose che aiutano le persone
startups: In modalità costruzione | Costruire. Imparare. Ripetere. | Dall'idea al prodotto, in pubblico | Condivido successi ed errori | Responsabile di tutto | Ogni grande azienda è partita piccola
marketing: Contenuti che fermano lo scroll | Strategia. Contenuti. Crescita. | Storie che rendono i brand memorabili | Aiuto i brand a crescere con strategia | Ogni caption riscritta dieci volte | Ogni brand ha una storia da raccontare
finance: Parliamo di soldi, senza gergo | Spendi meno. Investi meglio. | Rendere i soldi più semplici | Consigli finanziari chiari, senza gergo | Il budget è il mio sport | La libertà finanziaria inizia in piccolo
law: La legge, spiegata semplice | Consulenza chiara. Niente legalese. | Il legalese, tradotto | Assistenza legale concreta e utile | Le clausole in piccolo, lette con cura | Conosci i tuoi diritti
education: Vita da prof, la vita migliore | Insegnare. Imparare. Crescere. | Lezioni che accendono lampadine | Idee pratiche per chi insegna | Funziono a caffè e adesivi | Ogni studente può brillare
art: Giorni in studio e opere nuove | Fatto a mano. | Colore, caos e un po' di magia | Opere originali e commissioni | Sempre con le mani sporche di colore | Creare qualcosa ogni giorno
design: Pixel perfetti, persone al centro | Semplice. Utile. Umano. | Progettare per le persone | Design chiaro che risolve problemi veri | Riprogetterei il tuo menù per divertimento | Il buon design semplifica la vita
music: Nuovi suoni in loop | Canzoni e suoni. | Canzoni nate da piccoli momenti | Musica originale e concerti | Canticchio sempre al momento sbagliato | Musica che fa sentire qualcosa
dance: Sempre a tempo | Muoviti. Senti. Balla. | Raccontare storie a ogni passo | Corsi e coreografie per tutti i livelli | Ballare in cucina conta | Balla, la vita è breve
gaming: Solo GG | Gioca. Streamma. Ripeti. | Pixel, colpi di scena e buona compagnia | Recensioni, guide e opinioni oneste | Ancora una partita, promesso | Buoni giochi, buona compagnia
parenting: Vita di famiglia senza filtri | La famiglia prima di tutto. | Piccoli umani, grandi storie | Consigli veri per famiglie sempre di corsa | Funziono a caffè e coccole | Amore, pazienza e tante merende
pets: Zampe e buon umore | Animali. Amore. Ripeti. | Storie a quattro zampe | Consigli pratici per animali felici | Distributore ufficiale di croccantini | Adotta, ama, ripeti
wellness: Vita lenta, mente forte | Respira. Riposa. Guarisci. | Fare spazio alla calma | Supporto basato sulle evidenze | Self-care con merenda inclusa | Guarire non è lineare, e va bene così
health: Divisa addosso, caffè in mano | Curare. Ogni turno. | Mani che curano, piedi stanchi | Informazioni sulla salute chiare e affidabili | Funziono a caffeina e calze compressive | Prendersi cura delle persone, ogni giorno
books: Solo un altro capitolo | Libri. Tè. Silenzio. | Mille vite tra le pagine | Recensioni oneste e liste di lettura | La mia pila da leggere è uno stile di vita | Ogni libro è un nuovo inizio
realestate: Chiavi, firme e traslochi felici | Case. Consigli onesti. | Trovare il posto che senti casa | Comprare e vendere con fiducia | Potrei parlare di planimetrie tutto il giorno | Il tuo prossimo capitolo inizia a casa
coaching: A modo tuo, al livello successivo | Chiarezza. Azione. Crescita. | Scriviamo insieme il tuo prossimo capitolo | Coaching concreto per progressi reali | Motivazione a domicilio | Il traguardo è più vicino di quanto pensi
general: Condivido ciò che amo | Qui per creare. | Creare cose, raccontare storie | Consigli pratici e note sincere | Questa bio l'ho riscritta dieci volte | Crescere un po' ogni giorno
`),
  offers: {
    trendy: ['{t} a tutto tondo', '{t}, ogni giorno'],
    minimalist: ['{t}. Ogni giorno.', '{t}. Niente di più.'],
    creative: ['{t}, il mio modo di vedere il mondo', 'Il mio mondo: {t}'],
    professional: ['{t}: consigli pratici', '{t}: idee e consigli'],
    fun: ['{t} e un pizzico di caos', '{t}, con il sorriso'],
    inspirational: ['{t} con il cuore', '{t}, passo dopo passo'],
  },
  cta: {
    instagram: ['👇 Qui sotto', 'Scrivimi in DM'],
    twitter: ['Opinioni personali', 'Passa a salutare 👋'],
    tiktok: ['Seguimi per altri video', 'Benvenuti, passate a salutare'],
    linkedin: ['Connettiamoci', 'Parliamone'],
    youtube: ['Iscriviti per altri video', 'Attiva la campanella 🔔'],
  },
};
