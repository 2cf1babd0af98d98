import { LegalPage } from './components/LegalPage.tsx';
import { PRIVACY } from './content/privacy.ts';

export function PrivacyPage() {
  return <LegalPage page="privacy" text={PRIVACY} />;
}
