/**
 * Copy of the owner's admin screen (SPEC §2 "Admin", §8 admin, upload and blog messages). Quoted
 * spec texts are kept word for word; the sentences around them are ours.
 */
import { acceptedTypesSentence } from "#shared/image-upload.ts";
import { brand } from "#shared/content/brand.ts";
import { groupDigits } from "#shared/digit-groups.ts";

export const adminMeta = {
  title: "Admin",
  description: `The owner's dashboard of ${brand.showName}.`,
};

export const adminLoginCopy = {
  heading: "Admin Dashboard",
  intro: `Sign in to manage the blog and review payments, donations, subscribers and messages of ${brand.shortName}.`,
  passwordLabel: "Password",
  showPassword: "Show password",
  hidePassword: "Hide password",
  submit: "Access Dashboard",
  /** Not in SPEC §2: shown when the dashboard found its session ended (a logout in another tab, a password change). */
  sessionEnded: "Your session has ended. Log in again to carry on: a post you were writing is kept.",
  submitting: "Checking...",
  incorrectPassword: "Incorrect password",
  passwordRequired: "Password is required",
  unexpectedError: "The dashboard could not be opened. Please try again.",
  privacyNote: "For the owner only. Your session stays signed in on this browser for 7 days.",
};

/** Not in SPEC §2: payments made in the built-in sandbox, where no money moves. */
export const testPaymentCopy = {
  badge: "Test",
};

/** The notices above the dashboard's tabs while a part of the business has no outside service yet. */
export const setupCopy = {
  ownerNotEmailedTitle: "You are not e-mailed about new business",
  ownerNotEmailedText:
    "The site has no SMTP settings, so it cannot e-mail you when a coaching program is paid, a donation comes in or someone writes: you see them here only. Set SMTP_HOST, SMTP_FROM and OWNER_EMAIL to hear about each one as it happens (README, Deploying, step 14).",
  testPaymentsTitle: "Payments are in test mode",
  testPaymentsText:
    "Card payments go through the built-in sandbox: test cards only, and no money moves. Test payments are marked Test and left out of the totals. Set the Stripe keys to take real payments (README, Deploying, step 8).",
  noEmailServiceTitle: "Sign-ups are not e-mailed yet",
  noEmailServiceText:
    "No e-mail service is connected, so sign-ups are kept in the Audience list only: nobody is sent a welcome e-mail or the free guide. Download the list as CSV to write to them, or connect Kit to e-mail every sign-up (README, Deploying, step 9).",
};

export const dashboardCopy = {
  heading: "Business Dashboard",
  intro: `Everything happening at ${brand.shortName}, in one place.`,
  logout: "Logout",
  loggingOut: "Logging out...",
  logoutFailed: "Could not log out. Please try again.",
  /** Not in SPEC §2: the embedded database, downloaded whole. */
  downloadBackup: "Download backup",
  preparingBackup: "Preparing backup...",
  backupFailed: "Backup failed",
  backupFailedText: "The backup could not be downloaded. Please try again.",
  /** Beside the download while uploaded images are in an S3 bucket, which it leaves out (README, Backups). */
  backupLeavesOutBucket:
    "The backup holds the database. Uploaded images are kept in your S3 bucket: back that up on its own.",
  loading: "Loading business data...",
  loadFailedTitle: "Some business data could not be loaded",
  retry: "Try again",
  /** The dashboard's lists by name, for saying which one could not be loaded. */
  lists: {
    payments: "Coaching payments",
    donations: "Donations",
    subscribers: "Newsletter subscribers",
    contacts: "Contact messages",
    posts: "Blog posts",
    episodes: "Episodes",
  },
  /** In place of a list, its empty state or its totals when that list did not load. */
  listLoadFailed: (list: string) => `${list} could not be loaded.`,
  /** A list whose read had no answer in time (admin-query-client.ts). */
  readTimedOut: (seconds: number) => `The server did not answer within ${seconds} seconds.`,
  /** A list still arriving long after the server answered (a very slow connection). */
  downloadTimedOut: (minutes: number) => `The list was still arriving after ${minutes} minutes.`,
  noConnection: "The server could not be reached. Check the connection, then try again.",
  /** A tile's figure when its list did not load: no number is better than a wrong one. */
  unknownValue: "—",
  unknownDetail: "Could not be loaded",
  tabsLabel: "Dashboard sections",
  tabs: {
    overview: "Overview",
    coaching: "Coaching",
    blog: "Blog",
    episodes: "Episodes",
    audience: "Audience",
    support: "Support",
  },
};

