import { MAX_REPLIES_PER_ACCOUNT_PER_DAY, TRIAL_DAYS } from '../../../../shared/plans.ts';
import { SITE } from '../../../../shared/site-config.ts';
import type { LegalText } from '../components/LegalPage.tsx';

/** English body of the terms of service (headings: company:terms.sections.*). */
export const TERMS: LegalText = {
  updated: '2026-11-22',
  sections: {
    accept: [
      'By creating an account or using ReplyPilot (the website, its free tools, the browser extension and the desktop app) you agree to these terms. If you use ReplyPilot for a company, you agree for that company.',
    ],
    account: [
      'You need to be at least 16 years old. Keep your sign-in details safe; you are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
    ],
    use: [
      'Do not use ReplyPilot to spam, harass, mislead or impersonate anyone, to post unlawful content, or to break the rules of X or any other platform. Do not try to get around the limits, probe or overload the service, or resell it without our written agreement.',
    ],
    automation: [
      `ReplyPilot posts on X on your behalf, inside daily limits and safety rules (at most ${MAX_REPLIES_PER_ACCOUNT_PER_DAY} replies a day on one X account, whatever the plan). These reduce risk, but X decides what it allows, and we cannot promise that X will never restrict an account. You remain the author of what is posted: use review mode whenever you are unsure.`,
    ],
    plans: [
      `The free plan is free. A ${TRIAL_DAYS}-day trial of the Creator plan starts when you sign up for it, needs no card, and ends on its own; after that your account is on the free plan unless you choose a paid plan.`,
      'Paid plans are billed in advance, monthly or yearly, through Stripe, and renew until you cancel. A cancellation takes effect at the end of the paid period. Prices may change with at least 30 days\u2019 notice before your next renewal. Where the law gives you a right to a refund, you have it.',
    ],
    content: [
      'What you write and what ReplyPilot drafts for you is yours. You give us only the permission we need to run the service: to store, process and post it as you ask. Do not give us content you have no right to use.',
    ],
    liability: [
      'ReplyPilot is provided as is. We work hard to keep it available and correct, but AI output can be wrong, and the service can be interrupted. To the extent the law allows, our total liability is limited to what you paid us in the 12 months before the claim, and we are not liable for indirect losses such as lost followers or revenue.',
    ],
    changes: [
      'We may change these terms; for important changes we tell you at least 30 days ahead. You can stop using ReplyPilot and delete your account at any time. We may suspend or close an account that breaks these terms, after a warning unless the breach is serious.',
    ],
    contact: [`Questions about these terms: ${SITE.supportEmail}.`],
  },
};
