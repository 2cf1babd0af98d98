/**
 * Public facts about the site that are configuration, not code (the support community,
 * contact addresses and social links), kept here, once.
 */
export const SITE = {
  name: 'ReplyPilot',
  /** Canonical origin for SEO links when the build is not told otherwise (SITE_URL at build). */
  defaultOrigin: 'https://replypilot.app',
  supportEmail: 'support@replypilot.app',
  salesEmail: 'sales@replypilot.app',
  /** The support chat community linked from the error screen and the support page. */
  supportCommunityUrl: 'https://discord.gg/replypilot',
  social: [
    { id: 'x', label: 'X', url: 'https://x.com/replypilot' },
    { id: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/replypilot' },
    { id: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@replypilot' },
    { id: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/replypilot' },
  ],
} as const;
