import { ForgotPasswordFlag } from '@/components/auth/forgot-password-flag';
import { PageTitle } from '@/components/page-title';
import { ClosingCtaSection } from '../components/closing-cta-section';
import { ContactInfoSection } from '../components/contact-info-section';
import { DailySignalsSection } from '../components/daily-signals-section';

export { sampleCardsLoaded } from '../components/daily-signals-section';
import { DiscoverySection } from '../components/discovery-section';
import { HeroSection } from '../components/hero-section';
import { RolesSection } from '../components/roles-section';
import { TrustedBySection } from '../components/trusted-by-section';

/** / and /landing (spec section 2, "Landing page"). */
export default function LandingPage() {
  return (
    <>
      <PageTitle title="GitSignals" />
      <HeroSection />
      <TrustedBySection />
      <DailySignalsSection />
      <RolesSection />
      <ContactInfoSection />
      <DiscoverySection />
      <ClosingCtaSection />
      {/* /?forgot-password=true (from an expired reset link) opens the forgot-password dialog. */}
      <ForgotPasswordFlag />
    </>
  );
}
