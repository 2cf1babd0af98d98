import { SITE } from '../../../../shared/site-config.ts';
import type { LegalText } from '../components/LegalPage.tsx';

/** The privacy policy's sections and paragraphs (text: company:privacy.sections.*, .text.*). */
export const PRIVACY: LegalText = {
  updated: '2026-11-22',
  sections: {
    collect: ['account', 'product', 'technical'],
    use: ['purpose', 'analytics'],
    x: ['extension'],
    ai: ['provider'],
    share: ['processors'],
    keep: ['periods'],
    rights: ['access'],
    contact: ['email'],
  },
  values: { email: SITE.supportEmail },
};
