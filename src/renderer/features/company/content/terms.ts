import { MAX_REPLIES_PER_ACCOUNT_PER_DAY, TRIAL_DAYS } from '../../../../shared/plans.ts';
import { SITE } from '../../../../shared/site-config.ts';
import type { LegalText } from '../components/LegalPage.tsx';

/** The terms of service's sections and paragraphs (text: company:terms.sections.*, .text.*). */
export const TERMS: LegalText = {
  updated: '2026-11-22',
  sections: {
    accept: ['agreement'],
    account: ['security'],
    use: ['rules'],
    automation: ['limits'],
    plans: ['trial', 'billing'],
    content: ['ownership'],
    liability: ['disclaimer'],
    changes: ['notice'],
    contact: ['email'],
  },
  values: { email: SITE.supportEmail, max: MAX_REPLIES_PER_ACCOUNT_PER_DAY, days: TRIAL_DAYS },
};
