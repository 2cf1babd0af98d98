import { lines, terms, type BioBank } from './types.ts';

/** Portuguese (Brazilian usage, understood in Portugal). */
export const pt: BioBank = {
  and: ' e ',
  comma: ', ',
  terms: terms(`
personal-trainer=personal trainer
runner=corredor|corredora
cyclist=ciclista
yoga-teacher=professor de yoga|professora de yoga
nutritionist=nutricionista
chef=chef
food-blogger=blogueiro de gastronomia|blogueira de gastronomia
sommelier=sommelier
baker=padeiro|padeira
pastry-chef=confeiteiro|confeiteira
barista=barista
cafe-owner=dono de cafeteria|dona de cafeteria
traveler=viajante
digital-nomad=nômade digital
travel-blogger=blogueiro de viagem|blogueira de viagem
hiker=trilheiro|trilheira
surfer=surfista
climber=escalador|escaladora
gardener=jardineiro|jardineira
photographer=fotógrafo|fotógrafa
stylist=stylist
makeup-artist=maquiador|maquiadora
hairdresser=cabeleireiro|cabeleireira
developer=desenvolvedor|desenvolvedora
engineer=engenheiro|engenheira
designer=designer
founder=fundador|fundadora
entrepreneur=empreendedor|empreendedora
marketer=profissional de marketing
social-media-manager=social media
content-creator=criador de conteúdo|criadora de conteúdo
blogger=blogueiro|blogueira
vlogger=vlogger
podcaster=podcaster
accountant=contador|contadora
financial-advisor=consultor financeiro|consultora financeira
lawyer=advogado|advogada
teacher=professor|professora
tutor=professor particular|professora particular
translator=tradutor|tradutora
student=estudante
med-student=estudante de Medicina
nurse=enfermeiro|enfermeira
doctor=médico|médica
dentist=dentista
therapist=terapeuta
psychologist=psicólogo|psicóloga
artist=artista
illustrator=ilustrador|ilustradora
calligrapher=calígrafo|calígrafa
ceramicist=ceramista
tattoo-artist=tatuador|tatuadora
musician=músico|musicista
singer=cantor e compositor|cantora e compositora
dj=DJ
music-producer=produtor musical|produtora musical
dancer=dançarino|dançarina
choreographer=coreógrafo|coreógrafa
gamer=gamer
streamer=streamer
mom=mãe
dad=pai
dog-parent=pai de pet|mãe de pet|apaixonado por cachorros
cat-parent=pai de gato|mãe de gato|apaixonado por gatos
realtor=corretor de imóveis|corretora de imóveis
instructor=instrutor|instrutora
nail-artist=manicure
coach=coach
life-coach=life coach
career-coach=coach de carreira
business-coach=coach de negócios
fitness=fitness
strength=musculação
home-workouts=treinos em casa
running=corrida
cycling=ciclismo
pilates=pilates
yoga=yoga
meditation=meditação
nutrition=nutrição
sports-nutrition=nutrição esportiva
healthy-eating=alimentação saudável
meal-plans=planos alimentares
food=gastronomia
cooking=comida caseira
recipes=receitas
quick-meals=receitas rápidas
plant-based=comida vegetal
pizza=pizza
pasta=massa fresca
sushi=sushi
bbq=churrasco
seafood=frutos do mar
street-food=comida de rua
mexican-food=comida mexicana
italian-food=comida italiana
moroccan-food=comida marroquina
local-food=comida local
wine=vinho
natural-wine=vinhos naturais
baking=confeitaria
sourdough=fermentação natural
bread=pães
cakes=bolos
birthday-cakes=bolos de aniversário
desserts=doces
macarons=macarons
chocolate=chocolate
coffee=café
cafe=cafeteria
latte-art=latte art
tea=chá
travel=viagens
budget-travel=viagens baratas
backpacking=mochilão
vanlife=vida sobre rodas
solo-travel=viagens solo
road-trips=viagens de carro
world-travel=volta ao mundo
villages=vilarejos
hot-springs=águas termais
hiking=trilhas
mountains=montanhas
camping=camping
surf=surfe
climbing=escalada
nature=natureza
outdoor=aulas ao ar livre
gardening=jardinagem
plants=plantas
vegetables=horta caseira
balcony=horta na varanda
photography=fotografia
weddings=casamentos
portraits=retratos
street-photography=fotografia de rua
film-photography=fotografia analógica
landscapes=paisagens
documentary=estilo documental
fashion=moda
style=estilo
sustainable-fashion=moda sustentável
thrift=brechó
beauty=beleza
makeup=maquiagem
skincare=skincare
hair=cabelo
nails=unhas
bridal=noivas
editorial=editorial
tech=tecnologia
coding=programação
web=web
frontend=front-end
backend=back-end
apps=apps
open-source=código aberto
data-science=ciência de dados
ai=IA
cybersecurity=cibersegurança
fintech=fintech
startup=startups
saas=SaaS
building-in-public=construindo em público
ecommerce=loja virtual
business=negócios
marketing=marketing
digital-marketing=marketing digital
social-media=redes sociais
content=conteúdo
seo=SEO
branding=branding
copywriting=copywriting
freelance=freelancer
tradition=tradição de família
podcast=podcast
video=vídeos
finance=finanças
personal-finance=finanças pessoais
financial-education=educação financeira
investing=investimentos
stocks=ações
crypto=cripto
money=dinheiro
budgeting=orçamento
law=direito
employment-law=direito do trabalho
workers-rights=direitos trabalhistas
corporate-law=direito empresarial
teaching=educação
classroom=ideias para a sala de aula
primary-school=ensino fundamental
high-school=ensino médio
languages=idiomas
english=inglês
arabic-language=árabe
homeschooling=educação domiciliar
study=rotina de estudos
medicine=medicina
healthcare=saúde
icu=UTI
night-shifts=plantões noturnos
dental=saúde bucal
health=saúde
mental-health=saúde mental
anxiety=ansiedade
depression=depressão
self-esteem=autoestima
mindfulness=mindfulness
self-care=autocuidado
wellbeing=bem-estar
coaching=mentoria
career=carreira
mindset=mentalidade
leadership=liderança
art=arte
illustration=ilustração
drawing=desenho
painting=pintura
calligraphy=caligrafia
ceramics=cerâmica
handmade=feito à mão
crafts=artesanato
tableware=xícaras e pratos
murals=murais
tattoo=tatuagens
digital-art=arte digital
design=design
ux=UX
accessibility=acessibilidade
graphic-design=design gráfico
interior-design=design de interiores
architecture=arquitetura
design-systems=design systems
music=música
techno=techno
folk=folk
new-music=EP novo
guitar=violão
piano=piano
dance=dança
salsa=salsa
choreography=coreografia
ballet=balé
gaming=games
live-streams=lives
horror=jogos de terror
cozy-games=jogos relaxantes
retro-games=jogos retrô
esports=e-sports
parenting=maternidade e paternidade
family=família
kids=crianças
twins=gêmeos
motherhood=maternidade
pets=pets
dogs=cachorros
cats=gatos
rescue=animais resgatados
books=livros
reading=leitura
bookstagram=bookstagram
book-reviews=resenhas de livros
fantasy=fantasia
romance=romance
writing=escrita
poetry=poesia
real-estate=mercado imobiliário
homes=imóveis
apartments=apartamentos
first-home=primeiro imóvel
luxury=imóveis de luxo
villas=casas de alto padrão
aud-moms=para mães
aud-parents=para mães e pais
aud-women=para mulheres
aud-beginners=para iniciantes
aud-teens=para adolescentes
aud-young-adults=para millennials
aud-founders=para fundadores
aud-small-business=para pequenos negócios
aud-entrepreneurs=para empreendedores
aud-students=para estudantes
aud-athletes=para atletas
aud-office-workers=para quem tem pouco tempo
aud-learners=para quem aprende português
aud-pet-owners=para tutores de pets
aud-buyers=para quem compra o primeiro imóvel
aud-creators=para criadores de conteúdo
`),
  lines: lines(`
fitness: Suar hoje, brilhar amanhã | Treine. Coma. Descanse. | Transformando repetições em rituais | Treinos que cabem na vida real | Treino pela sobremesa | Mais forte a cada semana
yoga: Sempre no flow | Respire. Alongue. Descanse. | Saudações ao sol e manhãs lentas | Aulas para todos os corpos e níveis | Flexível no tapete, um desastre no resto | Encontre sua respiração, encontre sua calma
food: Comer bem, viver bem | Comida boa, feita simples. | Histórias contadas prato a prato | Receitas simples que funcionam de verdade | Cozinho em troca de elogios | Cozinhar com amor, dividir com alegria
baking: Farinha por todo lado, zero arrependimento | Assar. Dividir. Repetir. | Farinha, açúcar e um pouco de magia | Receitas e dicas para acertar sempre | Funciono à base de farinha e paciência | O que é bom leva tempo
coffee: Café e boas vibrações | Café primeiro. | Histórias servidas xícara a xícara | Cafés especiais, preparados com carinho | Funciono à base de cafeína | Dias bons começam com um bom café
nutrition: Nutrir, não punir | Coma bem. Viva bem. | Pratos coloridos, corpo feliz | Nutrição baseada em evidências, sem modismos | A favor da salada e da sobremesa | Pequenas mudanças, grande diferença
travel: Passaporte cheio, coração mais cheio | Viajar. Voltar. Repetir. | Colecionando pores do sol e histórias | Guias práticos para viajar melhor | Colecionando carimbos no passaporte | O mundo é grande, vá conhecer
outdoors: Sem sinal e ao ar livre | Lá fora, quase sempre. | Atrás de trilhas e da hora dourada | Rotas, equipamento e dicas de segurança | Bota com lama, coração feliz | A aventura está mais perto do que parece
gardening: Dedo verde ativado | Plantar. Cuidar. Colher. | Cultivando pequenos milagres verdes | Dicas práticas para hortas pequenas | Converso com as plantas e elas ouvem | Plante uma semente e veja crescer
photography: Hora dourada o dia inteiro | Luz. Enquadramento. Momento. | Pintando com luz | Imagens atemporais e sinceras | Paro em qualquer lugar por uma boa luz | Registrando os momentos que importam
fashion: Looks que merecem um segundo olhar | Menos, porém melhor. | Estilo para o dia a dia | Styling que funciona na vida real | Armário cheio, nada pra vestir | Vista o que faz você ser você
beauty: Sempre com glow | Pele em primeiro lugar. | Cada rosto, uma nova tela | Resenhas sinceras e técnicas reais | Primeiro o rímel, depois as perguntas | Beleza que celebra você
tech: Programando com café na mão | Codar. Lançar. Aprender. | Transformando ideias em software | Código limpo, ideias claras | Na minha máquina funciona | Criando coisas que ajudam pessoas
startups: Modo construir: ligado | Construir. Aprender. Repetir. | Da ideia ao produto, em público | Compartilho o que funciona e o que não | Faço de tudo na minha startup | Toda grande empresa começou pequena
marketing: Conteúdo que para o scroll | Estratégia. Conteúdo. Crescimento. | Histórias que fazem marcas serem lembradas | Ajudo marcas a crescer com estratégia | Penso demais em cada legenda | Toda marca tem uma história para contar
finance: Papo de dinheiro, sem economês | Gaste menos. Invista mais. | Fazendo o dinheiro fazer sentido | Dicas de dinheiro claras, sem jargão | Planilha é meu esporte | Liberdade financeira começa pequena
law: Direito explicado de um jeito simples | Orientação clara. Sem juridiquês. | Traduzindo o juridiquês | Orientação jurídica prática e útil | Leio as letras miúdas por você | Conheça seus direitos e use sua voz
education: Vida de sala de aula, a melhor vida | Ensinar. Aprender. Crescer. | Transformando aulas em descobertas | Ideias práticas para quem ensina e aprende | Funciono com café e estrelinhas | Todo aluno pode brilhar
art: Dias de ateliê e obras novas | Feito à mão. | Cores, caos e um pouco de magia | Obras originais e encomendas | Sempre com tinta nas mãos | Criando algo todos os dias
design: Pixel perfeito, pessoas primeiro | Simples. Útil. Humano. | Design para pessoas | Design claro que resolve problemas reais | Redesenharia seu cardápio por diversão | Bom design deixa a vida mais fácil
music: Sons novos tocando sem parar | Canções e sons. | Fazendo canções de pequenos momentos | Música autoral e shows ao vivo | Cantarolando nas horas erradas | Música que faz sentir alguma coisa
dance: Sempre no ritmo | Mexa. Sinta. Dance. | Contando histórias a cada passo | Aulas e coreografias para todos os níveis | Dançar na cozinha também conta | Dance, porque a vida é curta
gaming: Só GG | Jogar. Transmitir. Repetir. | Pixels, reviravoltas e boa companhia | Reviews, guias e opiniões sinceras | Só mais uma partida, prometo | Bons jogos, gente boa
parenting: Vida em família sem filtro | Família em primeiro lugar. | Criando pequenos humanos, história a história | Dicas reais para famílias corridas | Funciono com café e abraços | Amor, paciência e muito lanchinho
pets: Patinhas e boas vibrações | Pets. Amor. Repetir. | Histórias de rabo abanando | Dicas práticas para pets felizes | Distribuição oficial de petiscos | Adote, ame, repita
wellness: Vida leve, mente forte | Respire. Descanse. Recupere. | Abrindo espaço para a calma | Apoio baseado em evidências para sua mente | Autocuidado com lanchinho incluso | A cura não é linear, e tudo bem
health: Jaleco no corpo, café na mão | Cuidar. Todo plantão. | Mãos que cuidam, pés cansados | Informação de saúde clara e confiável | Funciono com cafeína e meia de compressão | Cuidando de pessoas todos os dias
books: Só mais um capítulo | Livros. Chá. Silêncio. | Vivendo mil vidas no papel | Resenhas sinceras e listas de leitura | Minha pilha de leituras é um estilo de vida | Todo livro é um novo começo
realestate: Chaves, contratos e mudanças felizes | Imóveis. Conselho honesto. | Encontrando o lugar que parece lar | Ajudo você a comprar e vender com segurança | Falo de plantas de apartamento o dia todo | Seu próximo capítulo começa em casa
coaching: Suba de nível do seu jeito | Clareza. Ação. Crescimento. | Ajudo você a escrever seu próximo capítulo | Coaching prático para avançar de verdade | Especialista em conversas motivadoras | Você está mais perto do que imagina
general: Compartilho o que amo | Aqui para criar. | Fazendo coisas, contando histórias | Dicas práticas e notas sinceras | Provavelmente pensando demais nesta bio | Crescendo um pouco a cada dia
`),
  offers: {
    trendy: ['{t} sem filtro', '{t} todo dia'],
    minimalist: ['{t}, todo dia.', '{t}. Só isso.'],
    creative: ['{t}: meu jeito de ver o mundo', 'Meu mundo: {t}'],
    professional: ['{t}: ideias e dicas', '{t}: dicas práticas'],
    fun: ['{t} e um pouco de caos', '{t}, com um sorriso'],
    inspirational: ['{t} com o coração', '{t}, passo a passo'],
  },
  cta: {
    instagram: ['👇 Mais abaixo', 'Chama no direct'],
    twitter: ['Opiniões próprias', 'Dá um oi 👋'],
    tiktok: ['Siga para mais', 'Chegou agora? Dá um oi'],
    linkedin: ['Vamos conectar', 'Vamos conversar'],
    youtube: ['Assine o canal', 'Ative o sininho 🔔'],
  },
};
