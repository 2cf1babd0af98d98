// Screenshots of each AI tool's result as a first-time visitor sees it (built-in writer, no
// model), in English, Japanese and Arabic, into docs/screenshots/tools/<tool>-<lang>.png.
// Needs the production build (npm run build:web).
//
//   npm run screenshots:tools [-- --tools=reply-grader,...] [-- --langs=en,ja]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localizePath } from '../../src/shared/languages.ts';
import { startServer } from '../../src/server/server.ts';
import { launchBrowser } from '../../tests/support/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const OUT = path.join(ROOT, 'docs/screenshots/tools');

type Lang = 'en' | 'ja' | 'ar';

/** What a visitor types, per tool and language: the fields of the tool's form, in order. */
const TOOLS: Record<string, { path: string; inputs: Record<Lang, string[]> }> = {
  'instagram-bio-generator': {
    path: '/generators/instagram/bio-generator',
    inputs: {
      en: ['Yoga teacher in Lisbon who loves surfing and slow mornings'],
      ja: ['京都で小さなカフェを営んでいます。手作りのケーキと季節のドリンクが自慢です'],
      ar: ['مدربة لياقة بدنية للأمهات الجدد، أشارك تمارين منزلية قصيرة ووصفات صحية'],
    },
  },
  'social-media-bio-generator': {
    path: '/social-media-bio-generator',
    inputs: {
      en: ['Frontend developer writing about accessibility and design systems'],
      ja: ['フリーランスのフォトグラファー。旅と街の風景を撮っています'],
      ar: ['مصمم جرافيك مستقل أساعد المشاريع الصغيرة على بناء هوية بصرية'],
    },
  },
  'smart-hashtag-generator': {
    path: '/tools/smart-hashtag-generator',
    inputs: {
      en: ['Sunday meal prep: five high-protein lunches under 20 minutes each, budget friendly'],
      ja: ['京都の紅葉が見頃です。朝早く嵐山に行くと人が少なくて、光もきれいでした'],
      ar: ['تمرين منزلي لمدة ١٥ دقيقة بدون أدوات، مناسب للمبتدئين ويقوي عضلات البطن'],
    },
  },
  'viral-post-deconstructor': {
    path: '/viral-post-deconstructor',
    inputs: {
      en: [
        'I quit my job 6 months ago to build a SaaS.\n\nRevenue today: $4,200/month.\n\n3 things I wish I knew:\n1. Talk to users before writing code\n2. Charge from day one\n3. Distribution beats features\n\nWhat would you add?',
      ],
      ja: [
        '会社を辞めて半年。今の月収は前の半分です。\n\nそれでも戻りたいとは思いません。\n\n理由は3つ。\n1. 自分で時間を決められる\n2. 毎日学ぶことがある\n3. 仕事が好きになった\n\nあなたならどうしますか？',
      ],
      ar: [
        'تركت وظيفتي قبل ستة أشهر لأبني مشروعي الخاص.\n\nثلاثة دروس تعلمتها:\n١. تحدث مع العملاء قبل أي شيء\n٢. اطلب المال من اليوم الأول\n٣. التوزيع أهم من الميزات\n\nما الذي تضيفه؟',
      ],
    },
  },
  'reply-grader': {
    path: '/tools/reply-grader',
    inputs: {
      en: [
        'We moved from weekly releases to deploying every day. Bugs went down, not up.',
        'Same here after we added feature flags. The trick was making rollbacks boring. Did you change how you review code when you went daily?',
      ],
      ja: [
        '毎日デプロイするようにしたら、バグはむしろ減りました。',
        'うちも機能フラグを入れてから同じでした。レビューのやり方は変えましたか？',
      ],
      ar: [
        'انتقلنا من الإصدار الأسبوعي إلى النشر اليومي، وقلت الأخطاء بدلا من أن تزيد.',
        'حدث معنا الشيء نفسه بعد إضافة مفاتيح الميزات. هل غيرتم طريقة مراجعة الكود؟',
      ],
    },
  },
};

const args = process.argv.slice(2);
const pick = (name: string) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',');
const tools = pick('tools') ?? Object.keys(TOOLS);
const langs = (pick('langs') ?? ['en', 'ja', 'ar']) as Lang[];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  serveWeb: true,
  webRoot: path.join(ROOT, 'dist/web'),
  env: {},
  quiet: true,
});
const browser = await launchBrowser();
mkdirSync(OUT, { recursive: true });
try {
  for (const tool of tools) {
    const spec = TOOLS[tool];
    if (!spec) throw new Error(`unknown tool ${tool}`);
    for (const lang of langs) {
      // A new visitor each time (a tool's free use is per browser).
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${server.url}${localizePath(spec.path, lang)}`, { waitUntil: 'load' });
      const form = page.locator('main form').first();
      await form.waitFor();
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('main form') ?? {}).some((k) =>
          k.startsWith('__reactFiber'),
        ),
      );
      const fields = form.locator(
        'textarea:not([readonly]), input:not([type]), input[type="text"]',
      );
      const values = spec.inputs[lang];
      for (let i = 0; i < values.length; i++) await fields.nth(i).fill(values[i]!);
      await form.locator('button[type="submit"]').first().click();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      const file = path.join(OUT, `${tool}-${lang}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`wrote ${path.relative(ROOT, file)}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
