import { contactTypeLabels, type ContactType } from "#shared/contacts/contact-message.ts";
import { AdminBadge, type BadgeTone } from "./admin-badge.tsx";

const typeTones: Record<ContactType, BadgeTone> = {
  sponsor: "gold",
  guest: "violet",
  coaching: "blue",
  general: "slate",
};

/** The kind of a contact message; a type the form no longer offers shows as it was stored. */
export function ContactTypeBadge({ type }: { type: string }) {
  const known = type in contactTypeLabels ? (type as ContactType) : null;
  return (
    <AdminBadge tone={known ? typeTones[known] : "slate"}>
      {known ? contactTypeLabels[known] : type}
    </AdminBadge>
  );
}
