export function CategoryLabel({ category }: { category: string }) {
  return (
    <span className="inline-flex w-fit rounded-full bg-brand-blue/10 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-brand-blue">
      {category}
    </span>
  );
}
