import { PageTitle } from '@/components/page-title';
import type { LegalBlock, LegalDocument } from '@/content/legal';
import { WithEmail } from './with-email';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <WithEmail text={block} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-5 marker:text-muted-foreground">
      {block.list.map((item) => (
        <li key={item}>
          <WithEmail text={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /privacy and /terms: one static legal text, with a table of contents that jumps to each
 * section. The text itself lives in content/legal.ts for the operator to edit.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const tocId = `${document.title.toLowerCase().replace(/\W+/g, '-')}-contents`;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title={document.title} />
      <header className="space-y-3 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="text-sm text-muted-foreground">Last updated: {document.lastUpdated}</p>
        <div className="space-y-3 leading-relaxed text-pretty">
          {document.intro.map((text) => (
            <p key={text}>
              <WithEmail text={text} />
            </p>
          ))}
        </div>
      </header>
      <nav aria-labelledby={tocId} className="border-b py-6">
        <h2 id={tocId} className="text-sm font-semibold">
          Contents
        </h2>
        <ol className="mt-3 list-decimal gap-x-10 space-y-1.5 pl-7 text-sm text-muted-foreground marker:text-muted-foreground sm:columns-2 [&>li]:break-inside-avoid">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-8 pt-8">
        {document.sections.map((section, index) => (
          <section key={section.id} id={section.id} className="scroll-mt-24 space-y-3">
            <h2 className="text-xl font-semibold tracking-tight">
              {index + 1}. {section.heading}
            </h2>
            <div className="space-y-3 leading-relaxed text-pretty">
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
