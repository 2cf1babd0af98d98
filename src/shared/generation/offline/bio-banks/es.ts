import { lines, terms, type BioBank } from './types.ts';

/** Spanish (neutral, understood in Spain and Latin America). */
export const es: BioBank = {
  and: ' y ',
  comma: ', ',
  terms: terms(`
personal-trainer=entrenador personal|entrenadora personal
runner=corredor|corredora
cyclist=ciclista
yoga-teacher=profe de yoga
nutritionist=nutricionista
chef=chef
food-blogger=bloguero gastronómico|bloguera gastronómica
sommelier=sumiller
baker=panadero|panadera
pastry-chef=pastelero|pastelera
barista=barista
cafe-owner=dueño de una cafetería|dueña de una cafetería
traveler=viajero|viajera
digital-nomad=nómada digital
travel-blogger=bloguero de viajes|bloguera de viajes
hiker=senderista
surfer=surfista
climber=escalador|escaladora
gardener=jardinero|jardinera
photographer=fotógrafo|fotógrafa
stylist=estilista
makeup-artist=maquillador|maquilladora
hairdresser=peluquero|peluquera
developer=desarrollador|desarrolladora
engineer=ingeniero|ingeniera
designer=diseñador|diseñadora
founder=fundador|fundadora
entrepreneur=emprendedor|emprendedora
marketer=especialista en marketing
social-media-manager=community manager
content-creator=creador de contenido|creadora de contenido
blogger=bloguero|bloguera
vlogger=vlogger
podcaster=podcaster
accountant=contador|contadora
financial-advisor=asesor financiero|asesora financiera
lawyer=abogado|abogada
teacher=profe
tutor=tutor|tutora
translator=traductor|traductora
student=estudiante
med-student=estudiante de Medicina
nurse=enfermero|enfermera
doctor=médico|médica
dentist=dentista
therapist=terapeuta
psychologist=psicólogo|psicóloga
artist=artista
illustrator=ilustrador|ilustradora
calligrapher=calígrafo|calígrafa
ceramicist=ceramista
tattoo-artist=tatuador|tatuadora
musician=músico|música
singer=cantautor|cantautora
dj=DJ
music-producer=productor musical|productora musical
dancer=bailarín|bailarina
choreographer=coreógrafo|coreógrafa
gamer=gamer
streamer=streamer
mom=mamá
dad=papá
dog-parent=papá perruno|mamá perruna|amante de los perros
cat-parent=papá gatuno|mamá gatuna|amante de los gatos
realtor=agente inmobiliario|agente inmobiliaria
instructor=instructor|instructora
nail-artist=manicurista
coach=coach
life-coach=coach de vida
career-coach=coach de carrera
business-coach=coach de negocios
fitness=fitness
strength=entrenamiento de fuerza
home-workouts=entrenos en casa
running=running
cycling=ciclismo
pilates=pilates
yoga=yoga
meditation=meditación
nutrition=nutrición
sports-nutrition=nutrición deportiva
healthy-eating=alimentación saludable
meal-plans=planes de comidas
food=gastronomía
cooking=cocina casera
recipes=recetas
quick-meals=cenas rápidas
plant-based=cocina vegetal
pizza=pizza
pasta=pasta fresca
sushi=sushi
bbq=parrilla
seafood=marisco
street-food=comida callejera
mexican-food=cocina mexicana
italian-food=cocina italiana
moroccan-food=cocina marroquí
local-food=cocina local
wine=vino
natural-wine=vinos naturales
baking=repostería
sourdough=masa madre
bread=pan
cakes=tartas
birthday-cakes=tartas de cumpleaños
desserts=postres
macarons=macarons
chocolate=chocolate
coffee=café
cafe=cafetería
latte-art=latte art
tea=té
travel=viajes
budget-travel=viajes low cost
backpacking=mochilero
vanlife=vida en furgo
solo-travel=viajar solo|viajar sola|viajes en solitario
road-trips=viajes por carretera
world-travel=vuelta al mundo
villages=pueblos con encanto
hot-springs=aguas termales
hiking=senderismo
mountains=montaña
camping=acampada
surf=surf
climbing=escalada
nature=naturaleza
outdoor=clases al aire libre
gardening=huerto y jardín
plants=plantas
vegetables=verduras de cosecha propia
balcony=huerto en el balcón
photography=fotografía
weddings=bodas
portraits=retratos
street-photography=fotografía callejera
film-photography=fotografía analógica
landscapes=paisajes
documentary=estilo documental
fashion=moda
style=estilo
sustainable-fashion=moda sostenible
thrift=segunda mano
beauty=belleza
makeup=maquillaje
skincare=cuidado de la piel
hair=peinados
nails=uñas
bridal=novias
editorial=editorial
tech=tecnología
coding=programación
web=web
frontend=frontend
backend=backend
apps=apps
open-source=código abierto
data-science=ciencia de datos
ai=IA
cybersecurity=ciberseguridad
fintech=fintech
startup=startups
saas=SaaS
building-in-public=construyendo en público
ecommerce=tienda online
business=negocios
marketing=marketing
digital-marketing=marketing digital
social-media=redes sociales
content=contenido
seo=SEO
branding=branding
copywriting=copywriting
freelance=freelance
tradition=tradición familiar
podcast=pódcast
video=vídeos
finance=finanzas
personal-finance=finanzas personales
financial-education=educación financiera
investing=inversión
stocks=fondos indexados
crypto=cripto
money=dinero
budgeting=presupuesto
law=derecho
employment-law=derecho laboral
workers-rights=derechos laborales
corporate-law=fusiones y adquisiciones
teaching=docencia
classroom=ideas para el aula
primary-school=primaria
high-school=secundaria
languages=idiomas
english=inglés
arabic-language=árabe
homeschooling=educación en casa
study=sesiones de estudio
medicine=medicina
healthcare=sanidad
icu=UCI
night-shifts=turnos de noche
dental=salud dental
health=salud
mental-health=salud mental
anxiety=ansiedad
depression=depresión
self-esteem=autoestima
mindfulness=mindfulness
self-care=autocuidado
wellbeing=bienestar
coaching=mentoría
career=carrera profesional
mindset=mentalidad
leadership=liderazgo
art=arte
illustration=ilustración
drawing=dibujo
painting=pintura
calligraphy=caligrafía
ceramics=cerámica
handmade=hecho a mano
crafts=manualidades
tableware=tazas y platos
murals=murales
tattoo=tatuajes
digital-art=arte digital
design=diseño
ux=UX
accessibility=accesibilidad
graphic-design=diseño gráfico
interior-design=interiorismo
architecture=arquitectura
design-systems=sistemas de diseño
music=música
techno=techno
folk=folk
new-music=nuevo EP
guitar=guitarra
piano=piano
dance=baile
salsa=salsa
choreography=coreografía
ballet=ballet
gaming=videojuegos
live-streams=directos
horror=juegos de terror
cozy-games=juegos relajantes
retro-games=juegos retro
esports=esports
parenting=crianza
family=familia
kids=peques
twins=gemelos
motherhood=maternidad
pets=mascotas
dogs=perros
cats=gatos
rescue=animales rescatados
books=libros
reading=lectura
bookstagram=bookstagram
book-reviews=reseñas de libros
fantasy=fantasía
romance=novela romántica
writing=escritura
poetry=poesía
real-estate=inmobiliaria
homes=viviendas
apartments=pisos
first-home=primera vivienda
luxury=viviendas de lujo
villas=villas
aud-moms=para mamás
aud-parents=para madres y padres
aud-women=para mujeres
aud-beginners=para principiantes
aud-teens=para adolescentes
aud-young-adults=para millennials
aud-founders=para fundadores
aud-small-business=para pequeños negocios
aud-entrepreneurs=para emprendedoras y emprendedores
aud-students=para estudiantes
aud-athletes=para deportistas
aud-office-workers=para gente con poco tiempo
aud-learners=para quien aprende español
aud-pet-owners=para familias con mascotas
aud-buyers=para quien compra su primera casa
aud-creators=para creadores de contenido
`),
  lines: lines(`
fitness: Sudar hoy, brillar mañana | Entrena. Come. Descansa. | Convirtiendo repeticiones en rituales | Planes de entrenamiento para la vida real | Entreno para ganarme el postre | Cada semana más fuerte
yoga: Siempre en modo flow | Respira. Muévete. Descansa. | Saludos al sol y mañanas lentas | Clases para todos los cuerpos y niveles | Flexible en la esterilla, torpe en lo demás | Encuentra tu respiración, encuentra tu calma
food: Comer rico, sentirse bien | Buena comida, hecha simple. | Historias contadas plato a plato | Recetas sencillas que sí funcionan | Cocino a cambio de cumplidos | Cocinar con amor, compartir con alegría
baking: Harina en todas partes y cero culpa | Hornear. Compartir. Repetir. | Harina, azúcar y un poco de magia | Recetas y trucos para que salga bien | Funciono con harina y paciencia | Lo bueno lleva su tiempo
coffee: Café y buena onda | Café primero. | Historias que se sirven taza a taza | Café de especialidad, preparado con cariño | Funciono a base de cafeína | Los buenos días empiezan con buen café
nutrition: Nutrir, no castigar | Come bien. Vive bien. | Platos de colores, cuerpo feliz | Nutrición basada en evidencia, sin modas | A favor de la verdura y del postre | Pequeños cambios, gran diferencia
travel: Pasaporte lleno, corazón más lleno | Viajar. Volver. Repetir. | Coleccionando atardeceres e historias | Guías prácticas para viajar mejor | Coleccionista de sellos en el pasaporte | El mundo es enorme, sal a verlo
outdoors: Sin cobertura y al aire libre | Afuera, casi siempre. | Persiguiendo senderos y horas doradas | Rutas, equipo y consejos de seguridad | Botas con barro, corazón contento | La aventura está más cerca de lo que crees
gardening: Buena mano con las plantas | Sembrar. Cuidar. Compartir. | Cultivando pequeños milagros verdes | Consejos prácticos para huertos pequeños | Hablo con mis plantas y me escuchan | Planta una semilla y mírala crecer
photography: Hora dorada a todas horas | Luz. Encuadre. Momento. | Pintando con luz | Imágenes atemporales y honestas | Persigo la buena luz a cualquier hora | Capturando los momentos que importan
fashion: Looks que merecen una segunda mirada | Menos, pero mejor. | Poniéndole estilo al día a día | Estilismo que funciona en la vida real | Armario lleno, nada que ponerme | Viste lo que te hace sentir tú
beauty: Siempre con glow | La piel, primero. | Cada rostro, un lienzo nuevo | Reseñas honestas y técnicas reales | Primero el rímel, luego las preguntas | Belleza que te celebra
tech: Programando con café en mano | Programa. Lanza. Aprende. | Convirtiendo ideas en software que funciona | Código limpio, ideas claras | En mi máquina funciona | Creando cosas que ayudan a la gente
startups: Modo construir: activado | Construir. Aprender. Repetir. | De la idea al producto, a la vista de todos | Comparto lo que funciona y lo que no | Hago de todo en mi startup | Toda gran empresa empezó siendo pequeña
marketing: Contenido que frena el scroll | Estrategia. Contenido. Crecimiento. | Historias que hacen que una marca se recuerde | Ayudo a las marcas a crecer con estrategia | Le doy mil vueltas a cada texto | Toda marca tiene una historia que contar
finance: Hablemos de dinero, sin tecnicismos | Gasta menos. Invierte más. | Haciendo que el dinero tenga sentido | Consejos de dinero claros, sin jerga | Me emociona un buen presupuesto | La libertad financiera empieza con poco
law: Lo legal, explicado fácil | Asesoría clara. Sin tecnicismos. | Traduciendo el lenguaje jurídico al de todos | Orientación legal práctica y útil | La letra pequeña, leída y explicada | Conoce tus derechos, alza la voz
education: Vida de profe, la mejor vida | Enseñar. Aprender. Crecer. | Convirtiendo clases en momentos eureka | Ideas prácticas para docentes y estudiantes | Funciono con café y pegatinas de estrellas | Cada estudiante puede brillar
art: Días de taller y obra nueva | Hecho a mano. | Colores, caos y un poco de magia | Obra original y encargos | Siempre con pintura en las manos | Creando algo cada día
design: Píxel perfecto, personas primero | Simple. Útil. Humano. | Diseñando para personas | Diseño claro que resuelve problemas reales | Rediseñaría tu menú por diversión | El buen diseño hace la vida más fácil
music: Sonidos nuevos en bucle | Canciones y sonidos. | Escribiendo canciones con pequeños momentos | Música original y directos | Tarareando en los peores momentos | Música que te hace sentir algo
dance: Siempre a ritmo | Mueve. Siente. Baila. | Contando historias en cada paso | Clases y coreografías para todos los niveles | Bailar en la cocina también cuenta | Baila, que la vida es corta
gaming: Solo GG | Jugar. Transmitir. Repetir. | Píxeles, giros de guion y buena compañía | Reseñas, guías y opiniones sinceras de juegos | Una partida más, lo prometo | Buenos juegos, buena gente
parenting: Crianza sin filtros | La familia, primero. | Criando pequeños humanos, historia a historia | Consejos reales para familias ocupadas | Funciono con café y abrazos | Amor, paciencia y muchas meriendas
pets: Patitas y buena onda | Mascotas. Amor. Repetir. | Historias con mucha cola | Consejos prácticos para mascotas felices | Dispensador oficial de premios | Adopta, ama, repite
wellness: Vida tranquila, mente fuerte | Respira. Descansa. Recupérate. | Haciendo espacio para la calma | Apoyo basado en evidencia para tu mente | Autocuidado con merienda incluida | Sanar no es lineal, y está bien
health: Pijama sanitario y café en mano | Cuidar. Cada turno. | Manos que cuidan, pies cansados | Información de salud clara y fiable | Funciono con cafeína y medias de compresión | Cuidando de las personas cada día
books: Solo un capítulo más | Libros. Té. Silencio. | Viviendo mil vidas en papel | Reseñas honestas y listas de lectura | Mi pila de pendientes es un estilo de vida | Cada libro es un nuevo comienzo
realestate: Llaves, firmas y mudanzas felices | Casas. Asesoría honesta. | Buscando el lugar que se siente hogar | Te ayudo a comprar y vender con confianza | Puedo hablar de planos todo el día | Tu próximo capítulo empieza en casa
coaching: Sube de nivel a tu manera | Claridad. Acción. Crecimiento. | Te ayudo a escribir tu próximo capítulo | Coaching práctico para avanzar de verdad | Charlas motivadoras a domicilio | Estás más cerca de lo que crees
general: Comparto lo que me gusta | Aquí para crear. | Haciendo cosas, contando historias | Consejos prácticos y notas honestas | Seguramente le estoy dando vueltas a esta bio | Creciendo un poco cada día
`),
  offers: {
    trendy: ['{t} sin filtros', '{t}, cada día'],
    minimalist: ['{t}, cada día.', '{t}. Nada más.'],
    creative: ['{t}: mi forma de ver el mundo', 'Mi mundo: {t}'],
    professional: ['{t}: ideas y consejos', '{t}: consejos prácticos'],
    fun: ['{t} y alguna que otra locura', '{t}, con una sonrisa'],
    inspirational: ['{t} con corazón', '{t}, paso a paso'],
  },
  cta: {
    instagram: ['👇 Más abajo', 'Escríbeme por DM'],
    twitter: ['Opiniones propias', 'Saluda 👋'],
    tiktok: ['Sígueme para más', '¿Primera vez por aquí? Saluda'],
    linkedin: ['Conectemos', 'Hablemos'],
    youtube: ['Suscríbete para más', 'Suscríbete y no te pierdas nada'],
  },
};
