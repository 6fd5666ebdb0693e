import { Quote } from "#app/components/ui/icons.tsx";
import { brand } from "#shared/content/brand.ts";
import { testimonialsSection } from "#app/content/coaching.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

export function ClientTestimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-paper py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={testimonialsSection.eyebrow}
          heading={testimonialsSection.heading}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {brand.testimonials.map((testimonial) => (
            <li key={testimonial.name} className="flex">
              <figure className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-md">
                <Quote aria-hidden="true" className="h-9 w-9 text-brand-gold" />
                <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed text-ink">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                  <span
                    aria-hidden="true"
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-blue font-semibold text-white"
                  >
                    {testimonial.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
