import type { CSSProperties, SVGProps } from "react";
import spriteUrl from "./icon-sprite.svg?no-inline";

/**
 * The site's icons, drawn from one SVG sprite (icon-sprite.svg, built from lucide-react and the
 * brand marks by icon-sprite.test.ts): each icon on a page is a `<use>` of a symbol in that
 * file rather than its whole drawing, so a page that shows the same arrow twenty times carries
 * it once, and the browser caches the sprite across pages (decision 020). The sprite comes from
 * this site, so the Content-Security-Policy's img-src 'self' covers it and it needs no network.
 *
 * Call sites read as before: `<ArrowRight aria-hidden="true" className="size-4" />`. An icon
 * with no label, title or role is hidden from assistive technology, as lucide-react does.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  /** Line icons only: the stroke width on the 24 × 24 grid (2 unless given). */
  strokeWidth?: number | string;
};

export type IconComponent = ((props: IconProps) => React.JSX.Element) & {
  /** The id of the icon's symbol in the sprite. */
  readonly symbol: string;
  /** The lucide-react export that draws a line icon; undefined for a brand mark. */
  readonly lucideName?: string;
};

const isLabelled = (props: IconProps) =>
  Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");

function spriteIcon(symbol: string, kind: "line" | "brand", lucideName?: string): IconComponent {
  function Icon({ className, strokeWidth, style, children, ...rest }: IconProps) {
    // The line style lives in app.css (.icon-line), in the base layer so utilities such as
    // fill-current still win; a stroke width given here goes inline so it beats that rule.
    const lineStyle: CSSProperties | undefined =
      strokeWidth === undefined ? style : { ...style, strokeWidth };
    return (
      <svg
        aria-hidden={isLabelled(rest) ? undefined : "true"}
        {...rest}
        className={className ? `icon-${kind} ${className}` : `icon-${kind}`}
        style={lineStyle}
      >
        {children}
        <use href={`${spriteUrl}#${symbol}`} />
      </svg>
    );
  }
  Icon.displayName = lucideName ?? symbol;
  return Object.assign(Icon, { symbol, lucideName });
}

const lineIcon = (lucideName: string, symbol: string) => spriteIcon(symbol, "line", lucideName);
/** A platform logo (brand-marks.tsx); always decorative, the link around it carries the name. */
const brandIcon = (symbol: string) => spriteIcon(symbol, "brand");

export const SpotifyIcon = brandIcon("spotify");
export const YoutubeIcon = brandIcon("youtube");
export const ApplePodcastsIcon = brandIcon("apple-podcasts");
export const InstagramIcon = brandIcon("instagram");
export const FacebookIcon = brandIcon("facebook");
export const LinkedinIcon = brandIcon("linkedin");
/** The X (formerly Twitter) mark, for share links. */
export const TwitterIcon = brandIcon("twitter");

