import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopy } from '../hooks/use-copy';

/**
 * A value to copy (a URL, a token, a secret): a read-only box that selects itself on focus, so it
 * can be copied by hand too, and a Copy button.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const copy = useCopy();
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 font-mono text-xs md:text-xs"
        />
        <Button
          variant="outline"
          aria-label={`Copy ${label}`}
          onClick={() => void copy(value, label)}
        >
          <CopyIcon aria-hidden="true" />
          <span className="hidden sm:inline">Copy</span>
        </Button>
      </div>
    </div>
  );
}
