import { DEFAULT_LANGUAGE } from '../../shared/languages.ts';

/** Words shared by the account mails of one language. */
export interface AccountMailCommon {
  greeting: string;
  /** Above the bare link in the HTML part. */
  paste: string;
}

/** One account mail: its subject, the sentence above the link, the button, the closing line. */
export interface AccountMailText {
  subject: string;
  /** Email change: `{email}` is the new address. */
  intro: string;
  button: string;
  outro: string;
}

export interface AccountMailLanguage {
  common: AccountMailCommon;
  recovery: AccountMailText;
  emailChange: AccountMailText;
}

/**
 * The password-reset and email-change mails of the embedded backend, in every active
 * language (docs/product-rules.md#languages): written in the language of the page the user
 * asked from. The only caller-supplied text is the new address, in the mail to the account's
 * own current address.
 */
export const ACCOUNT_MAIL_TEXT: Readonly<Record<string, AccountMailLanguage>> = {
  en: {
    common: { greeting: 'Hi,', paste: 'Or paste this link into your browser:' },
    recovery: {
      subject: 'Reset your ReplyPilot password',
      intro:
        'We received a request to reset the password of your ReplyPilot account. Click the link below to choose a new one:',
      button: 'Choose a new password',
      outro:
        'The link works once and only for a short time. If you did not ask for it, you can ignore this email: your password stays as it is.',
    },
    emailChange: {
      subject: 'Confirm your new ReplyPilot email',
      intro:
        'You asked to change the email of your ReplyPilot account to {email}. Click the link below to confirm:',
      button: 'Confirm the new email',
      outro:
        'The link works once and only for a short time. If you did not ask for this, ignore this email: your email stays as it is. Changing your password is a good idea then.',
    },
  },
  es: {
    common: { greeting: 'Hola:', paste: 'O pega este enlace en tu navegador:' },
    recovery: {
      subject: 'Restablece tu contraseña de ReplyPilot',
      intro:
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ReplyPilot. Haz clic en el enlace de abajo para elegir una nueva:',
      button: 'Elegir una nueva contraseña',
      outro:
        'El enlace funciona una sola vez y solo durante poco tiempo. Si no lo has pedido, puedes ignorar este correo: tu contraseña no cambia.',
    },
    emailChange: {
      subject: 'Confirma tu nuevo correo de ReplyPilot',
      intro:
        'Has pedido cambiar el correo de tu cuenta de ReplyPilot a {email}. Haz clic en el enlace de abajo para confirmarlo:',
      button: 'Confirmar el nuevo correo',
      outro:
        'El enlace funciona una sola vez y solo durante poco tiempo. Si no lo has pedido, ignora este correo: tu correo no cambia. En ese caso, conviene que cambies tu contraseña.',
    },
  },
  fr: {
    common: { greeting: 'Bonjour,', paste: 'Ou collez ce lien dans votre navigateur :' },
    recovery: {
      subject: 'Réinitialisez votre mot de passe ReplyPilot',
      intro:
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ReplyPilot. Cliquez sur le lien ci-dessous pour en choisir un nouveau :',
      button: 'Choisir un nouveau mot de passe',
      outro:
        'Le lien ne fonctionne qu’une fois et pendant peu de temps. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail : votre mot de passe reste le même.',
    },
    emailChange: {
      subject: 'Confirmez votre nouvelle adresse e-mail ReplyPilot',
      intro:
        'Vous avez demandé à remplacer l’adresse e-mail de votre compte ReplyPilot par {email}. Cliquez sur le lien ci-dessous pour confirmer :',
      button: 'Confirmer la nouvelle adresse',
      outro:
        'Le lien ne fonctionne qu’une fois et pendant peu de temps. Si vous n’avez rien demandé, ignorez cet e-mail : votre adresse reste la même. Pensez alors à changer votre mot de passe.',
    },
  },
  de: {
    common: { greeting: 'Hallo,', paste: 'Oder füge diesen Link in deinen Browser ein:' },
    recovery: {
      subject: 'Setze dein ReplyPilot-Passwort zurück',
      intro:
        'Wir haben eine Anfrage erhalten, das Passwort deines ReplyPilot-Kontos zurückzusetzen. Klick auf den Link unten, um ein neues zu wählen:',
      button: 'Neues Passwort wählen',
      outro:
        'Der Link funktioniert einmal und nur kurze Zeit. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt, wie es ist.',
    },
    emailChange: {
      subject: 'Bestätige deine neue E-Mail-Adresse bei ReplyPilot',
      intro:
        'Du möchtest die E-Mail-Adresse deines ReplyPilot-Kontos in {email} ändern. Klick zur Bestätigung auf den Link unten:',
      button: 'Neue E-Mail-Adresse bestätigen',
      outro:
        'Der Link funktioniert einmal und nur kurze Zeit. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Deine Adresse bleibt, wie sie ist. Ändere dann am besten dein Passwort.',
    },
  },
  pt: {
    common: { greeting: 'Olá,', paste: 'Ou cole este link no seu navegador:' },
    recovery: {
      subject: 'Redefina sua senha do ReplyPilot',
      intro:
        'Recebemos um pedido para redefinir a senha da sua conta do ReplyPilot. Clique no link abaixo para escolher uma nova:',
      button: 'Escolher uma nova senha',
      outro:
        'O link funciona uma única vez e só por pouco tempo. Se você não o pediu, pode ignorar este e-mail: sua senha continua a mesma.',
    },
    emailChange: {
      subject: 'Confirme seu novo e-mail do ReplyPilot',
      intro:
        'Você pediu para mudar o e-mail da sua conta do ReplyPilot para {email}. Clique no link abaixo para confirmar:',
      button: 'Confirmar o novo e-mail',
      outro:
        'O link funciona uma única vez e só por pouco tempo. Se você não pediu isso, ignore este e-mail: seu e-mail continua o mesmo. Nesse caso, é bom mudar sua senha.',
    },
  },
  it: {
    common: { greeting: 'Ciao,', paste: 'Oppure incolla questo link nel browser:' },
    recovery: {
      subject: 'Reimposta la password di ReplyPilot',
      intro:
        'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account ReplyPilot. Fai clic sul link qui sotto per sceglierne una nuova:',
      button: 'Scegli una nuova password',
      outro:
        'Il link funziona una sola volta e solo per poco tempo. Se non l’hai richiesto, puoi ignorare questa email: la tua password resta invariata.',
    },
    emailChange: {
      subject: 'Conferma la tua nuova email di ReplyPilot',
      intro:
        'Hai chiesto di cambiare l’email del tuo account ReplyPilot in {email}. Fai clic sul link qui sotto per confermare:',
      button: 'Conferma la nuova email',
      outro:
        'Il link funziona una sola volta e solo per poco tempo. Se non l’hai richiesto, ignora questa email: la tua email resta invariata. In quel caso conviene cambiare la password.',
    },
  },
  nl: {
    common: { greeting: 'Hoi,', paste: 'Of plak deze link in je browser:' },
    recovery: {
      subject: 'Stel je ReplyPilot-wachtwoord opnieuw in',
      intro:
        'We kregen een verzoek om het wachtwoord van je ReplyPilot-account opnieuw in te stellen. Klik op de link hieronder om een nieuw wachtwoord te kiezen:',
      button: 'Kies een nieuw wachtwoord',
      outro:
        'De link werkt één keer en maar korte tijd. Heb je hem niet aangevraagd, dan kun je deze e-mail negeren: je wachtwoord blijft zoals het is.',
    },
    emailChange: {
      subject: 'Bevestig je nieuwe e-mailadres bij ReplyPilot',
      intro:
        'Je hebt gevraagd het e-mailadres van je ReplyPilot-account te wijzigen in {email}. Klik op de link hieronder om dit te bevestigen:',
      button: 'Nieuw e-mailadres bevestigen',
      outro:
        'De link werkt één keer en maar korte tijd. Heb je dit niet gevraagd, negeer deze e-mail dan: je e-mailadres blijft zoals het is. Wijzig in dat geval wel je wachtwoord.',
    },
  },
  fri: {
    common: { greeting: 'Hoi,', paste: 'Of plak dizze keppeling yn jo browser:' },
    recovery: {
      subject: 'Stel jo ReplyPilot-wachtwurd opnij yn',
      intro:
        'Wy krigen in fersyk om it wachtwurd fan jo ReplyPilot-account opnij yn te stellen. Klik op de keppeling hjirûnder om in nij wachtwurd te kiezen:',
      button: 'Kies in nij wachtwurd',
      outro:
        'De keppeling wurket ien kear en mar koarte tiid. Hawwe jo him net oanfrege, dan kinne jo dizze e-mail negearje: jo wachtwurd bliuwt sa’t it is.',
    },
    emailChange: {
      subject: 'Befêstigje jo nije e-mailadres by ReplyPilot',
      intro:
        'Jo hawwe frege om it e-mailadres fan jo ReplyPilot-account te feroarjen yn {email}. Klik op de keppeling hjirûnder om dat te befêstigjen:',
      button: 'Nij e-mailadres befêstigje',
      outro:
        'De keppeling wurket ien kear en mar koarte tiid. Hawwe jo dit net frege, negearje dizze e-mail dan: jo e-mailadres bliuwt sa’t it is. Feroarje dan wol jo wachtwurd.',
    },
  },
  ru: {
    common: { greeting: 'Здравствуйте!', paste: 'Или вставьте эту ссылку в браузер:' },
    recovery: {
      subject: 'Сброс пароля ReplyPilot',
      intro:
        'Мы получили запрос на сброс пароля вашей учётной записи ReplyPilot. Нажмите на ссылку ниже, чтобы выбрать новый пароль:',
      button: 'Выбрать новый пароль',
      outro:
        'Ссылка работает один раз и недолго. Если вы её не запрашивали, просто проигнорируйте это письмо: ваш пароль останется прежним.',
    },
    emailChange: {
      subject: 'Подтвердите новый адрес почты в ReplyPilot',
      intro:
        'Вы попросили сменить адрес почты вашей учётной записи ReplyPilot на {email}. Нажмите на ссылку ниже, чтобы подтвердить:',
      button: 'Подтвердить новый адрес',
      outro:
        'Ссылка работает один раз и недолго. Если вы этого не запрашивали, проигнорируйте письмо: ваш адрес останется прежним. В этом случае лучше сменить пароль.',
    },
  },
  hi: {
    common: { greeting: 'नमस्ते,', paste: 'या यह लिंक अपने ब्राउज़र में पेस्ट करें:' },
    recovery: {
      subject: 'अपना ReplyPilot पासवर्ड रीसेट करें',
      intro:
        'हमें आपके ReplyPilot खाते का पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए नीचे दिए गए लिंक पर क्लिक करें:',
      button: 'नया पासवर्ड चुनें',
      outro:
        'यह लिंक एक ही बार और थोड़े समय के लिए काम करता है। अगर आपने इसे नहीं माँगा था, तो इस ईमेल को अनदेखा कर सकते हैं: आपका पासवर्ड वैसा ही रहेगा।',
    },
    emailChange: {
      subject: 'अपने नए ReplyPilot ईमेल की पुष्टि करें',
      intro:
        'आपने अपने ReplyPilot खाते का ईमेल बदलकर {email} करने का अनुरोध किया है। पुष्टि करने के लिए नीचे दिए गए लिंक पर क्लिक करें:',
      button: 'नए ईमेल की पुष्टि करें',
      outro:
        'यह लिंक एक ही बार और थोड़े समय के लिए काम करता है। अगर आपने यह अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें: आपका ईमेल वैसा ही रहेगा। ऐसे में अपना पासवर्ड बदल लेना अच्छा रहेगा।',
    },
  },
  ar: {
    common: { greeting: 'مرحبًا،', paste: 'أو الصق هذا الرابط في متصفحك:' },
    recovery: {
      subject: 'إعادة تعيين كلمة مرور ReplyPilot',
      intro:
        'تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك في ReplyPilot. انقر على الرابط أدناه لاختيار كلمة مرور جديدة:',
      button: 'اختيار كلمة مرور جديدة',
      outro:
        'يعمل الرابط مرة واحدة ولمدة قصيرة فقط. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
    },
    emailChange: {
      subject: 'تأكيد بريدك الإلكتروني الجديد في ReplyPilot',
      intro:
        'طلبت تغيير البريد الإلكتروني لحسابك في ReplyPilot إلى {email}. انقر على الرابط أدناه للتأكيد:',
      button: 'تأكيد البريد الجديد',
      outro:
        'يعمل الرابط مرة واحدة ولمدة قصيرة فقط. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: سيبقى بريدك كما هو. ومن الأفضل عندها أن تغيّر كلمة مرورك.',
    },
  },
  ja: {
    common: {
      greeting: 'こんにちは。',
      paste: 'または、このリンクをブラウザに貼り付けてください：',
    },
    recovery: {
      subject: 'ReplyPilot のパスワード再設定',
      intro:
        'ReplyPilot アカウントのパスワード再設定のリクエストを受け付けました。下のリンクをクリックして新しいパスワードを設定してください。',
      button: '新しいパスワードを設定',
      outro:
        'このリンクは1回だけ、短い時間のみ有効です。心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
    },
    emailChange: {
      subject: 'ReplyPilot の新しいメールアドレスの確認',
      intro:
        'ReplyPilot アカウントのメールアドレスを {email} に変更するリクエストを受け付けました。下のリンクをクリックして確認してください。',
      button: '新しいメールアドレスを確認',
      outro:
        'このリンクは1回だけ、短い時間のみ有効です。心当たりがない場合は、このメールを無視してください。メールアドレスは変わりません。その場合はパスワードの変更をおすすめします。',
    },
  },
  zh: {
    common: { greeting: '你好：', paste: '或将此链接粘贴到浏览器中：' },
    recovery: {
      subject: '重置你的 ReplyPilot 密码',
      intro: '我们收到了重置你的 ReplyPilot 账户密码的请求。点击下面的链接设置新密码：',
      button: '设置新密码',
      outro:
        '该链接只能使用一次，且仅在短时间内有效。如果这不是你请求的，可以忽略这封邮件：你的密码不会改变。',
    },
    emailChange: {
      subject: '确认你的 ReplyPilot 新邮箱',
      intro: '你请求将 ReplyPilot 账户的邮箱更改为 {email}。点击下面的链接进行确认：',
      button: '确认新邮箱',
      outro:
        '该链接只能使用一次，且仅在短时间内有效。如果这不是你请求的，请忽略这封邮件：你的邮箱不会改变。这种情况下建议你修改密码。',
    },
  },
  ko: {
    common: { greeting: '안녕하세요.', paste: '또는 이 링크를 브라우저에 붙여 넣으세요.' },
    recovery: {
      subject: 'ReplyPilot 비밀번호 재설정',
      intro:
        'ReplyPilot 계정의 비밀번호 재설정 요청을 받았습니다. 아래 링크를 클릭해 새 비밀번호를 설정하세요.',
      button: '새 비밀번호 설정',
      outro:
        '이 링크는 한 번만, 짧은 시간 동안만 사용할 수 있습니다. 요청하지 않았다면 이 이메일을 무시하셔도 됩니다. 비밀번호는 그대로 유지됩니다.',
    },
    emailChange: {
      subject: 'ReplyPilot 새 이메일 확인',
      intro:
        'ReplyPilot 계정의 이메일을 {email}(으)로 변경해 달라는 요청을 받았습니다. 아래 링크를 클릭해 확인하세요.',
      button: '새 이메일 확인',
      outro:
        '이 링크는 한 번만, 짧은 시간 동안만 사용할 수 있습니다. 요청하지 않았다면 이 이메일을 무시하세요. 이메일은 그대로 유지됩니다. 이 경우 비밀번호를 변경하는 것이 좋습니다.',
    },
  },
  swa: {
    common: { greeting: 'Habari,', paste: 'Au bandika kiungo hiki kwenye kivinjari chako:' },
    recovery: {
      subject: 'Weka upya nenosiri lako la ReplyPilot',
      intro:
        'Tumepokea ombi la kuweka upya nenosiri la akaunti yako ya ReplyPilot. Bofya kiungo kilicho hapa chini ili uchague jipya:',
      button: 'Chagua nenosiri jipya',
      outro:
        'Kiungo hiki hufanya kazi mara moja tu na kwa muda mfupi. Ikiwa hukukiomba, unaweza kupuuza barua pepe hii: nenosiri lako linabaki lilivyo.',
    },
    emailChange: {
      subject: 'Thibitisha barua pepe yako mpya ya ReplyPilot',
      intro:
        'Umeomba kubadilisha barua pepe ya akaunti yako ya ReplyPilot kuwa {email}. Bofya kiungo kilicho hapa chini ili kuthibitisha:',
      button: 'Thibitisha barua pepe mpya',
      outro:
        'Kiungo hiki hufanya kazi mara moja tu na kwa muda mfupi. Ikiwa hukuomba hili, puuza barua pepe hii: barua pepe yako inabaki ilivyo. Katika hali hiyo, ni vyema ubadilishe nenosiri lako.',
    },
  },
};

/** The account mails' words in `language`, English for a language without them. */
export function accountMailText(language: string): AccountMailLanguage {
  return ACCOUNT_MAIL_TEXT[language] ?? ACCOUNT_MAIL_TEXT[DEFAULT_LANGUAGE]!;
}
