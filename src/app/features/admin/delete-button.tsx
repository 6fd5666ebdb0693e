import { Trash2 } from "#app/components/ui/icons.tsx";
import { Button } from "#app/components/ui/button.tsx";

/**
 * A list item's 'Delete' in the dashboard. Locked while its delete is on its way, yet still
 * focused (as a post's delete in blog-tab.tsx): a disabled button would drop the keyboard's focus
 * to the page's start, and leave it there if the delete fails.
 */
export function DeleteButton({
  label,
  deleting,
  onDelete,
  children,
}: {
  /** What is deleted, for a screen reader: "Delete the message from Ada: Hello". */
  label: string;
  deleting: boolean;
  onDelete: () => void;
  children: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      onClick={deleting ? undefined : onDelete}
      aria-disabled={deleting || undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent"
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