export const overviewCopy = {
  tilesLabel: "Business totals",
  tiles: {
    coachingRevenue: "Coaching Revenue",
    donations: "Donations",
    newsletter: "Newsletter",
    messages: "Messages",
  },
  clients: (count: number) => `${count} ${count === 1 ? "client" : "clients"}`,
  donationsCount: (count: number) => `${count} ${count === 1 ? "donation" : "donations"}`,
  activeSubscribers: "active subscribers",
  totalMessages: "total messages",
  recentPurchasesHeading: "Recent Coaching Purchases",
  recentMessagesHeading: "Recent Messages",
  anonymous: "Anonymous",
  noPurchases: "No purchases yet",
  noMessages: "No messages yet",
};

export const coachingTabCopy = {
  heading: "Coaching Clients",
  intro: "Every coaching payment, newest first.",
  anonymousClient: "Anonymous Client",
  noEmail: "No e-mail given",
  programLabel: "Program",
  paymentLabel: "Payment",
  dateLabel: "Date",
  contactClient: "Contact Client",
  contactClientLabel: (name: string) => `Contact Client ${name} by e-mail`,
  empty: "No coaching clients yet",
  mailSubject: `Welcome to ${brand.coaching.programName}!`,
  mailBody: (clientName: string, schedulingLink: string) =>
    [
      `Hi ${clientName},`,
      "",
      `Thank you for joining ${brand.coaching.programName}. I'm excited to start this journey with you.`,
      "",
      `Please book your first session here: ${schedulingLink}`,
      "",
      "See you soon,",
      brand.host.name,
    ].join("\n"),
  mailGreetingFallback: "there",
};

export const blogTabCopy = {
  heading: "Blog Posts",
  intro: "Write, edit and publish articles for the blog.",
  newPost: "New Post",
  countsLabel: "Post counts",
  counts: {
    total: "Total Posts",
    published: "Published",
    featured: "Featured",
    drafts: "Drafts",
  },
  recentHeading: "Recent Blog Posts",
  empty: "No blog posts yet",
  emptyHint: "Create your first post with 'New Post'.",
  publishedBadge: "Published",
  draftBadge: "Draft",
  featuredBadge: "Featured",
  videoBadge: "Video",
  edit: (title: string) => `Edit ${title}`,
  remove: (title: string) => `Delete ${title}`,
  view: (title: string) => `View ${title} on the blog`,
  confirmDelete: "Are you sure you want to delete this blog post? This action cannot be undone.",
  deleted: "Post Deleted",
  deletedText: (title: string) => `"${title}" was removed.`,
  deleteFailed: "Failed to delete blog post. Please try again.",
  errorTitle: "Error",
  /** Below the first 10 posts (SPEC §9), when there are more (decision 011). */
  showAll: (count: number) => `Show all ${count} posts`,
  showFewer: "Show fewer",
};

