import { lines, terms, type BioBank } from './types.ts';

/** Japanese (no part ends on a particle; no Latin words but names and acronyms). */
export const ja: BioBank = {
  and: '・',
  comma: '・',
  audienceFirst: true,
  tight: true,
  roleAs: '{r}として活動中',
  terms: terms(`
personal-trainer=パーソナルトレーナー
runner=ランナー
cyclist=サイクリスト
yoga-teacher=ヨガ講師
nutritionist=管理栄養士
chef=シェフ
food-blogger=フードブロガー
sommelier=ソムリエ
baker=パン職人
pastry-chef=パティシエ
barista=バリスタ
cafe-owner=カフェ店主
traveler=旅人
digital-nomad=デジタルノマド
travel-blogger=旅ブロガー
hiker=ハイカー
surfer=サーファー
climber=クライマー
gardener=ガーデナー
photographer=フォトグラファー
stylist=スタイリスト
makeup-artist=ヘアメイク
hairdresser=美容師
developer=エンジニア
engineer=エンジニア
designer=デザイナー
founder=創業者
entrepreneur=起業家
marketer=マーケター
social-media-manager=ソーシャルメディア担当
content-creator=クリエイター
blogger=ブロガー
vlogger=Vlogger
podcaster=ポッドキャスター
accountant=税理士
financial-advisor=ファイナンシャルプランナー
lawyer=弁護士
teacher=先生
tutor=家庭教師
translator=翻訳家
student=学生
med-student=医学生
nurse=看護師
doctor=医師
dentist=歯科医師
therapist=セラピスト
psychologist=心理士
artist=アーティスト
illustrator=イラストレーター
calligrapher=書道家
ceramicist=陶芸家
tattoo-artist=彫師
musician=ミュージシャン
singer=シンガーソングライター
dj=DJ
music-producer=音楽プロデューサー
dancer=ダンサー
choreographer=振付師
gamer=ゲーマー
streamer=配信者
mom=ママ
dad=パパ
dog-parent=犬の飼い主
cat-parent=猫の飼い主
realtor=不動産エージェント
instructor=インストラクター
nail-artist=ネイリスト
coach=コーチ
life-coach=ライフコーチ
career-coach=キャリアコーチ
business-coach=ビジネスコーチ
fitness=フィットネス
strength=筋トレ
home-workouts=宅トレ
running=ランニング
cycling=サイクリング
pilates=ピラティス
yoga=ヨガ
meditation=瞑想
nutrition=栄養
sports-nutrition=スポーツ栄養
healthy-eating=ヘルシーごはん
meal-plans=献立づくり
food=グルメ
cooking=おうちごはん
recipes=レシピ
quick-meals=時短レシピ
plant-based=ヴィーガン料理
pizza=ピザ
pasta=生パスタ
sushi=寿司
bbq=バーベキュー
seafood=海の幸
street-food=屋台めし
mexican-food=メキシコ料理
italian-food=イタリアン
moroccan-food=モロッコ料理
local-food=郷土料理
wine=ワイン
natural-wine=自然派ワイン
baking=お菓子づくり
sourdough=サワードウ
bread=パン
cakes=ケーキ
birthday-cakes=バースデーケーキ
desserts=スイーツ
macarons=マカロン
chocolate=チョコレート
coffee=コーヒー
cafe=カフェ
latte-art=ラテアート
tea=お茶
travel=旅
budget-travel=節約旅
backpacking=バックパッカー旅
vanlife=バンライフ
solo-travel=一人旅
road-trips=ドライブ旅
world-travel=世界一周
villages=小さな村めぐり
hot-springs=温泉めぐり
hiking=ハイキング
mountains=山
camping=キャンプ
surf=サーフィン
climbing=クライミング
nature=自然
outdoor=屋外レッスン
gardening=ガーデニング
plants=植物
vegetables=家庭菜園
balcony=ベランダ菜園
photography=写真
weddings=ウェディング
portraits=ポートレート
street-photography=ストリートスナップ
film-photography=フィルム写真
landscapes=風景写真
documentary=ドキュメンタリー
fashion=ファッション
style=コーデ
sustainable-fashion=サステナブルファッション
thrift=古着
beauty=美容
makeup=メイク
skincare=スキンケア
hair=ヘアアレンジ
nails=ネイル
bridal=ブライダル
editorial=エディトリアル
tech=テック
coding=プログラミング
web=Web
frontend=フロントエンド
backend=バックエンド
apps=アプリ
open-source=オープンソース
data-science=データサイエンス
ai=AI
cybersecurity=セキュリティ
fintech=フィンテック
startup=スタートアップ
saas=SaaS
building-in-public=開発の記録を公開
ecommerce=ネットショップ
business=ビジネス
marketing=マーケティング
digital-marketing=デジタルマーケティング
social-media=ソーシャルメディア
content=コンテンツ
seo=SEO
branding=ブランディング
copywriting=コピーライティング
freelance=フリーランス
tradition=家業
podcast=ポッドキャスト
video=動画
finance=お金
personal-finance=家計とお金
financial-education=お金の勉強
investing=投資
stocks=インデックス投資
crypto=暗号資産
money=お金
budgeting=家計管理
law=法律
employment-law=労働法
workers-rights=働く人の権利
corporate-law=企業法務
teaching=教育
classroom=授業のアイデア
primary-school=小学校
high-school=高校
languages=語学
english=英語
arabic-language=アラビア語
homeschooling=ホームスクール
study=勉強記録
medicine=医学
healthcare=医療
icu=ICU
night-shifts=夜勤
dental=歯の健康
health=健康
mental-health=メンタルヘルス
anxiety=不安
depression=うつ
self-esteem=自己肯定感
mindfulness=マインドフルネス
self-care=セルフケア
wellbeing=ウェルビーイング
coaching=コーチング
career=キャリア
mindset=マインドセット
leadership=リーダーシップ
art=アート
illustration=イラスト
drawing=お絵描き
painting=絵画
calligraphy=書道
ceramics=陶芸
handmade=手作り
crafts=ハンドメイド
tableware=うつわ
murals=壁画
tattoo=タトゥー
digital-art=デジタルアート
design=デザイン
ux=UX
accessibility=アクセシビリティ
graphic-design=グラフィックデザイン
interior-design=インテリア
architecture=建築
design-systems=デザインシステム
music=音楽
techno=テクノ
folk=フォーク
new-music=新曲
guitar=ギター
piano=ピアノ
dance=ダンス
salsa=サルサ
choreography=振付
ballet=バレエ
gaming=ゲーム
live-streams=ゲーム配信
horror=ホラー系
cozy-games=まったりゲーム
retro-games=レトロゲーム
esports=ゲーム大会
parenting=子育て
family=家族の毎日
kids=子ども
twins=双子
motherhood=ママの毎日
pets=ペット
dogs=犬
cats=猫
rescue=保護犬・保護猫
books=本
reading=読書
bookstagram=本の紹介
book-reviews=書評
fantasy=ファンタジー
romance=恋愛小説
writing=執筆
poetry=詩
real-estate=不動産
homes=住まい
apartments=マンション
first-home=はじめての家探し
luxury=高級物件
villas=別荘
aud-moms=ママ向け
aud-parents=親子向け
aud-women=女性向け
aud-beginners=初心者向け
aud-teens=10代向け
aud-young-adults=若い世代向け
aud-founders=創業者向け
aud-small-business=小さなお店向け
aud-entrepreneurs=起業家向け
aud-students=学生向け
aud-athletes=アスリート向け
aud-office-workers=会社員向け
aud-learners=外国人学習者向け
aud-pet-owners=飼い主さん向け
aud-buyers=はじめての家探し向け
aud-creators=クリエイター向け
`),
  lines: lines(`
fitness: 汗をかいて、もっと輝く | 鍛える。食べる。休む。 | 積み重ねが、力になる | 忙しい毎日に合うトレーニング | デザートのために鍛えてます | 昨日より、少し強く
yoga: いつもフロー状態 | 呼吸。動き。休息。 | 太陽礼拝と、ゆっくりな朝 | どんな体でも、どのレベルでも | マットの上だけ柔らかい | 呼吸を整えて、心を穏やかに
food: おいしく食べて、ごきげん | シンプルにおいしく。 | 一皿ごとの物語 | 本当に作れるかんたんレシピ | 褒められたくて料理してます | 愛をこめて作り、笑顔で分け合う
baking: 粉まみれでも後悔なし | 焼く。分ける。また焼く。 | 小麦粉と砂糖と、ちょっとの魔法 | 失敗しないレシピとコツ | 原動力は小麦粉 | おいしいものは、時間をかけて
coffee: コーヒーとごきげんな時間 | まずはコーヒー。 | 一杯ずつ、物語を注ぐ | 心をこめて淹れるスペシャルティコーヒー | カフェインで動いてます | いい一日は、いいコーヒーから
nutrition: 我慢じゃなく、栄養 | よく食べて、よく生きる。 | カラフルなお皿で、体もごきげん | 根拠にもとづく栄養の話 | 野菜もデザートも大好き | 小さな変化が、大きな違いに
travel: パスポートも心も満タン | 旅して、帰って、また旅して | 夕焼けと物語を集めて | もっと上手に旅するための実用ガイド | 空港グルメには詳しいです | 世界は広い。見に行こう
outdoors: 圏外で、アウトドア | たいてい、外にいます。 | 山道と夕暮れを追いかけて | ルート、装備、安全のコツ | 泥だらけの靴と、晴れやかな心 | 冒険は、思ったより近くにある
gardening: グリーンのある暮らし | まく。育てる。収穫する。 | 小さな緑の奇跡を育てています | 小さな庭のための実用ヒント | 植物に話しかけてます | 種をまいて、育つのを楽しむ
photography: いつだってゴールデンアワー | 光。構図。瞬間。 | 光で描く | 時を超える、まっすぐな写真 | いい光があればどこでも止まります | 大切な瞬間を残す
fashion: 二度見したくなるコーデ | 少なく、でも良いものを。 | 毎日をおしゃれに | リアルな毎日に使えるスタイリング | 服はあるのに着る服がない | 自分らしい服を着よう
beauty: いつでもツヤ肌 | まずはスキンケア。 | 顔はいちばん好きなキャンバス | 正直なレビューとリアルなテクニック | まずマスカラ、質問はそのあと | あなたらしい美しさを
tech: コードとコーヒー | 書く。出す。学ぶ。 | アイデアから、動くソフトウェアまで | きれいなコード、明快な思考 | 手元の環境では動きます | 人の役に立つものをつくる
startups: つくることに夢中 | 作る。学ぶ。繰り返す。 | アイデアからプロダクトまで公開中 | うまくいったことも、いかなかったことも共有 | なんでも担当 | 大きな会社も、最初は小さかった
marketing: スクロールを止めるコンテンツ | 戦略。コンテンツ。成長。 | ブランドが記憶に残るストーリー | 戦略でブランドの成長を支援 | キャプションを考えすぎる人 | どのブランドにも、語るべき物語がある
finance: 難しい言葉なしのお金の話 | 使う量を減らし、賢く投資。 | お金をわかりやすく | 専門用語なしの、明快なお金のアドバイス | 家計簿が趣味です | 経済的自由は、小さな一歩から
law: 法律を、やさしく | 明快な助言。難しい言葉なし。 | 法律用語の翻訳係 | すぐに役立つ法律の実践アドバイス | 細かい字まで読むのが仕事です | 自分の権利を知ろう
education: 先生って、最高の仕事 | 教える。学ぶ。育つ。 | 「わかった！」が生まれる授業 | 先生と学ぶ人のための実践アイデア | コーヒーとシールで動いてます | どの子も輝ける
art: アトリエの日々と新作 | 手仕事。 | 色と混沌と、少しの魔法 | オリジナル作品と制作依頼 | いつも手に絵の具 | 毎日、何かをつくる
design: ピクセル単位、人が中心 | シンプル。便利。人間らしく。 | 人のためのデザイン | 本当の課題を解く、明快なデザイン | 趣味はメニューのデザインし直し | いいデザインは、暮らしを楽にする
music: 新しい音をリピート中 | 歌と音。 | 小さな瞬間から歌をつくる | オリジナル曲とライブ | 気づけばいつも鼻歌 | 心が動く音楽
dance: いつでもリズムに乗って | 動く。感じる。踊る。 | 一歩ごとの物語 | 全レベル向けのレッスンと振付 | キッチンで踊るのもダンス | 人生は短い、踊ろう
gaming: 勝っても負けても楽しく | 遊ぶ。配信する。また遊ぶ。 | ドット絵と、どんでん返しと、いい仲間 | ゲームのレビュー、攻略、本音の感想 | あと一戦だけ、ほんとに | いいゲームと、いい仲間
parenting: ありのままの子育て | 家族がいちばん。 | 小さな人を育てる毎日の物語 | 忙しい家族のための、リアルなヒント | コーヒーとハグで動いてます | 愛と忍耐と、たくさんのおやつ
pets: 肉球とごきげんな毎日 | ペット。愛。くり返し。 | しっぽをふる物語 | ペットが幸せになる実用ヒント | おやつ係をしています | 迎えて、愛して、ずっと一緒
wellness: やわらかく生きて、心は強く | 呼吸。休息。回復。 | 心に余白をつくる | 根拠にもとづく、心のサポート | おやつ付きのセルフケア | 回復はまっすぐじゃなくていい
health: 白衣とコーヒー | ケア。どのシフトも。 | 癒す手、疲れた足 | わかりやすく信頼できる健康情報 | カフェインと着圧ソックスで生きてます | 毎日、人を支える
books: あと一章だけ | 本。お茶。静けさ。 | 本の中で千の人生を生きる | 正直な書評と読書リスト | 積読はライフスタイル | どの本も、新しい始まり
realestate: 鍵と契約と、うれしい引っ越し | 住まい。正直なアドバイス。 | 我が家と思える場所探し | 安心して買う、売るをサポート | 間取りの話なら一日中できます | 次の章は、わが家から
coaching: 自分らしく、次のレベル | 明確さ。行動。成長。 | あなたの次の章を一緒に描く | 本当に前に進むための実践コーチング | 励まし担当 | ゴールは思ったより近い
general: 好きなことをシェア | つくるために、ここにいます。 | ものをつくり、物語を伝える | 実用的なヒントと正直なメモ | このプロフィール、十回書き直しました | 毎日すこしずつ成長中
`),
  offers: {
    trendy: ['{t}のこと全部', '毎日{t}'],
    minimalist: ['{t}。毎日。', '{t}。それだけ。'],
    creative: ['{t}で世界を見る', '{t}のある暮らし'],
    professional: ['{t}の実践ヒント', '{t}のアイデアとコツ'],
    fun: ['だいたい{t}、たまにおやつ', '{t}とちょっとのカオス'],
    inspirational: ['{t}とともに成長中', '心をこめて{t}'],
  },
  cta: {
    instagram: ['👇 詳しくは下から', 'メッセージはお気軽にどうぞ'],
    twitter: ['発言は個人の見解です', '気軽に話しかけてください 👋'],
    tiktok: ['フォローしてね', 'はじめまして、よろしく'],
    linkedin: ['つながりましょう', 'お気軽にご連絡ください'],
    youtube: ['チャンネル登録お願いします', '新しい動画もチェック'],
  },
};
