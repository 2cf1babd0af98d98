// Places often named in posts, with the tags people use for them (see ./index.ts for the
// source and date, ./types.ts for the notation). Names are matched in any language; names that
// are also ordinary words (Nice, Reading, Split…) are left out. Per language: [place tags,
// travel tags, spots (landmarks and districts, offered only when the post names them)].
import type { Place } from './types.ts';

export const PLACES: readonly Place[] = [
  // ── Asia ──
  {
    id: 'japan',
    kind: 'country',
    names: 'japan japon japón japão giappone 日本 일본 اليابان япония जापान',
    tags: {
      en: ['japan', 'japantravel visitjapan explorejapan japantrip'],
      ja: ['日本', '日本旅行 国内旅行 日本の風景'],
      es: ['japon', 'viajeajapon'],
      pt: ['japao', 'viagemjapao'],
      fr: ['japon', 'voyagejapon'],
      de: ['japan', 'japanreise'],
      it: ['giappone', 'viaggiogiappone'],
      ar: ['اليابان', 'السفر_الى_اليابان'],
      ko: ['일본', '일본여행'],
      zh: ['日本', '日本旅游'],
      ru: ['япония', 'путешествиепояпонии'],
    },
  },
  {
    id: 'kyoto',
    kind: 'city',
    in: 'japan',
    names: 'kyoto kioto quioto 京都 교토 كيوتو киото',
    tags: {
      en: [
        'kyoto kyotojapan',
        'visitkyoto kyototrip',
        'kiyomizudera fushimiinari arashiyama kinkakuji gion',
      ],
      ja: [
        '京都',
        '京都観光 京都旅行 そうだ京都行こう 京都散歩',
        '清水寺 金閣寺 銀閣寺 伏見稲荷大社 伏見稲荷 嵐山 永観堂 東福寺 南禅寺 祇園 哲学の道 嵯峨野',
      ],
    },
  },
  {
    id: 'tokyo',
    kind: 'city',
    in: 'japan',
    names: 'tokyo tokio tóquio 東京 도쿄 طوكيو токио',
    tags: {
      en: [
        'tokyo tokyojapan',
        'tokyotravel visittokyo',
        'shibuya shinjuku asakusa harajuku omotesando',
      ],
      ja: [
        '東京',
        '東京観光 東京旅行 東京散歩',
        '渋谷 新宿 浅草 原宿 表参道 銀座 下北沢 中目黒 吉祥寺',
      ],
      es: ['tokio'],
      pt: ['toquio'],
    },
  },
  {
    id: 'osaka',
    kind: 'city',
    in: 'japan',
    names: 'osaka 大阪 오사카 أوساكا осака',
    tags: {
      en: ['osaka osakajapan', 'visitosaka', 'dotonbori namba'],
      ja: ['大阪', '大阪観光 大阪旅行', '道頓堀 難波 梅田 新世界'],
    },
  },
  {
    id: 'hokkaido',
    kind: 'region',
    in: 'japan',
    names: 'hokkaido 北海道 홋카이도 هوكايدو хоккайдо sapporo 札幌 biei 美瑛 otaru 小樽',
    tags: {
      en: ['hokkaido', 'visithokkaido', 'sapporo biei otaru niseko furano'],
      ja: ['北海道', '北海道旅行 北海道観光', '札幌 美瑛 小樽 富良野 ニセコ 函館 青い池 白金温泉'],
    },
  },
  {
    id: 'fukuoka',
    kind: 'city',
    in: 'japan',
    names: 'fukuoka 福岡 hakata 博多 후쿠오카',
    tags: {
      en: ['fukuoka', 'visitfukuoka', 'hakata'],
      ja: ['福岡', '福岡旅行 福岡観光', '博多 天神 中洲'],
    },
  },
  {
    id: 'okinawa',
    kind: 'region',
    in: 'japan',
    names: 'okinawa 沖縄 오키나와',
    tags: {
      en: ['okinawa', 'visitokinawa'],
      ja: ['沖縄', '沖縄旅行 沖縄観光', '石垣島 宮古島 那覇'],
    },
  },
  {
    id: 'kamakura',
    kind: 'city',
    in: 'japan',
    names: 'kamakura 鎌倉 enoshima 江ノ島 江の島',
    tags: {
      en: ['kamakura', 'visitkamakura', 'enoshima'],
      ja: ['鎌倉', '鎌倉散歩 鎌倉観光', '江ノ電 江ノ島 鶴岡八幡宮 長谷寺 由比ヶ浜'],
    },
  },
  {
    id: 'nara',
    kind: 'city',
    in: 'japan',
    names: 'nara 奈良',
    tags: {
      en: ['nara', 'visitnara', 'naradeer todaiji'],
      ja: ['奈良', '奈良観光 奈良旅行', '奈良公園 東大寺 鹿'],
    },
  },
  {
    id: 'hiroshima',
    kind: 'city',
    in: 'japan',
    names: 'hiroshima 広島 miyajima 宮島',
    tags: {
      en: ['hiroshima', 'visithiroshima', 'miyajima itsukushima'],
      ja: ['広島', '広島観光 広島旅行', '宮島 厳島神社'],
    },
  },
  {
    id: 'fuji',
    kind: 'region',
    in: 'japan',
    names: 'fuji mtfuji mountfuji 富士山 hakone 箱根 kawaguchiko 河口湖',
    tags: {
      en: ['mtfuji fujisan', 'visitfuji', 'hakone kawaguchiko'],
      ja: ['富士山', '富士山が好き 富士山写真', '箱根 河口湖 忍野八海'],
    },
  },
  {
    id: 'korea',
    kind: 'country',
    names: 'korea corea coreia corée 韓国 한국 كوريا корея',
    tags: {
      en: ['korea southkorea', 'koreatravel visitkorea'],
      ko: ['한국', '국내여행'],
      ja: ['韓国', '韓国旅行'],
    },
  },
  {
    id: 'seoul',
    kind: 'city',
    in: 'korea',
    names: 'seoul seúl 서울 ソウル سيول сеул',
    tags: {
      en: ['seoul', 'seoultravel visitseoul', 'hongdae gangnam myeongdong seongsu'],
      ko: ['서울', '서울여행 서울나들이', '홍대 강남 명동 성수 성수동 한남동 익선동 연남동'],
      ja: ['ソウル', 'ソウル旅行'],
    },
  },
  {
    id: 'jeju',
    kind: 'region',
    in: 'korea',
    names: 'jeju 제주 제주도 済州',
    tags: {
      en: ['jeju jejuisland', 'visitjeju'],
      ko: [
        '제주도 제주',
        '제주여행 제주도여행 제주도가볼만한곳',
        '성산일출봉 우도 한라산 협재 애월',
      ],
    },
  },
  {
    id: 'busan',
    kind: 'city',
    in: 'korea',
    names: 'busan 부산 釜山',
    tags: { en: ['busan', 'visitbusan'], ko: ['부산', '부산여행', '해운대 광안리 감천문화마을'] },
  },
  {
    id: 'china',
    kind: 'country',
    names: 'china chine cina 中国 중국 الصين китай',
    tags: { en: ['china', 'chinatravel visitchina'], zh: ['中国', '中国旅游'] },
  },
  {
    id: 'chengdu',
    kind: 'city',
    in: 'china',
    names: 'chengdu 成都',
    tags: {
      en: ['chengdu', 'visitchengdu'],
      zh: ['成都', '成都旅游 成都美食', '宽窄巷子 春熙路 锦里'],
    },
  },
  {
    id: 'shanghai',
    kind: 'city',
    in: 'china',
    names: 'shanghai 上海 상하이',
    tags: {
      en: ['shanghai', 'visitshanghai', 'thebund'],
      zh: ['上海', '上海旅游 上海美食', '外滩 陆家嘴'],
    },
  },
  {
    id: 'beijing',
    kind: 'city',
    in: 'china',
    names: 'beijing pekin pequim pékin 北京 베이징',
    tags: {
      en: ['beijing', 'visitbeijing', 'greatwall forbiddencity'],
      zh: ['北京', '北京旅游', '故宫 长城 天安门'],
    },
  },
  {
    id: 'thailand',
    kind: 'country',
    names: 'thailand tailandia tailândia thaïlande ประเทศไทย タイ 태국 تايلاند таиланд bangkok',
    tags: { en: ['thailand', 'thailandtravel amazingthailand', 'bangkok phuket chiangmai'] },
  },
  {
    id: 'bali',
    kind: 'region',
    names: 'bali バリ島 발리',
    tags: {
      en: ['bali', 'balitravel explorebali', 'ubud canggu uluwatu'],
      ja: ['バリ島', 'バリ旅行'],
    },
  },
  {
    id: 'india',
    kind: 'country',
    names: 'india inde índia भारत インド 인도 الهند индия',
    tags: { en: ['india', 'incredibleindia indiatravel'], hi: ['भारत', 'भारतयात्रा'] },
  },
  // ── Middle East and Africa ──
  {
    id: 'uae',
    kind: 'country',
    names: 'uae emirates emiratos الامارات الإمارات оаэ',
    tags: { en: ['uae', 'visituae'], ar: ['الامارات الإمارات', 'سياحة_الامارات'] },
  },
  {
    id: 'dubai',
    kind: 'city',
    in: 'uae',
    names: 'dubai dubái dubaï دبي ドバイ 두바이 дубай',
    tags: {
      en: [
        'dubai mydubai',
        'visitdubai dubailife dubaitravel',
        'dubaimarina burjkhalifa downtowndubai palmjumeirah',
      ],
      ar: ['دبي', 'سياحة_دبي السياحة_في_دبي', 'دبي_مارينا برج_خليفة نخلة_جميرا'],
    },
  },
  {
    id: 'abudhabi',
    kind: 'city',
    in: 'uae',
    names: 'abudhabi ابوظبي أبوظبي',
    tags: { en: ['abudhabi', 'visitabudhabi', 'louvreabudhabi'], ar: ['ابوظبي', 'سياحة_ابوظبي'] },
  },
  {
    id: 'saudi',
    kind: 'country',
    names: 'saudi saudiarabia السعودية المملكة السعوديه',
    tags: { en: ['saudiarabia saudi', 'visitsaudi'], ar: ['السعودية', 'سياحة_السعودية'] },
  },
  {
    id: 'riyadh',
    kind: 'city',
    in: 'saudi',
    names: 'riyadh الرياض',
    tags: { en: ['riyadh'], ar: ['الرياض', 'موسم_الرياض'] },
  },
  {
    id: 'jeddah',
    kind: 'city',
    in: 'saudi',
    names: 'jeddah جدة جده',
    tags: { en: ['jeddah'], ar: ['جدة', 'جدة_التاريخية'] },
  },
  {
    id: 'alula',
    kind: 'region',
    in: 'saudi',
    names: 'alula العلا',
    tags: { en: ['alula', 'experiencealula'], ar: ['العلا'] },
  },
  {
    id: 'egypt',
    kind: 'country',
    names: 'egypt egipto egito égypte مصر египет cairo القاهرة',
    tags: {
      en: ['egypt', 'visitegypt', 'cairo pyramids luxor'],
      ar: ['مصر', 'سياحة_مصر', 'القاهرة الاهرامات الأقصر'],
    },
  },
  {
    id: 'morocco',
    kind: 'country',
    names: 'morocco marruecos marrocos maroc المغرب марокко marrakech marrakesh مراكش',
    tags: {
      en: ['morocco', 'visitmorocco', 'marrakech chefchaouen'],
      fr: ['maroc', 'voyagemaroc', 'marrakech'],
      ar: ['المغرب', 'سياحة_المغرب', 'مراكش'],
    },
  },
  {
    id: 'tanzania',
    kind: 'country',
    names: 'tanzania tanzanie serengeti zanzibar kilimanjaro',
    tags: {
      en: ['tanzania', 'visittanzania tanzaniasafari', 'serengeti zanzibar kilimanjaro ngorongoro'],
      swa: ['tanzania', 'tembeatanzania utalii', 'serengeti zanzibar kilimanjaro ngorongoro'],
    },
  },
  {
    id: 'kenya',
    kind: 'country',
    names: 'kenya kenia quênia nairobi masaimara',
    tags: {
      en: ['kenya', 'magicalkenya visitkenya', 'nairobi masaimara'],
      swa: ['kenya', 'tembeakenya', 'nairobi masaimara'],
    },
  },
  // ── Europe ──
  {
    id: 'spain',
    kind: 'country',
    names: 'spain españa espanha espagne spagna spanien إسبانيا испания スペイン',
    tags: {
      en: ['spain', 'visitspain spaintravel'],
      es: ['españa', 'viajarporespaña turismoespaña'],
    },
  },
  {
    id: 'madrid',
    kind: 'city',
    in: 'spain',
    names: 'madrid مدريد мадрид',
    tags: {
      en: ['madrid', 'visitmadrid'],
      es: ['madrid', 'madridmola planesmadrid', 'retiro granvia malasaña lavapies'],
    },
  },
  {
    id: 'barcelona',
    kind: 'city',
    in: 'spain',
    names: 'barcelona barcelone برشلونة барселона',
    tags: {
      en: ['barcelona', 'visitbarcelona', 'sagradafamilia parkguell'],
      es: ['barcelona', 'barcelonacity', 'sagradafamilia parkguell elborn'],
    },
  },
  {
    id: 'seville',
    kind: 'city',
    in: 'spain',
    names: 'sevilla seville séville',
    tags: {
      en: ['seville', 'visitsevilla'],
      es: ['sevilla', 'sevillaturismo', 'triana plazadeespaña setasdesevilla'],
    },
  },
  {
    id: 'mexico',
    kind: 'country',
    names: 'mexico méxico mexique messico mexiko المكسيك мексика',
    tags: {
      en: ['mexico', 'visitmexico mexicotravel'],
      es: ['mexico', 'mexicomagico turismomexico viajaporméxico'],
    },
  },
  {
    id: 'cdmx',
    kind: 'city',
    in: 'mexico',
    names: 'cdmx ciudaddemexico ciudaddeméxico mexicocity',
    tags: {
      en: ['mexicocity cdmx', 'visitmexicocity', 'coyoacan xochimilco'],
      es: ['cdmx ciudaddemexico', 'turismocdmx', 'coyoacan xochimilco roma condesa zocalo'],
    },
  },
  {
    id: 'cancun',
    kind: 'city',
    in: 'mexico',
    names: 'cancun cancún tulum rivieramaya',
    tags: {
      en: ['cancun', 'rivieramaya', 'tulum'],
      es: ['cancun', 'rivieramaya quintanaroo', 'tulum'],
    },
  },
  {
    id: 'argentina',
    kind: 'country',
    names: 'argentina argentine buenosaires',
    tags: {
      en: ['argentina', 'visitargentina', 'buenosaires patagonia'],
      es: ['argentina', 'turismoargentina', 'buenosaires patagonia'],
    },
  },
  {
    id: 'colombia',
    kind: 'country',
    names: 'colombia colômbia colombie medellin medellín bogota bogotá cartagena',
    tags: {
      en: ['colombia', 'visitcolombia', 'medellin bogota cartagena'],
      es: ['colombia', 'turismocolombia', 'medellin bogota cartagena'],
    },
  },
  {
    id: 'portugal',
    kind: 'country',
    names: 'portugal portogallo البرتغال португалия',
    tags: { en: ['portugal', 'visitportugal portugaltravel'], pt: ['portugal', 'visitportugal'] },
  },
  {
    id: 'lisbon',
    kind: 'city',
    in: 'portugal',
    names: 'lisbon lisboa lisbonne lisbona lissabon لشبونة лиссабон',
    tags: {
      en: ['lisbon', 'visitlisbon lisbonportugal', 'alfama belem'],
      pt: [
        'lisboa',
        'lisboaportugal explorelisboa',
        'alfama belem bairroalto miradouro eletrico28 pasteldenata',
      ],
    },
  },
  {
    id: 'porto',
    kind: 'city',
    in: 'portugal',
    names: 'oporto',
    tags: { en: ['porto', 'visitporto'], pt: ['porto', 'portoportugal', 'ribeira'] },
  },
  {
    id: 'brazil',
    kind: 'country',
    names: 'brazil brasil brésil البرازيل бразилия',
    tags: { en: ['brazil', 'visitbrazil'], pt: ['brasil', 'turismobrasil viajepelobrasil'] },
  },
  {
    id: 'rio',
    kind: 'city',
    in: 'brazil',
    names: 'riodejaneiro rio_de_janeiro',
    tags: {
      en: ['riodejaneiro rio', 'visitrio'],
      pt: [
        'riodejaneiro rj',
        'cariocas',
        'copacabana ipanema cristoredentor paodeacucar maracana maracanã',
      ],
    },
  },
  {
    id: 'saopaulo',
    kind: 'city',
    in: 'brazil',
    names: 'saopaulo são_paulo sampa',
    tags: { en: ['saopaulo'], pt: ['saopaulo sp sampa', 'rolesp', 'avenidapaulista'] },
  },
  {
    id: 'france',
    kind: 'country',
    names: 'france francia frança frankreich فرنسا франция フランス',
    tags: {
      en: ['france', 'visitfrance francetravel'],
      fr: ['france', 'explorefrance voyagefrance'],
    },
  },
  {
    id: 'paris',
    kind: 'city',
    in: 'france',
    names: 'paris parís parigi باريس париж パリ 파리',
    tags: {
      en: ['paris', 'visitparis parisfrance', 'eiffeltower montmartre louvre'],
      fr: ['paris', 'parisjetaime igersparis', 'toureiffel montmartre louvre marais'],
    },
  },
  {
    id: 'marseille',
    kind: 'city',
    in: 'france',
    names: 'marseille marsella marselha',
    tags: {
      en: ['marseille', 'visitmarseille', 'calanques'],
      fr: ['marseille', 'visitmarseille provence', 'calanques vieuxport notredamedelagarde'],
    },
  },
  {
    id: 'lyon',
    kind: 'city',
    in: 'france',
    names: 'lyon lione',
    tags: { en: ['lyon'], fr: ['lyon', 'onlylyon lyonfrance', 'vieuxlyon fourviere'] },
  },
  {
    id: 'annecy',
    kind: 'city',
    in: 'france',
    names: 'annecy',
    tags: { en: ['annecy'], fr: ['annecy', 'hautesavoie lacdannecy', 'lacdannecy'] },
  },
  {
    id: 'provence',
    kind: 'region',
    in: 'france',
    names: 'provence provenza',
    tags: { en: ['provence'], fr: ['provence', 'sud suddelafrance'] },
  },
  {
    id: 'germany',
    kind: 'country',
    names: 'germany deutschland alemania alemanha allemagne germania ألمانيا германия',
    tags: { en: ['germany', 'visitgermany'], de: ['deutschland', 'reisen'] },
  },
  {
    id: 'berlin',
    kind: 'city',
    in: 'germany',
    names: 'berlin berlín برلين берлин',
    tags: {
      en: ['berlin', 'visitberlin'],
      de: ['berlin', 'berlinliebe berlinstagram', 'kreuzberg brandenburgertor'],
    },
  },
  {
    id: 'hamburg',
    kind: 'city',
    in: 'germany',
    names: 'hamburg hamburgo hambourg',
    tags: {
      en: ['hamburg', 'visithamburg'],
      de: [
        'hamburg',
        'hamburgliebe hamburgmeineperle hamburgcity',
        'elbphilharmonie hafencity speicherstadt landungsbrücken',
      ],
    },
  },
  {
    id: 'munich',
    kind: 'city',
    in: 'germany',
    names: 'munich münchen munique monaco_di_baviera',
    tags: { en: ['munich'], de: ['münchen', 'muenchen', 'englischergarten marienplatz'] },
  },
  {
    id: 'switzerland',
    kind: 'country',
    names: 'switzerland schweiz suiza suíça suisse svizzera سويسرا швейцария',
    tags: {
      en: ['switzerland swiss', 'visitswitzerland inlovewithswitzerland', 'swissalps'],
      de: ['schweiz', 'myswitzerland'],
      fr: ['suisse', 'myswitzerland'],
    },
  },
  {
    id: 'appenzell',
    kind: 'region',
    in: 'switzerland',
    names: 'appenzell appenzellerland alpstein seealpsee ebenalp',
    tags: {
      en: ['appenzell'],
      de: ['appenzell appenzellerland', 'alpstein', 'seealpsee ebenalp säntis'],
    },
  },
  {
    id: 'austria',
    kind: 'country',
    names: 'austria österreich autriche áustria النمسا австрия vienna wien viena',
    tags: {
      en: ['austria', 'visitaustria', 'vienna'],
      de: ['österreich', 'urlaubinösterreich', 'wien'],
    },
  },
  {
    id: 'italy',
    kind: 'country',
    names: 'italy italia itália italie italien إيطاليا италия イタリア',
    tags: {
      en: ['italy', 'visititaly italytravel'],
      it: ['italia', 'viaggiareinitalia igersitalia'],
    },
  },
  {
    id: 'rome',
    kind: 'city',
    in: 'italy',
    names: 'rome roma روما рим',
    tags: {
      en: ['rome', 'visitrome'],
      it: ['roma', 'romacity', 'colosseo trastevere fontanaditrevi'],
    },
  },
  {
    id: 'venice',
    kind: 'city',
    in: 'italy',
    names: 'venice venezia venecia veneza venise venedig',
    tags: { en: ['venice', 'visitvenice'], it: ['venezia', 'veneziaunica', 'burano'] },
  },
  {
    id: 'amalfi',
    kind: 'region',
    in: 'italy',
    names: 'amalfi amalficoast costieraamalfitana positano ravello',
    tags: {
      en: ['amalficoast', 'visitamalficoast', 'positano amalfi ravello'],
      it: ['costieraamalfitana', 'campania', 'positano amalfi ravello sentierodeglidei'],
    },
  },
  {
    id: 'tuscany',
    kind: 'region',
    in: 'italy',
    names: 'tuscany toscana toscane toskana tuscan',
    tags: {
      en: ['tuscany', 'visittuscany'],
      it: ['toscana', 'igerstoscana', 'firenze siena valdorcia chianti'],
    },
  },
  {
    id: 'netherlands',
    kind: 'country',
    names: 'netherlands nederland holland holanda paysbas',
    tags: {
      en: ['netherlands holland', 'visitholland'],
      nl: ['nederland', 'ditisnederland mooinederland'],
    },
  },
  {
    id: 'amsterdam',
    kind: 'city',
    in: 'netherlands',
    names: 'amsterdam ámsterdam amsterdã',
    tags: {
      en: ['amsterdam', 'visitamsterdam'],
      nl: ['amsterdam', 'amsterdamcity', 'jordaan grachten'],
    },
  },
  {
    id: 'utrecht',
    kind: 'city',
    in: 'netherlands',
    names: 'utrecht vecht vechtstreek',
    tags: { en: ['utrecht'], nl: ['utrecht', 'vechtstreek', 'vecht domtoren'] },
  },
  {
    id: 'friesland',
    kind: 'region',
    in: 'netherlands',
    names: 'friesland fryslân fryslan',
    tags: { en: ['friesland'], nl: ['friesland', 'fryslan'], fri: ['fryslân', 'friesland'] },
  },
  {
    id: 'uk',
    kind: 'country',
    names: 'uk england scotland wales reinounido inglaterra angleterre',
    tags: { en: ['uk england', 'visitbritain'] },
  },
  {
    id: 'london',
    kind: 'city',
    in: 'uk',
    names: 'london londres londra لندن лондон ロンドン',
    tags: { en: ['london', 'visitlondon londonlife', 'towerbridge bigben shoreditch'] },
  },
  {
    id: 'usa',
    kind: 'country',
    names: 'usa unitedstates america estadosunidos',
    tags: { en: ['usa', 'usatravel'] },
  },
  {
    id: 'newyork',
    kind: 'city',
    in: 'usa',
    names: 'newyork nyc nuevayork novayork newyorkcity نيويورك нью-йорк',
    tags: {
      en: ['newyork nyc', 'newyorkcity visitnyc', 'brooklyn manhattan centralpark timessquare'],
    },
  },
  {
    id: 'iceland',
    kind: 'country',
    names: 'iceland islandia islândia islande islanda アイスランド',
    tags: {
      en: [
        'iceland',
        'icelandtravel visiticeland icelandroadtrip',
        'ringroad reynisfjara skogafoss seljalandsfoss jokulsarlon bluelagoon',
      ],
    },
  },
  {
    id: 'greece',
    kind: 'country',
    names: 'greece grecia grécia grèce griechenland اليونان греция athens',
    tags: { en: ['greece', 'visitgreece', 'santorini mykonos athens'] },
  },
  {
    id: 'santorini',
    kind: 'region',
    in: 'greece',
    names: 'santorini oia mykonos',
    tags: { en: ['santorini', 'santorinigreece visitgreece', 'oia mykonos'] },
  },
  {
    id: 'norway',
    kind: 'country',
    names: 'norway noruega norvège norwegen norvegia ノルウェー lofoten trolltunga',
    tags: {
      en: ['norway', 'visitnorway norwaytravel', 'lofoten trolltunga preikestolen fjords'],
      de: ['norwegen', 'norwegenreise', 'lofoten trolltunga fjorde'],
    },
  },
  {
    id: 'turkey',
    kind: 'country',
    names: 'türkiye turkiye turquía turquia turquie istanbul estambul تركيا اسطنبول турция стамбул',
    tags: { en: ['turkey', 'istanbul', 'cappadocia'], ar: ['تركيا', 'اسطنبول'] },
  },
  {
    id: 'russia',
    kind: 'country',
    names: 'russia rusia rússia russie russland россия',
    tags: { en: ['russia'], ru: ['россия', 'путешествияпороссии'] },
  },
  {
    id: 'baikal',
    kind: 'region',
    in: 'russia',
    names: 'baikal байкал* ольхон',
    tags: {
      en: ['baikal lakebaikal'],
      ru: ['байкал', 'зимнийбайкал байкалзимой', 'ольхон листвянка'],
    },
  },
  {
    id: 'moscow',
    kind: 'city',
    in: 'russia',
    names: 'moscow moscú moscou москва* москве',
    tags: { en: ['moscow'], ru: ['москва', 'москвасегодня'] },
  },
];