export const blogDialogCopy = {
  createTitle: "Create New Blog Post",
  editTitle: "Edit Blog Post",
  description: "Fields marked * are required. The slug is made from the title when left empty.",
  close: "Close",
  /** Required fields show a star after their label (SPEC §2: Title*, Category*, ...). */
  fields: {
    title: "Title",
    slug: "Slug",
    category: "Category",
    readTime: "Read Time",
    authorName: "Author Name",
    excerpt: "Excerpt",
    content: "Content",
    imageUrl: "Featured Image",
    videoUrl: "Video URL",
    videoEmbedCode: "Video Embed Code",
    seoTitle: "SEO Title",
    sourceUrl: "Source URL",
    seoDescription: "SEO Description",
    tags: "Tags",
    published: "Published",
    featured: "Featured",
  },
  hints: {
    slug: "Leave empty to make it from the title, e.g. my-first-post",
    readTime: "5 min read",
    tags: "Comma separated, e.g. mindset, habits, leadership",
    videoEmbedCode: "An iframe from YouTube or Vimeo",
    published: "Visible on the public blog",
    featured: "Shown as the blog's featured post",
  },
  categoryPlaceholder: "Choose a category",
  sections: { article: "Article", media: "Media", seo: "Search and sharing", visibility: "Visibility" },
  placeholders: { videoUrl: "https://www.youtube.com/watch?v=…", sourceUrl: "https://…" },
  formatGuideTitle: "HTML formatting guide",
  formatGuide: [
    { tag: "<h2>…</h2>", use: "section heading" },
    { tag: "<h3>…</h3>", use: "sub-heading" },
    { tag: "<p>…</p>", use: "paragraph" },
    { tag: "<ul><li>…</li></ul>", use: "bulleted list" },
    { tag: "<ol><li>…</li></ol>", use: "numbered list" },
  ],
  cancel: "Cancel",
  create: "Create Post",
  update: "Update Post",
  saving: "Saving...",
  /** Shown by the buttons while a featured image is still uploading: saving now would drop it. */
  waitingForUpload: "Waiting for the image upload…",
  /** Asked before a dialog with unsaved changes closes (Escape, the backdrop, ×, Cancel). */
  confirmDiscard: "Discard your changes to this post? What you have written will be lost.",
  /** Not in SPEC §2: text kept in this browser from a dialog that closed without a save (a session that ended). */
  draftRestored: "Your unsaved changes to this post were kept and are back in the form.",
  /** After `draftRestored`, when the post was saved again since the draft was started. */
  draftChangedSince:
    "This post has been saved elsewhere since then, so these changes cannot be saved over it. Copy what you want to keep, then discard them.",
  discardDraft: "Discard them",
  created: "Post Created",
  updated: "Post Updated",
  savedText: (title: string, published: boolean) =>
    `"${title}" is saved${published ? " and published" : " as a draft"}.`,
  createFailed: "Failed to create blog post. Please try again.",
  updateFailed: "Failed to update blog post. Please try again.",
  /** Not in SPEC §8: the post being edited was deleted meanwhile (another tab), so no retry can save it. */
  slugTaken: "Another post already uses this slug. Enter a different slug, then save again.",
  postGone:
    "This post was deleted after you opened it, so it cannot be updated. Copy what you want to keep, then create it again as a new post.",
  errorTitle: "Error",
};

const counted = (count: number, one: string, many: string) =>
  `${groupDigits(count)} ${count === 1 ? one : many}`;

/** Not in SPEC §2: each episode's audio, transcript and chapters, and the owner's own (issue 36). */
export const episodesTabCopy = {
  heading: "Episodes",
  intro:
    "Give an episode its transcript and chapters. Yours are shown instead of the feed's (and of a transcript record's text) until you delete them.",
  countsLabel: "Episode counts",
  counts: {
    total: "Episodes",
    audio: "With audio",
    transcript: "With a transcript",
    chapters: "With chapters",
  },
  listHeading: "Every episode",
  listIntro: "Newest first, as the site lists them.",
  filterLabel: "Filter by title",
  filterPlaceholder: "Search episode titles",
  shown: (shown: number, total: number) =>
    shown === total
      ? counted(total, "episode", "episodes")
      : `${shown} of ${counted(total, "episode", "episodes")}`,
  noMatch: (filter: string) => `No episode title contains "${filter}"`,
  noMatchHint: "Check the spelling, or clear the filter.",
  empty: "No episodes yet",
  emptyHint: "Episodes appear here once the podcast feed or Spotify has been read.",
  loading: "Loading episodes...",
  released: "Released",
  audio: "Audio",
  noAudio: "No audio",
  transcriptLabel: "Transcript",
  chaptersLabel: "Chapters",
  /** Where the transcript shown on the site comes from. */
  transcriptOrigin: { owner: "Yours", record: "From the record", feed: "From the feed" },
  chaptersOrigin: { owner: "Yours", feed: "From the feed" },
  none: "None",
  cues: (count: number) => counted(count, "cue", "cues"),
  paragraphs: (count: number) => counted(count, "paragraph", "paragraphs"),
  chapters: (count: number) => counted(count, "chapter", "chapters"),
  editTranscript: "Transcript",
  editTranscriptLabel: (title: string) => `Transcript of ${title}`,
  editChapters: "Chapters",
  editChaptersLabel: (title: string) => `Chapters of ${title}`,
};

