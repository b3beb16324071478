import { useCachedImage } from '@/hooks/use-cached-image';
import { cn } from '@/lib/cn';

/** The avatar of a GitHub organisation, the logo we show for a project. */
export function githubAvatarUrl(org: string, size = 96): string {
  return `https://avatars.githubusercontent.com/${encodeURIComponent(org)}?size=${size}`;
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0] ?? '';
  const second = words[1];
  const letters = second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** A stable hue per name, so a project's placeholder keeps its colour everywhere. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

type ProjectLogoProps = {
  name: string;
  /** The API's image_url / iconUrl; null shows the placeholder. */
  src: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Empty by default: the logo sits next to the project name, so it would be read twice. */
  alt?: string;
};

const sizes = { sm: 'size-6 text-[10px]', md: 'size-8 text-xs', lg: 'size-12 text-sm' } as const;

export function ProjectLogo({ name, src, size = 'md', className, alt = '' }: ProjectLogoProps) {
  const image = useCachedImage(src);
  const showImage = image.src !== null && image.status !== 'error';

  return (
    <span
      data-status={image.status}
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full',
        sizes[size],
        className,
      )}
    >
      {image.status !== 'loaded' ? (
        <span
          aria-hidden={alt ? undefined : true}
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          style={{ ['--logo-hue' as string]: String(hueOf(name)) }}
          className="absolute inset-0 flex items-center justify-center bg-[hsl(var(--logo-hue)_65%_90%)] font-semibold text-[hsl(var(--logo-hue)_60%_24%)] dark:bg-[hsl(var(--logo-hue)_35%_24%)] dark:text-[hsl(var(--logo-hue)_70%_88%)]"
        >
          {initialsOf(name)}
        </span>
      ) : null}
      {showImage ? (
        <img
          src={image.src ?? undefined}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={image.onLoad}
          onError={image.onError}
          className={cn(
            'relative size-full object-cover',
            image.status === 'loaded' ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
    </span>
  );
}
