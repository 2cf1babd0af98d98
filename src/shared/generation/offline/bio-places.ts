/**
 * Places a bio may name, with their names in the site's languages, so 'Lisbon' in an English
 * description becomes 'Lisboa' in a Portuguese bio and 'リスボン' in a Japanese one. One line per
 * place: the international (English) name, then `langs:Name` where a language writes it
 * differently, then `~alias alias` (extra spellings to look for, in the concept alias syntax of
 * bio-concepts.ts). A language with no name of its own uses the international name if it is
 * written in Latin letters (es, pt, fr, de, it, nl, fri, swa); the others leave the place out
 * rather than write it in another script, unless the person wrote it in theirs.
 */

export interface BioPlace {
  id: string;
  names: Readonly<Record<string, string>>;
  /** Normalised aliases (every name included). */
  aliases: readonly string[];
  /** A city (most), or a country or region. */
  region: boolean;
}

const LATIN_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'fri', 'swa'];

// `!` before the international name marks a country or region.
const TABLE = `
Lisbon|es,pt:Lisboa|fr:Lisbonne|de,nl,fri:Lissabon|it:Lisbona|ru:Лиссабон|ar:لشبونة|hi:लिस्बन|ja:リスボン|zh:里斯本|ko:리스본
Porto|fr:Porto|ru:Порту|ar:بورتو|hi:पोर्टो|ja:ポルト|zh:波尔图|ko:포르투|~oporto
Ericeira|ru:Эрисейра|ja:エリセイラ|zh:埃里塞拉|ko:에리세이라
Madrid|ru:Мадрид|ar:مدريد|hi:मैड्रिड|ja:マドリード|zh:马德里|ko:마드리드
Barcelona|fr:Barcelone|ru:Барселона|ar:برشلونة|hi:बार्सिलोना|ja:バルセロナ|zh:巴塞罗那|ko:바르셀로나
Valencia|pt:Valência|fr:Valence|ru:Валенсия|ar:فالنسيا|hi:वालेंसिया|ja:バレンシア|zh:瓦伦西亚|ko:발렌시아
Seville|es:Sevilla|pt:Sevilha|fr:Séville|de,nl:Sevilla|it:Siviglia|ru:Севилья|ar:إشبيلية|ja:セビリア|zh:塞维利亚|ko:세비야
Málaga|en:Malaga|ru:Малага|ar:مالقة|ja:マラガ|zh:马拉加|ko:말라가
Marbella|ru:Марбелья|ar:ماربيا|ja:マルベーリャ|zh:马贝拉|ko:마르베야
Mexico City|es:Ciudad de México|pt:Cidade do México|fr:Mexico|de:Mexiko-Stadt|it:Città del Messico|nl:Mexico-Stad|ru:Мехико|ar:مكسيكو سيتي|ja:メキシコシティ|zh:墨西哥城|ko:멕시코시티|~cdmx mexico_df
Buenos Aires|ru:Буэнос-Айрес|ar:بوينس آيرس|ja:ブエノスアイレス|zh:布宜诺斯艾利斯|ko:부에노스아이레스
Bogotá|en:Bogota|ru:Богота|ar:بوغوتا|ja:ボゴタ|zh:波哥大|ko:보고타
Medellín|en:Medellin|ru:Медельин|ar:ميديلين|ja:メデジン|zh:麦德林|ko:메데진
Lima|ru:Лима|ar:ليما|ja:リマ|zh:利马|ko:리마
São Paulo|es:São Paulo|ru:Сан-Паулу|ar:ساو باولو|ja:サンパウロ|zh:圣保罗|ko:상파울루|~sao_paulo sampa
Rio de Janeiro|es:Río de Janeiro|ru:Рио-де-Жанейро|ar:ريو دي جانيرو|ja:リオデジャネイロ|zh:里约热内卢|ko:리우데자네이루|~rio =río
Paris|es:París|ru:Париж|ar:باريس|hi:पेरिस|ja:パリ|zh:巴黎|ko:파리|~парижа париже
Lyon|es:Lyon|it:Lione|ru:Лион|ar:ليون|ja:リヨン|zh:里昂|ko:리옹
Marseille|es:Marsella|pt:Marselha|it:Marsiglia|ru:Марсель|ar:مرسيليا|ja:マルセイユ|zh:马赛|ko:마르세유
Bordeaux|es:Burdeos|it:Bordeaux|ru:Бордо|ar:بوردو|ja:ボルドー|zh:波尔多|ko:보르도
Montreal|fr:Montréal|ru:Монреаль|ar:مونتريال|ja:モントリオール|zh:蒙特利尔|ko:몬트리올
Brussels|es:Bruselas|pt:Bruxelas|fr:Bruxelles|de:Brüssel|it:Bruxelles|nl:Brussel|ru:Брюссель|ar:بروكسل|ja:ブリュッセル|zh:布鲁塞尔|ko:브뤼셀
Berlin|es:Berlín|pt:Berlim|it:Berlino|ru:Берлин|ar:برلين|hi:बर्लिन|ja:ベルリン|zh:柏林|ko:베를린
Munich|es:Múnich|pt:Munique|de:München|it:Monaco di Baviera|nl:München|ru:Мюнхен|ar:ميونخ|ja:ミュンヘン|zh:慕尼黑|ko:뮌헨|~munchen
Hamburg|es:Hamburgo|pt:Hamburgo|fr:Hambourg|it:Amburgo|ru:Гамбург|ar:هامبورغ|ja:ハンブルク|zh:汉堡|ko:함부르크
Cologne|es:Colonia|pt:Colônia|de:Köln|it:Colonia|nl:Keulen|ru:Кёльн|ar:كولونيا|ja:ケルン|zh:科隆|ko:쾰른|~koln
Frankfurt|es:Fráncfort|pt:Frankfurt|fr:Francfort|it:Francoforte|ru:Франкфурт|ar:فرانكفورت|ja:フランクフルト|zh:法兰克福|ko:프랑크푸르트
Leipzig|es:Leipzig|fr:Leipzig|it:Lipsia|ru:Лейпциг|ar:لايبزيغ|ja:ライプツィヒ|zh:莱比锡|ko:라이프치히
Vienna|es:Viena|pt:Viena|fr:Vienne|de,nl:Wien|it:Vienna|ru:Вена|ar:فيينا|hi:वियना|ja:ウィーン|zh:维也纳|ko:빈|~wenen
Zurich|es:Zúrich|pt:Zurique|de:Zürich|it:Zurigo|ru:Цюрих|ar:زيورخ|ja:チューリッヒ|zh:苏黎世|ko:취리히
Rome|es,it,pt:Roma|de,nl:Rom|ru:Рим|ar:روما|hi:रोम|ja:ローマ|zh:罗马|ko:로마
Milan|es:Milán|pt:Milão|it:Milano|fr:Milan|de:Mailand|nl:Milaan|ru:Милан|ar:ميلانو|ja:ミラノ|zh:米兰|ko:밀라노
Naples|es:Nápoles|pt:Nápoles|it:Napoli|de:Neapel|nl:Napels|ru:Неаполь|ar:نابولي|ja:ナポリ|zh:那不勒斯|ko:나폴리
Florence|es,pt:Florença|it:Firenze|de:Florenz|nl:Florence|ru:Флоренция|ar:فلورنسا|ja:フィレンツェ|zh:佛罗伦萨|ko:피렌체|~florencia
Venice|es:Venecia|pt:Veneza|it:Venezia|fr:Venise|de:Venedig|nl:Venetië|ru:Венеция|ar:البندقية|ja:ヴェネツィア|zh:威尼斯|ko:베네치아
Turin|es:Turín|pt:Turim|it:Torino|de:Turin|ru:Турин|ar:تورينو|ja:トリノ|zh:都灵|ko:토리노
Amsterdam|ru:Амстердам|ar:أمستردام|ja:アムステルダム|zh:阿姆斯特丹|ko:암스테르담
Rotterdam|ru:Роттердам|ar:روتردام|ja:ロッテルダム|zh:鹿特丹|ko:로테르담
Utrecht|ru:Утрехт|ar:أوترخت|ja:ユトレヒト|zh:乌得勒支|ko:위트레흐트
Leeuwarden|fri:Ljouwert|ru:Леуварден|ja:レーワルデン|zh:吕伐登|~ljouwert
London|es:Londres|pt,fr:Londres|it:Londra|nl:Londen|ru:Лондон|ar:لندن|hi:लंदन|ja:ロンドン|zh:伦敦|ko:런던
Manchester|ru:Манчестер|ar:مانشستر|ja:マンチェスター|zh:曼彻斯特|ko:맨체스터
Glasgow|ru:Глазго|ar:غلاسكو|ja:グラスゴー|zh:格拉斯哥|ko:글래스고
Edinburgh|es:Edimburgo|pt:Edimburgo|fr:Édimbourg|it:Edimburgo|ru:Эдинбург|ar:إدنبرة|ja:エディンバラ|zh:爱丁堡|ko:에든버러
Dublin|es:Dublín|pt:Dublin|it:Dublino|ru:Дублин|ar:دبلن|ja:ダブリン|zh:都柏林|ko:더블린
New York|es:Nueva York|pt:Nova York|fr:New York|it:New York|ru:Нью-Йорк|ar:نيويورك|hi:न्यूयॉर्क|ja:ニューヨーク|zh:纽约|ko:뉴욕|~nyc new_york_city
Los Angeles|es:Los Ángeles|ru:Лос-Анджелес|ar:لوس أنجلوس|ja:ロサンゼルス|zh:洛杉矶|ko:로스앤젤레스
San Francisco|ru:Сан-Франциско|ar:سان فرانسيسكو|ja:サンフランシスコ|zh:旧金山|ko:샌프란시스코
Chicago|ru:Чикаго|ar:شيكاغو|hi:शिकागो|ja:シカゴ|zh:芝加哥|ko:시카고
Austin|ru:Остин|ar:أوستن|ja:オースティン|zh:奥斯汀|ko:오스틴
Miami|ru:Майами|ar:ميامي|ja:マイアミ|zh:迈阿密|ko:마이애미
Toronto|ru:Торонто|ar:تورونتو|ja:トロント|zh:多伦多|ko:토론토
Sydney|es:Sídney|ru:Сидней|ar:سيدني|ja:シドニー|zh:悉尼|ko:시드니
Melbourne|ru:Мельбурн|ar:ملبورن|ja:メルボルン|zh:墨尔本|ko:멜버른
Tokyo|es:Tokio|pt:Tóquio|it:Tokyo|de:Tokio|nl:Tokio|ru:Токио|ar:طوكيو|hi:टोक्यो|ja:東京|zh:东京|ko:도쿄|~都内
Kyoto|es:Kioto|pt:Quioto|de:Kyoto|ru:Киото|ar:كيوتو|hi:क्योटो|ja:京都|zh:京都|ko:교토
Osaka|es:Osaka|ru:Осака|ar:أوساكا|ja:大阪|zh:大阪|ko:오사카
Seoul|es:Seúl|pt:Seul|fr:Séoul|it:Seul|ru:Сеул|ar:سيول|hi:सियोल|ja:ソウル|zh:首尔|ko:서울
Busan|ru:Пусан|ar:بوسان|ja:釜山|zh:釜山|ko:부산
Beijing|es:Pekín|pt:Pequim|fr:Pékin|de:Peking|it:Pechino|nl:Peking|ru:Пекин|ar:بكين|ja:北京|zh:北京|ko:베이징
Shanghai|es:Shanghái|pt:Xangai|ru:Шанхай|ar:شنغهاي|hi:शंघाई|ja:上海|zh:上海|ko:상하이
Hong Kong|es:Hong Kong|pt:Hong Kong|ru:Гонконг|ar:هونغ كونغ|ja:香港|zh:香港|ko:홍콩
Taipei|es:Taipéi|ru:Тайбэй|ar:تايبيه|ja:台北|zh:台北|ko:타이베이
Shenzhen|ru:Шэньчжэнь|ar:شنتشن|ja:深圳|zh:深圳|ko:선전
Singapore|es:Singapur|pt:Singapura|fr:Singapour|de:Singapur|it:Singapore|ru:Сингапур|ar:سنغافورة|ja:シンガポール|zh:新加坡|ko:싱가포르
Bangkok|ru:Бангкок|ar:بانكوك|ja:バンコク|zh:曼谷|ko:방콕
Bali|ru:Бали|ar:بالي|ja:バリ島|zh:巴厘岛|ko:발리
Mumbai|ru:Мумбаи|ar:مومباي|hi:मुंबई|ja:ムンバイ|zh:孟买|ko:뭄바이
Delhi|es:Delhi|ru:Дели|ar:دلهي|hi:दिल्ली|ja:デリー|zh:德里|ko:델리|~new_delhi
Bangalore|ru:Бангалор|ar:بنغالور|hi:बेंगलुरु|ja:バンガロール|zh:班加罗尔|ko:벵갈루루|~bengaluru
Rishikesh|ru:Ришикеш|ar:ريشيكيش|hi:ऋषिकेश|ja:リシケシュ|zh:瑞诗凯诗|ko:리시케시
Dubai|es:Dubái|pt:Dubai|fr:Dubaï|ru:Дубай|ar:دبي|hi:दुबई|ja:ドバイ|zh:迪拜|ko:두바이
Abu Dhabi|es:Abu Dabi|ru:Абу-Даби|ar:أبوظبي|ja:アブダビ|zh:阿布扎比|ko:아부다비|~ابو_ظبي أبو_ظبي
Riyadh|es:Riad|pt:Riad|fr:Riyad|de:Riad|it:Riad|ru:Эр-Рияд|ar:الرياض|ja:リヤド|zh:利雅得|ko:리야드|~riyad
Jeddah|es:Yeda|fr:Djeddah|de:Dschidda|it:Gedda|ru:Джидда|ar:جدة|ja:ジッダ|zh:吉达|ko:제다
Cairo|es:El Cairo|pt:Cairo|fr:Le Caire|de:Kairo|it:Il Cairo|ru:Каир|ar:القاهرة|hi:काहिरा|ja:カイロ|zh:开罗|ko:카이로|~caire kairo
Casablanca|ru:Касабланка|ar:الدار البيضاء|ja:カサブランカ|zh:卡萨布兰卡|ko:카사블랑카
Marrakesh|es:Marrakech|pt:Marrakech|fr:Marrakech|de:Marrakesch|it:Marrakech|ru:Марракеш|ar:مراكش|ja:マラケシュ|zh:马拉喀什|ko:마라케시|~marrakech
Beirut|es:Beirut|fr:Beyrouth|ru:Бейрут|ar:بيروت|ja:ベイルート|zh:贝鲁特|ko:베이루트
Amman|es:Amán|fr:Amman|ru:Амман|ar:عمان|ja:アンマン|zh:安曼|ko:암만
Doha|ru:Доха|ar:الدوحة|ja:ドーハ|zh:多哈|ko:도하
Istanbul|es:Estambul|pt:Istambul|it:Istanbul|ru:Стамбул|ar:إسطنبول|ja:イスタンブール|zh:伊斯坦布尔|ko:이스탄불
Moscow|es:Moscú|pt:Moscou|fr:Moscou|de:Moskau|it:Mosca|nl:Moskou|ru:Москва|ar:موسكو|ja:モスクワ|zh:莫斯科|ko:모스크바|~москв*
Saint Petersburg|es:San Petersburgo|pt:São Petersburgo|fr:Saint-Pétersbourg|de:Sankt Petersburg|it:San Pietroburgo|nl:Sint-Petersburg|ru:Санкт-Петербург|ar:سانت بطرسبرغ|ja:サンクトペテルブルク|zh:圣彼得堡|ko:상트페테르부르크|~петербург* спб
Kyiv|es:Kiev|pt:Kiev|fr:Kyiv|de:Kyjiw|it:Kiev|ru:Киев|ar:كييف|ja:キーウ|zh:基辅|ko:키이우|~kiev
Nairobi|ru:Найроби|ar:نيروبي|ja:ナイロビ|zh:内罗毕|ko:나이로비
Mombasa|ru:Момбаса|ar:مومباسا|ja:モンバサ|zh:蒙巴萨|ko:몸바사
Dar es Salaam|ru:Дар-эс-Салам|ar:دار السلام|ja:ダルエスサラーム|zh:达累斯萨拉姆|ko:다르에스살람
Zanzibar|es:Zanzíbar|ru:Занзибар|ar:زنجبار|ja:ザンジバル|zh:桑给巴尔|ko:잔지바르
Lagos|ru:Лагос|ar:لاغوس|ja:ラゴス|zh:拉各斯|ko:라고스
Cape Town|es:Ciudad del Cabo|pt:Cidade do Cabo|fr:Le Cap|de:Kapstadt|it:Città del Capo|nl:Kaapstad|ru:Кейптаун|ar:كيب تاون|ja:ケープタウン|zh:开普敦|ko:케이프타운
!Spain|es:España|pt:Espanha|fr:Espagne|de:Spanien|it:Spagna|nl:Spanje|ru:Испания|ar:إسبانيا|hi:स्पेन|ja:スペイン|zh:西班牙|ko:스페인|swa:Uhispania
!Portugal|ru:Португалия|ar:البرتغال|hi:पुर्तगाल|ja:ポルトガル|zh:葡萄牙|ko:포르투갈|swa:Ureno
!France|es:Francia|pt:França|de:Frankreich|it:Francia|nl:Frankrijk|ru:Франция|ar:فرنسا|hi:फ्रांस|ja:フランス|zh:法国|ko:프랑스|swa:Ufaransa
!Germany|es:Alemania|pt:Alemanha|fr:Allemagne|de:Deutschland|it:Germania|nl:Duitsland|fri:Dútslân|ru:Германия|ar:ألمانيا|hi:जर्मनी|ja:ドイツ|zh:德国|ko:독일|swa:Ujerumani
!Italy|es:Italia|pt:Itália|fr:Italie|de:Italien|it:Italia|nl:Italië|ru:Италия|ar:إيطاليا|hi:इटली|ja:イタリア|zh:意大利|ko:이탈리아|swa:Italia
!Mexico|es:México|pt:México|fr:Mexique|de:Mexiko|it:Messico|ru:Мексика|ar:المكسيك|hi:मेक्सिको|ja:メキシコ|zh:墨西哥|ko:멕시코
!Brazil|es:Brasil|pt:Brasil|fr:Brésil|de:Brasilien|it:Brasile|nl:Brazilië|ru:Бразилия|ar:البرازيل|hi:ब्राज़ील|ja:ブラジル|zh:巴西|ko:브라질
!Japan|es:Japón|pt:Japão|fr:Japon|de:Japan|it:Giappone|nl:Japan|ru:Япония|ar:اليابان|hi:जापान|ja:日本|zh:日本|ko:일본|swa:Japani
!Scotland|es:Escocia|pt:Escócia|fr:Écosse|de:Schottland|it:Scozia|nl:Schotland|ru:Шотландия|ar:اسكتلندا|ja:スコットランド|zh:苏格兰|ko:스코틀랜드|~scottish
!Ireland|es:Irlanda|pt:Irlanda|fr:Irlande|de:Irland|it:Irlanda|nl:Ierland|ru:Ирландия|ar:أيرلندا|ja:アイルランド|zh:爱尔兰|ko:아일랜드
!Netherlands|es:Países Bajos|pt:Países Baixos|fr:Pays-Bas|de:Niederlande|it:Paesi Bassi|nl:Nederland|fri:Nederlân|ru:Нидерланды|ar:هولندا|ja:オランダ|zh:荷兰|ko:네덜란드|~holland
!Friesland|fri:Fryslân|nl:Friesland|ja:フリースラント|~fryslan
!Kenya|es:Kenia|pt:Quênia|fr:Kenya|de:Kenia|it:Kenya|ru:Кения|ar:كينيا|ja:ケニア|zh:肯尼亚|ko:케냐
!Tanzania|fr:Tanzanie|de:Tansania|ru:Танзания|ar:تنزانيا|ja:タンザニア|zh:坦桑尼亚|ko:탄자니아
!Morocco|es:Marruecos|pt:Marrocos|fr:Maroc|de:Marokko|it:Marocco|nl:Marokko|ru:Марокко|ar:المغرب|ja:モロッコ|zh:摩洛哥|ko:모로코
!Saudi Arabia|es:Arabia Saudí|pt:Arábia Saudita|fr:Arabie saoudite|de:Saudi-Arabien|it:Arabia Saudita|ru:Саудовская Аравия|ar:السعودية|ja:サウジアラビア|zh:沙特阿拉伯|ko:사우디아라비아|~saudi
!Egypt|es:Egipto|pt:Egito|fr:Égypte|de:Ägypten|it:Egitto|nl:Egypte|ru:Египет|ar:مصر|ja:エジプト|zh:埃及|ko:이집트
!India|es:India|pt:Índia|fr:Inde|de:Indien|it:India|ru:Индия|ar:الهند|hi:भारत|ja:インド|zh:印度|ko:인도
!Korea|es:Corea|pt:Coreia|fr:Corée|it:Corea|ru:Корея|ar:كوريا|ja:韓国|zh:韩国|ko:한국
!China|fr:Chine|it:Cina|ru:Китай|ar:الصين|hi:चीन|ja:中国|zh:中国|ko:중국
!Europe|es:Europa|pt:Europa|de:Europa|it:Europa|nl:Europa|fri:Jeropa|ru:Европа|ar:أوروبا|hi:यूरोप|ja:ヨーロッパ|zh:欧洲|ko:유럽|swa:Ulaya|~europa
!Latin America|es:Latinoamérica|pt:América Latina|fr:Amérique latine|de:Lateinamerika|it:America Latina|nl:Latijns-Amerika|ru:Латинская Америка|ar:أمريكا اللاتينية|ja:中南米|zh:拉丁美洲|ko:라틴아메리카|~latinoamerica america_latina latam
!Africa|es:África|pt:África|fr:Afrique|de:Afrika|it:Africa|nl:Afrika|ru:Африка|ar:أفريقيا|ja:アフリカ|zh:非洲|ko:아프리카|swa:Afrika
!Asia|fr:Asie|de:Asien|nl:Azië|ru:Азия|ar:آسيا|ja:アジア|zh:亚洲|ko:아시아
!Texas|es:Texas|ru:Техас|ar:تكساس|ja:テキサス|zh:德克萨斯|ko:텍사스|~=tx
!California|fr:Californie|de:Kalifornien|ru:Калифорния|ar:كاليفورنيا|ja:カリフォルニア|zh:加利福尼亚|ko:캘리포니아
!Bavaria|es:Baviera|pt:Baviera|fr:Bavière|de:Bayern|it:Baviera|ru:Бавария|ja:バイエルン|zh:巴伐利亚|ko:바이에른
!Andalusia|es:Andalucía|pt:Andaluzia|fr:Andalousie|de:Andalusien|it:Andalusia|ru:Андалусия|ja:アンダルシア|zh:安达卢西亚|ko:안달루시아
!Tuscany|es:Toscana|pt:Toscana|fr:Toscane|de:Toskana|it:Toscana|ru:Тоскана|ja:トスカーナ|zh:托斯卡纳|ko:토스카나
!Provence|ru:Прованс|ja:プロヴァンス|zh:普罗旺斯|ko:프로방스
!Cotswolds|ja:コッツウォルズ|zh:科茨沃尔德|ko:코츠월드
`;

function parse(line: string): BioPlace {
  const region = line.startsWith('!');
  const [first, ...rest] = (region ? line.slice(1) : line).split('|');
  const names: Record<string, string> = {};
  const aliases: string[] = [];
  for (const language of LATIN_LANGUAGES) names[language] = first!;
  for (const part of rest) {
    if (part.startsWith('~')) {
      aliases.push(...part.slice(1).split(' '));
      continue;
    }
    const [codes, name] = part.split(':') as [string, string];
    for (const code of codes.split(',')) names[code] = name;
  }
  for (const name of new Set([first!, ...Object.values(names)])) aliases.push(name);
  return { id: first!, names, aliases, region };
}

export const BIO_PLACES: readonly BioPlace[] = TABLE.trim().split('\n').map(parse);