/** The dialog where the owner gives an episode its transcript or chapters. */
export const timedTextDialogCopy = {
  title: { transcript: "Transcript", chapters: "Chapters" },
  /** What the episode shows now, above the form. */
  current: {
    transcript: {
      none: "This episode has no transcript yet.",
      owner: (entries: string) => `This episode shows your transcript (${entries}). Saving replaces it.`,
      record: (entries: string) =>
        `This episode shows the transcript record's text (${entries}). Yours will be shown instead.`,
      feed: (entries: string) =>
        `This episode shows the transcript from the feed (${entries}). Yours will be shown instead.`,
    },
    chapters: {
      none: "This episode has no chapters yet.",
      owner: (count: string) => `This episode has your chapters (${count}). Saving replaces them.`,
      feed: (count: string) => `This episode has the feed's chapters (${count}). Yours will be used instead.`,
    },
  },
  chooseFile: "Choose a file",
  fileHint: {
    transcript:
      "WebVTT (.vtt), SRT (.srt), Podcasting 2.0 JSON (.json), HTML or plain text (.txt), up to 2 MB.",
    chapters: "Podcasting 2.0 JSON chapters (.json), up to 512 KB.",
  },
  fileRead: (name: string) => `${name} is in the box below.`,
  fileProblem: {
    wrongType: {
      transcript: "Choose a .vtt, .srt, .json, .html or .txt file.",
      chapters: "Choose a .json chapters file.",
    },
    tooLarge: {
      transcript: "This file is larger than 2 MB, more than the site keeps for a transcript.",
      chapters: "This file is larger than 512 KB, more than the site keeps for chapters.",
    },
    unreadable: "This file could not be read. Choose it again, or paste its text.",
  },
  formatLabel: "Format",
  formats: {
    auto: "Auto-detect",
    webvtt: "WebVTT",
    srt: "SRT",
    json: "Podcasting 2.0 JSON",
    html: "HTML",
    text: "Plain text",
  },
  textLabel: { transcript: "Transcript text", chapters: "Chapters JSON" },
  textHint: {
    transcript: "Paste the file's text here, or choose the file above.",
    chapters:
      'Paste the file here, or choose it above. It looks like {"version": "1.2.0", "chapters": [{"startTime": 0, "title": "Welcome"}]}.',
  },
  previewHeading: "Preview",
  previewEmpty: {
    transcript: "Paste a transcript or choose a file to see it here as the site will read it.",
    chapters: "Paste chapters or choose a file to see them here as the site will read them.",
  },
  previewInvalidTitle: "This cannot be saved yet",
  /** What the preview found: "Read as WebVTT: 42 cues". */
  readAs: {
    webvtt: "WebVTT",
    srt: "SRT",
    json: "Podcasting 2.0 JSON",
    html: "HTML",
    text: "plain text",
    chapters: "JSON chapters",
  },
  previewSummary: (format: string, entries: string) => `Read as ${format}: ${entries}.`,
  noTimes: "No times: shown as paragraphs.",
  more: (count: number) => `…and ${counted(count, "more", "more")}.`,
  cancel: "Cancel",
  close: "Close",
  save: "Save",
  saving: "Saving...",
  deleteYours: "Delete yours",
  deleting: "Deleting...",
  confirmDelete: {
    transcript: (title: string, unsavedText: boolean) =>
      `Delete your transcript of "${title}"? The episode goes back to the transcript record's text or the feed's transcript, if it has one.${unsavedText ? " The text in this dialog is not saved." : ""}`,
    chapters: (title: string, unsavedText: boolean) =>
      `Delete your chapters of "${title}"? The episode goes back to the feed's chapters, if it has any.${unsavedText ? " The text in this dialog is not saved." : ""}`,
  },
  confirmDiscard: "Close without saving? The text you have entered will be lost.",
  saved: { transcript: "Transcript saved", chapters: "Chapters saved" },
  savedText: (title: string, entries: string) => `"${title}" now uses yours (${entries}).`,
  deleted: { transcript: "Transcript deleted", chapters: "Chapters deleted" },
  deletedText: (title: string) => `Your copy for "${title}" was removed.`,
  errorTitle: "Not saved",
  saveFailed: "The server could not save it. Please try again: your text is still here.",
  deleteFailed: "The server could not delete it. Please try again.",
  sessionEnded:
    "Your session has ended, so nothing was changed. Copy your text if you need it, then close this dialog to log in again.",
};

