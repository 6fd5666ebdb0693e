/**
 * SPEC §4 Carousel: previous, next and auto-advance wrap around, so from the last slide "next"
 * shows the first and from the first "previous" shows the last. With no slides the index is 0.
 */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
