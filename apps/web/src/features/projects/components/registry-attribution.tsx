import { REGISTRY_ATTRIBUTION } from '@gitsignals/contracts/constants';

const linkClass =
  'rounded-sm underline underline-offset-4 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The registry's licence (CC BY 4.0) asks for attribution wherever its data is shown. */
export function RegistryAttribution() {
  return (
    <p className="text-xs text-muted-foreground">
      Project list from{' '}
      <a href={REGISTRY_ATTRIBUTION.url} className={linkClass} rel="noopener">
        {REGISTRY_ATTRIBUTION.text}
      </a>
      , licensed{' '}
      <a href={REGISTRY_ATTRIBUTION.licenseUrl} className={linkClass} rel="noopener license">
        {REGISTRY_ATTRIBUTION.license}
      </a>
      .
    </p>
  );
}
