import { useRef, type ComponentProps, type RefObject } from "react";
import { usePressWhenReady } from "#app/hooks/use-press-when-ready.ts";

type ReadyButtonProps = Omit<ComponentProps<"button">, "ref" | "onClick" | "type"> & {
  ref?: RefObject<HTMLButtonElement | null>;
  /** What a press does; a press made before the page's script ran is carried out once it has. */
  onPress: (button: HTMLButtonElement) => void;
};

/**
 * A button whose action needs the page's script (decision 016): until the script has run it looks
 * busy (app.css styles its `data-press-when-ready`), is aria-disabled and described as loading, and
 * a press made meanwhile is carried out as soon as it is ready.
 */
export function ReadyButton({ ref, onPress, "aria-describedby": describedBy, ...props }: ReadyButtonProps) {
  const own = useRef<HTMLButtonElement>(null);
  const button = ref ?? own;
  const notReady = usePressWhenReady(button, onPress);
  const description = [notReady?.["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <button
      ref={button}
      type="button"
      {...props}
      {...notReady}
      aria-describedby={description}
      onClick={(event) => onPress(event.currentTarget)}
    />
  );
}
