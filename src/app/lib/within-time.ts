/**
 * `work`'s value, or a rejection with `message` once `ms` have passed without one. The timer is
 * cleared either way, so nothing is left pending.
 */
export function withinTime<T>(work: T | Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
