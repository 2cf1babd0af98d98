import { DEFAULT_LANGUAGE } from '../../../src/shared/languages.ts';

/** The words of the sign-in mail in one language. */
export interface MagicLinkMailText {
  subject: string;
  greeting: string;
  /** Above the link. */
  intro: string;
  /** Above the link, when the visitor asked to save content on arrival. */
  introWithContent: string;
  /** The HTML part's button. */
  button: string;
  /** Above the bare link in the HTML part. */
  paste: string;
  /** Below the link: once, one hour, and nothing happens without a click. */
  outro: string;
}

/**
 * The sign-in mail in every active language (docs/product-rules.md#languages): the mail is
 * written in the language of the page the visitor asked from. No caller-supplied text goes in.
 */
export const MAGIC_LINK_MAIL_TEXT: Readonly<Record<string, MagicLinkMailText>> = {
  en: {
    subject: 'Sign in to ReplyPilot',
    greeting: 'Hi,',
    intro: 'Click the link below to sign in to ReplyPilot:',
    introWithContent:
      'Click the link below to sign in to ReplyPilot and save your content to your Workspace:',
    button: 'Sign in to ReplyPilot',
    paste: 'Or paste this link into your browser:',
    outro:
      'The link works once and expires in one hour. If you did not ask for it, you can ignore this email: nothing happens without a click.',
  },
  es: {
    subject: 'Inicia sesión en ReplyPilot',
    greeting: 'Hola:',
    intro: 'Haz clic en el enlace de abajo para iniciar sesión en ReplyPilot:',
    introWithContent:
      'Haz clic en el enlace de abajo para iniciar sesión en ReplyPilot y guardar tu contenido en tu Workspace:',
    button: 'Iniciar sesión en ReplyPilot',
    paste: 'O pega este enlace en tu navegador:',
    outro:
      'El enlace funciona una sola vez y caduca en una hora. Si no lo has pedido, puedes ignorar este correo: no pasa nada si no haces clic.',
  },
  pt: {
    subject: 'Entre no ReplyPilot',
    greeting: 'Olá,',
    intro: 'Clique no link abaixo para entrar no ReplyPilot:',
    introWithContent:
      'Clique no link abaixo para entrar no ReplyPilot e salvar seu conteúdo no seu Workspace:',
    button: 'Entrar no ReplyPilot',
    paste: 'Ou cole este link no seu navegador:',
    outro:
      'O link funciona uma única vez e expira em uma hora. Se você não o pediu, pode ignorar este e-mail: nada acontece sem um clique.',
  },
  fr: {
    subject: 'Connectez-vous à ReplyPilot',
    greeting: 'Bonjour,',
    intro: 'Cliquez sur le lien ci-dessous pour vous connecter à ReplyPilot :',
    introWithContent:
      'Cliquez sur le lien ci-dessous pour vous connecter à ReplyPilot et enregistrer votre contenu dans votre Workspace :',
    button: 'Se connecter à ReplyPilot',
    paste: 'Ou collez ce lien dans votre navigateur :',
    outro:
      'Le lien ne fonctionne qu’une fois et expire dans une heure. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail : rien ne se passe sans un clic.',
  },
  de: {
    subject: 'Bei ReplyPilot anmelden',
    greeting: 'Hallo,',
    intro: 'Klick auf den Link unten, um dich bei ReplyPilot anzumelden:',
    introWithContent:
      'Klick auf den Link unten, um dich bei ReplyPilot anzumelden und deinen Inhalt in deinem Workspace zu speichern:',
    button: 'Bei ReplyPilot anmelden',
    paste: 'Oder füge diesen Link in deinen Browser ein:',
    outro:
      'Der Link funktioniert einmal und läuft nach einer Stunde ab. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren: Ohne Klick passiert nichts.',
  },
  it: {
    subject: 'Accedi a ReplyPilot',
    greeting: 'Ciao,',
    intro: 'Fai clic sul link qui sotto per accedere a ReplyPilot:',
    introWithContent:
      'Fai clic sul link qui sotto per accedere a ReplyPilot e salvare il tuo contenuto nel tuo Workspace:',
    button: 'Accedi a ReplyPilot',
    paste: 'Oppure incolla questo link nel browser:',
    outro:
      'Il link funziona una sola volta e scade tra un’ora. Se non l’hai richiesto, puoi ignorare questa email: senza un clic non succede nulla.',
  },
  nl: {
    subject: 'Inloggen bij ReplyPilot',
    greeting: 'Hoi,',
    intro: 'Klik op de link hieronder om in te loggen bij ReplyPilot:',
    introWithContent:
      'Klik op de link hieronder om in te loggen bij ReplyPilot en je inhoud in je Workspace te bewaren:',
    button: 'Inloggen bij ReplyPilot',
    paste: 'Of plak deze link in je browser:',
    outro:
      'De link werkt één keer en verloopt na een uur. Heb je hem niet aangevraagd, dan kun je deze e-mail negeren: zonder klik gebeurt er niets.',
  },
  fri: {
    subject: 'Oanmelde by ReplyPilot',
    greeting: 'Hoi,',
    intro: 'Klik op de keppeling hjirûnder om jo oan te melden by ReplyPilot:',
    introWithContent:
      'Klik op de keppeling hjirûnder om jo oan te melden by ReplyPilot en jo ynhâld yn jo Workspace te bewarjen:',
    button: 'Oanmelde by ReplyPilot',
    paste: 'Of plak dizze keppeling yn jo browser:',
    outro:
      'De keppeling wurket ien kear en ferrint nei in oere. Hawwe jo him net oanfrege, dan kinne jo dizze e-mail negearje: sûnder klik bart der neat.',
  },
  ru: {
    subject: 'Вход в ReplyPilot',
    greeting: 'Здравствуйте!',
    intro: 'Нажмите на ссылку ниже, чтобы войти в ReplyPilot:',
    introWithContent:
      'Нажмите на ссылку ниже, чтобы войти в ReplyPilot и сохранить свой контент в Workspace:',
    button: 'Войти в ReplyPilot',
    paste: 'Или вставьте эту ссылку в браузер:',
    outro:
      'Ссылка работает один раз и действует один час. Если вы её не запрашивали, просто проигнорируйте это письмо: без нажатия ничего не произойдёт.',
  },
  hi: {
    subject: 'ReplyPilot में साइन इन करें',
    greeting: 'नमस्ते,',
    intro: 'ReplyPilot में साइन इन करने के लिए नीचे दिए गए लिंक पर क्लिक करें:',
    introWithContent:
      'ReplyPilot में साइन इन करने और अपना कंटेंट अपने Workspace में सहेजने के लिए नीचे दिए गए लिंक पर क्लिक करें:',
    button: 'ReplyPilot में साइन इन करें',
    paste: 'या यह लिंक अपने ब्राउज़र में पेस्ट करें:',
    outro:
      'यह लिंक एक ही बार काम करता है और एक घंटे में समाप्त हो जाता है। अगर आपने इसे नहीं माँगा था, तो इस ईमेल को अनदेखा कर सकते हैं: क्लिक किए बिना कुछ नहीं होता।',
  },
  ar: {
    subject: 'تسجيل الدخول إلى ReplyPilot',
    greeting: 'مرحبًا،',
    intro: 'انقر على الرابط أدناه لتسجيل الدخول إلى ReplyPilot:',
    introWithContent:
      'انقر على الرابط أدناه لتسجيل الدخول إلى ReplyPilot وحفظ المحتوى في Workspace الخاص بك:',
    button: 'تسجيل الدخول إلى ReplyPilot',
    paste: 'أو الصق هذا الرابط في متصفحك:',
    outro:
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة: لن يحدث شيء من دون نقرة.',
  },
  ja: {
    subject: 'ReplyPilot へのログイン',
    greeting: 'こんにちは。',
    intro: '下のリンクをクリックして ReplyPilot にログインしてください。',
    introWithContent:
      '下のリンクをクリックして ReplyPilot にログインし、コンテンツを Workspace に保存してください。',
    button: 'ReplyPilot にログイン',
    paste: 'または、このリンクをブラウザに貼り付けてください：',
    outro:
      'このリンクは1回だけ使え、1時間で有効期限が切れます。心当たりがない場合は、このメールを無視してください。クリックしない限り何も起こりません。',
  },
  zh: {
    subject: '登录 ReplyPilot',
    greeting: '你好：',
    intro: '点击下面的链接登录 ReplyPilot：',
    introWithContent: '点击下面的链接登录 ReplyPilot，并将你的内容保存到 Workspace：',
    button: '登录 ReplyPilot',
    paste: '或将此链接粘贴到浏览器中：',
    outro:
      '该链接只能使用一次，一小时后失效。如果这不是你请求的，可以忽略这封邮件：不点击就什么也不会发生。',
  },
  ko: {
    subject: 'ReplyPilot 로그인',
    greeting: '안녕하세요.',
    intro: '아래 링크를 클릭해 ReplyPilot에 로그인하세요.',
    introWithContent: '아래 링크를 클릭해 ReplyPilot에 로그인하고 콘텐츠를 Workspace에 저장하세요.',
    button: 'ReplyPilot에 로그인',
    paste: '또는 이 링크를 브라우저에 붙여 넣으세요.',
    outro:
      '이 링크는 한 번만 사용할 수 있으며 1시간 후에 만료됩니다. 요청하지 않았다면 이 이메일을 무시하셔도 됩니다. 클릭하지 않으면 아무 일도 일어나지 않습니다.',
  },
  swa: {
    subject: 'Ingia kwenye ReplyPilot',
    greeting: 'Habari,',
    intro: 'Bofya kiungo kilicho hapa chini ili uingie kwenye ReplyPilot:',
    introWithContent:
      'Bofya kiungo kilicho hapa chini ili uingie kwenye ReplyPilot na uhifadhi maudhui yako kwenye Workspace yako:',
    button: 'Ingia kwenye ReplyPilot',
    paste: 'Au bandika kiungo hiki kwenye kivinjari chako:',
    outro:
      'Kiungo hiki hufanya kazi mara moja tu na huisha muda baada ya saa moja. Ikiwa hukukiomba, unaweza kupuuza barua pepe hii: hakuna kinachotokea bila kubofya.',
  },
};

/** The mail's words in `language`, English for a language without them. */
export function magicLinkMailText(language: string): MagicLinkMailText {
  return MAGIC_LINK_MAIL_TEXT[language] ?? MAGIC_LINK_MAIL_TEXT[DEFAULT_LANGUAGE]!;
}
