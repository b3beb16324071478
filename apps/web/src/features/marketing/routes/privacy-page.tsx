import { privacyPolicy } from '@/content/legal';
import { LegalDocumentView } from '../components/legal-document';

/** /privacy (spec section 2, "Team, Unsubscribe, legal, 404"). */
export default function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
