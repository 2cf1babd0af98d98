import { lines, terms, type BioBank } from './types.ts';

/** Russian. Three taglines per niche: playful, clean, warm. Nothing in the past tense (gender). */
export const ru: BioBank = {
  and: ' и ',
  comma: ', ',
  terms: terms(`
personal-trainer=фитнес-тренер
runner=бегун|бегунья
cyclist=велосипедист|велосипедистка
yoga-teacher=преподаватель йоги
nutritionist=нутрициолог
chef=шеф-повар
food-blogger=фуд-блогер
sommelier=сомелье
baker=пекарь
pastry-chef=кондитер
barista=бариста
cafe-owner=владелец кофейни|владелица кофейни
traveler=путешественник|путешественница
digital-nomad=цифровой кочевник
travel-blogger=тревел-блогер
hiker=турист|туристка
surfer=сёрфер
climber=скалолаз
gardener=садовод
photographer=фотограф
stylist=стилист
makeup-artist=визажист
hairdresser=парикмахер
developer=разработчик|разработчица
engineer=инженер
designer=дизайнер
founder=основатель|основательница
entrepreneur=предприниматель|предпринимательница
marketer=маркетолог
social-media-manager=специалист по соцсетям
content-creator=автор контента
blogger=блогер
vlogger=видеоблогер
podcaster=автор подкаста
accountant=бухгалтер
financial-advisor=финансовый консультант
lawyer=юрист
teacher=учитель|учительница
tutor=репетитор
translator=переводчик|переводчица
student=студент|студентка
med-student=студент-медик|студентка-медик
nurse=медбрат|медсестра
doctor=врач
dentist=стоматолог
therapist=психотерапевт
psychologist=психолог
artist=художник|художница
illustrator=иллюстратор
calligrapher=каллиграф
ceramicist=керамист|керамистка
tattoo-artist=тату-мастер
musician=музыкант
singer=певец|певица
dj=DJ
music-producer=музыкальный продюсер
dancer=танцор|танцовщица
choreographer=хореограф
gamer=геймер
streamer=стример
mom=мама
dad=папа
dog-parent=собачник|собачница
cat-parent=кошатник|кошатница
realtor=риелтор
instructor=инструктор
nail-artist=мастер маникюра
coach=коуч
life-coach=лайф-коуч
career-coach=карьерный коуч
business-coach=бизнес-коуч
fitness=фитнес
strength=силовые тренировки
home-workouts=тренировки дома
running=бег
cycling=велоспорт
pilates=пилатес
yoga=йога
meditation=медитация
nutrition=питание
sports-nutrition=спортивное питание
healthy-eating=здоровое питание
meal-plans=планы питания
food=еда
cooking=домашняя кухня
recipes=рецепты
plant-based=растительная кухня
pizza=пицца
pasta=свежая паста
wine=вино
baking=выпечка
sourdough=хлеб на закваске
bread=хлеб
cakes=торты
desserts=десерты
chocolate=шоколад
coffee=кофе
cafe=кофейня
tea=чай
travel=путешествия
budget-travel=бюджетные путешествия
backpacking=путешествия с рюкзаком
solo-travel=путешествия в одиночку
world-travel=кругосветка
hiking=походы
mountains=горы
camping=кемпинг
surf=сёрфинг
climbing=скалолазание
nature=природа
outdoor=занятия на свежем воздухе
gardening=сад и огород
plants=растения
vegetables=свой огород
photography=фотография
weddings=свадьбы
portraits=портреты
street-photography=уличная фотография
film-photography=плёночная фотография
landscapes=пейзажи
fashion=мода
style=стиль
sustainable-fashion=осознанная мода
thrift=винтаж
beauty=красота
makeup=макияж
skincare=уход за кожей
hair=причёски
nails=маникюр
bridal=свадебные образы
tech=технологии
coding=программирование
web=веб
frontend=фронтенд
backend=бэкенд
apps=приложения
open-source=открытый код
data-science=анализ данных
ai=ИИ
startup=стартапы
saas=SaaS
ecommerce=интернет-магазин
business=бизнес
marketing=маркетинг
digital-marketing=цифровой маркетинг
social-media=соцсети
content=контент
seo=SEO
branding=брендинг
freelance=фриланс
finance=финансы
personal-finance=личные финансы
financial-education=финансовая грамотность
investing=инвестиции
stocks=акции
crypto=криптовалюта
money=деньги
law=право
employment-law=трудовое право
workers-rights=права работников
teaching=преподавание
classroom=идеи для уроков
primary-school=начальная школа
high-school=старшая школа
languages=языки
english=английский
homeschooling=семейное обучение
medicine=медицина
healthcare=здравоохранение
night-shifts=ночные смены
health=здоровье
mental-health=ментальное здоровье
anxiety=тревожность
depression=депрессия
self-esteem=самооценка
mindfulness=осознанность
self-care=забота о себе
wellbeing=благополучие
coaching=наставничество
career=карьера
leadership=лидерство
art=искусство
illustration=иллюстрация
drawing=рисунок
painting=живопись
calligraphy=каллиграфия
ceramics=керамика
handmade=ручная работа
crafts=рукоделие
tattoo=тату
design=дизайн
ux=UX
accessibility=доступность
graphic-design=графический дизайн
interior-design=дизайн интерьера
architecture=архитектура
music=музыка
techno=техно
guitar=гитара
piano=фортепиано
dance=танцы
salsa=сальса
choreography=хореография
ballet=балет
gaming=игры
live-streams=стримы
horror=хорроры
retro-games=ретро-игры
esports=киберспорт
parenting=родительство
family=семья
kids=дети
twins=близнецы
pets=питомцы
dogs=собаки
cats=кошки
rescue=спасённые животные
books=книги
reading=чтение
book-reviews=отзывы о книгах
fantasy=фэнтези
romance=романы о любви
writing=писательство
poetry=поэзия
real-estate=недвижимость
homes=дома
apartments=квартиры
first-home=первое жильё
luxury=элитная недвижимость
aud-moms=для мам
aud-parents=для родителей
aud-women=для женщин
aud-beginners=для начинающих
aud-teens=для подростков
aud-young-adults=для молодёжи
aud-founders=для основателей
aud-small-business=для малого бизнеса
aud-entrepreneurs=для предпринимателей
aud-students=для студентов
aud-athletes=для спортсменов
aud-office-workers=для занятых людей
aud-learners=для изучающих русский
aud-pet-owners=для владельцев питомцев
aud-buyers=для покупателей первого жилья
aud-creators=для авторов
`),
  lines: lines(`
fitness: Потей сегодня, сияй завтра | Тренировка. Еда. Отдых. | Каждую неделю чуть сильнее
yoga: Всегда в потоке | Дыши. Двигайся. Отдыхай. | Найди дыхание, найди спокойствие
food: Вкусно есть, хорошо жить | Хорошая еда, просто. | Готовлю с любовью, делюсь с радостью
baking: Мука повсюду, без сожалений | Месить. Печь. Делиться. | Всё хорошее требует времени
coffee: Кофе и хорошее настроение | Сначала кофе. | Хороший день начинается с хорошего кофе
nutrition: Питать, а не наказывать | Ешь хорошо. Живи хорошо. | Маленькие шаги, большая разница
travel: Паспорт полон, сердце ещё полнее | Уехать. Вернуться. Повторить. | Мир большой, иди смотреть
outdoors: Вне сети и на воздухе | Чаще всего снаружи. | Приключение ближе, чем кажется
gardening: Зелёные руки, всегда | Сеять. Растить. Собирать. | Посади семечко и смотри, как оно растёт
photography: Золотой час весь день | Свет. Кадр. Момент. | Сохраняю моменты, которые важны
fashion: Образы, на которые хочется оглянуться | Меньше, но лучше. | Носи то, что похоже на тебя
beauty: Всегда с сиянием | Сначала кожа. | Красота, которая празднует тебя
tech: Код и кофе | Писать. Запускать. Учиться. | Делаю то, что помогает людям
startups: В режиме стройки | Строить. Учиться. Повторять. | Каждая большая компания начиналась с малого
marketing: Контент, который останавливает ленту | Стратегия. Контент. Рост. | У каждого бренда есть история
finance: О деньгах без сложных слов | Трать меньше. Инвестируй умнее. | Финансовая свобода начинается с малого
law: Право простыми словами | Ясный совет. Без жаргона. | Знай свои права
education: Жизнь учителя, лучшая жизнь | Учить. Учиться. Расти. | Каждый ученик может сиять
art: Дни в мастерской и новые работы | Ручная работа. | Каждый день создавать что-то новое
design: Точность до пикселя, люди прежде всего | Просто. Полезно. Человечно. | Хороший дизайн упрощает жизнь
music: Новые звуки на повторе | Песни и звуки. | Музыка, которая трогает
dance: Всегда в ритме | Двигаться. Чувствовать. Танцевать. | Танцуй, жизнь коротка
gaming: Ещё одна катка, честно | Играть. Стримить. Повторять. | Хорошие игры, хорошие люди
parenting: Семейная жизнь без фильтров | Семья прежде всего. | Любовь, терпение и много перекусов
pets: Лапки и хорошее настроение | Питомцы. Любовь. Повторить. | Приюти, люби, повторяй
wellness: Мягкая жизнь, сильный ум | Дыши. Отдыхай. Восстанавливайся. | Восстановление нелинейно, и это нормально
health: Халат, кофе и смена за сменой | Забота. Каждую смену. | Каждый день рядом с людьми
books: Ещё одну главу | Книги. Чай. Тишина. | Каждая книга как новое начало
realestate: Ключи и счастливые переезды | Жильё. Честный совет. | Новая глава начинается дома
coaching: Новый уровень, по-своему | Ясность. Действие. Рост. | Цель ближе, чем кажется
general: Делюсь тем, что люблю | Здесь, чтобы создавать. | Каждый день немного расти
`),
  offers: {
    trendy: ['{t} каждый день', '{t} без лишних слов'],
    minimalist: ['{t}. Каждый день.', '{t}. И всё.'],
    creative: ['{t}: мой взгляд на мир', 'Мой мир: {t}'],
    professional: ['{t}: советы и идеи', '{t}: практические советы'],
    fun: ['{t} и немного хаоса', '{t} с улыбкой'],
    inspirational: ['{t} с душой', '{t}, шаг за шагом'],
  },
  cta: {
    instagram: ['👇 Подробнее ниже', 'Пишите в директ'],
    twitter: ['Мнение моё личное', 'Заходите поздороваться 👋'],
    tiktok: ['Подписывайтесь', 'Новенькие, привет'],
    linkedin: ['Давайте знакомиться', 'Всегда на связи'],
    youtube: ['Подписывайтесь на канал', 'Включайте колокольчик 🔔'],
  },
};
