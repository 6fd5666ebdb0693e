import type { ReactNode } from "react";
import type { ShareNetwork } from "#shared/share-urls.ts";
import { FacebookIcon, LinkedinIcon, TwitterIcon } from "./icons.tsx";

/** The networks a page can be shared to (SPEC §7 outbound links), in the order they are shown. */
export const shareNetworks: {
  id: ShareNetwork;
  label: string;
  Icon: (props: { className?: string }) => ReactNode;
}[] = [
  { id: "twitter", label: "Twitter", Icon: TwitterIcon },
  { id: "facebook", label: "Facebook", Icon: FacebookIcon },
  { id: "linkedin", label: "LinkedIn", Icon: LinkedinIcon },
];
