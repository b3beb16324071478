import {
  CoinsIcon,
  GitBranchIcon,
  GlobeIcon,
  HandshakeIcon,
  LayersIcon,
  LinkIcon,
  ScaleIcon,
  ShieldCheckIcon,
  SlidersHorizontalIcon,
  SparklesIcon,
  TrendingUpIcon,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/marketing';

const icons: Record<IconName, LucideIcon> = {
  'trending-up': TrendingUpIcon,
  handshake: HandshakeIcon,
  'shield-check': ShieldCheckIcon,
  scale: ScaleIcon,
  globe: GlobeIcon,
  sparkles: SparklesIcon,
  link: LinkIcon,
  'git-branch': GitBranchIcon,
  sliders: SlidersHorizontalIcon,
  coins: CoinsIcon,
  layers: LayersIcon,
};

/** Maps the content module's icon names to icons, so the copy file stays plain data. */
export function FeatureIcon({ name }: { name: IconName }) {
  const Icon = icons[name];
  return (
    <span className="flex size-9 items-center justify-center rounded-md bg-primary/10 text-primary">
      <Icon aria-hidden="true" className="size-4.5" />
    </span>
  );
}
