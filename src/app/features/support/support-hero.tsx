import { HeartHandshake } from "#app/components/ui/icons.tsx";
import { supportHero } from "#app/content/support.ts";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";

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
