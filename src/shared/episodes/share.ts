/** SPEC §3 Share moods and §4 Share dialog: the mood choice and the text a share carries. */
import { SHARE_POPUP } from "./constants.ts";

export const SHARE_MOODS = ["completed", "inspired", "motivated", "grateful", "recommend"] as const;
export type ShareMood = (typeof SHARE_MOODS)[number];

/** SPEC §4: one mood may be selected; selecting it again clears it. */
export function toggleMood(current: ShareMood | null, picked: ShareMood): ShareMood | null {
  return current === picked ? null : picked;
}

/** The share text: the mood's words (when one is chosen) before the episode's title. */
export function shareText(moodPrefix: string | null, episodeName: string, showName: string): string {
  const subject = `"${episodeName}" from ${showName}`;
  return moodPrefix ? `${moodPrefix} ${subject}` : `Listen to ${subject}`;
}

/** window.open features for a share popup (SPEC §4: 600x400). */
export function sharePopupFeatures(): string {
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener,noreferrer`;
}
