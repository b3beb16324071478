import { Fragment } from 'react';
import { brand } from '@/content/marketing';

const EMAIL_TOKEN = '{email}';

/** A content text whose `{email}` placeholders become mail links to the support address. */
export function WithEmail({ text }: { text: string }) {
  const parts = text.split(EMAIL_TOKEN);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? (
        <a
          href={`mailto:${brand.contactEmail}`}
          className="font-medium text-primary underline underline-offset-4 outline-none hover:text-primary/80 focus-visible:ring-[3px] focus-visible:ring-ring/50 rounded-sm"
        >
          {brand.contactEmail}
        </a>
      ) : null}
    </Fragment>
  ));
}