// lucide-react icons, under their lucide names.
export const AlertCircle = lineIcon("AlertCircle", "alert-circle");
export const ArrowDown = lineIcon("ArrowDown", "arrow-down");
export const ArrowLeft = lineIcon("ArrowLeft", "arrow-left");
export const ArrowRight = lineIcon("ArrowRight", "arrow-right");
export const ArrowUpRight = lineIcon("ArrowUpRight", "arrow-up-right");
export const AtSign = lineIcon("AtSign", "at-sign");
export const Award = lineIcon("Award", "award");
export const BarChart3 = lineIcon("BarChart3", "bar-chart-3");
export const BellOff = lineIcon("BellOff", "bell-off");
export const BookOpen = lineIcon("BookOpen", "book-open");
export const Brain = lineIcon("Brain", "brain");
export const Briefcase = lineIcon("Briefcase", "briefcase");
export const Building2 = lineIcon("Building2", "building-2");
export const CalendarCheck = lineIcon("CalendarCheck", "calendar-check");
export const CalendarDays = lineIcon("CalendarDays", "calendar-days");
export const ChartLine = lineIcon("ChartLine", "chart-line");
export const Check = lineIcon("Check", "check");
export const CheckCircle2 = lineIcon("CheckCircle2", "check-circle-2");
export const ChevronDown = lineIcon("ChevronDown", "chevron-down");
export const ChevronLeft = lineIcon("ChevronLeft", "chevron-left");
export const ChevronRight = lineIcon("ChevronRight", "chevron-right");
export const CircleCheck = lineIcon("CircleCheck", "circle-check");
export const CirclePlay = lineIcon("CirclePlay", "circle-play");
export const CircleSlash = lineIcon("CircleSlash", "circle-slash");
export const Clock = lineIcon("Clock", "clock");
export const CloudOff = lineIcon("CloudOff", "cloud-off");
export const Compass = lineIcon("Compass", "compass");
export const Copy = lineIcon("Copy", "copy");
export const CreditCard = lineIcon("CreditCard", "credit-card");
export const Crown = lineIcon("Crown", "crown");
export const DatabaseBackup = lineIcon("DatabaseBackup", "database-backup");
export const DollarSign = lineIcon("DollarSign", "dollar-sign");
export const Download = lineIcon("Download", "download");
export const ExternalLink = lineIcon("ExternalLink", "external-link");
export const Eye = lineIcon("Eye", "eye");
export const EyeOff = lineIcon("EyeOff", "eye-off");
export const FilePen = lineIcon("FilePen", "file-pen");
export const FileQuestion = lineIcon("FileQuestion", "file-question");
export const FileText = lineIcon("FileText", "file-text");
export const FileUp = lineIcon("FileUp", "file-up");
export const Flag = lineIcon("Flag", "flag");
export const Flame = lineIcon("Flame", "flame");
export const FlaskConical = lineIcon("FlaskConical", "flask-conical");
export const Gem = lineIcon("Gem", "gem");
export const Gift = lineIcon("Gift", "gift");
export const Globe = lineIcon("Globe", "globe");
export const GraduationCap = lineIcon("GraduationCap", "graduation-cap");
export const HandHeart = lineIcon("HandHeart", "hand-heart");
export const Handshake = lineIcon("Handshake", "handshake");
export const Headphones = lineIcon("Headphones", "headphones");
export const Heart = lineIcon("Heart", "heart");
export const HeartHandshake = lineIcon("HeartHandshake", "heart-handshake");
export const HeartPulse = lineIcon("HeartPulse", "heart-pulse");
export const Hourglass = lineIcon("Hourglass", "hourglass");
export const House = lineIcon("House", "house");
export const ImageOff = lineIcon("ImageOff", "image-off");
export const ImageUp = lineIcon("ImageUp", "image-up");
export const Inbox = lineIcon("Inbox", "inbox");
export const LayoutDashboard = lineIcon("LayoutDashboard", "layout-dashboard");
export const LayoutGrid = lineIcon("LayoutGrid", "layout-grid");
export const Leaf = lineIcon("Leaf", "leaf");
export const LifeBuoy = lineIcon("LifeBuoy", "life-buoy");
export const Lightbulb = lineIcon("Lightbulb", "lightbulb");
export const Link2 = lineIcon("Link2", "link-2");
export const ListOrdered = lineIcon("ListOrdered", "list-ordered");
export const LoaderCircle = lineIcon("LoaderCircle", "loader-circle");
export const Lock = lineIcon("Lock", "lock");
export const LockKeyhole = lineIcon("LockKeyhole", "lock-keyhole");
export const LogIn = lineIcon("LogIn", "log-in");
export const LogOut = lineIcon("LogOut", "log-out");
export const Mail = lineIcon("Mail", "mail");
export const MailCheck = lineIcon("MailCheck", "mail-check");
export const MailOpen = lineIcon("MailOpen", "mail-open");
export const MailX = lineIcon("MailX", "mail-x");
export const Map = lineIcon("Map", "map");
export const Medal = lineIcon("Medal", "medal");
export const Megaphone = lineIcon("Megaphone", "megaphone");
export const Menu = lineIcon("Menu", "menu");
export const MessageSquare = lineIcon("MessageSquare", "message-square");
export const MessagesSquare = lineIcon("MessagesSquare", "messages-square");
export const Mic = lineIcon("Mic", "mic");
export const Newspaper = lineIcon("Newspaper", "newspaper");
export const NotebookPen = lineIcon("NotebookPen", "notebook-pen");
export const PartyPopper = lineIcon("PartyPopper", "party-popper");
export const Pause = lineIcon("Pause", "pause");
export const Pencil = lineIcon("Pencil", "pencil");
export const Percent = lineIcon("Percent", "percent");
export const Play = lineIcon("Play", "play");
export const Plus = lineIcon("Plus", "plus");
export const Podcast = lineIcon("Podcast", "podcast");
export const Quote = lineIcon("Quote", "quote");
export const RefreshCw = lineIcon("RefreshCw", "refresh-cw");
export const Reply = lineIcon("Reply", "reply");
export const Rocket = lineIcon("Rocket", "rocket");
export const RotateCcw = lineIcon("RotateCcw", "rotate-ccw");
export const RotateCw = lineIcon("RotateCw", "rotate-cw");
export const Save = lineIcon("Save", "save");
export const Search = lineIcon("Search", "search");
export const SearchX = lineIcon("SearchX", "search-x");
export const Send = lineIcon("Send", "send");
export const Share2 = lineIcon("Share2", "share-2");
export const ShieldCheck = lineIcon("ShieldCheck", "shield-check");
export const ShoppingBag = lineIcon("ShoppingBag", "shopping-bag");
export const Smartphone = lineIcon("Smartphone", "smartphone");
export const Sparkles = lineIcon("Sparkles", "sparkles");
export const Sprout = lineIcon("Sprout", "sprout");
export const SquareArrowOutUpRight = lineIcon("SquareArrowOutUpRight", "square-arrow-out-up-right");
export const Star = lineIcon("Star", "star");
export const Sunrise = lineIcon("Sunrise", "sunrise");
export const Tag = lineIcon("Tag", "tag");
export const Tags = lineIcon("Tags", "tags");
export const Target = lineIcon("Target", "target");
export const Telescope = lineIcon("Telescope", "telescope");
export const ThumbsUp = lineIcon("ThumbsUp", "thumbs-up");
export const Trash2 = lineIcon("Trash2", "trash-2");
export const TrendingUp = lineIcon("TrendingUp", "trending-up");
export const TriangleAlert = lineIcon("TriangleAlert", "triangle-alert");
export const Trophy = lineIcon("Trophy", "trophy");
export const Unlink = lineIcon("Unlink", "unlink");
export const UserMinus = lineIcon("UserMinus", "user-minus");
export const UserRound = lineIcon("UserRound", "user-round");
export const Users = lineIcon("Users", "users");
export const UsersRound = lineIcon("UsersRound", "users-round");
export const Video = lineIcon("Video", "video");
export const X = lineIcon("X", "x");
