import { useImageFailed } from "#app/hooks/use-image-failed.ts";
import { CategoryArt } from "./category-art.tsx";

type PostCoverProps = {
  imageUrl: string | null;
  category: string;
  /** Size and shape of the cover box. */
  className?: string;
  iconSize?: string;
  /** The cover above the fold of a post page loads at once; list covers wait until scrolled to. */
  eager?: boolean;
};

/**
 * A post's image, or its category art when it has none or the image fails to load. The image is
 * decorative: the title beside it names the post.
 */
export function PostCover({ imageUrl, category, className = "", iconSize, eager = false }: PostCoverProps) {
  const { failed, imageProps } = useImageFailed(imageUrl);
  if (failed || !imageUrl)
    return <CategoryArt category={category} className={className} iconSize={iconSize} />;
  return (
    <img
      {...imageProps}
      src={imageUrl}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
