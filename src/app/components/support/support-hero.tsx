import { HeartHandshake } from "../ui/icons.tsx";
import { supportHero } from "../../content/support.ts";
import { IconTile } from "../ui/icon-tile.tsx";
import { PageHero } from "../ui/page-hero.tsx";

export function SupportHero() {
  return (
    <PageHero
      titleId="support-title"
      title={supportHero.title}
      eyebrow={supportHero.eyebrow}
      intro={supportHero.intro}
      medallion={
        <IconTile icon={HeartHandshake} tone="gold" size="xl" shape="disc" className="mx-auto shadow-lg" />
      }
      shade="deep"
      size="md"
    />
  );
}
