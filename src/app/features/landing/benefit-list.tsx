import { CircleCheck } from "#app/components/ui/icons.tsx";

/** The guide's benefit bullets (SPEC §2 landing page). */
export function BenefitList({ benefits }: { benefits: string[] }) {
  return (
    <ul className="space-y-3">
      {benefits.map((benefit) => (
        <li key={benefit} className="flex items-start gap-3 text-base text-blue-50 sm:text-lg">
          <CircleCheck aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-gold-light" />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
