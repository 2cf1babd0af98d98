import { lines, terms, type BioBank } from './types.ts';

/** Chinese (Simplified). Three taglines per niche: playful, clean, warm. No part ends on 的. */
export const zh: BioBank = {
  and: '、',
  comma: '、',
  audienceFirst: true,
  tight: true,
  roleAs: '{r}一枚',
  terms: terms(`
personal-trainer=健身教练
runner=跑者
cyclist=骑行爱好者
yoga-teacher=瑜伽老师
nutritionist=营养师
chef=厨师
food-blogger=美食博主
sommelier=侍酒师
baker=面包师
pastry-chef=甜点师
barista=咖啡师
cafe-owner=咖啡店主
traveler=旅行者
digital-nomad=数字游民
travel-blogger=旅行博主
hiker=徒步爱好者
surfer=冲浪者
climber=攀岩者
gardener=园艺爱好者
photographer=摄影师
stylist=造型师
makeup-artist=化妆师
hairdresser=发型师
developer=开发者
engineer=工程师
designer=设计师
founder=创始人
entrepreneur=创业者
marketer=营销人
social-media-manager=新媒体运营
content-creator=内容创作者
blogger=博主
vlogger=视频博主
podcaster=播客主
accountant=会计师
financial-advisor=理财顾问
lawyer=律师
teacher=老师
tutor=家教
translator=翻译
student=学生
med-student=医学生
nurse=护士
doctor=医生
dentist=牙医
therapist=心理咨询师
psychologist=心理学家
artist=艺术家
illustrator=插画师
calligrapher=书法家
ceramicist=陶艺家
tattoo-artist=纹身师
musician=音乐人
singer=歌手
dj=DJ
music-producer=音乐制作人
dancer=舞者
choreographer=编舞
gamer=玩家
streamer=主播
mom=妈妈
dad=爸爸
dog-parent=狗主人
cat-parent=猫奴
realtor=房产经纪人
instructor=教练
nail-artist=美甲师
coach=教练
life-coach=人生教练
career-coach=职业教练
business-coach=商业教练
fitness=健身
strength=力量训练
home-workouts=居家健身
running=跑步
cycling=骑行
pilates=普拉提
yoga=瑜伽
meditation=冥想
nutrition=营养
sports-nutrition=运动营养
healthy-eating=健康饮食
meal-plans=饮食计划
food=美食
cooking=家常菜
recipes=食谱
plant-based=素食
pizza=披萨
pasta=意面
wine=葡萄酒
baking=烘焙
sourdough=酸面包
bread=面包
cakes=蛋糕
desserts=甜点
chocolate=巧克力
coffee=咖啡
cafe=咖啡馆
tea=茶
travel=旅行
budget-travel=穷游
backpacking=背包旅行
solo-travel=独自旅行
world-travel=环游世界
hot-springs=温泉
hiking=徒步
mountains=山野
camping=露营
surf=冲浪
climbing=攀岩
nature=自然
outdoor=户外课程
gardening=园艺
plants=绿植
vegetables=自家种菜
balcony=阳台花园
photography=摄影
weddings=婚礼
portraits=人像
street-photography=街头摄影
film-photography=胶片摄影
landscapes=风光
fashion=时尚
style=穿搭
sustainable-fashion=可持续时尚
thrift=古着
beauty=美妆
makeup=彩妆
skincare=护肤
hair=发型
nails=美甲
bridal=新娘妆
tech=科技
coding=编程
web=Web
frontend=前端
backend=后端
apps=应用
open-source=开源
data-science=数据科学
ai=AI
startup=创业
saas=SaaS
ecommerce=网店
business=商业
marketing=营销
digital-marketing=数字营销
social-media=社交媒体
content=内容
seo=SEO
branding=品牌
freelance=自由职业
finance=财务
personal-finance=个人理财
financial-education=财商教育
investing=投资
stocks=股票
crypto=加密货币
money=钱
law=法律
employment-law=劳动法
workers-rights=劳动者权益
teaching=教育
classroom=课堂创意
primary-school=小学
high-school=高中
languages=语言
english=英语
medicine=医学
healthcare=医疗
night-shifts=夜班
health=健康
mental-health=心理健康
anxiety=焦虑
depression=抑郁
self-esteem=自信
mindfulness=正念
self-care=自我关怀
wellbeing=身心健康
coaching=指导
career=职业
leadership=领导力
art=艺术
illustration=插画
drawing=绘画
painting=油画
calligraphy=书法
ceramics=陶艺
handmade=手作
crafts=手工
tattoo=纹身
design=设计
ux=UX
accessibility=无障碍
graphic-design=平面设计
interior-design=室内设计
architecture=建筑
music=音乐
techno=电子乐
guitar=吉他
piano=钢琴
dance=舞蹈
choreography=编舞
ballet=芭蕾
gaming=游戏
live-streams=直播
horror=恐怖游戏
retro-games=复古游戏
esports=电竞
parenting=育儿
family=家庭
kids=孩子
twins=双胞胎
pets=宠物
dogs=狗狗
cats=猫咪
rescue=领养代替购买
books=书籍
reading=阅读
book-reviews=书评
fantasy=奇幻
romance=言情
writing=写作
poetry=诗歌
real-estate=房地产
homes=住宅
apartments=公寓
first-home=首套房
luxury=豪宅
aud-moms=宝妈们的
aud-parents=家长们的
aud-women=女性的
aud-beginners=新手的
aud-teens=青少年的
aud-young-adults=年轻人的
aud-founders=创始人的
aud-small-business=小商家的
aud-entrepreneurs=创业者的
aud-students=学生的
aud-athletes=运动员的
aud-office-workers=上班族的
aud-learners=中文学习者的
aud-pet-owners=铲屎官们的
aud-buyers=首次购房者的
aud-creators=创作者的
`),
  lines: lines(`
fitness: 今天流汗，明天发光 | 训练。吃好。休息。 | 每周都更强一点
yoga: 一直在心流里 | 呼吸。伸展。休息。 | 找到呼吸，找到平静
food: 吃得开心，活得尽兴 | 好好吃饭，简单就好。 | 用心做饭，开心分享
baking: 满身面粉，毫不后悔 | 揉面。烘烤。分享。 | 美好值得慢慢等
coffee: 咖啡加好心情 | 先来杯咖啡。 | 好的一天从好咖啡开始
nutrition: 好好吃饭，不必亏待自己 | 吃得好。活得好。 | 小小改变，大大不同
travel: 护照满满，心更满 | 出发。回来。再出发。 | 世界很大，去看看
outdoors: 离线，在户外 | 大多时候在外面。 | 冒险比想象中更近
gardening: 绿手指上线 | 播种。照料。收获。 | 种下一颗种子，看它长大
photography: 每一刻都是黄金时刻 | 光。构图。瞬间。 | 记录重要的瞬间
fashion: 值得回头看的穿搭 | 少，但更好。 | 穿出你自己
beauty: 随时发光 | 护肤优先。 | 美，就是做自己
tech: 代码配咖啡 | 写代码。上线。学习。 | 做对人有用的东西
startups: 正在搭建中 | 搭建。学习。迭代。 | 每家大公司都从小起步
marketing: 让人停下滑动的内容 | 策略。内容。增长。 | 每个品牌都有故事
finance: 聊钱，不说术语 | 少花。聪明投资。 | 财务自由从小事开始
law: 法律，说人话 | 清楚的建议。不绕弯子。 | 了解你的权利
education: 当老师，真好 | 教。学。成长。 | 每个孩子都能发光
art: 工作室日常和新作品 | 手工制作。 | 每天创造一点新东西
design: 像素级用心，以人为本 | 简单。好用。有温度。 | 好设计让生活更轻松
music: 新声音单曲循环 | 歌与声音。 | 打动人心的音乐
dance: 永远踩在节拍上 | 律动。感受。跳舞。 | 跳吧，人生苦短
gaming: 再来一局，保证最后一局 | 玩。直播。再来。 | 好游戏，好伙伴
parenting: 不加滤镜的家庭生活 | 家庭第一。 | 爱、耐心和很多零食
pets: 肉垫和好心情 | 宠物。爱。日常。 | 领养，陪伴，一直爱
wellness: 温柔生活，内心强大 | 呼吸。休息。疗愈。 | 疗愈不是直线，没关系
health: 咖啡在手，一班又一班 | 守护。每个班次。 | 每天照顾需要的人
books: 再读一章就睡 | 书。茶。安静。 | 每本书都是新的开始
realestate: 钥匙和开心的搬家 | 好房子。真建议。 | 下一章从家开始
coaching: 按你的节奏升级 | 清晰。行动。成长。 | 目标比你想的更近
general: 分享我喜欢的一切 | 在这里创作。 | 每天进步一点点
`),
  offers: {
    trendy: ['关于{t}的一切', '每天{t}'],
    minimalist: ['{t}。每天。', '{t}。仅此而已。'],
    creative: ['用{t}看世界', '我的世界：{t}'],
    professional: ['{t}实用建议', '{t}干货分享'],
    fun: ['主要是{t}，偶尔零食', '{t}加一点混乱'],
    inspirational: ['用心做{t}', '{t}，一步一步来'],
  },
  cta: {
    instagram: ['👇 更多在下方', '欢迎私信'],
    twitter: ['观点仅代表个人', '欢迎打招呼 👋'],
    tiktok: ['关注我看更多', '新来的？打个招呼'],
    linkedin: ['欢迎交流', '期待与你联系'],
    youtube: ['订阅频道看更多', '打开小铃铛 🔔'],
  },
};
