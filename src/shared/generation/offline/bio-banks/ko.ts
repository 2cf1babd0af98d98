import { lines, terms, type BioBank } from './types.ts';

/** Korean. Three taglines per niche: playful, clean, warm. */
export const ko: BioBank = {
  and: ' · ',
  comma: ' · ',
  audienceFirst: true,
  terms: terms(`
personal-trainer=퍼스널 트레이너
runner=러너
cyclist=라이더
yoga-teacher=요가 강사
nutritionist=영양사
chef=셰프
food-blogger=푸드 블로거
sommelier=소믈리에
baker=제빵사
pastry-chef=파티시에
barista=바리스타
cafe-owner=카페 사장
traveler=여행가
digital-nomad=디지털 노마드
travel-blogger=여행 블로거
hiker=등산러
surfer=서퍼
climber=클라이머
gardener=가드너
photographer=사진작가
stylist=스타일리스트
makeup-artist=메이크업 아티스트
hairdresser=헤어 디자이너
developer=개발자
engineer=엔지니어
designer=디자이너
founder=창업자
entrepreneur=기업가
marketer=마케터
social-media-manager=소셜 미디어 매니저
content-creator=크리에이터
blogger=블로거
vlogger=브이로거
podcaster=팟캐스터
accountant=회계사
financial-advisor=재무 설계사
lawyer=변호사
teacher=선생님
tutor=과외 선생님
translator=번역가
student=학생
med-student=의대생
nurse=간호사
doctor=의사
dentist=치과의사
therapist=상담사
psychologist=심리학자
artist=아티스트
illustrator=일러스트레이터
calligrapher=캘리그래퍼
ceramicist=도예가
tattoo-artist=타투이스트
musician=뮤지션
singer=싱어송라이터
dj=DJ
music-producer=음악 프로듀서
dancer=댄서
choreographer=안무가
gamer=게이머
streamer=스트리머
mom=엄마
dad=아빠
dog-parent=강아지 보호자
cat-parent=고양이 집사
realtor=공인중개사
instructor=강사
nail-artist=네일 아티스트
coach=코치
life-coach=라이프 코치
career-coach=커리어 코치
business-coach=비즈니스 코치
fitness=피트니스
strength=근력 운동
home-workouts=홈트
running=러닝
cycling=자전거
pilates=필라테스
yoga=요가
meditation=명상
nutrition=영양
healthy-eating=건강한 식단
meal-plans=식단 관리
food=맛집
cooking=집밥
recipes=레시피
plant-based=비건 요리
wine=와인
baking=베이킹
bread=빵
cakes=케이크
desserts=디저트
chocolate=초콜릿
coffee=커피
cafe=카페
tea=차
travel=여행
budget-travel=알뜰 여행
backpacking=배낭여행
solo-travel=혼자 여행
world-travel=세계 일주
hot-springs=온천
hiking=등산
mountains=산
camping=캠핑
surf=서핑
climbing=클라이밍
nature=자연
outdoor=야외 수업
gardening=가드닝
plants=반려식물
vegetables=텃밭
photography=사진
weddings=웨딩
portraits=인물 사진
street-photography=스트리트 사진
film-photography=필름 사진
landscapes=풍경 사진
fashion=패션
style=코디
sustainable-fashion=지속 가능한 패션
thrift=빈티지
beauty=뷰티
makeup=메이크업
skincare=스킨케어
hair=헤어
nails=네일
bridal=웨딩 메이크업
tech=테크
coding=코딩
web=웹
frontend=프론트엔드
backend=백엔드
apps=앱
open-source=오픈소스
data-science=데이터 사이언스
ai=AI
startup=스타트업
saas=SaaS
ecommerce=온라인 쇼핑몰
business=비즈니스
marketing=마케팅
digital-marketing=디지털 마케팅
social-media=소셜 미디어
content=콘텐츠
seo=SEO
branding=브랜딩
freelance=프리랜서
finance=재테크
personal-finance=개인 재무
financial-education=금융 공부
investing=투자
stocks=주식
crypto=코인
money=돈
law=법률
employment-law=노동법
workers-rights=노동자의 권리
teaching=교육
classroom=수업 아이디어
primary-school=초등학교
high-school=고등학교
languages=외국어
english=영어
medicine=의학
healthcare=의료
night-shifts=야간 근무
health=건강
mental-health=정신 건강
anxiety=불안
depression=우울
self-esteem=자존감
mindfulness=마음챙김
self-care=셀프케어
wellbeing=웰빙
coaching=코칭
career=커리어
leadership=리더십
art=아트
illustration=일러스트
drawing=드로잉
painting=그림
calligraphy=캘리그라피
ceramics=도예
handmade=핸드메이드
crafts=공예
tattoo=타투
design=디자인
ux=UX
accessibility=접근성
graphic-design=그래픽 디자인
interior-design=인테리어
architecture=건축
music=음악
techno=테크노
guitar=기타
piano=피아노
dance=댄스
choreography=안무
ballet=발레
gaming=게임
live-streams=라이브 방송
horror=공포 게임
retro-games=레트로 게임
esports=게임 대회
parenting=육아
family=가족
kids=아이들
twins=쌍둥이
pets=반려동물
dogs=강아지
cats=고양이
rescue=유기동물 입양
books=책
reading=독서
book-reviews=서평
fantasy=판타지
romance=로맨스
writing=글쓰기
poetry=시
real-estate=부동산
homes=주택
apartments=아파트
first-home=내 집 마련
luxury=고급 주택
aud-moms=엄마들을 위한
aud-parents=부모님을 위한
aud-women=여성을 위한
aud-beginners=초보자를 위한
aud-teens=청소년을 위한
aud-young-adults=청년을 위한
aud-founders=창업자를 위한
aud-small-business=소상공인을 위한
aud-entrepreneurs=기업가를 위한
aud-students=학생을 위한
aud-athletes=운동선수를 위한
aud-office-workers=직장인을 위한
aud-learners=한국어 학습자를 위한
aud-pet-owners=반려인을 위한
aud-buyers=첫 집을 찾는 분들을 위한
aud-creators=크리에이터를 위한
`),
  lines: lines(`
fitness: 오늘은 땀, 내일은 빛 | 운동. 식단. 휴식. | 매주 조금 더 강하게
yoga: 언제나 플로우 | 호흡. 움직임. 휴식. | 숨을 찾으면 평온이 온다
food: 잘 먹고 잘 살기 | 맛있게, 간단하게. | 정성껏 만들고 즐겁게 나눠요
baking: 밀가루 범벅이어도 행복 | 반죽. 굽기. 나누기. | 좋은 건 시간이 걸려요
coffee: 커피와 좋은 기분 | 커피 먼저. | 좋은 하루는 좋은 커피로 시작
nutrition: 굶지 말고 잘 먹기 | 잘 먹고, 잘 살고. | 작은 변화, 큰 차이
travel: 여권도 마음도 가득 | 떠나고, 돌아오고, 다시 떠나기. | 세상은 넓어요, 보러 가요
outdoors: 오프라인, 아웃도어 | 대부분 밖에 있어요. | 모험은 생각보다 가까워요
gardening: 초록 손 인증 | 심고, 가꾸고, 거두기. | 씨앗 하나가 자라는 기쁨
photography: 언제나 골든아워 | 빛. 구도. 순간. | 소중한 순간을 기록해요
fashion: 다시 보게 되는 코디 | 적게, 그러나 좋게. | 나다운 옷을 입어요
beauty: 언제나 광채 | 피부가 먼저. | 나를 빛내는 아름다움
tech: 코드와 커피 | 만들고, 배포하고, 배우기. | 사람에게 도움 되는 것을 만들어요
startups: 만드는 중 | 만들고, 배우고, 반복하기. | 큰 회사도 처음엔 작았어요
marketing: 스크롤을 멈추는 콘텐츠 | 전략. 콘텐츠. 성장. | 모든 브랜드엔 이야기가 있어요
finance: 어렵지 않은 돈 이야기 | 덜 쓰고, 똑똑하게 투자. | 경제적 자유는 작은 습관부터
law: 쉽게 풀어 쓰는 법 이야기 | 명확한 조언. 어려운 말 없이. | 내 권리를 알아요
education: 선생님이라 행복해요 | 가르치고, 배우고, 자라기. | 모든 아이는 빛날 수 있어요
art: 작업실의 하루와 새 작품 | 손으로 만든 것. | 매일 무언가를 만들어요
design: 픽셀까지 꼼꼼하게, 사람 중심 | 단순하게. 유용하게. 따뜻하게. | 좋은 디자인은 삶을 편하게 해요
music: 새로운 사운드 무한 반복 | 노래와 소리. | 마음을 울리는 음악
dance: 언제나 리듬 위에 | 움직이고, 느끼고, 춤추기. | 인생은 짧아요, 춤춰요
gaming: 딱 한 판만 더 | 플레이. 방송. 반복. | 좋은 게임, 좋은 사람들
parenting: 필터 없는 육아 일상 | 가족이 먼저. | 사랑과 인내, 그리고 간식
pets: 말랑 젤리와 좋은 기분 | 반려동물. 사랑. 일상. | 입양하고, 사랑하고, 함께해요
wellness: 부드러운 삶, 단단한 마음 | 호흡. 휴식. 회복. | 회복은 직선이 아니어도 괜찮아요
health: 커피 한 잔, 근무 또 근무 | 돌봄. 모든 근무. | 매일 사람을 돌봐요
books: 딱 한 챕터만 더 | 책. 차. 고요. | 모든 책은 새로운 시작
realestate: 열쇠와 행복한 이사 | 집. 솔직한 조언. | 다음 챕터는 집에서 시작돼요
coaching: 나만의 방식으로 레벨 업 | 명확함. 행동. 성장. | 목표는 생각보다 가까워요
general: 좋아하는 것을 나눠요 | 만들기 위해 여기 있어요. | 매일 조금씩 성장 중
`),
  offers: {
    trendy: ['{t} 이야기 전부', '매일 {t}'],
    minimalist: ['{t}. 매일.', '{t}. 그게 다예요.'],
    creative: ['{t}로 세상을 봐요', '나의 세계: {t}'],
    professional: ['{t} 실전 팁', '{t} 노하우 공유'],
    fun: ['거의 {t}, 가끔 간식', '{t}, 그리고 약간의 혼돈'],
    inspirational: ['진심을 담은 {t}', '{t}, 한 걸음씩'],
  },
  cta: {
    instagram: ['👇 자세한 건 아래에', 'DM 환영해요'],
    twitter: ['개인 의견입니다', '편하게 인사해요 👋'],
    tiktok: ['팔로우하고 더 보기', '처음이세요? 반가워요'],
    linkedin: ['함께 연결해요', '편하게 연락 주세요'],
    youtube: ['구독하고 더 보기', '알림 설정 🔔'],
  },
};
