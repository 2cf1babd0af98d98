import { lines, terms, type BioBank } from './types.ts';

/** English. */
export const en: BioBank = {
  and: ' & ',
  comma: ', ',
  terms: terms(`
personal-trainer=fitness coach
runner=runner
cyclist=cyclist
yoga-teacher=yoga teacher
nutritionist=nutritionist
chef=chef
food-blogger=food blogger
sommelier=sommelier
baker=baker
pastry-chef=pastry chef
barista=barista
cafe-owner=café owner
traveler=traveler
digital-nomad=digital nomad
travel-blogger=travel blogger
hiker=hiker
surfer=surfer
climber=climber
gardener=gardener
photographer=photographer
stylist=stylist
makeup-artist=makeup artist
hairdresser=hairstylist
developer=developer
engineer=engineer
designer=designer
founder=founder
entrepreneur=entrepreneur
marketer=marketer
social-media-manager=social media manager
content-creator=content creator
blogger=blogger
vlogger=vlogger
podcaster=podcaster
accountant=accountant
financial-advisor=financial advisor
lawyer=lawyer
teacher=teacher
tutor=tutor
translator=translator
student=student
med-student=med student
nurse=nurse
doctor=doctor
dentist=dentist
therapist=therapist
psychologist=psychologist
artist=artist
illustrator=illustrator
calligrapher=calligrapher
ceramicist=ceramic artist
tattoo-artist=tattoo artist
musician=musician
singer=singer-songwriter
dj=DJ
music-producer=producer
dancer=dancer
choreographer=choreographer
gamer=gamer
streamer=streamer
mom=mom
dad=dad
dog-parent=dog mom|dog mom|dog lover
cat-parent=cat dad|cat mom|cat person
realtor=realtor
instructor=instructor
nail-artist=nail artist
coach=coach
life-coach=life coach
career-coach=career coach
business-coach=business coach
fitness=fitness
strength=strength training
home-workouts=home workouts
running=running
cycling=cycling
pilates=Pilates
yoga=yoga
meditation=meditation
nutrition=nutrition
sports-nutrition=sports nutrition
healthy-eating=healthy eating
meal-plans=meal plans
food=food
cooking=home cooking
recipes=recipes
quick-meals=quick dinners
plant-based=plant-based
pizza=pizza
pasta=fresh pasta
sushi=sushi
bbq=BBQ
seafood=seafood
street-food=street food
mexican-food=Mexican food
italian-food=Italian food
moroccan-food=Moroccan cooking
local-food=local food
wine=wine
natural-wine=natural wine
baking=baking
sourdough=sourdough
bread=bread
cakes=cakes
birthday-cakes=birthday cakes
desserts=desserts
macarons=macarons
chocolate=chocolate
coffee=coffee
cafe=café
latte-art=latte art
tea=tea
travel=travel
budget-travel=budget travel
backpacking=backpacking
vanlife=vanlife
solo-travel=solo travel
road-trips=road trips
world-travel=travels around the world
villages=small villages
hot-springs=hot springs
hiking=hiking
mountains=mountains
camping=wild camping
surf=surfing
climbing=climbing
nature=nature
outdoor=outdoor classes
gardening=gardening
plants=plants
vegetables=homegrown veg
balcony=balcony garden
photography=photography
weddings=weddings
portraits=portraits
street-photography=street photography
film-photography=film photography
landscapes=landscapes
documentary=documentary style
fashion=fashion
style=personal style
sustainable-fashion=sustainable fashion
thrift=thrifted finds
beauty=beauty
makeup=makeup
skincare=skincare
hair=hair
nails=nails
bridal=bridal
editorial=editorial
tech=tech
coding=code
web=web
frontend=frontend
backend=backend
apps=apps
open-source=open source
data-science=data science
ai=AI
cybersecurity=cybersecurity
fintech=fintech
startup=startups
saas=SaaS
building-in-public=building in public
ecommerce=ecommerce
business=business
marketing=marketing
digital-marketing=digital marketing
social-media=social media
content=content
seo=SEO
branding=branding
copywriting=copywriting
freelance=freelance
tradition=family tradition
podcast=podcast
video=videos
finance=finance
personal-finance=personal finance
financial-education=money basics
investing=investing
stocks=index funds
crypto=crypto
money=money
budgeting=budgeting
law=law
employment-law=employment law
workers-rights=workers' rights
corporate-law=M&A
teaching=teaching
classroom=classroom ideas
primary-school=primary school
high-school=high school
languages=languages
english=English
arabic-language=Arabic
homeschooling=homeschooling
study=study sessions
medicine=medicine
healthcare=healthcare
icu=ICU
night-shifts=night shifts
dental=dental care
health=health
mental-health=mental health
anxiety=anxiety
depression=depression
self-esteem=self-esteem
mindfulness=mindfulness
self-care=self-care
wellbeing=wellbeing
coaching=mentoring
career=careers
mindset=mindset
leadership=leadership
art=art
illustration=illustration
drawing=drawing
painting=painting
calligraphy=calligraphy
ceramics=ceramics
handmade=handmade
crafts=crafts
tableware=tea bowls
murals=murals
tattoo=tattoos
digital-art=digital art
design=design
ux=UX
accessibility=accessibility
graphic-design=graphic design
interior-design=interiors
architecture=architecture
design-systems=design systems
music=music
techno=techno
folk=folk
new-music=new EP
guitar=guitar
piano=piano
dance=dance
salsa=salsa
choreography=choreography
ballet=ballet
gaming=gaming
live-streams=live streams
horror=horror games
cozy-games=cozy games
retro-games=retro games
esports=esports
parenting=parenting
family=family life
kids=kids
twins=twins
motherhood=mom life
pets=pets
dogs=dogs
cats=cats
rescue=rescue pets
books=books
reading=reading
bookstagram=bookstagram
book-reviews=book reviews
fantasy=fantasy
romance=romance
writing=writing
poetry=poetry
real-estate=real estate
homes=homes
apartments=apartments
first-home=first homes
luxury=luxury homes
villas=villas
aud-moms=for moms
aud-parents=for parents
aud-women=for women
aud-beginners=for beginners
aud-teens=for teens
aud-young-adults=for millennials
aud-founders=for founders
aud-small-business=for small businesses
aud-entrepreneurs=for entrepreneurs
aud-students=for students
aud-athletes=for athletes
aud-office-workers=for busy professionals
aud-learners=for learners worldwide
aud-pet-owners=for pet owners
aud-buyers=for first-time buyers
aud-creators=for creators
`),
  lines: lines(`
fitness: Sweat now, glow later | Train. Eat. Rest. Repeat. | Turning reps into rituals | Training plans that fit real life | Will squat for snacks | Stronger every week, one rep at a time
yoga: Flow state, always | Breathe. Move. Rest. | Sun salutations and slow mornings | Classes for every body and every level | Bendy on the mat, clumsy everywhere else | Find your breath, find your calm
food: Eat good, feel good | Good food, simply made. | Stories told one plate at a time | Simple recipes that really work | Will cook for compliments | Cooking with love, sharing with joy
baking: Flour on everything, no regrets | Bake. Share. Repeat. | Flour, sugar and a little magic | Bakes and tips for reliable results | Powered by flour and patience | Good things take time to rise
coffee: Espresso yourself | Coffee first. | Pouring stories, one cup at a time | Specialty coffee, brewed with care | Running on caffeine and good company | Good days start with good coffee
nutrition: Nourish, don't punish | Eat well. Feel well. | Colorful plates, happy body | Evidence-based nutrition, no fads | Pro-veggie, pro-dessert | Small changes, big difference
travel: Passport full, heart fuller | Wander. Return. Repeat. | Collecting sunsets and stories | Practical guides for smarter trips | Professional airport snacker | The world is wide, go see it
outdoors: Offline and outside | Outside, mostly. | Chasing trails and golden hours | Routes, gear and safety tips | Muddy boots, happy heart | Adventure is closer than you think
gardening: Green thumbs up | Sow. Grow. Share. | Growing little green miracles | Practical tips for small gardens | Talks to plants, plants listen | Plant a seed, watch it grow
photography: Golden hour, every hour | Light. Frame. Moment. | Painting with light | Timeless images, honestly captured | Will stop anywhere for good light | Capturing the moments that matter
fashion: Outfits worth a second look | Less, but better. | Dressing up the everyday | Styling that works for real life | Closet full, nothing to wear | Wear what makes you feel like you
beauty: Glow on, always | Skin first. | Faces are my favorite canvas | Honest reviews and real techniques | Mascara first, questions later | Beauty that celebrates you
tech: Shipping code, sipping coffee | Code. Ship. Learn. | Turning ideas into working software | Clean code, clear thinking | It works on my machine | Building things that help people
startups: Building the thing | Build. Learn. Repeat. | From idea to product, in the open | Sharing what works, and what doesn't | Chief everything officer | Every big company started small
marketing: Scroll-stopping content, on purpose | Strategy. Content. Growth. | Stories that make brands stick | Helping brands grow with clear strategy | Professional caption overthinker | Every brand has a story worth telling
finance: Money talk, minus the jargon | Spend less. Invest more. | Making money make sense | Clear money advice, no jargon | Budget nerd, proudly | Financial freedom starts small
law: Legal stuff, made simple | Clear advice. No jargon. | Turning legalese into plain language | Practical legal guidance you can use | Reading the fine print for you | Know your rights, use your voice
education: Teacher life, best life | Teach. Learn. Grow. | Turning lessons into lightbulb moments | Practical ideas for teachers and learners | Running on coffee and gold stars | Every learner can shine
art: Studio days and new pieces | Made by hand. | Color, chaos and a little magic | Original work and commissions | Paint on my hands, always | Creating something every day
design: Pixel-perfect, people-first | Simple. Useful. Human. | Designing for humans | Clear design that solves real problems | Will redesign your menu for fun | Good design makes life easier
music: New sounds on repeat | Songs and sounds. | Writing songs out of small moments | Original music and live shows | Humming at inappropriate times | Music that makes you feel something
dance: Always on beat | Move. Feel. Dance. | Telling stories with every step | Classes and choreography for all levels | Dancing in the kitchen counts | Dance like nobody's watching
gaming: GG only | Play. Stream. Repeat. | Pixels, plot twists and good company | Game reviews, guides and honest takes | One more game, I promise | Good games, good people
parenting: Parenting, unfiltered | Family first. | Raising little humans, one story at a time | Real-life tips for busy families | Running on coffee and cuddles | Love, patience and a lot of snacks
pets: Paws and good vibes | Pets. Love. Repeat. | Tails worth telling | Practical care tips for happy pets | Professional treat dispenser | Adopt, love, repeat
wellness: Soft life, strong mind | Breathe. Rest. Heal. | Making room for calm | Evidence-based support for your mind | Self-care, snacks included | Healing isn't linear, and that's OK
health: Scrubs on, coffee in hand | Care. Every shift. | Healing hands, tired feet | Clear, reliable health information | Powered by caffeine and compression socks | Caring for people, every day
books: Just one more chapter | Books. Tea. Quiet. | Living a thousand lives in print | Honest reviews and reading lists | My TBR pile is a lifestyle | Every book is a new beginning
realestate: Keys, closings and happy moves | Homes. Honest advice. | Finding the place that feels like home | Helping you buy and sell with confidence | Will talk floor plans all day | Your next chapter starts at home
coaching: Level up, your way | Clarity. Action. Growth. | Helping you write your next chapter | Practical coaching for real progress | Professional pep talker | You are closer than you think
general: Sharing what I love | Here to create. | Making things, telling stories | Practical tips and honest notes | Probably overthinking this bio | Growing a little every day
`),
  offers: {
    trendy: ['All things {t}', '{t}, daily'],
    minimalist: ['{t}, every day.', '{t}. Nothing more.'],
    creative: ['A love letter to {t}', 'Life through {t}'],
    professional: ['Practical tips on {t}', 'Insights and advice on {t}'],
    fun: ['Mostly {t}, sometimes snacks', 'Nerding out about {t}'],
    inspirational: ['Growing through {t}', '{t} with heart'],
  },
  cta: {
    instagram: ['👇 More below', 'Say hi in the DMs'],
    twitter: ['Opinions my own', 'Say hi 👋'],
    tiktok: ['Follow for more', 'New here? Say hi'],
    linkedin: ["Let's connect", 'Open to new conversations'],
    youtube: ['Subscribe for more', 'New here? Hit subscribe'],
  },
};
