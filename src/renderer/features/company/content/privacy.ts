import { SITE } from '../../../../shared/site-config.ts';
import type { LegalText } from '../components/LegalPage.tsx';

/** English body of the privacy policy (headings: company:privacy.sections.*). */
export const PRIVACY: LegalText = {
  updated: '2026-11-22',
  sections: {
    collect: [
      'Account data: your email address, your password (stored only as a hash) and, if you sign in with a magic link, nothing more. Plan data: your plan, trial dates and billing status. Payment card details are handled by Stripe and never reach our servers.',
      'Product data: the persona you write, the examples you add, the items you save in the Workspace, and counts of the replies the extension posts for you (to enforce your daily allowance).',
      'Technical data: when something breaks, the error screen sends us the error message, where it happened and your browser version. Feature requests you send are stored with a keyed hash of your network address, used only to stop abuse; the address itself is not stored.',
    ],
    use: [
      'We use this data to run the service you signed up for: to write replies in your voice, to keep your account inside its limits, to bill you, and to fix problems. We do not sell personal data, and we do not use it for advertising.',
      'Analytics events go to our own database. We do not load third-party trackers or advertising pixels.',
    ],
    x: [
      'ReplyPilot never asks for your X password. The browser extension works inside your own signed-in browser session, and only while you let it run. We store the text of the replies it posts and the posts it replied to only as long as needed to avoid duplicates and to show you your history.',
    ],
    ai: [
      'To draft a reply, the text of the post and your persona are sent to our AI provider, which processes them on our behalf and may not use them to train its models. Post text is treated as untrusted data, never as instructions.',
    ],
    share: [
      'We share data only with the processors that run the service for us (hosting and database, payments through Stripe, email delivery, the AI provider), under contracts that limit their use of it, or when the law requires it.',
    ],
    keep: [
      'Account and Workspace data are kept while your account exists and deleted within 30 days after you delete it. Error reports are kept for 90 days. Billing records are kept as long as tax law requires.',
    ],
    rights: [
      'You can see, correct, export or delete your data at any time. Most of it is in your account page; for anything else, write to us. If you are in the EU, the UK or another place with data-protection law, you may also complain to your local authority.',
    ],
    contact: [`Questions about privacy: ${SITE.supportEmail}.`],
  },
};
