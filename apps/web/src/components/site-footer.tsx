import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { REGISTRY_ATTRIBUTION as registryAttribution } from '@gitsignals/contracts/constants';
import { brand, footer } from '@/content/marketing';
import { cn } from '@/lib/cn';

const linkClass =
  'rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function SiteFooter({ className }: { className?: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className={cn('border-t bg-background', className)}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="space-y-2">
          <BrandLogo className="text-foreground" />
          <p>
            © {year} {brand.name}
          </p>
        </div>
        <div className="space-y-3 md:text-right">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-4 gap-y-2 md:justify-end">
              {footer.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <a href={`mailto:${brand.contactEmail}`} className={linkClass}>
                  {footer.contactLabel}
                </a>
              </li>
            </ul>
          </nav>
          <p className="text-xs">
            {footer.registryNote}{' '}
            <a href={registryAttribution.url} className={cn(linkClass, 'underline')} rel="noopener">
              {registryAttribution.text}
            </a>
            , licensed{' '}
            <a
              href={registryAttribution.licenseUrl}
              className={cn(linkClass, 'underline')}
              rel="noopener"
            >
              {registryAttribution.license}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