export const imageUploadCopy = {
  upload: "Upload Image",
  uploading: "Uploading...",
  urlLabel: "Image URL",
  urlPlaceholder: "https://… or upload an image",
  hint: `${acceptedTypesSentence}, up to 10 MB.`,
  progressLabel: "Upload progress",
  previewAlt: "Featured image preview",
  remove: "Remove image",
  invalidType: { title: "Invalid file type", description: "Please select an image file" },
  tooLarge: { title: "File too large", description: "Please select an image smaller than 10MB" },
  failed: { title: "Upload failed", description: "Failed to upload image. Please try again." },
  succeeded: { title: "Upload successful", description: "The image is set as the featured image." },
  invalidImage: { title: "Invalid image", description: "The image URL is not valid or accessible" },
};

export const audienceTabCopy = {
  heading: "Newsletter Subscribers",
  intro: "Everyone currently subscribed to the newsletter, newest first.",
  count: (count: number) => `${count} active ${count === 1 ? "subscriber" : "subscribers"}`,
  signedUp: "Signed up",
  /** The latest consent of an address that unsubscribed and signed up again (decision 008). */
  subscribedAgain: "Subscribed again",
  empty: "No subscribers yet",
  downloadCsv: "Download CSV",
  copyUnsubscribeLink: "Copy unsubscribe link",
  copyUnsubscribeLinkLabel: (email: string) => `Copy unsubscribe link for ${email}`,
  linkCopied: "Unsubscribe link copied",
  linkCopiedText: (email: string) => `Paste it into your next e-mail to ${email}.`,
  copyByHand: (email: string) =>
    `Your browser did not allow copying. Copy ${email}'s unsubscribe link from here:`,
  formerHeading: (count: number) => `No longer subscribed (${count})`,
  formerIntro:
    "They no longer get the newsletter. Their sign-up is kept until they ask for it to be deleted. Someone who unsubscribed is subscribed again if they sign up again. A bounced or complained address is not: a form naming it answers as usual, but the address stays here and is not sent to Kit. Delete it to let it sign up afresh.",
  /** Why an address is not on the list: left by its link or in Kit, its mail bounced, or it was reported as spam. */
  formerStatus: { unsubscribed: "Unsubscribed", bounced: "Bounced", complained: "Complained" },
  /** Not in SPEC §2: the owner deletes a subscriber's details when asked to (privacy policy). */
  deleteSubscriber: "Delete",
  deleteSubscriberLabel: (email: string) => `Delete ${email} from the list`,
  confirmDeleteSubscriber: (email: string) =>
    `Delete ${email} and their sign-up details for good? To stop e-mails only, send them their unsubscribe link instead.`,
  subscriberDeleted: "Subscriber Deleted",
  subscriberDeletedText: (email: string) => `${email} is no longer on the list.`,
  deleteSubscriberFailed: "Failed to delete the subscriber. Please try again.",
  errorTitle: "Error",
};

export const supportTabCopy = {
  messagesHeading: "Contact Messages",
  messagesIntro: "Sponsorship enquiries, guest requests and other messages.",
  messagesRegionLabel: "Contact messages, scrollable",
  reply: "Reply",
  replyLabel: (name: string) => `Reply to ${name}`,
  replySubject: (subject: string) => `Re: ${subject}`,
  noMessages: "No messages yet",
  /** Not in SPEC §2 (it shows three lines): the rest of a longer message. */
  showFullMessage: "Show full message",
  showFullMessageLabel: (name: string) => `Show full message from ${name}`,
  showLessMessage: "Show less",
  showLessMessageLabel: (name: string) => `Show less of the message from ${name}`,
  deleteMessage: "Delete",
  deleteMessageLabel: (name: string, subject: string) => `Delete the message from ${name}: ${subject}`,
  confirmDeleteMessage: (name: string) => `Delete the message from ${name}? This cannot be undone.`,
  messageDeleted: "Message Deleted",
  messageDeletedText: (name: string) => `The message from ${name} is gone.`,
  deleteMessageFailed: "Failed to delete the message. Please try again.",
  errorTitle: "Error",
  donationsHeading: "Podcast Donations",
  donationsIntro: "Gifts from listeners who keep the show free.",
  anonymousDonor: "Anonymous Donor",
  noDonorEmail: "No e-mail given",
  noDonations: "No donations yet",
  tierFallback: "Custom amount",
};

/** A payment's state in the Coaching and Support tabs (SPEC §4 Coaching payment badge; decision 011). */
export const paymentStatusCopy = {
  completed: "Completed",
  pending: "Pending",
  notCompleted: "Not completed",
};
