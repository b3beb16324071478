import { termsOfService } from '@/content/legal';
import { LegalDocumentView } from '../components/legal-document';

/** /terms (spec section 2, "Team, Unsubscribe, legal, 404"). */
export default function TermsPage() {
  return <LegalDocumentView document={termsOfService} />;
}
