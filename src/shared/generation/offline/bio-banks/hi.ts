import { lines, terms, type BioBank } from './types.ts';

/** Hindi. Three taglines per niche: playful, clean, warm. */
export const hi: BioBank = {
  and: ' और ',
  comma: ', ',
  audienceFirst: true,
  terms: terms(`
personal-trainer=फिटनेस कोच
runner=धावक
cyclist=साइकिलिस्ट
yoga-teacher=योग शिक्षक|योग शिक्षिका
nutritionist=पोषण विशेषज्ञ
chef=शेफ
food-blogger=फूड ब्लॉगर
baker=बेकर
pastry-chef=पेस्ट्री शेफ
barista=बरिस्ता
traveler=यात्री
digital-nomad=डिजिटल घुमक्कड़
travel-blogger=ट्रैवल ब्लॉगर
hiker=ट्रेकर
surfer=सर्फर
gardener=बागवान
photographer=फोटोग्राफर
stylist=स्टाइलिस्ट
makeup-artist=मेकअप आर्टिस्ट
hairdresser=हेयर स्टाइलिस्ट
developer=डेवलपर
engineer=इंजीनियर
designer=डिज़ाइनर
founder=संस्थापक
entrepreneur=उद्यमी
marketer=मार्केटर
social-media-manager=सोशल मीडिया मैनेजर
content-creator=कंटेंट क्रिएटर
blogger=ब्लॉगर
vlogger=व्लॉगर
podcaster=पॉडकास्टर
accountant=अकाउंटेंट
financial-advisor=वित्तीय सलाहकार
lawyer=वकील
teacher=शिक्षक|शिक्षिका
tutor=ट्यूटर
translator=अनुवादक
student=छात्र|छात्रा
med-student=मेडिकल छात्र|मेडिकल छात्रा
nurse=नर्स
doctor=डॉक्टर
dentist=दंत चिकित्सक
therapist=थेरेपिस्ट
psychologist=मनोवैज्ञानिक
artist=कलाकार
illustrator=इलस्ट्रेटर
calligrapher=सुलेखक
ceramicist=कुम्हार
musician=संगीतकार
singer=गायक|गायिका
dj=DJ
music-producer=संगीत निर्माता
dancer=नर्तक|नर्तकी
choreographer=कोरियोग्राफर
gamer=गेमर
streamer=स्ट्रीमर
mom=माँ
dad=पापा
dog-parent=कुत्तों के दीवाने
cat-parent=बिल्लियों के दीवाने
realtor=रियल एस्टेट एजेंट
instructor=प्रशिक्षक
nail-artist=नेल आर्टिस्ट
coach=कोच
life-coach=लाइफ कोच
career-coach=करियर कोच
business-coach=बिज़नेस कोच
fitness=फिटनेस
strength=स्ट्रेंथ ट्रेनिंग
home-workouts=घर पर वर्कआउट
running=दौड़
cycling=साइकिलिंग
yoga=योग
meditation=ध्यान
nutrition=पोषण
healthy-eating=सेहतमंद खाना
meal-plans=डाइट प्लान
food=खाना
cooking=घर का खाना
recipes=रेसिपी
plant-based=शाकाहारी खाना
baking=बेकिंग
bread=ब्रेड
cakes=केक
desserts=मिठाइयाँ
chocolate=चॉकलेट
coffee=कॉफी
cafe=कैफ़े
tea=चाय
travel=यात्रा
budget-travel=कम बजट की यात्रा
backpacking=बैकपैकिंग
solo-travel=अकेले यात्रा
world-travel=दुनिया की सैर
hiking=ट्रेकिंग
mountains=पहाड़
camping=कैंपिंग
surf=सर्फिंग
nature=प्रकृति
outdoor=खुले में कक्षाएँ
gardening=बागवानी
plants=पौधे
vegetables=घर की सब्ज़ियाँ
photography=फोटोग्राफी
weddings=शादियाँ
portraits=पोर्ट्रेट
landscapes=प्राकृतिक दृश्य
fashion=फैशन
style=स्टाइल
sustainable-fashion=टिकाऊ फैशन
beauty=ब्यूटी
makeup=मेकअप
skincare=स्किनकेयर
hair=बाल
nails=नेल आर्ट
bridal=दुल्हन मेकअप
tech=टेक
coding=कोडिंग
web=वेब
apps=ऐप्स
open-source=ओपन सोर्स
data-science=डेटा साइंस
ai=एआई
startup=स्टार्टअप
saas=SaaS
ecommerce=ऑनलाइन स्टोर
business=बिज़नेस
marketing=मार्केटिंग
digital-marketing=डिजिटल मार्केटिंग
social-media=सोशल मीडिया
content=कंटेंट
seo=SEO
branding=ब्रांडिंग
freelance=फ्रीलांस
finance=वित्त
personal-finance=निजी वित्त
financial-education=वित्तीय साक्षरता
investing=निवेश
stocks=शेयर बाज़ार
crypto=क्रिप्टो
money=पैसा
law=कानून
employment-law=श्रम कानून
workers-rights=कर्मचारियों के अधिकार
teaching=शिक्षण
classroom=कक्षा के लिए विचार
primary-school=प्राथमिक स्कूल
high-school=हाई स्कूल
languages=भाषाएँ
english=अंग्रेज़ी
medicine=चिकित्सा
healthcare=स्वास्थ्य सेवा
night-shifts=नाइट शिफ्ट
health=स्वास्थ्य
mental-health=मानसिक स्वास्थ्य
anxiety=चिंता
depression=अवसाद
self-esteem=आत्मविश्वास
mindfulness=सजगता
self-care=सेल्फ केयर
wellbeing=खुशहाली
coaching=मार्गदर्शन
career=करियर
leadership=नेतृत्व
art=कला
illustration=इलस्ट्रेशन
drawing=ड्राइंग
painting=पेंटिंग
calligraphy=सुलेख
ceramics=मिट्टी के बर्तन
handmade=हस्तनिर्मित
crafts=हस्तशिल्प
tattoo=टैटू
design=डिज़ाइन
ux=UX
graphic-design=ग्राफिक डिज़ाइन
interior-design=इंटीरियर डिज़ाइन
architecture=वास्तुकला
music=संगीत
guitar=गिटार
piano=पियानो
dance=नृत्य
choreography=कोरियोग्राफी
gaming=गेमिंग
live-streams=लाइव स्ट्रीम
horror=हॉरर गेम्स
esports=ई-स्पोर्ट्स
parenting=पेरेंटिंग
family=परिवार
kids=बच्चे
twins=जुड़वाँ बच्चे
pets=पालतू जानवर
dogs=कुत्ते
cats=बिल्लियाँ
books=किताबें
reading=पढ़ना
book-reviews=किताबों की समीक्षा
writing=लेखन
poetry=कविता
real-estate=रियल एस्टेट
homes=घर
apartments=फ्लैट
first-home=पहला घर
aud-moms=माताओं के लिए
aud-parents=माता-पिता के लिए
aud-women=महिलाओं के लिए
aud-beginners=शुरुआती लोगों के लिए
aud-teens=किशोरों के लिए
aud-young-adults=युवाओं के लिए
aud-founders=संस्थापकों के लिए
aud-small-business=छोटे व्यवसायों के लिए
aud-entrepreneurs=उद्यमियों के लिए
aud-students=छात्रों के लिए
aud-athletes=खिलाड़ियों के लिए
aud-office-workers=व्यस्त लोगों के लिए
aud-learners=हिंदी सीखने वालों के लिए
aud-pet-owners=पालतू जानवरों के मालिकों के लिए
aud-buyers=पहला घर खरीदने वालों के लिए
aud-creators=क्रिएटर्स के लिए
`),
  lines: lines(`
fitness: आज पसीना, कल चमक | ट्रेनिंग। खाना। आराम। | हर हफ़्ते थोड़ा और मज़बूत
yoga: फ्लो ही फ्लो | साँस। हलचल। आराम। | अपनी साँस पाओ, अपना सुकून पाओ
food: अच्छा खाओ, अच्छा महसूस करो | अच्छा खाना, सीधा सादा। | प्यार से पकाना, खुशी से बाँटना
baking: हर तरफ़ आटा, कोई पछतावा नहीं | गूँधो। सेंको। बाँटो। | अच्छी चीज़ें समय लेती हैं
coffee: कॉफी और अच्छा मूड | पहले कॉफी। | अच्छा दिन अच्छी कॉफी से शुरू होता है
nutrition: पोषण दो, सज़ा नहीं | अच्छा खाओ। अच्छा जियो। | छोटे बदलाव, बड़ा फ़र्क
travel: पासपोर्ट भरा, दिल और भी भरा | घूमो। लौटो। फिर घूमो। | दुनिया बड़ी है, देखने चलो
outdoors: ऑफ़लाइन और खुले आसमान तले | ज़्यादातर बाहर। | रोमांच सोच से ज़्यादा पास है
gardening: हरी उँगलियाँ, हमेशा | बोओ। सींचो। काटो। | एक बीज बोओ और उसे बढ़ते देखो
photography: हर पल सुनहरी रोशनी | रोशनी। फ्रेम। पल। | उन पलों को सहेजना जो मायने रखते हैं
fashion: ऐसे लुक जिन्हें दोबारा देखा जाए | कम, पर बेहतर। | वही पहनो जो तुम जैसा हो
beauty: हमेशा ग्लो | पहले त्वचा। | खूबसूरती जो तुम्हें सेलिब्रेट करे
tech: कोड और कॉफी | लिखो। लॉन्च करो। सीखो। | ऐसी चीज़ें बनाना जो लोगों की मदद करें
startups: बनाने में व्यस्त | बनाओ। सीखो। दोहराओ। | हर बड़ी कंपनी छोटी शुरुआत से बनी
marketing: ऐसा कंटेंट जो स्क्रॉल रोक दे | रणनीति। कंटेंट। विकास। | हर ब्रांड की एक कहानी होती है
finance: पैसों की आसान बातें | कम खर्च। समझदारी से निवेश। | आर्थिक आज़ादी छोटे कदम से शुरू होती है
law: कानून की आसान बातें | साफ़ सलाह। बिना उलझन। | अपने अधिकार जानिए
education: टीचर की ज़िंदगी, सबसे अच्छी ज़िंदगी | पढ़ाओ। सीखो। बढ़ो। | हर बच्चा चमक सकता है
art: स्टूडियो के दिन और नई कृतियाँ | हाथ से बना। | हर दिन कुछ नया रचना
design: हर पिक्सेल सटीक, इंसान सबसे पहले | सरल। उपयोगी। मानवीय। | अच्छा डिज़ाइन ज़िंदगी आसान बनाता है
music: नई धुनें रिपीट पर | गीत और धुनें। | ऐसा संगीत जो दिल छू जाए
dance: हर कदम ताल पर | थिरको। महसूस करो। नाचो। | नाचो, ज़िंदगी छोटी है
gaming: बस एक और गेम, पक्का | खेलो। स्ट्रीम करो। दोहराओ। | अच्छे गेम, अच्छे लोग
parenting: परिवार की ज़िंदगी, बिना फ़िल्टर | परिवार पहले। | प्यार, धैर्य और ढेर सारे स्नैक्स
pets: पंजे और अच्छा मूड | पालतू। प्यार। दोहराओ। | अपनाओ, प्यार करो, दोहराओ
wellness: सुकून भरी ज़िंदगी, मज़बूत मन | साँस लो। आराम करो। ठीक हो जाओ। | ठीक होना सीधी रेखा नहीं, और यह ठीक है
health: हाथ में कॉफी, दिल में सेवा | देखभाल। हर शिफ्ट। | हर दिन लोगों की देखभाल
books: बस एक और अध्याय | किताबें। चाय। सुकून। | हर किताब एक नई शुरुआत है
realestate: चाबियाँ और खुशहाल शिफ्टिंग | घर। ईमानदार सलाह। | आपका अगला अध्याय घर से शुरू होता है
coaching: अपने अंदाज़ में अगला लेवल | स्पष्टता। कदम। विकास। | मंज़िल सोच से ज़्यादा पास है
general: जो पसंद है, वही साझा | यहाँ रचने के लिए। | हर दिन थोड़ा बढ़ना
`),
  offers: {
    trendy: ['{t} की हर बात', 'रोज़ {t}'],
    minimalist: ['{t}। हर दिन।', '{t}। बस।'],
    creative: ['{t}: दुनिया देखने का मेरा तरीका', 'मेरी दुनिया: {t}'],
    professional: ['{t}: सुझाव और विचार', '{t}: काम की बातें'],
    fun: ['ज़्यादातर {t}, कभी-कभी स्नैक्स', '{t} और थोड़ी मस्ती'],
    inspirational: ['दिल से {t}', '{t}, कदम दर कदम'],
  },
  cta: {
    instagram: ['👇 और जानकारी नीचे', 'DM में बात करें'],
    twitter: ['विचार निजी हैं', 'नमस्ते कहिए 👋'],
    tiktok: ['और देखने के लिए फ़ॉलो करें', 'नए हैं? नमस्ते कहिए'],
    linkedin: ['चलिए जुड़ते हैं', 'बातचीत का स्वागत है'],
    youtube: ['चैनल सब्सक्राइब करें', 'घंटी दबाएँ 🔔'],
  },
};
