import { NotebookPen } from "#app/components/ui/icons.tsx";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { parseShowNotes } from "#shared/episodes/show-notes.ts";
import { DetailCard } from "./detail-card.tsx";
import { RichText } from "./rich-text.tsx";

/** SPEC §2: the record's show notes, read from markdown-like text into headings, lists and paragraphs. */
export function ShowNotesCard({ notes }: { notes: string }) {
  const blocks = parseShowNotes(notes);
  return (
    <DetailCard id="show-notes" title={episodeDetailCopy.showNotes} icon={NotebookPen}>
      <div className="space-y-4 leading-relaxed text-slate-700">
        {blocks.map((block, index) => {
          switch (block.kind) {
            case "heading":
              return block.depth === 1 ? (
                <h3
                  key={index}
                  className="pt-2 font-display text-xl font-bold text-brand-blue-dark first:pt-0"
                >
                  <RichText content={block.content} />
                </h3>
              ) : (
                <h4 key={index} className="text-lg font-semibold text-ink">
                  <RichText content={block.content} />
                </h4>
              );
            case "list": {
              const List = block.ordered ? "ol" : "ul";
              return (
                <List
                  key={index}
                  className={`space-y-2 pl-1 ${block.ordered ? "list-inside list-decimal" : ""}`}
                >
                  {block.items.map((item, itemIndex) => (
                    <li key={itemIndex} className={block.ordered ? "" : "flex gap-3"}>
                      {!block.ordered && (
                        <span
                          aria-hidden="true"
                          className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-gold"
                        />
                      )}
                      <span>
                        <RichText content={item} />
                      </span>
                    </li>
                  ))}
                </List>
              );
            }
            case "paragraph":
              return (
                <p key={index}>
                  <RichText content={block.content} />
                </p>
              );
          }
        })}
      </div>
    </DetailCard>
  );
}
