import { MenuIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { cn } from '@/lib/cn';

export type MenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read by screen readers as the menu's description ("Main menu", "Site menu"). */
  description: string;
  triggerClassName?: string;
  contentClassName?: string;
  headerClassName?: string;
  children: ReactNode;
};

/** The 16rem slide-in menu of narrow screens: a menu button, the brand, then the caller's items. */
export function MenuSheet({
  open,
  onOpenChange,
  description,
  triggerClassName,
  contentClassName,
  headerClassName,
  children,
}: MenuSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label="Open menu" className={triggerClassName}>
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className={cn('w-64 gap-0 p-0', contentClassName)}>
        <SheetHeader className={cn('border-b', headerClassName)}>
          <SheetTitle>
            <BrandLogo />
          </SheetTitle>
          <SheetDescription className="sr-only">{description}</SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  );
}
