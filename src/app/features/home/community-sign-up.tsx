import { CircleCheck, Smartphone } from "#app/components/ui/icons.tsx";
import { communitySignUp } from "#app/content/home.ts";
import { COMMUNITY_SIGNUP_ID, CommunityForm } from "#app/components/newsletter/community-form.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/** SPEC §2 Home: the community sign-up, its promise on the left and the form on the right. */
export function CommunitySignUp() {
  return (
    <section
      id={COMMUNITY_SIGNUP_ID}
      aria-labelledby="community-heading"
      className="-scroll-mt-2 bg-paper px-5 py-20 sm:px-8 lg:py-24"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <SectionHeading
            id="community-heading"
            heading={communitySignUp.heading}
            intro={communitySignUp.intro}
            eyebrow={communitySignUp.eyebrow}
            colour="brand-blue"
            align="left"
          />
          <ul className="check-list mt-8">
            {communitySignUp.perks.map((perk) => (
              <li key={perk}>
                <CircleCheck aria-hidden="true" />
                <span>{perk}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 flex items-center gap-3 rounded-2xl border border-brand-gold/40 bg-white px-4 py-3 font-medium text-ink">
            <Smartphone aria-hidden="true" className="size-6 shrink-0 text-brand-blue" />
            {communitySignUp.appNotice}
          </p>
        </div>
        <div className="rounded-3xl border border-amber-100 bg-white p-6 shadow-xl sm:p-8">
          <CommunityForm label={communitySignUp.formLabel} />
        </div>
      </div>
    </section>
  );
}
