import { LegalPage } from './components/LegalPage.tsx';
import { TERMS } from './content/terms.ts';

export function TermsPage() {
  return <LegalPage page="terms" text={TERMS} />;
}
