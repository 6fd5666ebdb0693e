import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, isSessionEnded } from "#app/lib/api-request.ts";
import {
  EPISODE_TIMED_TEXT_URL,
  episodeTimedTextUrl,
  type EpisodeTimedTextList,
  type EpisodeTimedTextSummary,
  type TimedTextKind,
  type TranscriptUploadFormat,
} from "#shared/admin/episode-timed-text.ts";
import { unlessAlreadyGone } from "./use-admin-delete.ts";

/** The Episodes tab's list, under its URL (SPEC §7 query keys). */
export const episodeTimedTextListKey = [EPISODE_TIMED_TEXT_URL] as const;

/**
 * Every episode with its audio, transcript and chapters. Read when the Episodes tab first opens
 * (its panel mounts only then), not with the dashboard's other lists: it is the only tab that
 * needs it, and the server reads each episode's transcript to answer it.
 */
export function useEpisodeTimedTextList() {
  return useQuery<EpisodeTimedTextList, Error, EpisodeTimedTextSummary[]>({
    queryKey: episodeTimedTextListKey,
    select: episodesOf,
  });
}

const episodesOf = (list: EpisodeTimedTextList) => list.episodes;

export type TimedTextInput = { text: string; format: TranscriptUploadFormat };

/**
 * Saving and deleting the owner's own transcript or chapters of one episode; the list reloads
 * after either. Not after an ended session: that reload would send the owner to the login at once
 * and drop the text in the dialog, so the dialog says so first and `sessionEndedSeen` reloads the
 * list (and so goes to the login) once the owner closes it.
 */
export function useTimedTextWrites(episodeId: string, kind: TimedTextKind) {
  const queryClient = useQueryClient();
  const url = episodeTimedTextUrl(episodeId, kind);
  const reloadList = () => queryClient.invalidateQueries({ queryKey: episodeTimedTextListKey });
  const reloadUnlessSessionEnded = (_answer: unknown, error: Error | null) => {
    if (!isSessionEnded(error)) void reloadList();
  };
  const save = useMutation({
    mutationFn: ({ text, format }: TimedTextInput) =>
      apiRequest<EpisodeTimedTextSummary>("PUT", url, kind === "transcript" ? { text, format } : { text }),
    onSettled: reloadUnlessSessionEnded,
  });
  const remove = useMutation({
    // Already gone (deleted in another tab): deleted, as asked.
    mutationFn: () => apiRequest<void>("DELETE", url).catch(unlessAlreadyGone),
    onSettled: reloadUnlessSessionEnded,
  });
  return { save, remove, sessionEndedSeen: () => void reloadList() };
}
